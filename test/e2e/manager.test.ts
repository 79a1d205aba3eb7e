/**
 * The link manager in Chromium against the local service with 2,000 links: the side
 * panel's page and the full tab, progress then complete, search, filter, sort, select and export
 * (the downloaded files read back), delete one and several (the service's state checked), a partial
 * failure and a link already gone reported per link, hostile titles inert, axe-core clean.
 * Each test syncs its own account (its own key): a fresh mirror, nothing left from another test.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { until } from '../support/until';
import { axeViolations } from './support/axe';
import { useExtension } from './support/fixture';
import { waitForText } from './support/popup';

const KEYS = Array.from({ length: 30 }, (_, i) => `manager-key-${String(i).padStart(2, '0')}-0123456789`);
const f = useExtension({ keys: [DEMO_KEY, ...KEYS] });
let next = 0;
const LINKS = 2000;
const PAGES = Math.ceil(LINKS / 30);
/** A test that syncs 2,000 links (67 pages, paced by the background) on a shared 2-core machine. */
const SLOW = 150_000;

/** A fresh account with `n` seeded links, configured; its key. */
async function account(n = LINKS): Promise<string> {
  const key = KEYS[next++];
  // A test past the last key would configure none and wait for a sync that never starts.
  if (!key) throw new Error(`manager.test.ts: add keys to KEYS (${KEYS.length} are used up)`);
  f.sandbox.store.seed(key, n);
  await f.ext.configure(f.sandbox.url, key);
  return key;
}

async function openManager(view: 'panel' | 'tab' = 'panel'): Promise<Page> {
  return f.track(await f.ext.openPage(view === 'tab' ? 'sidepanel.html?view=tab' : 'sidepanel.html'));
}

/** Waits until the grid holds `count` matching links and the sync finished a full pass. */
async function synced(page: Page, count = LINKS) {
  await page.waitForSelector('.sync[data-complete="true"]', { timeout: 90_000 });
  await page.waitForSelector(`.grid[data-state="ready"][data-count="${count}"]`, { timeout: 30_000 });
}

const rowTitles = (page: Page) =>
  page.$$eval('.grid-row', (rows) =>
    (rows as HTMLElement[])
      .sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index))
      // Untitled, a row shows its site and path in the title's place, and is sorted by them.
      .map((r) => r.querySelector('.link-title')?.textContent ?? ''),
  );
const button = (page: Page, label: string) =>
  page.waitForSelector(`xpath/.//button[normalize-space(text())="${label}"]`);
/** A row's action from its "⋯" menu (Edit, QR code, Delete). */
async function rowAction(page: Page, id: string, action: 'edit' | 'qr' | 'delete') {
  await page.click(`.grid-row[data-id="${id}"] .row-menu-button`);
  await (await page.waitForSelector(`.row-menu-list [data-action="${action}"]`))!.click();
}
/**
 * Copy as a list or an export: from the "⋯" menu over the list, or with a selection from its bar
 * (Copy, and Export's menu).
 */
async function listAction(page: Page, label: 'Copy as a list' | 'Export CSV' | 'Export JSON') {
  if (await page.$('.selection-bar:not([data-selected="0"])')) {
    if (label === 'Copy as a list')
      return page.click('.selection-bar .selection-actions button[title="Copy as a list"]');
    await page.click('.selection-bar .row-menu-text');
  } else await page.click('.selection-bar .row-menu-button');
  await (await button(page, label))!.click();
}
const wireLinks = (key: string) => f.sandbox.store.list(key, 1, 100_000).links;

describe.each(['panel', 'tab'] as const)('the manager (%s)', (view) => {
  it(
    'shows the sync progress as a real bar, then every link, only the visible rows in the DOM',
    async () => {
      const key = await account();
      // Slow pages, so the progress is seen while the sync runs.
      f.sandbox.addFault({ kind: 'latency', latencyMs: 60, method: 'GET', path: '/api/v1/links' });
      const page = await openManager(view);
      await page.waitForSelector(`progress.sync-bar[max="${PAGES}"][value]`, { timeout: 45_000 });
      const during = await page.$eval('.sync', (s) => ({
        complete: s.getAttribute('data-complete'),
        text: s.textContent,
      }));
      expect(during.complete).toBe('false');
      expect(during.text).toMatch(new RegExp(`of ${PAGES} pages read`));
      await synced(page);
      expect(await page.$('progress.sync-bar')).toBeNull();
      // Compact under the title (the count row says how many): the whole sentence in its tooltip.
      await waitForText(page, '.sync', 'Synced');
      expect(await page.$eval('.sync-text', (p) => p.getAttribute('title'))).toContain(
        `Up to date: ${LINKS.toLocaleString('en')} links`,
      );
      await waitForText(page, '.selection-bar .counts', `${LINKS.toLocaleString('en')} links`);
      expect(await page.$$eval('.grid-row', (r) => r.length)).toBeLessThan(40);
      expect(await page.$eval('.grid', (g) => g.getAttribute('aria-rowcount'))).toBe(String(LINKS + 1));
      // The newest link first, as the service lists them.
      expect(await page.$eval('.grid-row[data-index="0"]', (r) => r.getAttribute('data-id'))).toBe(
        wireLinks(key)[0]!.id,
      );
      // Scrolling to the end renders the last rows, still only a window of them.
      await page.$eval('.grid-scroll', (s) => (s.scrollTop = s.scrollHeight));
      await page.waitForSelector(`.grid-row[data-index="${LINKS - 1}"]`);
      expect(await page.$$eval('.grid-row', (r) => r.length)).toBeLessThan(40);
    },
    SLOW,
  );
});

describe('finding links', () => {
  it(
    'searches as you type over title, back half and destination, matches highlighted; / focuses the search',
    async () => {
      const key = await account();
      const page = await openManager();
      await synced(page);
      await page.click('h1');
      await page.keyboard.press('/');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('manager-search'))).toBe(true);
      await page.keyboard.type('Seed 1234:');
      await page.waitForSelector('.grid[data-count="1"]');
      expect(await page.$$eval('.grid-row .link-title mark', (m) => m.map((e) => e.textContent))).toEqual([
        'Seed',
        '1234:',
      ]);
      const target = wireLinks(key)[500]!;
      await page.$eval('input.manager-search', (i) => ((i as HTMLInputElement).value = ''));
      await page.type('input.manager-search', target.back_half);
      await page.waitForFunction(
        (id) =>
          document.querySelector('.grid')?.getAttribute('data-count') === '1' &&
          !!document.querySelector(`.grid-row[data-id="${id}"]`),
        {},
        target.id,
      );
      await page.$eval('input.manager-search', (i) => ((i as HTMLInputElement).value = ''));
      await page.type('input.manager-search', 'example.com/careers/');
      const careers = wireLinks(key).filter((l) => l.original_link.includes('example.com/careers/')).length;
      await page.waitForSelector(`.grid[data-count="${careers}"]`);
    },
    SLOW,
  );

  it(
    'a keystroke draws the rows in view first, and the rows just out of view follow',
    async () => {
      await account(60);
      const page = await openManager('tab');
      await synced(page, 60);
      const rows = () => page.$$eval('.grid-row', (r) => r.length);
      // Measured: the rows in view and the few around them.
      const inView = await page.$eval('.grid-scroll', (el) =>
        Math.ceil(el.clientHeight / el.querySelector('.grid-row')!.getBoundingClientRect().height),
      );
      await page.waitForFunction((n) => document.querySelectorAll('.grid-row').length > n, {}, inView);
      const around = await rows();
      await page.type('input.manager-search', 'seed');
      await page.waitForFunction((n) => document.querySelectorAll('.grid-row').length === n, {}, around);
    },
    SLOW,
  );

  it(
    'filters by group and domain, sorts by title both ways and by date',
    async () => {
      const key = await account();
      const page = await openManager('tab');
      await synced(page);
      const marketing = wireLinks(key).filter((l) => l.group?.name === 'Marketing').length;
      expect(marketing).toBeGreaterThan(0);
      // The filters and the sort are behind the Filter button.
      await page.click('.filter-button');
      await page.waitForSelector('select[name=group]', { visible: true });
      const groupId = await page.$eval(
        'select[name=group]',
        (s) => [...(s as HTMLSelectElement).options].find((o) => o.text === 'Marketing')!.value,
      );
      await page.select('select[name=group]', groupId);
      await page.waitForSelector(`.grid[data-count="${marketing}"]`);
      await page.select('select[name=domain]', 'zd.lc');
      await page.waitForSelector(`.grid[data-count="${marketing}"]`);
      await page.select('select[name=group]', '*');
      await page.waitForSelector(`.grid[data-count="${LINKS}"]`);

      await page.select('select[name=sort]', 'title-asc');
      // A link with no title is shown, and sorted, by its destination's site and path.
      const titled = wireLinks(key)
        .map((l) => l.title || l.original_link.replace(/^https:\/\//, '').replace(/[?#].*$/, ''))
        .sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));
      await until(
        () => rowTitles(page),
        (t) => t[0] === titled[0],
      );
      expect((await rowTitles(page))[0]).toBe(titled[0]);
      await page.select('select[name=sort]', 'title-desc');
      await until(
        () => rowTitles(page),
        (t) => t[0] === titled.at(-1),
      );
      expect((await rowTitles(page))[0]).toBe(titled.at(-1));
      await page.select('select[name=sort]', 'created-asc');
      const oldest = wireLinks(key).at(-1)!;
      await page.waitForSelector(`.grid-row[data-index="0"][data-id="${oldest.id}"]`);
    },
    SLOW,
  );
});

describe('selecting and exporting', () => {
  it(
    'selects a Shift-click range, copies it as a list and exports it as CSV and JSON (files read back)',
    async () => {
      const key = await account();
      const page = await openManager();
      await synced(page);
      const dir = mkdtempSync('/tmp/prettylink-manager-dl-');
      const session = await f.ext.browser.target().createCDPSession();
      await session.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir });
      await page.click('.grid-row[data-index="1"] .cell-select input');
      await page.keyboard.down('Shift');
      await page.click('.grid-row[data-index="4"] .cell-select input');
      await page.keyboard.up('Shift');
      await waitForText(page, '.selection-bar', '4 selected');
      const ids = await page.$$eval('.grid-row[aria-selected="true"]', (rows) =>
        rows.map((r) => r.getAttribute('data-id')),
      );
      expect(ids).toHaveLength(4);
      const expected = wireLinks(key).slice(1, 5);
      expect(ids).toEqual(expected.map((l) => l.id));

      await listAction(page, 'Export CSV');
      await listAction(page, 'Export JSON');
      const files = await until(
        () => readdirSync(dir).filter((n) => /\.(csv|json)$/.test(n)),
        (n) => n.length === 2,
      );
      const date = new Date();
      const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
      expect(files.sort()).toEqual([`prettylink-links-${day}.csv`, `prettylink-links-${day}.json`]);
      const csv = readFileSync(`${dir}/prettylink-links-${day}.csv`, 'utf8');
      expect(csv.startsWith('\uFEFF"title","shortLink","backHalf",')).toBe(true);
      const records = csv.slice(1).split('\r\n').filter(Boolean);
      expect(records).toHaveLength(5);
      expect(records[1]).toContain(expected[0]!.short_link);
      const json = JSON.parse(readFileSync(`${dir}/prettylink-links-${day}.json`, 'utf8'));
      expect(json.links.map((l: { id: string }) => l.id)).toEqual(expected.map((l) => l.id));

      await listAction(page, 'Copy as a list');
      await waitForText(page, '#announcer', 'Copied 4 short links.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        expected.map((l) => l.short_link).join('\n'),
      );
      await session.detach();
    },
    SLOW,
  );

  it('keyboard: arrows move, Space selects, Enter copies the focused row', async () => {
    const key = await account(50);
    const page = await openManager();
    await synced(page, 50);
    await page.focus('.grid-row[data-index="0"]');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.index)).toBe('2');
    await page.keyboard.press(' ');
    await waitForText(page, '.selection-bar', '1 selected');
    await page.keyboard.press('Enter');
    await waitForText(page, '#announcer', 'Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wireLinks(key)[2]!.short_link);
  });
});

describe('the dialogs (loaded on demand)', () => {
  it('edit and QR open from a row as named modals that take focus; Escape gives it back to the row', async () => {
    const key = await account(10);
    const page = await openManager();
    await synced(page, 10);
    const link = wireLinks(key)[0]!;
    const focusIn = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
    for (const [action, label] of [
      ['edit', `Edit ${link.short_link.replace('https://', '')}`],
      ['qr', `QR code for ${link.short_link.replace('https://', '')}`],
    ] as const) {
      // From the keyboard: the row's "⋯" button, ↓ into its menu, Enter on the item.
      await page.focus(`.grid-row[data-id="${link.id}"] .row-menu-button`);
      await page.keyboard.press('ArrowDown');
      await page.waitForSelector('.row-menu-list');
      await page.focus(`.row-menu-list [data-action="${action}"]`);
      await page.keyboard.press('Enter');
      const dialog = await page.waitForSelector('dialog.modal[open]');
      expect(await dialog!.evaluate((d) => d.getAttribute('aria-label'))).toBe(label);
      // Its styles came with its code (src/pages/components/Modal.tsx adopts src/pages/components/dialog.css).
      expect(await dialog!.evaluate((d) => getComputedStyle(d).boxShadow)).not.toBe('none');
      expect(await focusIn()).toBe(true);
      await page.keyboard.press('Escape');
      await until(
        () => page.$('dialog.modal'),
        (d) => d === null,
      );
      // The focus goes back once the dialog is gone (a task later): wait for it to land, then check where.
      const back = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      expect(await until(back, (l) => l !== '')).toBe(`More actions for ${link.short_link}`);
    }
  });
});

describe('deleting', () => {
  it('one link, from its row: the confirmation names it and warns; the service deleted it', async () => {
    const key = await account(40);
    const page = await openManager();
    await synced(page, 40);
    const victim = wireLinks(key)[0]!;
    await rowAction(page, victim.id, 'delete');
    const dialog = await page.waitForSelector('dialog.delete-dialog[open]');
    const text = await dialog!.evaluate((d) => d.textContent ?? '');
    expect(text).toContain(victim.title ?? victim.short_link.replace('https://', ''));
    expect(text).toContain('cannot be undone');
    expect(text).toContain('the short link stops working');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog.delete-dialog'))).toBe(true);
    await page.click('dialog.delete-dialog button.danger');
    await page.waitForSelector('.grid[data-count="39"]');
    expect(f.sandbox.store.get(key, victim.id)).toBeUndefined();
    expect(f.sandbox.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/v1/links/${victim.id}`,
    ]);
    await waitForText(page, '#announcer', 'Deleted');
  });

  it('several, with the Delete key on a row and from the selection; Cancel deletes nothing', async () => {
    const key = await account(40);
    const page = await openManager();
    await synced(page, 40);
    const [a, b, c] = wireLinks(key);
    await page.focus('.grid-row[data-index="0"]');
    await page.keyboard.press('Delete');
    await page.waitForSelector('dialog.delete-dialog[open]');
    await (await button(page, 'Cancel'))!.click();
    await until(
      () => page.$('dialog.delete-dialog'),
      (d) => d === null,
    );
    for (const l of [a, b, c]) await page.click(`.grid-row[data-id="${l!.id}"] .cell-select input`);
    await (await page.waitForSelector('.selection-bar button[aria-label="Delete 3 links"]'))!.click();
    await waitForText(page, 'dialog.delete-dialog', 'Delete 3 links?');
    await page.click('dialog.delete-dialog button.danger');
    await page.waitForSelector('.grid[data-count="37"]');
    for (const l of [a, b, c]) expect(f.sandbox.store.get(key, l!.id)).toBeUndefined();
    expect(f.sandbox.store.count(key)).toBe(37);
  });

  it('two selected: the confirmation says two, in its question and on its button, and deletes those two', async () => {
    const key = await account(10);
    const page = await openManager();
    await synced(page, 10);
    const [a, b] = wireLinks(key);
    for (const l of [a, b]) await page.click(`.grid-row[data-id="${l!.id}"] .cell-select input`);
    await waitForText(page, '.selection-bar', '2 selected');
    await (await page.waitForSelector('.selection-bar button[aria-label="Delete 2 links"]'))!.click();
    const dialog = await page.waitForSelector('dialog.delete-dialog[open]');
    expect(await dialog!.$eval('.dialog-title', (h) => h.textContent)).toBe('Delete 2 links?');
    expect(await dialog!.$eval('button.danger', (x) => x.textContent)).toBe('Delete 2 links');
    expect(await dialog!.$$eval('.delete-names li', (li) => li.length)).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    await page.click('dialog.delete-dialog button.danger');
    await page.waitForSelector('.grid[data-count="8"]');
    expect(
      f.sandbox.requests
        .filter((r) => r.method === 'DELETE')
        .map((r) => r.path)
        .sort(),
    ).toEqual([a, b].map((l) => `/api/v1/links/${l!.id}`).sort());
    await waitForText(page, '#announcer', 'Deleted 2 links.');
  });

  it('a partial failure is reported link by link and keeps those links; one already gone is said so', async () => {
    const key = await account(40);
    const page = await openManager();
    await synced(page, 40);
    const [ok, refused, gone] = wireLinks(key);
    f.sandbox.addFault({ kind: 'status', status: 403, method: 'DELETE', path: `/api/v1/links/${refused!.id}` });
    f.sandbox.store.remove(key, gone!.id); // deleted elsewhere meanwhile
    for (const l of [ok, refused, gone]) await page.click(`.grid-row[data-id="${l!.id}"] .cell-select input`);
    await (await page.waitForSelector('.selection-bar button[aria-label="Delete 3 links"]'))!.click();
    await (await page.waitForSelector('dialog.delete-dialog button.danger'))!.click();
    const report = await page.waitForSelector('dialog.delete-dialog .delete-report');
    const text = await report!.evaluate((r) => r.textContent ?? '');
    expect(text).toContain('Deleted');
    expect(text).toContain('Already deleted elsewhere');
    expect(text).toContain(gone!.short_link.replace('https://', ''));
    expect(await page.$eval(`.delete-failed li[data-id="${refused!.id}"]`, (li) => li.textContent)).toContain(
      refused!.short_link.replace('https://', ''),
    );
    expect(f.sandbox.store.get(key, refused!.id)).toBeDefined();
    expect(f.sandbox.store.get(key, ok!.id)).toBeUndefined();
    await (await button(page, 'Close'))!.click();
    await page.waitForSelector('.grid[data-count="38"]');
    expect(await page.$(`.grid-row[data-id="${refused!.id}"]`)).not.toBeNull();
  });
});

describe('hostile data and accessibility', () => {
  it('hostile titles stay text in the list and inert in the CSV', async () => {
    const key = await account(5);
    const hostile = [
      '<img src=x onerror="document.title=1">',
      '=HYPERLINK("http://evil.example","x")',
      '"><script>alert(1)</script>',
    ];
    for (const title of hostile) f.sandbox.store.create(key, { link: 'https://example.com/h', domain: 'zd.lc', title });
    const page = await openManager();
    await synced(page, 8);
    for (const title of hostile) await waitForText(page, '.grid', title);
    expect(await page.$$('.grid img, .grid script')).toEqual([]);
    const dir = mkdtempSync('/tmp/prettylink-manager-hostile-');
    const session = await f.ext.browser.target().createCDPSession();
    await session.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir });
    await listAction(page, 'Export CSV');
    const [file] = await until(
      () => readdirSync(dir).filter((n) => n.endsWith('.csv')),
      (n) => n.length === 1,
    );
    expect(readFileSync(`${dir}/${file}`, 'utf8')).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    await session.detach();
  });

  it.each(['panel', 'tab'] as const)(
    'axe-core: the %s, a search with a selection, and the delete confirmation',
    async (view) => {
      await account(60);
      const page = await openManager(view);
      await synced(page, 60);
      await page.type('input.manager-search', 'seed');
      await page.click('.grid-row[data-index="0"] .cell-select input');
      expect(await axeViolations(page)).toEqual([]);
      // The filters open, with a chip; the row's menu open.
      await page.click('.filter-button');
      await page.select('select[name=sort]', 'title-asc');
      await page.waitForSelector('.chips .chip');
      expect(await axeViolations(page)).toEqual([]);
      await page.click('.grid-row[data-index="0"] .row-menu-button');
      await page.waitForSelector('.row-menu-list');
      expect(await axeViolations(page)).toEqual([]);
      await page.click('.row-menu-list [data-action="delete"]');
      await page.waitForSelector('dialog.delete-dialog[open]');
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});

describe('a narrow side panel (320 px)', () => {
  it('each destination keeps a line of its own, its site in view; the selection count stays on one or two lines', async () => {
    await account(40);
    const page = await openManager();
    await page.setViewport({ width: 320, height: 700 });
    await synced(page, 40);
    const rows = await page.$$eval('.grid-row', (all) =>
      all.slice(0, 5).map((row) => {
        const short = row.querySelector('.link-short')!.getBoundingClientRect();
        // Untitled, the destination is the title's line; else the line under the short link.
        const dest = row.querySelector<HTMLElement>('.title-dest, .link-line .link-dest')!;
        // The site's width in the destination's own font: it must fit in what the row shows of it.
        const probe = document.createElement('span');
        probe.style.cssText = `font:${getComputedStyle(dest).font};white-space:nowrap;position:absolute`;
        probe.textContent = new URL(dest.title).host;
        document.body.append(probe);
        const site = probe.getBoundingClientRect().width;
        probe.remove();
        const link = row.querySelector<HTMLElement>('.cell-link')!;
        return {
          ownLine: Math.abs(dest.getBoundingClientRect().top - short.top) >= short.height - 1,
          siteShown: site <= dest.getBoundingClientRect().width + 0.5,
          fits: link.scrollHeight <= (row as HTMLElement).clientHeight,
        };
      }),
    );
    expect(rows).toEqual(Array(5).fill({ ownLine: true, siteShown: true, fits: true }));
    await page.click('.grid-row[data-index="0"] .cell-select input');
    await page.click('.grid-row[data-index="1"] .cell-select input');
    const lines = await page.$eval('.selection-bar .counts', (p) => {
      const lineHeight = parseFloat(getComputedStyle(p).lineHeight);
      return Math.round(p.getBoundingClientRect().height / lineHeight);
    });
    expect(lines).toBeLessThanOrEqual(2);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the popup', () => {
  it('deletes a link from its row with the same confirmation', async () => {
    const key = await account(5);
    const victim = wireLinks(key)[1]!;
    const popup = await f.popupOver('about:blank');
    await popup.waitForSelector(`li.link-item[data-id="${victim.id}"]`);
    await popup.click(`li.link-item[data-id="${victim.id}"] .row-menu-button`);
    await (await popup.waitForSelector('.row-menu-list [data-action="delete"]'))!.click();
    const dialog = await popup.waitForSelector('dialog.delete-dialog[open]');
    expect(await dialog!.evaluate((d) => d.textContent ?? '')).toContain('cannot be undone');
    await popup.click('dialog.delete-dialog button.danger');
    await popup.waitForFunction((id) => !document.querySelector(`li.link-item[data-id="${id}"]`), {}, victim.id);
    expect(f.sandbox.store.get(key, victim.id)).toBeUndefined();
    await waitForText(popup, '#announcer', 'Deleted');
  });

  it('"All your links" opens the manager', async () => {
    await account(3);
    const popup = await f.popupOver('about:blank');
    const opened = f.ext.browser.waitForTarget((t) => t.url().includes('/sidepanel.html'), { timeout: 15_000 });
    await (await button(popup, 'All your links'))!.click();
    const target = await opened;
    const page = await target.asPage();
    f.track(page);
    await page.waitForSelector('.grid[data-state="ready"]', { timeout: 30_000 });
  });
});

/** Runs before the page's scripts: what the grid held when its first row appeared. */
function recordFirstRows(): void {
  new MutationObserver((_, observer) => {
    const grid = document.querySelector('.grid');
    if (!grid?.querySelector('.grid-row')) return;
    observer.disconnect();
    (globalThis as unknown as { __first: unknown }).__first = {
      state: grid.getAttribute('data-state'),
      count: Number(grid.getAttribute('data-count')),
      firstId: grid.querySelector('.grid-row[data-index="0"]')?.getAttribute('data-id'),
      counts: document.querySelector('.selection-bar .counts')?.textContent,
    };
  }).observe(document, { childList: true, subtree: true });
}

describe('opening with links already mirrored', () => {
  it(
    'shows the newest rows first (from the head the sync wrote, or a bounded read without it), says it is loading, then every link',
    async () => {
      const key = await account(200);
      const first = await openManager();
      await synced(first, 200);
      await first.close();
      const newest = wireLinks(key)[0]!.id;
      const reopen = async () => {
        const page = f.track(await f.ext.browser.newPage());
        await page.evaluateOnNewDocument(recordFirstRows);
        await page.goto(`chrome-extension://${f.ext.id}/sidepanel.html`);
        await page.waitForSelector('.grid[data-state="ready"][data-count="200"]', { timeout: 30_000 });
        const seen = await page.evaluate(() => (globalThis as unknown as { __first: unknown }).__first);
        await page.waitForSelector('.sync[data-phase="idle"]', { timeout: 30_000 });
        await page.close();
        return seen;
      };
      // The sync's first page refreshed the head: its 30 newest links come first, never claimed as all.
      expect(await reopen()).toEqual({ state: 'loading', count: 30, firstId: newest, counts: 'Loading…' });
      // No head (dropped): a bounded read of the mirror's newest links, then every link.
      await (await f.ext.worker()).evaluate(() => chrome.storage.local.remove('links'));
      expect(await reopen()).toEqual({ state: 'loading', count: 30, firstId: newest, counts: 'Loading…' });
    },
    SLOW,
  );
});

// Last in the file: a refused key leaves the sync waiting, which the tests after it would wait behind.
describe('a first sync', () => {
  it('lists the links known while it goes on, not only once it has ended', async () => {
    const links = 180;
    await account(links);
    // Slow pages: the sync lasts a few seconds, shorter than the spacing of reads between its pages.
    f.sandbox.addFault({ kind: 'latency', latencyMs: 400, method: 'GET', path: '/api/v1/links' });
    try {
      const page = await openManager();
      // Rows while the bar is still drawn: the sync has not finished.
      await page.waitForFunction(
        () => document.querySelector('.grid-row') !== null && document.querySelector('progress.sync-bar') !== null,
        { timeout: 30_000 },
      );
      f.sandbox.clearFaults();
      await synced(page, links);
    } finally {
      f.sandbox.clearFaults();
    }
  });
});

describe('nothing to list', () => {
  it('axe-core: the empty states (no links yet; a refused key) and the placeholder rows', async () => {
    await account(0);
    // A first page that takes its time: placeholder rows while nothing is known.
    f.sandbox.addFault({ kind: 'latency', latencyMs: 3_000, method: 'GET', path: '/api/v1/links', times: 1 });
    const loading = await openManager();
    await loading.waitForSelector('.placeholder-rows');
    expect(await axeViolations(loading)).toEqual([]);
    await loading.close();
    const page = await openManager();
    await page.waitForSelector('.empty-state[data-kind="none"]', { timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
    await f.ext.configure(f.sandbox.url, 'wrong-key-000000000');
    const refused = await openManager();
    await refused.waitForSelector('.problem[data-kind="blocked"]', { timeout: 30_000 });
    expect(await refused.$('.grid')).toBeNull();
    expect(await axeViolations(refused)).toEqual([]);
  });
});

/**
 * Shortening a list in the manager, in Chromium against the local service limited to
 * 50 requests a second: 200 lines with duplicates, known links and junk (429s injected), a worker
 * stopped halfway that resumes by itself (also with no page open to ask for it), and a cancel.
 * Each ends with every address made at most once, counted in the service's own links.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { axeViolations } from './support/axe';
import { useExtension } from './support/fixture';
import { waitForText } from './support/popup';
import { overprintedRows } from './support/result-rows';

const f = useExtension({ rateLimitPerSecond: 50 });
const SLOW = 90_000;

const FRESH = Array.from({ length: 160 }, (_, i) => `https://new.example/page/${i}`);
const KNOWN = Array.from({ length: 15 }, (_, i) => `https://known.example/${i}`);
/** 200 lines: 160 new pages, 20 repeats, 15 pages the account already shortened, 5 junk (2 without an address, 1 of another scheme, 1 with credentials, 1 private). */
const LINES = [
  ...FRESH,
  ...FRESH.slice(0, 20),
  ...KNOWN,
  'not an address',
  'call me maybe',
  'ftp://files.example/a',
  'https://me:secret@new.example/private',
  'http://192.168.0.9/router',
];

const button = (page: Page, label: string) =>
  page.waitForSelector(`xpath/.//button[normalize-space(text())="${label}"]`);
/** Creating requests the service carried out: no fault injected and not throttled (a 429 made nothing). */
const creates = () =>
  f.sandbox.requests.filter(
    (r) => r.method === 'POST' && r.path === '/api/v1/links' && r.fault === undefined && r.status !== 429,
  );

/** Links the service holds per destination. */
function linksPerDestination(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const l of f.sandbox.store.list(DEMO_KEY, 1, 100_000).links)
    counts.set(l.original_link, (counts.get(l.original_link) ?? 0) + 1);
  return counts;
}

/** The manager, its mirror synced (the known links in it), the dialog open with the list pasted. */
async function pasteList(): Promise<Page> {
  for (const link of KNOWN) f.sandbox.store.create(DEMO_KEY, { link, domain: 'zd.lc' });
  const page = f.track(await f.ext.openPage('sidepanel.html?view=tab'));
  await page.waitForSelector(`.sync[data-complete="true"]`, { timeout: 30_000 });
  // At least the known links: an answer to the test before, landing after its end, may add its link
  // to this account's links (it lands in the account that asked), until a sync finds it gone.
  await page.waitForFunction(
    (known) => Number(document.querySelector('.grid[data-state="ready"]')?.getAttribute('data-count')) >= known,
    {},
    KNOWN.length,
  );
  await (await button(page, 'Shorten a list…'))!.click();
  const field = await page.waitForSelector('dialog.bulk textarea[name="addresses"]');
  // Pasted at once (typing 200 lines would take the test's time, not the feature's).
  await field!.evaluate((el, text) => {
    (el as HTMLTextAreaElement).value = text;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, LINES.join('\n'));
  return page;
}

const counts = (page: Page) => page.$eval('.bulk-counts', (p) => p.textContent ?? '');
const parsed = (text: string) => {
  const [made, reused, repeats, refused, left] = [...text.matchAll(/: (\d+)/g)].map((m) => Number(m[1]));
  return { made: made!, reused: reused!, repeats: repeats!, refused: refused!, left: left! };
};
/** Waits for the preview's groups to hold these counts (each the number of its lines). */
const groupsAre = (page: Page, counts: Record<string, number>) =>
  page.waitForFunction(
    (want) =>
      JSON.stringify(
        Object.fromEntries(
          [...document.querySelectorAll<HTMLElement>('.bulk-group')].map((g) => [
            g.dataset.group,
            Number(g.dataset.count),
          ]),
        ),
      ) === JSON.stringify(want),
    {},
    counts,
  );
/** The lines the results' filter chips take (by their tops): one, scrolled sideways where they do not fit. */
/** The filter chips not wholly in view: cut by their row (or anything around it that clips) or by the dialog. */
const clippedChips = (page: Page) =>
  page.$eval('.bulk-filter', (row) => {
    const clips: Element[] = [];
    for (let el: Element | null = row; el; el = el.parentElement)
      if (el === row || getComputedStyle(el).overflowX !== 'visible') clips.push(el);
    return [...row.children]
      .filter((chip) => {
        const c = chip.getBoundingClientRect();
        return clips.some((el) => {
          const b = el.getBoundingClientRect();
          // The row's inside (its scrollbar and padding aside), every clipping box around it.
          const left = b.left + el.clientLeft;
          const right = left + el.clientWidth;
          return c.left < left - 0.5 || c.right > right + 0.5;
        });
      })
      .map((chip) => chip.textContent);
  });
const everyOnce = () => [...linksPerDestination().values()].every((n) => n === 1);

describe('Shorten a list', () => {
  it(
    '200 lines with duplicates, known links and junk, 429s injected: a preview, then each address made once',
    async () => {
      const page = await pasteList();
      // The preview's groups, each counting its lines; with the repeats merged they add up to the 200 lines pasted.
      await groupsAre(page, { attention: 5, new: 160, known: 15 });
      await waitForText(page, '.bulk-group[data-group="new"]', '20 repeated lines merged.');
      expect(await page.$$eval('.bulk-list li[data-state="known"]', (l) => l.length)).toBe(15);
      expect(await page.$eval('.bulk-list li[data-state="refused"]', (l) => l.textContent)).toContain(
        'user name or password',
      );
      expect(await page.$$eval('.bulk-list li[data-state="junk"]', (l) => l.map((li) => li.textContent))).toEqual([
        'not an address Not a web address',
        'call me maybe Not a web address',
        'ftp://files.example/a Only http and https addresses can be shortened',
      ]);
      expect(await axeViolations(page)).toEqual([]);
      // Its box at a box's size beside its words, not stretched across the row.
      expect(
        await page.$eval(
          '.bulk-list li[data-state="private"] input[type="checkbox"]',
          (box) => box.getBoundingClientRect().width,
        ),
      ).toBeLessThan(30);
      // The local address is sent only once ticked: it is ticked here.
      await page.click('.bulk-list li[data-state="private"] input[type="checkbox"]');
      // Ticked, it moves to the addresses that will be shortened.
      await groupsAre(page, { attention: 4, new: 161, known: 15 });
      f.sandbox.addFault({ kind: 'rateLimit', method: 'POST', skip: 30, times: 3, retryAfter: 1 });
      const before = creates().length;
      await (await button(page, 'Shorten 161 new links'))!.click();
      await page.waitForSelector('.bulk-job progress');
      await waitForText(page, '.bulk-counts', 'Done.', 60_000);
      // The preview's names and numbers: they add up to the 200 lines pasted.
      expect(parsed(await counts(page))).toEqual({ made: 161, reused: 15, repeats: 20, refused: 4, left: 0 });
      expect(f.sandbox.requests.filter((r) => r.fault === 'rateLimit')).toHaveLength(3);
      expect(creates().length - before).toBe(161);
      expect(everyOnce()).toBe(true);
      expect(linksPerDestination().size).toBe(176);
      // Every address and every line without one (3) has its card.
      expect(await page.$$eval('.bulk-results .result-card', (r) => r.length)).toBe(180);
      // Ended, the counts lead; the bar has done its work.
      expect(await page.$eval('.bulk-summary', (s) => s.textContent)).toBe(
        '161 new · 15 already shortened · 4 not shortened',
      );
      expect(await page.$('.bulk-job progress')).toBeNull();
      expect(await axeViolations(page)).toEqual([]);
      await (await button(page, 'Copy all'))!.click();
      await waitForText(page, 'dialog.bulk [role="status"].sr-only', 'Copied 176 short links.');
    },
    SLOW,
  );

  /** A side panel `width` px wide, the account knowing two of the addresses, `lines` pasted into the list dialog. */
  async function listInSidePanel(width: number, lines: string[]) {
    for (const link of ['https://known.example/a', 'https://known.example/b'])
      f.sandbox.store.create(DEMO_KEY, { link, domain: 'zd.lc' });
    const page = f.track(await f.ext.openPage('sidepanel.html'));
    await page.setViewport({ width, height: 760 });
    await page.waitForSelector('.sync[data-complete="true"]', { timeout: 30_000 });
    await page.waitForFunction(() => Number(document.querySelector('.grid')?.getAttribute('data-count')) >= 2);
    await (await button(page, 'Shorten a list…'))!.click();
    const field = await page.waitForSelector('dialog.bulk textarea[name="addresses"]');
    await field!.evaluate((el, text) => {
      (el as HTMLTextAreaElement).value = text;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, lines.join('\n'));
    return page;
  }

  it('in a side panel, the dialog keeps one height from the empty list to its preview, the run and its results', async () => {
    const frame = (page: Page) =>
      page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const box = (page: Page) =>
      page.$eval('dialog.bulk', (d) => {
        const r = d.getBoundingClientRect();
        return { top: Math.round(r.top), height: Math.round(r.height) };
      });
    // The list the screenshots paste: new pages, a repeat, two the account has, junk, credentials and a local address.
    const page = await listInSidePanel(400, []);
    await frame(page);
    // min(640px, 90vh): 640 in a 760 px panel, at the same place in every phase.
    const empty = await box(page);
    expect(empty.height).toBe(640);
    await page.$eval(
      'dialog.bulk textarea[name="addresses"]',
      (el, text) => {
        (el as HTMLTextAreaElement).value = text;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      },
      [
        ...Array.from(
          { length: 8 },
          (_, i) => `https://shop.example/products/autumn-collection/item-${i}?ref=newsletter`,
        ),
        'https://shop.example/products/autumn-collection/item-0?ref=newsletter',
        'https://known.example/a',
        'https://known.example/b',
        'not an address',
        'ftp://files.example/a',
        'https://me:secret@shop.example/private',
        'http://192.168.0.9/router',
      ].join('\n'),
    );
    await page.waitForSelector('.bulk-list li[data-state="private"]');
    // Pasted whole: folded to one line, the preview in the body that scrolls.
    await page.waitForSelector('.bulk-folded');
    expect(await box(page)).toEqual(empty);
    // Each address on one line of its own (cut, whole in its title), not broken at its "?".
    expect(
      await page.$$eval(
        '.bulk-list .bulk-url',
        (urls) =>
          urls.filter((u) => u.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(u).lineHeight))
            .length,
      ),
    ).toBe(0);
    // The foot stays in view, the body scrolls under it.
    expect(
      await page.$eval('.bulk-form', (form) => {
        const body = form.querySelector('.bulk-body')!;
        const foot = form.querySelector('.bulk-footer')!.getBoundingClientRect();
        const dialog = form.closest('dialog')!.getBoundingClientRect();
        return { scrolls: body.scrollHeight > body.clientHeight, footInside: foot.bottom <= dialog.bottom + 0.5 };
      }),
    ).toEqual({ scrolls: true, footInside: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.click('.bulk-list li[data-state="private"] input[type="checkbox"]');
    // Slow answers: the dialog is measured while the list runs.
    f.sandbox.addFault({ kind: 'latency', latencyMs: 1_500, method: 'POST' });
    await (await page.waitForSelector('dialog.bulk button[type="submit"]:not([disabled])'))!.click();
    await page.waitForFunction(() => {
      const p = document.querySelector<HTMLProgressElement>('.bulk-job progress');
      return p !== null && p.value > 0 && p.value < p.max;
    });
    expect(await box(page)).toEqual(empty);
    f.sandbox.clearFaults();
    await page.waitForSelector('.bulk-job[data-ended="true"]', { timeout: 30_000 });
    await frame(page);
    expect(await box(page)).toEqual(empty);
    // The results lead with their counts, then filter chips, every one whole; a chip shows only its rows, and the frame stays.
    expect(await page.$eval('.bulk-job .bulk-body > :first-child', (s) => s.textContent)).toBe(
      '9 new · 2 already shortened · 3 not shortened',
    );
    expect(await page.$$eval('.bulk-filter button', (b) => b.map((x) => x.textContent))).toEqual([
      'All 14',
      'New 9',
      'Already shortened 2',
      'Not shortened 3',
    ]);
    expect(await clippedChips(page), 'the filter chips at 400 px').toEqual([]);
    await page.click('.bulk-filter button[data-state="refused"]');
    await page.waitForFunction(() => document.querySelectorAll('.bulk-results .result-card').length === 3);
    expect(await box(page)).toEqual(empty);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("narrow: the Shorten button on one line, each result keeps its height as it ends, the results' buttons on one row", async () => {
    const page = await listInSidePanel(320, [
      ...Array.from(
        { length: 8 },
        // Addresses of its own: the test before made links for its items in this account.
        (_, i) => `https://shop.example/products/winter-collection/item-${i}?ref=newsletter`,
      ),
      'https://known.example/a',
      'https://known.example/b',
      'not an address',
      'http://192.168.0.9/router',
    ]);
    await page.waitForSelector('.bulk-list li[data-state="private"]');
    // The lines the button's words take (its text's boxes, by their tops).
    const buttonLines = () =>
      page.$eval('.bulk-go', (b) => {
        const range = document.createRange();
        range.selectNodeContents(b);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
    const frame = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect.soft(await buttonLines(), 'the Shorten button at 320 px').toBe(1);
    await page.setViewport({ width: 400, height: 760 });
    await frame();
    expect.soft(await buttonLines(), 'the Shorten button at 400 px').toBe(1);
    await page.setViewport({ width: 320, height: 760 });
    await page.click('.bulk-list li[data-state="private"] input[type="checkbox"]');

    // Slow answers: the cards are measured with some made and some waiting.
    f.sandbox.addFault({ kind: 'latency', latencyMs: 1_500, method: 'POST' });
    await (await page.waitForSelector('dialog.bulk button[type="submit"]:not([disabled])'))!.click();
    await page.waitForSelector('.result-card[data-state="made"] ~ .result-card[data-state="pending"]', {
      timeout: 30_000,
    });
    // The cards in view, with their state and height (those out of view are not laid out).
    const cards = () =>
      page.$eval('.bulk-results', (list) => {
        const box = list.getBoundingClientRect();
        return [...list.querySelectorAll('.result-card')]
          .map((c) => ({ state: c.getAttribute('data-state'), box: c.getBoundingClientRect() }))
          .filter(({ box: r }) => r.top >= box.top && r.bottom <= box.bottom)
          .map(({ state, box: r }) => ({ state, height: Math.round(r.height) }));
      });
    // The first still waiting in the middle of the view, those made before it over it.
    const at = await page.$eval('.bulk-results', (list) => {
      list.querySelector('.result-card[data-state="pending"]')!.scrollIntoView({ block: 'center' });
      return list.scrollTop;
    });
    await frame();
    const running = await cards();
    expect(running.map((c) => c.state)).toEqual(expect.arrayContaining(['made', 'pending']));
    // Every row grows with its lines: nothing overprints the short link (or Waiting), the short link whole.
    expect.soft(await overprintedRows(page), 'the rows while running at 320 px').toEqual([]);
    await page.$eval('.bulk-results', (list, at) => list.scrollTo(0, at), at);
    await frame();
    f.sandbox.clearFaults();
    await page.waitForSelector('.bulk-job[data-ended="true"]', { timeout: 30_000 });
    const ended = await cards();
    expect.soft(await overprintedRows(page), 'the rows ended at 320 px').toEqual([]);
    await page.setViewport({ width: 400, height: 760 });
    expect.soft(await overprintedRows(page), 'the rows ended at 400 px').toEqual([]);
    await page.setViewport({ width: 320, height: 760 });
    expect
      .soft(
        // A made row and a waiting one, their addresses alike, one height (a known link's shorter address may take fewer lines).
        new Set(running.filter((c) => c.state === 'made' || c.state === 'pending').map((c) => c.height)).size,
        `one height while running: ${JSON.stringify(running)}`,
      )
      .toBe(1);
    expect
      .soft(
        ended.map((c) => c.height),
        'each card as it was while it ran',
      )
      .toEqual(running.map((c) => c.height));

    // The results' buttons on one row, within the dialog.
    const row = await page.$eval('.bulk-actions', (bar) => {
      const boxes = [...bar.children].map((c) => c.getBoundingClientRect());
      const dialog = bar.closest('dialog')!.getBoundingClientRect();
      return {
        oneRow: Math.max(...boxes.map((b) => b.top)) < Math.min(...boxes.map((b) => b.bottom)),
        inside: boxes.every((b) => b.left >= dialog.left && b.right <= dialog.right),
      };
    });
    expect.soft(row, "the results' buttons at 320 px").toEqual({ oneRow: true, inside: true });
    expect.soft(await clippedChips(page), 'the filter chips at 320 px').toEqual([]);
    // The summary wraps only between its counts: each "N word…" on one line of its own ("3 not / shortened" broke).
    const counts = await page.$$eval('.bulk-summary-counts > span', (parts) =>
      parts.map((part) => {
        const range = document.createRange();
        range.selectNodeContents(part);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );
    expect.soft(counts.length, 'the summary in counts').toBeGreaterThan(1);
    expect.soft(counts, "the summary's counts at 320 px").toEqual(counts.map(() => 1));
    // The foot's "⋯" boxed as Close is (not a row's quiet button), the pointer away from both.
    await page.mouse.move(0, 0);
    const borders = await page.$$eval('.bulk-actions button:not(.primary)', (buttons) =>
      buttons.map((b) => getComputedStyle(b).borderTopColor),
    );
    expect.soft(new Set(borders).size, `the foot's buttons' borders: ${borders.join(', ')}`).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The rest from the keyboard: the menu opens on Enter, Escape closes it and leaves the dialog open.
    await page.focus('.bulk-actions .row-menu-button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.row-menu-list [data-action="export"]:focus');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.row-menu-list', { hidden: true });
    expect(await page.$('dialog.bulk[open]')).not.toBeNull();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog.bulk textarea[name="addresses"]');
  });

  it(
    'a worker stopped halfway resumes by itself where it was, and makes nothing twice',
    async () => {
      const page = await pasteList();
      // Its count may be one less: an answer to the test before may land in this account (pasteList).
      await (await page.waitForSelector('dialog.bulk button[type="submit"]:not([disabled])'))!.click();
      await f.sandbox.waitForRequest((r) => r.method === 'POST', { count: 60, timeoutMs: 30_000 });
      await f.ext.stopWorker();
      await waitForText(page, '.bulk-counts', 'Done.', 60_000);
      const { made, reused, refused, left } = parsed(await counts(page));
      expect(left).toBe(0);
      expect(reused).toBe(15);
      // An address whose request the stop cut off before it was answered is recovered, or (not found
      // within the bound) "cannot tell": never sent twice.
      expect(made + refused).toBe(165);
      expect(made).toBeGreaterThan(150);
      expect(everyOnce()).toBe(true);
      expect(creates()).toHaveLength(made);
    },
    SLOW,
  );

  it(
    'a list goes on at the next start of a stopped worker with no page open to ask for it',
    async () => {
      const page = await pasteList();
      await (await page.waitForSelector('dialog.bulk button[type="submit"]:not([disabled])'))!.click();
      await f.sandbox.waitForRequest((r) => r.method === 'POST', { count: 40, timeoutMs: 30_000 });
      // No page polls the list: only the worker's own start can take it up again.
      await page.close();
      // Started again at once by the harness (not by a message), with nothing in memory.
      await f.ext.stopWorker();
      const posts = () => f.sandbox.requests.filter((r) => r.method === 'POST').length;
      await f.sandbox.waitForRequest((r) => r.method === 'POST', { count: posts() + 10, timeoutMs: 20_000 });
      const manager = f.track(await f.ext.openPage('sidepanel.html?view=tab'));
      await (await button(manager, 'Shorten a list…'))!.click();
      await waitForText(manager, '.bulk-counts', 'Done.', 60_000);
      expect(parsed(await counts(manager)).left).toBe(0);
      expect(everyOnce()).toBe(true);
    },
    SLOW,
  );

  it(
    'a cancel stops sending; what was made stays, and the rest is left',
    async () => {
      const page = await pasteList();
      // Its count may be one less: an answer to the test before may land in this account (pasteList).
      await (await page.waitForSelector('dialog.bulk button[type="submit"]:not([disabled])'))!.click();
      await f.sandbox.waitForRequest((r) => r.method === 'POST', { count: 40, timeoutMs: 30_000 });
      // While it runs, Stop is the one button (beside the results' filter chips, a known link's own Copy and Open, and the head's ×).
      expect(
        await page.$$eval('dialog.bulk button:not(.chip-filter):not(.result-card button):not(.dialog-close)', (b) =>
          b.map((x) => x.textContent),
        ),
      ).toEqual(['Stop']);
      await (await button(page, 'Stop'))!.click();
      await waitForText(page, '.bulk-counts', 'Canceled.', 30_000);
      const { made, reused, refused, left } = parsed(await counts(page));
      expect(left).toBeGreaterThan(0);
      expect(made + reused + refused + left).toBe(180);
      expect(creates()).toHaveLength(made);
      expect(everyOnce()).toBe(true);
      expect(await page.$$eval('.result-card[data-state="pending"]', (r) => r.length)).toBe(left);
    },
    SLOW,
  );
});

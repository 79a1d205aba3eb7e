import { describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { useExtension } from './support/fixture';
import { cardUrl, clipboard, fill, rowMenuAction, rowMenuDeleteByKeys, text, waitForText } from './support/popup';

const f = useExtension();

describe('shortening the active tab', () => {
  it('sends its URL and title once, shows the link focused, copies it and says so', async () => {
    const popup = await f.popupOver('/article?title=A%20great%20article');
    await popup.waitForSelector('#short-link');
    const [post] = creates(f.sandbox);
    expect(creates(f.sandbox)).toHaveLength(1);
    expect(post?.body).toEqual({ link: f.pages.url('/article?title=A%20great%20article'), title: 'A great article' });
    const shortLink = await cardUrl(popup);
    expect(shortLink).toMatch(/^https:\/\/zd\.lc\/\w+$/);
    // Shown as every row shows it: without the scheme.
    expect(await text(popup, '#short-link')).toBe(shortLink.replace('https://', ''));
    // The card takes the focus after the frame that shows it (src/pages/popup/ShortLinkCard.tsx): waited
    // for, not read at once (a CI run read it in between).
    await popup.waitForFunction(() => document.activeElement?.id === 'short-link', { timeout: 5000 });
    // The card's styles came with its code (src/pages/popup/parts.css, adopted by src/pages/popup/parts-styles.ts): the big link is a block.
    expect(await popup.$eval('#short-link', (b) => getComputedStyle(b).display)).toBe('block');
    await waitForText(popup, '#announcer', 'Copied');
    expect(await clipboard(popup)).toBe(shortLink);
  });

  it('Enter on the focused short link copies it', async () => {
    const popup = await f.popupOver('/enter');
    // The card takes the focus once it is shown (an effect after its first frame).
    await popup.waitForFunction(() => document.activeElement?.id === 'short-link');
    await popup.evaluate(() => navigator.clipboard.writeText('something else'));
    await popup.keyboard.press('Enter');
    await popup.waitForFunction(() => navigator.clipboard.readText().then((t) => t.startsWith('https://zd.lc/')));
  });

  it('drawn in a tab wider than the popup: as much room on either side', async () => {
    const popup = f.track(await f.ext.browser.newPage());
    await popup.setViewport({ width: 400, height: 640 });
    await popup.goto(`chrome-extension://${f.ext.id}/popup.html`);
    await popup.waitForSelector('input[name=url]');
    const { left, right } = await popup.$eval('.popup', (p) => {
      const box = p.getBoundingClientRect();
      return { left: box.left, right: document.documentElement.clientWidth - box.right };
    });
    expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
  });

  it('with auto-copy off, nothing is copied until asked', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoCopy: false });
    // The popup in a tab, its clipboard writes recorded from its first script on. An automatic copy
    // is asked for in the same turn that shows the link, so once the link shows, none was asked.
    const popup = f.track(await f.ext.browser.newPage());
    await popup.evaluateOnNewDocument(() => {
      const writes: string[] = ((globalThis as { writes?: string[] }).writes = []);
      const write = navigator.clipboard.writeText.bind(navigator.clipboard);
      navigator.clipboard.writeText = (text: string) => (writes.push(text), write(text));
    });
    await popup.goto(`chrome-extension://${f.ext.id}/popup.html`);
    await popup.waitForSelector('input[name=url]');
    await fill(popup, 'input[name=url]', f.pages.url('/no-copy'));
    await popup.click('.shorten-form button[type=submit]');
    await popup.waitForSelector('#short-link');
    expect(await popup.evaluate(() => (globalThis as { writes?: string[] }).writes)).toEqual([]);
    await popup.click('#short-link');
    await popup.waitForFunction(() => (globalThis as { writes?: string[] }).writes?.length === 1);
  });

  it('a page shortened before shows its link, and can get a new one', async () => {
    const first = await f.popupOver('/known');
    const link = await first.waitForSelector('#short-link').then(() => text(first, '#short-link'));
    await first.close();
    const again = await f.popupOver('/known');
    await waitForText(again, '.card', 'You shortened this page before');
    expect(await text(again, '#short-link')).toBe(link);
    expect(creates(f.sandbox)).toHaveLength(1);
    await again.click('xpath/.//button[text()="Create a new one"]');
    await again.locator('.shorten-form button[type=submit]').click();
    await again.waitForFunction(
      (old) => document.querySelector('#short-link')?.textContent !== old && !!document.querySelector('#short-link'),
      {},
      link,
    );
    expect(creates(f.sandbox)).toHaveLength(2);
  });

  it('with auto-shorten off, one button does it, on the chosen domain', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    await (await f.ext.worker()).evaluate(() => chrome.storage.local.set({ recentDomains: ['prty.link'] }));
    const popup = await f.popupOver('/manual');
    await popup.waitForSelector('.shorten-form');
    expect(creates(f.sandbox)).toHaveLength(0);
    expect(await popup.$$eval('#domains option', (o) => o.map((x) => (x as HTMLOptionElement).value))).toContain(
      'prty.link',
    );
    await fill(popup, 'input[name=domain]', 'prty.link');
    await popup.click('.shorten-form button[type=submit]');
    await waitForText(popup, '#short-link', 'prty.link/');
    expect(creates(f.sandbox)[0]?.body).toMatchObject({ domain: 'prty.link' });
  });
});

describe('making it yours', () => {
  it('a custom back half at creation: accepted, then taken with the service message and the input kept', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    const popup = await f.popupOver('/launch');
    await popup.waitForSelector('.shorten-form');
    await fill(popup, 'input[name=backHalf]', 'launch-day');
    await popup.click('.shorten-form button[type=submit]');
    await waitForText(popup, '#short-link', 'zd.lc/launch-day');
    await popup.close();

    const other = await f.popupOver('/other');
    await other.waitForSelector('.shorten-form');
    await fill(other, 'input[name=backHalf]', 'launch-day');
    await other.click('.shorten-form button[type=submit]');
    await waitForText(other, '.field-error', 'The back half has already been taken.');
    expect(await other.$eval('.editor input[name=backHalf]', (i) => (i as HTMLInputElement).value)).toBe('launch-day');
    expect(await other.$eval('.editor input[name=backHalf]', (i) => i.getAttribute('aria-invalid'))).toBe('true');
    await fill(other, '.editor input[name=backHalf]', 'launch-day-2');
    await other.click('.editor button[type=submit]');
    await waitForText(other, '#short-link', 'zd.lc/launch-day-2');
  });

  it('edits title, destination and group of a listed link through the update operation', async () => {
    f.sandbox.store.seed(DEMO_KEY, 3);
    const groups = f.sandbox.store.groups(DEMO_KEY);
    const target = f.sandbox.store.list(DEMO_KEY, 1, 30).links.find((l) => !l.group)!;
    const popup = await f.popupOver('about:blank');
    const item = `li[data-id="${target.id}"]`;
    await popup.waitForSelector(item);
    await rowMenuAction(popup, `${item}`, 'edit');
    await fill(popup, `${item} input[name=title]`, 'Renamed <b>bold</b>');
    await fill(popup, `${item} input[name=destination]`, 'https://example.org/new');
    const options = await popup.$$eval(`${item} select[name=groupId] option`, (o) => o.map((x) => x.textContent));
    expect(options[0]).toBe('No group');
    await popup.select(`${item} select[name=groupId]`, groups[0]!.id);
    await popup.click(`${item} .editor button[type=submit]`);
    await waitForText(popup, `${item} .link-title`, 'Renamed <b>bold</b>');
    const patch = f.sandbox.requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({
      title: 'Renamed <b>bold</b>',
      original_url: 'https://example.org/new',
      group_id: groups[0]!.id,
    });
    expect(f.sandbox.store.get(DEMO_KEY, target.id)).toMatchObject({
      title: 'Renamed <b>bold</b>',
      original_link: 'https://example.org/new',
      group: { id: groups[0]!.id },
    });
  });

  it('an invalid destination shows the service message next to the field, input kept', async () => {
    f.sandbox.store.seed(DEMO_KEY, 1);
    const [target] = f.sandbox.store.list(DEMO_KEY, 1, 30).links;
    const popup = await f.popupOver('about:blank');
    const item = `li[data-id="${target!.id}"]`;
    await popup.waitForSelector(item);
    await rowMenuAction(popup, `${item}`, 'edit');
    await fill(popup, `${item} input[name=destination]`, 'ftp://nope');
    await popup.click(`${item} .editor button[type=submit]`);
    await popup.waitForSelector(`${item} [id$="-destination-error"]`);
    expect(await popup.$eval(`${item} input[name=destination]`, (i) => (i as HTMLInputElement).value)).toBe(
      'ftp://nope',
    );
  });
});

describe('QR code', () => {
  it('downloads PNG and SVG made locally', async () => {
    const { mkdtempSync, readdirSync, readFileSync } = await import('node:fs');
    const dir = mkdtempSync('/tmp/prettylink-dl-');
    const popup = await f.popupOver('/qr');
    await popup.waitForSelector('#short-link');
    // The list's refresh answered first: no request after this one is the QR code's.
    await popup.waitForSelector('.recent[data-state=ready]');
    const session = await f.ext.browser.target().createCDPSession();
    await session.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir });
    const before = f.sandbox.requests.length;
    await popup.click('.card button[aria-label="QR code"]');
    await popup.waitForSelector('.card .qr svg path');
    await popup.click('.qr button[aria-label="Download PNG"]');
    await popup.click('.qr button[aria-label="Download SVG"]');
    const deadline = Date.now() + 10_000;
    while (readdirSync(dir).filter((f) => /\.(png|svg)$/.test(f)).length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const files = readdirSync(dir).sort();
    expect(files.filter((f) => f.endsWith('.png') || f.endsWith('.svg'))).toHaveLength(2);
    const png = readFileSync(`${dir}/${files.find((f) => f.endsWith('.png'))}`);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(readFileSync(`${dir}/${files.find((f) => f.endsWith('.svg'))}`, 'utf8')).toMatch(/^<svg[^>]*>.*<path/);
    expect(f.sandbox.requests.length).toBe(before);
    await session.detach();
  });
});

describe('recent links', () => {
  it('pages on demand and searches what is loaded, saying when more exists', async () => {
    f.sandbox.store.seed(DEMO_KEY, 45);
    const popup = await f.popupOver('about:blank');
    await popup.waitForFunction(() => document.querySelectorAll('li.link-item').length === 30);
    expect(f.sandbox.requests.find((r) => r.path === '/api/v1/links')?.query).toMatchObject({
      page: '1',
      per_page: '30',
    });
    const all = f.sandbox.store.list(DEMO_KEY, 1, 30).links;
    const first = all[0]!;
    await popup.type('input[type=search]', first.title ?? first.back_half);
    await popup.waitForFunction(
      () =>
        document.querySelectorAll('li.link-item:not([hidden])').length >= 1 &&
        document.querySelectorAll('li.link-item:not([hidden])').length < 30,
    );
    await waitForText(popup, '.hint', '15 more links are on the service and not searched');
    await fill(popup, 'input[type=search]', '');
    await popup.click('button.more');
    await popup.waitForFunction(() => document.querySelectorAll('li.link-item').length === 45);
    expect(await popup.$('button.more')).toBeNull();
  });

  it('shows the cached links in the first render, with no spinner, then refreshes', async () => {
    f.sandbox.store.seed(DEMO_KEY, 5);
    const warm = await f.popupOver('about:blank');
    await warm.waitForFunction(() => document.querySelectorAll('li.link-item').length === 5);
    await warm.close();
    f.sandbox.store.seed(DEMO_KEY, 1);
    f.sandbox.addFault({ kind: 'latency', latencyMs: 1500, method: 'GET' });
    const popup = await f.popupOver('about:blank');
    await popup.waitForSelector('li.link-item', { timeout: 1000 });
    expect(await popup.$$eval('li.link-item', (l) => l.length)).toBe(5);
    expect(await popup.evaluate(() => document.body.textContent?.includes('Loading'))).toBe(false);
    await popup.waitForFunction(() => document.querySelectorAll('li.link-item').length === 6, { timeout: 5000 });
  });

  it("draws a popup's height of cached rows first and the rest right after, none left out", async () => {
    f.sandbox.store.seed(DEMO_KEY, 30);
    const warm = await f.popupOver('about:blank');
    await warm.waitForFunction(() => document.querySelectorAll('li.link-item').length === 30);
    await warm.close();
    // The list's refresh held: every row comes from the cache, and the first render is the one that drew them.
    f.sandbox.addFault({ kind: 'hold', method: 'GET', path: '/api/v1/links', times: 1 });
    const popup = f.track(await f.ext.browser.newPage());
    await popup.evaluateOnNewDocument(() => {
      new MutationObserver((_, observer) => {
        const rows = document.querySelectorAll('li.link-item').length;
        if (rows === 0) return;
        observer.disconnect();
        Object.assign(globalThis, { firstRows: rows });
      }).observe(document, { childList: true, subtree: true });
    });
    await popup.goto(`chrome-extension://${f.ext.id}/popup.html`);
    await popup.waitForFunction(() => document.querySelectorAll('li.link-item').length === 30);
    expect(await popup.evaluate(() => (globalThis as unknown as { firstRows: number }).firstRows)).toBe(12);
    f.sandbox.release();
  });
});

describe('a fresh list does not jump under the pointer', () => {
  it('waits while the pointer is over the list, and applies when it leaves', async () => {
    f.sandbox.store.seed(DEMO_KEY, 5);
    const warm = await f.popupOver('about:blank');
    await warm.waitForFunction(() => document.querySelectorAll('li.link-item').length === 5);
    await warm.close();
    f.sandbox.store.seed(DEMO_KEY, 1);
    f.sandbox.addFault({ kind: 'latency', latencyMs: 800, method: 'GET', times: 1 });
    const popup = await f.popupOver('about:blank');
    await popup.waitForSelector('li.link-item');
    await popup.hover('li.link-item');
    // The fresh first page has arrived and is held while the pointer stays.
    await popup.waitForSelector('.recent[data-state=waiting]');
    expect(await popup.$$eval('li.link-item', (l) => l.length)).toBe(5);
    await popup.mouse.move(5, 5);
    await popup.waitForFunction(() => document.querySelectorAll('li.link-item').length === 6, { timeout: 3000 });
  });
});

describe('Escape', () => {
  it("closes the open panels first, the latest first, wherever the focus is; only then is it the popup's", async () => {
    f.sandbox.store.seed(DEMO_KEY, 3);
    const [first, second] = f.sandbox.store.list(DEMO_KEY, 1, 30).links;
    const popup = await f.popupOver('about:blank');
    const row = (link: typeof first) => `li[data-id="${link!.id}"]`;
    await popup.waitForSelector(row(second));
    // Whether the page kept each Escape from the browser (which closes the popup on one it gets).
    await popup.evaluate(() =>
      window.addEventListener(
        'keydown',
        (e) => e.key === 'Escape' && ((window as { kept?: boolean[] }).kept ??= []).push(e.defaultPrevented),
      ),
    );
    const kept = () => popup.evaluate(() => (window as { kept?: boolean[] }).kept ?? []);
    // Opened with the pointer: the focus stays on the buttons that opened them, outside both panels.
    await rowMenuAction(popup, `${row(first)}`, 'edit');
    await popup.waitForSelector(`${row(first)} .editor`);
    await rowMenuAction(popup, `${row(second)}`, 'qr');
    await popup.waitForSelector(`${row(second)} .qr`);
    await popup.keyboard.press('Escape');
    await popup.waitForFunction((sel) => !document.querySelector(`${sel} .qr`), { timeout: 10_000 }, row(second));
    expect(await popup.$(`${row(first)} .editor`)).not.toBeNull();
    expect(await kept()).toEqual([true]);
    await popup.keyboard.press('Escape');
    await popup.waitForFunction((sel) => !document.querySelector(`${sel} .editor`), { timeout: 10_000 }, row(first));
    // Back on the "⋯" button the editor was opened from.
    expect(await popup.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^More actions/);
    // Nothing open: this one is the browser's (a popup it closes is as right as one it left open).
    await popup.keyboard.press('Escape');
    expect(await kept().catch(() => 'the popup closed')).toSatisfy(
      (k) => k === 'the popup closed' || JSON.stringify(k) === '[true,true,false]',
    );
  });

  it("two quick Escapes close two panels (a closed panel leaves the page's Escape at once)", async () => {
    f.sandbox.store.seed(DEMO_KEY, 3);
    const [first, second] = f.sandbox.store.list(DEMO_KEY, 1, 30).links;
    const popup = await f.popupOver('about:blank');
    await popup.waitForSelector(`li[data-id="${second!.id}"]`);
    await rowMenuAction(popup, `li[data-id="${first!.id}"]`, 'edit');
    await popup.waitForSelector(`li[data-id="${first!.id}"] .editor`);
    await rowMenuAction(popup, `li[data-id="${second!.id}"]`, 'qr');
    await popup.waitForSelector(`li[data-id="${second!.id}"] .qr`);
    await popup.keyboard.press('Escape');
    await popup.keyboard.press('Escape');
    await popup.waitForFunction(() => !document.querySelector('.links .editor, .links .qr'), { timeout: 10_000 });
  });
});

describe('the delete confirmation', () => {
  it('is modal, its confirmation focused, from the moment it is in the page: an Enter at once deletes', async () => {
    f.sandbox.store.seed(DEMO_KEY, 3);
    const [, victim] = f.sandbox.store.list(DEMO_KEY, 1, 30).links;
    const popup = await f.popupOver('about:blank');
    const row = `li[data-id="${victim!.id}"]`;
    await popup.waitForSelector(row);
    // The dialog as the page first has it (a mutation observer runs right after the render that adds it).
    await popup.evaluate(() => {
      const seen = new MutationObserver(() => {
        const dialog = document.querySelector('dialog.delete-dialog');
        if (!dialog) return;
        (window as { first?: object }).first = {
          open: (dialog as HTMLDialogElement).open,
          focused: dialog.contains(document.activeElement),
        };
        seen.disconnect();
      });
      seen.observe(document.body, { childList: true, subtree: true });
    });
    await rowMenuDeleteByKeys(popup, `${row}`);
    await popup.waitForFunction(() => (window as { first?: object }).first);
    expect(await popup.evaluate(() => (window as { first?: object }).first)).toEqual({ open: true, focused: true });
    await popup.keyboard.press('Enter');
    await popup.waitForFunction((sel) => !document.querySelector(sel), {}, row);
    expect(f.sandbox.store.get(DEMO_KEY, victim!.id)).toBeUndefined();
  });
});

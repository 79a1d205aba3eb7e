/**
 * Share… in the real popup and manager, in Chromium on Linux (no system share sheet): the Copy
 * menu's Share… lists the destinations; picking X opens a new tab on X's address with the short link
 * and the page's title in it, and nothing else is asked of the service; the menu keeps its width,
 * nothing is lit under the resting pointer, Back returns to the formats. A manager row's Share…
 * shows them in a 420 px dialog (as Edit and QR code), closed by its head's × (no footer Close). The destination cannot load (no
 * network): the new tab's address is what is checked.
 */
import { expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { useExtension } from './support/fixture';
import { axeViolations } from './support/axe';
import { cardUrl, rowMenuAction } from './support/popup';

const f = useExtension();

const TITLE = 'Tom & Jerry #1 "quoted" it’s';

it('picking X opens a new tab on X with the short link and the title; nothing else is requested', async () => {
  const popup = await f.popupOver(`/formats?title=${encodeURIComponent(TITLE)}`);
  await popup.waitForSelector('#short-link');
  const shortLink = await cardUrl(popup);
  expect(shortLink).toMatch(/^https?:\/\//);
  // The list's refresh answered first: a request after this point would be the share's.
  await popup.waitForSelector('.recent[data-state=ready]');
  const before = f.sandbox.requests.length;

  await popup.click('.card .copy-menu-button');
  // The menu's list loads with the popup's later parts.
  const share = (await popup.waitForSelector('.copy-menu-list [data-share]'))!;
  const width = () => popup.$eval('.copy-menu-list', (m) => m.getBoundingClientRect().width);
  const formatsWidth = await width();
  await share.click();
  await popup.waitForSelector('.copy-menu-list a[data-target="x"]');
  const names = await popup.$$eval('.copy-menu-list a[role=menuitem]', (items) => items.map((i) => i.textContent));
  expect(names).toEqual(['Email', 'X', 'LinkedIn', 'WhatsApp', 'Telegram', 'Reddit']);
  expect(await popup.$eval('.copy-menu-list .share-heading', (h) => h.textContent)).toBe(
    `Share ${shortLink.replace(/^https?:\/\//, '')}`,
  );
  // As wide as the formats it replaced; one item highlighted (the focused Email), none under the resting pointer.
  expect(await width()).toBe(formatsWidth);
  const lit = () =>
    popup.$$eval('.copy-menu-list a[role=menuitem]', (items) =>
      items.filter((i) => getComputedStyle(i).backgroundColor !== 'rgba(0, 0, 0, 0)').map((i) => i.textContent),
    );
  expect(await lit()).toEqual(['Email']);
  expect(await axeViolations(popup)).toEqual([]);
  // Back: the formats again, the focus on Share…; then Share… once more.
  await popup.keyboard.press('ArrowUp');
  await popup.keyboard.press('Enter');
  await popup.waitForFunction(() => document.activeElement?.hasAttribute('data-share'));
  expect(await width()).toBe(formatsWidth);
  await popup.keyboard.press('Enter');
  await popup.waitForSelector('.copy-menu-list a[data-target="x"]');

  const opened = f.ext.browser.waitForTarget((t) => t.url().startsWith('https://x.com/'), { timeout: 10_000 });
  // Chrome closes the popup as the new tab takes the focus, the click's last event unanswered.
  await popup.click('.copy-menu-list a[data-target="x"]').catch((e: Error) => {
    if (!/Target closed/.test(e.message)) throw e;
  });
  const tab = await opened;
  const url = new URL(tab.url());
  expect(url.origin + url.pathname).toBe('https://x.com/intent/post');
  expect(url.searchParams.get('url')).toBe(shortLink);
  expect(url.searchParams.get('text')).toBe(TITLE);
  await (await tab.asPage())?.close();

  // A request of our own, after the share: once the sandbox logged it, anything the share sent is logged before it.
  await fetch(`${f.sandbox.url}/after-share`).catch(() => undefined);
  await f.sandbox.waitForRequest((r) => r.path === '/after-share');
  expect(f.sandbox.requests.slice(before).map((r) => r.path)).toEqual(['/after-share']);
});

it('a manager row: Share… in its menu, then Reddit in the dialog opens a new tab with the link', async () => {
  f.sandbox.store.seed(DEMO_KEY, 3);
  const page = f.track(await f.ext.openPage('sidepanel.html?view=tab'));
  await page.waitForSelector('.grid[data-state="ready"][data-count="3"]');
  const row = (await page.$('.grid-row'))!;
  // The row's Copy button is named for its whole short link ("Copy https://zd.lc/…").
  const shortLink = (await row.$eval('.link-actions button', (b) => b.getAttribute('aria-label') ?? '')).replace(
    /^Copy /,
    '',
  );
  expect(shortLink).toMatch(/^https?:\/\/\S+$/);
  await (await row.$('.row-menu-button'))!.click();
  // Offered once the manager has read the settings (it asks after its first rows).
  await (await page.waitForSelector('.row-menu-list [data-action="share"]'))!.click();
  await page.waitForSelector('dialog.share-dialog a[data-target="reddit"]');
  expect(await axeViolations(page)).toEqual([]);
  // The keyboard starts on the first destination, filled as the current item, as the popup's list rows are 32 px;
  // opened by the pointer, no ring (the keyboard's: manager-dialogs-look.test.ts).
  const first = await page.$eval('dialog.share-dialog', (d) => {
    const a = d.querySelector('a.share-target')!;
    return {
      focused: document.activeElement === a,
      ring: getComputedStyle(a).outlineStyle,
      filled: getComputedStyle(a).backgroundColor !== 'rgba(0, 0, 0, 0)',
      height: a.getBoundingClientRect().height,
    };
  });
  expect(first).toEqual({ focused: true, ring: 'none', filled: true, height: 32 });
  // 420 px wide, as Edit and QR code; as every dialog: the head's × at the end edge (the right, in English),
  // and as QR code, no other button: the destinations end it.
  const box = await page.$eval('dialog.share-dialog', (d) => {
    const x = d.querySelector('.dialog-head .dialog-close')!.getBoundingClientRect();
    const r = d.getBoundingClientRect();
    return { width: r.width, xGap: r.right - x.right, buttons: d.querySelectorAll('button').length };
  });
  expect(box.width).toBe(420);
  expect(box.xGap).toBeLessThan(20);
  expect(box.buttons).toBe(1);
  const opened = f.ext.browser.waitForTarget((t) => t.url().startsWith('https://www.reddit.com/'), { timeout: 10_000 });
  await page.click('dialog.share-dialog a[data-target="reddit"]');
  const url = new URL((await opened).url());
  expect(url.searchParams.get('url')).toBe(shortLink);
  // Picking one closes the dialog.
  await page.waitForSelector('dialog.share-dialog', { hidden: true });
});

it('a popup row’s Share… shows the destinations in a dialog too, the focus on the first', async () => {
  f.sandbox.store.seed(DEMO_KEY, 2);
  const link = f.sandbox.store.list(DEMO_KEY, 1, 2).links[0]!;
  const popup = await f.popupOver('/row-share?title=Row%20share');
  const row = `li[data-id="${link.id}"]:not([role])`;
  await popup.waitForSelector(row);
  await rowMenuAction(popup, row, 'share');
  await popup.waitForSelector('dialog.share-dialog a[data-target="reddit"]');
  expect(await popup.$eval('dialog.share-dialog', (d) => d.contains(document.activeElement))).toBe(true);
  expect(await axeViolations(popup)).toEqual([]);
});

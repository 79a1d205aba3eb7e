/**
 * The popup in Firefox: the real toolbar popup over a real tab (opened as the toolbar button and
 * Alt+Shift+U open it), and popup.html in a tab of its own, driven as a user would.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { cardUrl, fill, waitForText } from '../e2e/support/popup';
import { creates } from '../support/sandbox';
import { until } from '../support/until';
import type { PopupView } from './support/firefox';
import { useFirefox } from './support/fixture';

const f = useFirefox();
let open: Page[] = [];

beforeEach(() => f.ff.setClipboard('before'));
afterEach(async () => {
  await f.ff.closePopup();
  await Promise.all(open.map((p) => p.close().catch(() => {})));
  open = [];
});

async function tabAt(path: string) {
  const tab = await f.ff.openTab(f.pages.url(path));
  open.push(tab);
  return tab;
}

/** The URL the card copies, once it is shown (its text is the link without its scheme, as every row shows it). */
const shortLinkIn = (popup: PopupView) =>
  popup.waitFor((w) => w.document.querySelector<HTMLElement>('#short-link')?.dataset.url ?? '');
const announced = (popup: PopupView) => popup.waitFor((w) => w.document.querySelector('#announcer')?.textContent ?? '');

describe('the toolbar popup over the active tab', () => {
  it('sends its URL and title once, shows the link, copies it and says so', async () => {
    await tabAt('/article?title=A%20great%20article');
    const popup = await f.ff.openPopup();
    const shortLink = await shortLinkIn(popup);
    expect(shortLink).toMatch(/^https:\/\/zd\.lc\/\w+$/);
    expect(creates(f.sandbox)).toHaveLength(1);
    expect(creates(f.sandbox)[0]?.body).toEqual({
      link: f.pages.url('/article?title=A%20great%20article'),
      title: 'A great article',
    });
    expect(await announced(popup)).toBe('Copied');
    expect(await f.ff.clipboard()).toBe(shortLink);
    // The card takes the focus after the frame that shows it: waited for, not read at once.
    expect(await popup.waitFor((w) => w.document.activeElement?.id === 'short-link')).toBe(true);
    // Its desktop width (beside a scrollbar, if the list makes one), and no sideways scroll: at most
    // the page's width, for a phone's page (docs/firefox-android.md), does not shrink the toolbar popup.
    const [view, scroll, width] = await popup.evaluate((w) => [
      w.document.documentElement.clientWidth,
      w.document.documentElement.scrollWidth,
      w.document.querySelector('.popup')!.getBoundingClientRect().width,
    ]);
    expect(view).toBeGreaterThan(360);
    expect(width).toBe(Math.min(380, view));
    expect(scroll).toBeLessThanOrEqual(view);
  });

  it('Alt+Shift+U opens the popup over the tab, which shortens it (keyboard focus in the toolbar)', async () => {
    await tabAt('/by-shortcut?title=By%20shortcut');
    await f.ff.focusAddressBar();
    await f.ff.pressShortcut('Alt+Shift+U');
    expect(
      await until(
        () => f.ff.ext(() => chrome.extension.getViews({ type: 'popup' }).length),
        (n) => n === 1,
      ),
    ).toBe(1);
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 1,
    );
    expect(creates(f.sandbox)[0]?.body).toEqual({
      link: f.pages.url('/by-shortcut?title=By%20shortcut'),
      title: 'By shortcut',
    });
  });

  // Firefox's menu bar takes Alt+Shift+<access key> when a page has the focus (S: History, B:
  // Bookmarks, and in German L: Lesezeichen…), which is why the shortcuts are U and K.
  it('Alt+Shift+U with the page focused opens the popup (no menu bar access key takes it)', async () => {
    const tab = await tabAt('/by-shortcut-in-page');
    await tab.click('h1');
    await f.ff.pressShortcut('Alt+Shift+U');
    try {
      expect(
        await until(
          () => f.ff.ext(() => chrome.extension.getViews({ type: 'popup' }).length),
          (n) => n === 1,
          3_000,
        ),
      ).toBe(1);
    } finally {
      await f.ff.closeMenus();
    }
  });

  it('a refused key: says so, offers to update the key, and the key is kept', async () => {
    await f.ff.configure(f.sandbox.url, 'not-the-right-key-000');
    await tabAt('/refused');
    const popup = await f.ff.openPopup();
    // The shortening's own card (the list's request, refused too, may say so first).
    const message = await popup.waitFor((w) => w.document.querySelector('.problem[role=alert]')?.textContent ?? '');
    expect(message).toContain('PrettyURL didn’t accept your API key');
    expect(
      await popup.evaluate((w) =>
        [...w.document.querySelectorAll('.problem[role=alert] button')].map((b) => b.textContent),
      ),
    ).toEqual(['Update API key']);
    expect(
      await f.ff.ext(() => chrome.storage.local.get('accountKeys').then((r) => Object.values(r.accountKeys as object))),
    ).toEqual(['not-the-right-key-000']);
    expect(await f.ff.clipboard()).toBe('before');
  });
});

describe('popup.html in a tab of its own', () => {
  it('cannot shorten itself, and shortens a pasted address, shows it and copies it', async () => {
    const page = await f.ff.openPage('popup.html');
    open.push(page);
    await waitForText(page, '.shorten-form', 'This page can’t be shortened');
    expect(creates(f.sandbox)).toHaveLength(0);
    const target = f.pages.url('/pasted');
    await fill(page, 'input[name=url]', target);
    await page.click('.shorten-form button[type=submit]');
    await page.waitForSelector('#short-link');
    const shortLink = await cardUrl(page);
    expect(creates(f.sandbox)).toHaveLength(1);
    expect(creates(f.sandbox)[0]?.body).toEqual({ link: target });
    await waitForText(page, '#announcer', 'Copied');
    expect(await f.ff.clipboard()).toBe(shortLink);
  });
});

/**
 * In the real popup: "Shorten all tabs" (each tab made at most once, the list copied),
 * the site's own short link, and the last campaign on auto-shorten.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { axeViolations } from './support/axe';
import { useExtension } from './support/fixture';
import { clipboard, text, waitForText } from './support/popup';

const f = useExtension();
afterEach(() => f.sandbox.setRateLimit(null));
const sentLinks = () => creates(f.sandbox).map((r) => (r.body as { link: string }).link);

/** "Shorten all tabs" from the header's "+" menu: clicked, or from the keyboard (Enter opens the menu on "New link…", ↓ then Enter). */
async function shortenAllTabs(popup: Page, keyboard = false) {
  if (keyboard) {
    await popup.focus('#add-menu');
    await popup.keyboard.press('Enter');
    await popup.waitForSelector('.row-menu-list [data-action="new-link"]');
    await popup.keyboard.press('ArrowDown');
    await popup.keyboard.press('Enter');
  } else {
    await popup.click('#add-menu');
    await popup.locator('.row-menu-list [data-action="shorten-tabs"]').click();
  }
}

describe('Shorten all tabs', () => {
  it('shortens every web tab of the window once, keeps the known link, lists them and copies them as a Markdown list', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { copyFormat: 'markdown' });
    for (const path of ['/tab-a?title=Alpha', '/tab-b?title=Beta', '/tab-a?title=Alpha']) {
      const tab = f.track(await f.ext.browser.newPage());
      await tab.goto(f.pages.url(path));
    }
    // The popup over a fourth tab, which it shortens on opening: already shortened when all are.
    const popup = await f.popupOver('/tab-c?title=Gamma');
    await popup.waitForSelector('#short-link');
    // Chromium's permission prompt is native UI that headless automation cannot answer: the user's
    // "Allow" is played by a stand-in for the browser's request, which the click must still call.
    // (The e2e build holds the test pages' host, so the background reads their addresses.)
    await popup.evaluate(() => {
      const calls: unknown[] = ((window as unknown as { asked: unknown[] }).asked = []);
      chrome.permissions.request = ((p: unknown) => (
        calls.push(p),
        Promise.resolve(true)
      )) as typeof chrome.permissions.request;
    });
    await popup.waitForSelector('#add-menu');
    await shortenAllTabs(popup);
    await waitForText(popup, '#tabs-summary', '4 tabs have their short links.', 20_000);
    expect(await popup.evaluate(() => (window as unknown as { asked: unknown[] }).asked)).toEqual([
      { permissions: ['tabs'] },
    ]);
    // Each page made once (the duplicate tab and the popup's own page reuse their link).
    expect(sentLinks().sort()).toEqual(
      [f.pages.url('/tab-a?title=Alpha'), f.pages.url('/tab-b?title=Beta'), f.pages.url('/tab-c?title=Gamma')].sort(),
    );
    expect(await popup.$$eval('.tabs-results li', (rows) => rows.length)).toBe(4);
    // Each link only as wide as itself, at the start of its row: in Arabic it sits on the right, under its title.
    expect(
      await popup.$eval(
        '.tabs-results .tab-link',
        (l) => l.getBoundingClientRect().width < l.parentElement!.getBoundingClientRect().width,
      ),
    ).toBe(true);
    const copied = await clipboard(popup);
    expect(copied.split('\n')).toHaveLength(4);
    expect(copied).toMatch(/^- \[Alpha\]\(https:\/\/zd\.lc\/\w+\)$/m);
    expect(copied).toMatch(/^- \[Gamma\]\(https:\/\/zd\.lc\/\w+\)$/m);
    // The summary is a live region: a screen reader hears the count. The list passes axe in both themes.
    expect(await popup.$eval('#tabs-summary', (p) => p.getAttribute('role'))).toBe('status');
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('only the selected tabs when several are selected', async () => {
    for (const path of ['/sel-a', '/sel-b', '/sel-c'])
      await f.track(await f.ext.browser.newPage()).goto(f.pages.url(path));
    const popup = await f.popupOver('/sel-d');
    await popup.waitForSelector('#short-link');
    // The user's Ctrl-click on a second tab: the active one (the popup's) stays first, /sel-b joins it.
    await popup.evaluate(async (b) => {
      const tabs = await chrome.tabs.query({ currentWindow: true });
      const active = tabs.find((t) => t.active)!;
      const other = tabs.find((t) => t.url === b)!;
      await chrome.tabs.highlight({ windowId: active.windowId, tabs: [active.index, other.index] });
      chrome.permissions.request = (() => Promise.resolve(true)) as typeof chrome.permissions.request;
    }, f.pages.url('/sel-b'));
    await shortenAllTabs(popup);
    await waitForText(popup, '#tabs-summary', '2 tabs have their short links.', 20_000);
    expect(sentLinks().sort()).toEqual([f.pages.url('/sel-b'), f.pages.url('/sel-d')].sort());
  });

  it('from the keyboard, under a 50 a second limit with a 429: it waits for Retry-After and makes each page once', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    f.sandbox.setRateLimit(50);
    for (const path of ['/busy-a', '/busy-b']) await f.track(await f.ext.browser.newPage()).goto(f.pages.url(path));
    const popup = await f.popupOver('/busy-c');
    await popup.waitForSelector('#add-menu');
    await popup.evaluate(() => {
      chrome.permissions.request = (() => Promise.resolve(true)) as typeof chrome.permissions.request;
    });
    f.sandbox.addFault({ kind: 'rateLimit', retryAfter: 1, method: 'POST', times: 1 });
    await shortenAllTabs(popup, true);
    await waitForText(popup, '#tabs-summary', '3 tabs have their short links.', 20_000);
    // Four creates reached the service (the first refused with 429), three links exist: one per page.
    expect(creates(f.sandbox)).toHaveLength(4);
    expect(
      f.sandbox.store
        .list(DEMO_KEY, 1, 30)
        .links.map((l) => l.original_link)
        .sort(),
    ).toEqual(['/busy-a', '/busy-b', '/busy-c'].map((p) => f.pages.url(p)).sort());
  });

  it('a refused permission reads nothing and makes nothing', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    const popup = await f.popupOver('/tab-refused');
    await popup.waitForSelector('#add-menu');
    await popup.evaluate(() => {
      chrome.permissions.request = (() => Promise.resolve(false)) as typeof chrome.permissions.request;
    });
    await shortenAllTabs(popup);
    await waitForText(popup, '#tabs-summary', 'Without access to your tabs');
    expect(creates(f.sandbox)).toHaveLength(0);
  });
});

describe("the site's own short link", () => {
  it('on: copied instead of making a link, and "Make a PrettyURL link instead" makes one', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { useSiteShortlink: true });
    const own = f.pages.url('/?p=42');
    const popup = await f.popupOver(`/post?title=Post&shortlink=${encodeURIComponent(own)}`);
    await popup.waitForSelector('#site-link');
    // Shown as a destination is (an insecure "http://" kept); copied whole.
    expect(await text(popup, '#site-link')).toBe(own.replace(/^https:\/\//, ''));
    await waitForText(popup, '#announcer', 'Copied');
    expect(await clipboard(popup)).toBe(own);
    // Said on the card's own Copy button, not as a line floating under it.
    expect(await text(popup, '.site-link .copy-button')).toBe('Copied ✓');
    expect(await popup.$eval('#announcer', (a) => a.classList.contains('quiet'))).toBe(true);
    expect(await axeViolations(popup)).toEqual([]);
    // Its "Copied" comes right after the card it is about (not read as the result of anything after it).
    expect(
      await popup.$eval(
        '#announcer',
        (a) =>
          a.previousElementSibling?.classList.contains('current') &&
          !!a.previousElementSibling.querySelector('.site-link'),
      ),
    ).toBe(true);
    expect(creates(f.sandbox)).toHaveLength(0);
    // The other choice on a row of its own under Copy, across the card, on one line (not wrapped beside "Copied ✓").
    const [actions, ours, copy] = await Promise.all(
      ['.site-link .card-actions', '#make-ours', '.site-link .copy-button'].map((s) =>
        popup.$eval(s, (el) => {
          const r = el.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom, width: Math.round(r.width), height: Math.round(r.height) };
        }),
      ),
    );
    expect(ours!.top).toBeGreaterThanOrEqual(actions!.bottom);
    expect([ours!.width, ours!.height]).toEqual([actions!.width, copy!.height]);
    await popup.click('#make-ours');
    await popup.waitForSelector('#short-link');
    expect(creates(f.sandbox)).toHaveLength(1);
  });

  it('off (the default): the page gets a PrettyURL link', async () => {
    const popup = await f.popupOver(`/post2?shortlink=${encodeURIComponent(f.pages.url('/?p=43'))}`);
    await popup.waitForSelector('#short-link');
    expect(await popup.$('#site-link')).toBeNull();
    expect(creates(f.sandbox)).toHaveLength(1);
  });
});

describe('the last campaign on auto-shorten', () => {
  it('on: the preset last picked is applied on opening, and the popup names it', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { campaignOnOpen: true });
    const values = {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: '',
      utm_content: '',
    };
    await (
      await f.ext.worker()
    ).evaluate(
      (v) =>
        chrome.storage.local.set({
          presets: { presets: [{ id: 'p1', name: 'Spring mail', values: v }], lastUsed: 'p1' },
        }),
      values,
    );
    const popup = await f.popupOver('/campaign?title=Camp');
    await waitForText(popup, '#campaign-applied', 'Campaign applied: Spring mail');
    expect(sentLinks()).toEqual([
      `${f.pages.url('/campaign?title=Camp')}&utm_source=newsletter&utm_medium=email&utm_campaign=spring`,
    ]);
  });
});

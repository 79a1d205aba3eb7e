/**
 * In the real popup over Chrome's new tab page (`chrome://newtab`), a page that cannot be shortened: *Paste* beside the
 * address field reads the copied address on the click and shortens it once (the sandbox's request
 * log holds one create of it); a clipboard without an address says so and sends nothing; a refused
 * permission says so. The e2e build's extension pages may read the clipboard (./support/chromium.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { axeViolations } from './support/axe';
import { useExtension } from './support/fixture';
import { waitForText } from './support/popup';

const f = useExtension();
const sentLinks = () => creates(f.sandbox).map((r) => (r.body as { link: string }).link);

/**
 * The popup over a new tab, its Paste button shown, the clipboard holding `text`. Chromium's
 * permission prompt is native UI headless automation cannot answer: the user's answer is played by
 * a stand-in for the browser's request, which the click must still call (its calls kept in `asked`).
 */
async function newTabPopup(text: string, granted = true): Promise<Page> {
  await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
  // chrome://newtab/ is the name of Chrome's new tab page (a navigation to that name is redirected,
  // which puppeteer reports as aborted): the page itself, as a new tab shows it.
  const popup = await f.popupOver('chrome://new-tab-page/');
  await popup.waitForSelector('#paste-address');
  await popup.evaluate(
    async (clip, answer) => {
      const calls: unknown[] = ((window as unknown as { asked: unknown[] }).asked = []);
      chrome.permissions.request = ((p: unknown) => (
        calls.push(p),
        Promise.resolve(answer)
      )) as typeof chrome.permissions.request;
      await navigator.clipboard.writeText(clip);
    },
    text,
    granted,
  );
  return popup;
}
const asked = (popup: Page) => popup.evaluate(() => (window as unknown as { asked: unknown[] }).asked);

describe('Paste on a page that cannot be shortened', () => {
  it('shortens the copied address in one click: one create of it, the short link shown', async () => {
    const address = f.pages.url('/pasted?title=Pasted');
    const popup = await newTabPopup(address);
    expect(await popup.$eval('.shorten-form .page-note', (p) => p.textContent)).toBe(
      'This page can’t be shortened. Paste or type a web address instead.',
    );
    await popup.click('#paste-address');
    await popup.waitForSelector('#short-link');
    expect(await asked(popup)).toEqual([{ permissions: ['clipboardRead'] }]);
    expect(sentLinks()).toEqual([address]);
    const [made] = f.sandbox.store.list(DEMO_KEY, 1, 30).links;
    expect(await popup.$eval('#short-link', (a) => a.textContent)).toContain(
      made!.short_link.replace(/^https?:\/\//, ''),
    );
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('from the keyboard too: Tab from the last option reaches Paste, Enter pastes', async () => {
    const address = f.pages.url('/pasted-keys');
    const popup = await newTabPopup(address);
    await popup.focus('#shorten-back-half');
    await popup.keyboard.press('Tab');
    expect(await popup.evaluate(() => document.activeElement?.id)).toBe('paste-address');
    await popup.keyboard.press('Enter');
    await popup.waitForSelector('#short-link');
    expect(sentLinks()).toEqual([address]);
  });

  it('a local or private address is asked about first: nothing is sent until the user says so', async () => {
    const popup = await newTabPopup('http://192.168.1.20/router');
    await popup.click('#paste-address');
    await popup.waitForSelector('.card.ask');
    expect(await popup.$eval('.card.ask', (c) => c.textContent)).toContain('192.168.1.20');
    expect(sentLinks()).toEqual([]);
  });

  it('a clipboard without a web address says so under the field, keeps what was typed, sends nothing', async () => {
    const popup = await newTabPopup('not an address at all');
    await popup.type('#shorten-url', 'https://typed.example/');
    const shortenAt = () => popup.$eval('.shorten-form button[type="submit"]', (b) => b.getBoundingClientRect().top);
    // No line is kept for a message that isn't there: the next field starts 12 px under the address.
    const gap = () =>
      popup.$eval(
        '#shorten-url',
        (r) => r.parentElement!.nextElementSibling!.getBoundingClientRect().top - r.getBoundingClientRect().bottom,
      );
    expect(await gap()).toBe(12);
    const before = await shortenAt();
    await popup.click('#paste-address');
    await waitForText(popup, '#url-error', 'Your clipboard doesn’t contain a web address.');
    // The message pushes what follows down by its own line.
    expect(await shortenAt()).toBeGreaterThan(before + 12);
    // One red ring: the focus outline lies over the red border, not a second ring around it.
    const ring = await popup.$eval('#shorten-url', (i) => {
      const s = getComputedStyle(i);
      return {
        offset: parseFloat(s.outlineOffset),
        width: parseFloat(s.outlineWidth),
        same: s.outlineColor === s.borderColor,
      };
    });
    expect(ring).toEqual({ offset: -1, width: 2, same: true });
    expect(await popup.$eval('#shorten-url', (i) => (i as HTMLInputElement).value)).toBe('https://typed.example/');
    expect(await popup.evaluate(() => document.activeElement?.id)).toBe('shorten-url');
    expect(sentLinks()).toEqual([]);
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('a refused permission says so and leaves the field for typing', async () => {
    const popup = await newTabPopup(f.pages.url('/never-read'), false);
    await popup.click('#paste-address');
    await waitForText(popup, '#url-error', 'Without access to the clipboard, nothing can be pasted.');
    expect(await asked(popup)).toEqual([{ permissions: ['clipboardRead'] }]);
    expect(await popup.evaluate(() => document.activeElement?.id)).toBe('shorten-url');
    expect(sentLinks()).toEqual([]);
  });
});

describe('Paste at every width (popup.html in a tab): one layout', () => {
  it.each([320, 380, 400])(
    'at %i px: the field across the form, Paste and Shorten in one row under the options',
    async (width) => {
      await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
      const page = f.track(await f.ext.browser.newPage());
      await page.setViewport({ width, height: 600 });
      // Its own page cannot be shortened: the form with Paste.
      await page.goto(`chrome-extension://${f.ext.id}/popup.html`);
      await page.waitForSelector('#paste-address');
      const box = (selector: string) =>
        page.$eval(selector, (el) => {
          const r = el.getBoundingClientRect();
          return { top: Math.round(r.top), bottom: Math.round(r.bottom), width: Math.round(r.width) };
        });
      const form = await box('.shorten-form');
      const field = await box('#shorten-url');
      const paste = await box('#paste-address');
      const shorten = await box('.shorten-form button[type=submit]');
      const backHalf = await box('#shorten-back-half');
      expect(field.width).toBe(form.width);
      // One row of actions under the options, Paste first: the order Tab takes too.
      expect(paste.top).toBeGreaterThan(backHalf.bottom);
      expect(shorten.top).toBe(paste.top);
      await page.focus('#shorten-back-half');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('paste-address');
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});

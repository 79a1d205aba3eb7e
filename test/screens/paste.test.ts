/**
 * `npx vitest run --project screens test/screens/paste.test.ts`: *Paste* beside the address field
 * on Chrome's new tab page, its "no web address" message, and the link it made, in light and dark,
 * English and Arabic: the real popup (380 px) and popup.html in a tab at 320, 400 and 1,200 px, each
 * from a clean account, written to .cache/screenshots for a person to look at (nothing is asserted).
 */
import { it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import type { Extension } from '../e2e/support/chromium';
import { POPUP_TAB_WIDTHS } from './popup-tab';
import { screensSetup, shootThemes } from './screens-setup';

const screens = screensSetup();

/** The three states in one page, each in light and dark: `<state>-<lang>-<width>-<theme>.png`. */
async function states(popup: Page, lang: string, width: number) {
  const shoot = (name: string) => shootThemes(popup, `${name}-${lang}-${width}`);
  await popup.waitForSelector('#paste-address');
  // The permission's prompt is the browser's own: granted here by a stand-in.
  await popup.evaluate(async () => {
    chrome.permissions.request = (() => Promise.resolve(true)) as typeof chrome.permissions.request;
    await navigator.clipboard.writeText('not an address');
  });
  await shoot('popup-paste');
  await popup.click('#paste-address');
  await popup.waitForSelector('#url-error');
  await shoot('popup-paste-none');
  await popup.evaluate((url) => navigator.clipboard.writeText(url), screens.pages.url(`/pasted-${width}?title=Pasted`));
  await popup.click('#paste-address');
  await popup.waitForSelector('#short-link');
  await shoot('popup-paste-done');
}

/** Each width's pictures from a clean state: no account's link, nor the extension's mirror of one, from the width before. */
async function fresh(ext: Extension) {
  screens.sandbox.reset();
  await ext.configure(screens.sandbox.url, DEMO_KEY, { autoShorten: false });
}

it.each(['en', 'ar'])('Paste on the new tab page (%s)', async (lang) => {
  const ext = await screens.launch(lang);
  await fresh(ext);
  // The real popup, at the size the browser gives it (puppeteer cannot resize it).
  const { tab, popup } = await ext.openPopup('chrome://new-tab-page/');
  await states(popup, lang, 380);
  await popup.close();
  await tab.close();
  // popup.html in a tab (its own page cannot be shortened either), at the widths the other screens use.
  for (const width of POPUP_TAB_WIDTHS) {
    await fresh(ext);
    const page = await ext.browser.newPage();
    await page.setViewport({ width, height: 600 });
    await page.goto(`chrome-extension://${ext.id}/popup.html`);
    await states(page, lang, width);
    await page.close();
  }
});

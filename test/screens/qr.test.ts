/**
 * `npx vitest run --project screens test/screens/qr.test.ts`: the popup card's QR code with its
 * style open (colours, margin, level, size, logo), in English and Arabic, light and dark: the real
 * popup (380 px) and popup.html in a tab at 320, 400 and 1,200 px, written to .cache/screenshots as
 * `popup-qr-style-<lang>-<width>-<theme>.png` for a person to look at (nothing is asserted). The
 * panel closed is screens.test.ts's `popup-qr`.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startSandbox, DEMO_KEY, type Sandbox } from '../../src/sandbox/server.ts';
import { launchExtension, type Extension } from '../e2e/support/chromium';
import { startPages, type TestPages } from '../e2e/support/pages';
import { openPopupInTab, POPUP_TAB_WIDTHS, restoreTabsQuery, settled } from './popup-tab';

const DIR = '.cache/screenshots';
let sandbox: Sandbox;
let pages: TestPages;
const opened: Extension[] = [];

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  [sandbox, pages] = await Promise.all([startSandbox({ keys: [DEMO_KEY] }), startPages()]);
});
afterAll(async () => {
  await Promise.all(opened.map((e) => e.close()));
  await Promise.all([sandbox?.close(), pages?.close()]);
});

/** The card's QR panel opened, its style opened, pictured in light and dark. */
async function shoot(popup: Page, lang: string, width: number) {
  await popup.waitForSelector('#short-link');
  // By its icon: the button's name is in the page's language.
  await popup.click('.card-actions button.i-qr');
  await (await popup.waitForSelector('.qr-style-toggle'))!.click();
  await popup.waitForSelector('.qr-fields:not([hidden])');
  await settled(popup);
  for (const theme of ['light', 'dark'] as const) {
    await popup.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
    await popup.screenshot({ path: `${DIR}/popup-qr-style-${lang}-${width}-${theme}.png`, fullPage: true });
  }
}

it.each(['en', 'ar'])('the QR code with its style open (%s)', async (lang) => {
  const ext = await launchExtension({ lang });
  opened.push(ext);
  const url = pages.url('/qr-style?title=Our%20autumn%20launch');
  // Each width from a clean account: the link made for the one before is not listed.
  for (const width of [null, ...POPUP_TAB_WIDTHS]) {
    sandbox.reset();
    await ext.configure(sandbox.url, DEMO_KEY);
    sandbox.store.seed(DEMO_KEY, 3);
    const { tab, popup } = width ? await openPopupInTab(ext, url, width) : await ext.openPopup(url);
    await shoot(popup, lang, width ?? 380);
    await popup.close();
    await tab.close();
    if (width) await restoreTabsQuery(ext);
  }
});

/**
 * `npx vitest run --project screens test/screens/qr.test.ts`: the popup card's QR code with its
 * style open (colours, margin, level, size, logo), in English, German (long words) and Arabic,
 * light and dark: the real popup (380 px) and popup.html in a tab at 320, 400 and 1,200 px, written
 * to .cache/screenshots as
 * `popup-qr-style-<lang>-<width>-<theme>.png` for a person to look at (nothing is asserted). The
 * panel closed is screens.test.ts's `popup-qr`.
 */
import { it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { openPopupInTab, POPUP_TAB_WIDTHS, restoreTabsQuery } from './popup-tab';
import { screensSetup, shootThemes } from './screens-setup';

const screens = screensSetup();

/** The card's QR panel opened, its style opened, pictured in light and dark. */
async function shoot(popup: Page, lang: string, width: number) {
  await popup.waitForSelector('#short-link');
  // By its icon: the button's name is in the page's language.
  await popup.click('.card-actions button.i-qr');
  await (await popup.waitForSelector('.qr-style-toggle'))!.click();
  await popup.waitForSelector('.qr-fields:not([hidden])');
  // The pointer off the toggle: the shot shows it open, not hovered (its hover look is the same open or closed).
  await popup.mouse.move(0, 0);
  // The real popup as Chrome shows it, 600 px high at most (a full-page shot of it repeated its top from
  // y=600; its window here is shorter); popup.html in a tab, its whole page.
  if (width === 380) await popup.setViewport({ width: popup.viewport()?.width ?? 380, height: 600 });
  await shootThemes(popup, `popup-qr-style-${lang}-${width}`, { fullPage: width !== 380 });
}

it.each(['en', 'de', 'ar'])('the QR code with its style open (%s)', async (lang) => {
  const ext = await screens.launch(lang);
  const url = screens.pages.url('/qr-style?title=Our%20autumn%20launch');
  // Each width from a clean account: the link made for the one before is not listed.
  for (const width of [null, ...POPUP_TAB_WIDTHS]) {
    screens.sandbox.reset();
    await ext.configure(screens.sandbox.url, DEMO_KEY);
    screens.sandbox.store.seed(DEMO_KEY, 3);
    const { tab, popup } = width ? await openPopupInTab(ext, url, width) : await ext.openPopup(url);
    await shoot(popup, lang, width ?? 380);
    await popup.close();
    await tab.close();
    if (width) await restoreTabsQuery(ext);
  }
});

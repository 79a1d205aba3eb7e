/**
 * `npm run screenshots` (or `npx vitest run --project screens test/screens/share.test.ts`): *Share…*'s
 * states: the popup's Copy menu ending with it and the destinations it turns into (the real popup,
 * 380 px), a manager row's menu and the destinations' dialog at 320, 400 and 1,200 px, and the
 * options' Sharing section, in light and dark, English and Arabic, written to .cache/screenshots
 * for a person to look at (nothing is asserted).
 */
import { it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { screensSetup, shootThemes } from './screens-setup';

const screens = screensSetup();

it.each(['en', 'ar'])('Share… (%s)', async (lang) => {
  const ext = await screens.launch(lang);
  screens.sandbox.reset();
  await ext.configure(screens.sandbox.url, DEMO_KEY, { mastodonInstance: 'mastodon.social' });
  screens.sandbox.store.seed(DEMO_KEY, 6);

  const { tab, popup } = await ext.openPopup(screens.pages.url('/shared?title=A%20page%20worth%20sharing'));
  await popup.waitForSelector('#short-link');
  await popup.click('.card .copy-menu-button');
  await popup.waitForSelector('.copy-menu-list [data-share]');
  await shootThemes(popup, `popup-share-menu-${lang}-380`);
  await popup.click('.copy-menu-list [data-share]');
  await popup.waitForSelector('.copy-menu-list a[data-target="x"]');
  await shootThemes(popup, `popup-share-targets-${lang}-380`);
  await popup.close();
  await tab.close();

  for (const width of [320, 400, 1200]) {
    const page = await ext.openPage('sidepanel.html?view=tab');
    await page.setViewport({ width, height: 640 });
    await page.waitForSelector('.grid[data-state="ready"] .grid-row');
    await page.click('.grid-row .row-menu-button');
    await page.waitForSelector('.row-menu-list [data-action="share"]');
    await shootThemes(page, `manager-share-menu-${lang}-${width}`);
    await page.click('.row-menu-list [data-action="share"]');
    await page.waitForSelector('dialog.share-dialog a[data-target="x"]');
    await shootThemes(page, `manager-share-dialog-${lang}-${width}`);
    await page.close();
  }

  for (const width of [320, 400, 1200]) {
    const page = await ext.openPage('options.html');
    await page.setViewport({ width, height: 800 });
    await (await page.waitForSelector('#share-heading'))!.evaluate((h) => h.scrollIntoView({ block: 'start' }));
    await shootThemes(page, `options-sharing-${lang}-${width}`);
    await page.close();
  }
});

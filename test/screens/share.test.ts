/**
 * `npm run screenshots` (or `npx vitest run --project screens test/screens/share.test.ts`): *Share…*'s
 * states: the popup's Copy menu ending with it and the destinations it turns into (the real popup,
 * 380 px), a manager row's menu and the destinations' dialog at 320, 400 and 1,200 px, and the
 * options' Sharing section, in light and dark, English and Arabic, written to .cache/screenshots
 * for a person to look at (nothing is asserted).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startSandbox, DEMO_KEY, type Sandbox } from '../../src/sandbox/server.ts';
import { launchExtension, type Extension } from '../e2e/support/chromium';
import { startPages, type TestPages } from '../e2e/support/pages';

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

/** `<name>-<lang>-<width>-<theme>.png`, light then dark. */
async function shoot(page: Page, name: string, lang: string, width: number) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
    await page.screenshot({ path: `${DIR}/${name}-${lang}-${width}-${theme}.png` });
  }
}

it.each(['en', 'ar'])('Share… (%s)', async (lang) => {
  const ext: Extension = await launchExtension({ lang });
  opened.push(ext);
  sandbox.reset();
  await ext.configure(sandbox.url, DEMO_KEY, { mastodonInstance: 'mastodon.social' });
  sandbox.store.seed(DEMO_KEY, 6);

  const { tab, popup } = await ext.openPopup(pages.url('/shared?title=A%20page%20worth%20sharing'));
  await popup.waitForSelector('#short-link');
  await popup.click('.card .copy-menu-button');
  await popup.waitForSelector('.copy-menu-list [data-share]');
  await shoot(popup, 'popup-share-menu', lang, 380);
  await popup.click('.copy-menu-list [data-share]');
  await popup.waitForSelector('.copy-menu-list a[data-target="x"]');
  await shoot(popup, 'popup-share-targets', lang, 380);
  await popup.close();
  await tab.close();

  for (const width of [320, 400, 1200]) {
    const page = await ext.openPage('sidepanel.html?view=tab');
    await page.setViewport({ width, height: 640 });
    await page.waitForSelector('.grid[data-state="ready"] .grid-row');
    await page.click('.grid-row .row-menu-button');
    await page.waitForSelector('.row-menu-list [data-action="share"]');
    await shoot(page, 'manager-share-menu', lang, width);
    await page.click('.row-menu-list [data-action="share"]');
    await page.waitForSelector('dialog.share-dialog a[data-target="x"]');
    await shoot(page, 'manager-share-dialog', lang, width);
    await page.close();
  }

  for (const width of [320, 400, 1200]) {
    const page = await ext.openPage('options.html');
    await page.setViewport({ width, height: 800 });
    await (await page.waitForSelector('#share-heading'))!.evaluate((h) => h.scrollIntoView({ block: 'start' }));
    await shoot(page, 'options-sharing', lang, width);
    await page.close();
  }
});

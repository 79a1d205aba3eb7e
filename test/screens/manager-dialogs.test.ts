/**
 * `npm run screenshots` (or `npx vitest run --project screens test/screens/manager-dialogs.test.ts`): the
 * link manager's Edit and QR code dialogs, opened from a row's "⋯" menu, at 320, 400 and 1,200 px, in
 * light and dark, English and Arabic, written to .cache/screenshots for a person to look at (nothing is asserted).
 */
import { it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { screensSetup, shootThemes } from './screens-setup';

const screens = screensSetup();

/** A row's menu item, its dialog shot, then closed by Escape as a user would. */
async function shootDialog(page: Page, action: 'edit' | 'qr', name: string) {
  await page.click('.grid-row .row-menu-button');
  await (await page.waitForSelector(`.row-menu-list [data-action="${action}"]`))!.click();
  await page.waitForSelector(action === 'qr' ? 'dialog[open] .qr svg path' : 'dialog[open] form');
  await shootThemes(page, name);
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog[open]', { hidden: true });
}

it.each(['en', 'ar'])("the manager's Edit and QR code dialogs (%s)", async (lang) => {
  const ext = await screens.launch(lang);
  screens.sandbox.reset();
  await ext.configure(screens.sandbox.url, DEMO_KEY);
  screens.sandbox.store.seed(DEMO_KEY, 6);
  for (const width of [320, 400, 1200]) {
    const page = await ext.openPage('sidepanel.html?view=tab');
    await page.setViewport({ width, height: 760 });
    await page.waitForSelector('.grid[data-state="ready"] .grid-row');
    await shootDialog(page, 'edit', `manager-edit-dialog-${lang}-${width}`);
    await shootDialog(page, 'qr', `manager-qr-dialog-${lang}-${width}`);
    await page.close();
  }
});

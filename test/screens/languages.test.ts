/**
 * `npm run screenshots`, per language: the popup, the options page and the link manager in each
 * of the twelve locales, written to .cache/screenshots/languages/<locale>-<view>.png, so a
 * translation reviewer sees the words in place (light theme only; nothing is asserted).
 * `SCREENS_LANGS=ar,ja npm run screenshots` takes only those languages.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import { startSandbox, DEMO_KEY, type Sandbox } from '../../src/sandbox/server.ts';
import { launchExtension } from '../e2e/support/chromium';
import { startPages, type TestPages } from '../e2e/support/pages';

const DIR = '.cache/screenshots/languages';
const ALL = ['en', 'de', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt_BR', 'ru', 'zh_CN', 'ar'];
const LANGS = process.env.SCREENS_LANGS ? process.env.SCREENS_LANGS.split(',').map((l) => l.trim()) : ALL;
/** A mirror of its own per language: each browser profile syncs the manager's list afresh. */
const MANAGER_KEY = 'screens-languages-key-0123456789';
let sandbox: Sandbox;
let pages: TestPages;

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  [sandbox, pages] = await Promise.all([startSandbox({ keys: [DEMO_KEY, MANAGER_KEY] }), startPages()]);
});
// Each language is a fresh profile: on the service of the language before, its page would already
// have a link the new profile has not synced yet, and its popup would show the page made again.
beforeEach(() => {
  sandbox.store.reset();
  sandbox.store.seed(DEMO_KEY, 12);
  // Few enough links that each language's sync ends quickly; more than one page of the list.
  sandbox.store.seed(MANAGER_KEY, 60);
});
afterAll(async () => {
  await Promise.all([sandbox?.close(), pages?.close()]);
});

it.each(LANGS)('%s: popup, options and link manager', async (folder) => {
  // Chromium picks the extension's locale from its UI language: --lang and LANGUAGE (pt-BR, zh-CN).
  const ext = await launchExtension({ lang: folder.replace('_', '-') });
  try {
    await ext.configure(sandbox.url, DEMO_KEY);
    const { tab, popup } = await ext.openPopup(pages.url('/launch?title=Our%20autumn%20launch'));
    await popup.waitForSelector('#short-link');
    await popup.waitForSelector('li.link-item');
    await popup.screenshot({ path: `${DIR}/${folder}-popup.png` });
    await popup.click('.card .copy-menu-button');
    await popup.waitForSelector('.copy-menu-list');
    await popup.screenshot({ path: `${DIR}/${folder}-popup-copy-menu.png` });
    await popup.close();
    await tab.close();

    const options = await ext.openPage('options.html');
    await options.setViewport({ width: 900, height: 800 });
    await options.waitForSelector('#key-saved');
    await options.screenshot({ path: `${DIR}/${folder}-options.png`, fullPage: true });
    await options.close();

    await ext.configure(sandbox.url, MANAGER_KEY);
    const manager = await ext.openPage('sidepanel.html?view=tab');
    await manager.setViewport({ width: 1200, height: 800 });
    await manager.waitForSelector('.sync[data-complete="true"]', { timeout: 60_000 });
    await manager.waitForSelector('.grid[data-state="ready"]');
    await manager.click('.grid-row[data-index="0"] .cell-select input');
    await manager.click('.grid-row[data-index="2"] .cell-select input');
    await manager.screenshot({ path: `${DIR}/${folder}-manager.png` });
    await manager.close();
  } finally {
    await ext.close();
  }
});

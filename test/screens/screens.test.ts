/**
 * `npm run screenshots`: the popup's, options page's and link manager's main states in light and dark, written to
 * .cache/screenshots for a person to look at (not part of `npm test`; nothing is asserted).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startSandbox, DEMO_KEY, type Sandbox } from '../../src/sandbox/server.ts';
import { launchExtension, type Extension } from '../e2e/support/chromium';
import { startPages, type TestPages } from '../e2e/support/pages';

const DIR = '.cache/screenshots';
/** The manager's account: a mirror of its own, whatever the popup's states synced before. */
const MANAGER_KEY = 'screens-manager-key-0123456789';
let sandbox: Sandbox;
let ext: Extension;
let pages: TestPages;

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  [sandbox, pages, ext] = await Promise.all([
    startSandbox({ keys: [DEMO_KEY, MANAGER_KEY] }),
    startPages(),
    launchExtension(),
  ]);
});
afterAll(async () => {
  await ext?.close();
  await Promise.all([sandbox?.close(), pages?.close()]);
});

async function shoot(page: Page, name: string, fullPage = false) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
    await page.screenshot({ path: `${DIR}/${name}-${theme}.png`, fullPage });
  }
}

async function popupState(
  name: string,
  url: string,
  prepare: () => Promise<void>,
  ready: (p: Page) => Promise<unknown>,
) {
  sandbox.reset();
  await ext.configure(sandbox.url, DEMO_KEY);
  await prepare();
  const { tab, popup } = await ext.openPopup(url);
  await ready(popup);
  await new Promise((r) => setTimeout(r, 200));
  await shoot(popup, name);
  await popup.close();
  await tab.close();
}

it('popup states', async () => {
  const seed = async () => sandbox.store.seed(DEMO_KEY, 12);
  await popupState('popup-shortened', pages.url('/launch?title=Our%20autumn%20launch'), seed, (p) =>
    p.waitForSelector('#short-link'),
  );
  await popupState('popup-unsupported', 'about:blank', seed, (p) => p.waitForSelector('.shorten-form'));
  await popupState(
    'popup-refused',
    pages.url('/x'),
    () => ext.configure(sandbox.url, 'wrong-key-000000000'),
    (p) => p.waitForSelector('[role=alert]'),
  );
  await popupState(
    'popup-not-configured',
    pages.url('/x'),
    () => ext.configure(sandbox.url, null),
    (p) => p.waitForSelector('.setup'),
  );
  await popupState('popup-edit', pages.url('/edit'), seed, async (p) => {
    await p.waitForSelector('#short-link');
    await p.click('xpath/.//section[contains(@class,"card")]//button[text()="Edit"]');
  });
  await popupState('popup-qr', pages.url('/qr'), seed, async (p) => {
    await p.waitForSelector('#short-link');
    await p.click('xpath/.//section[contains(@class,"card")]//button[text()="QR code"]');
  });
  await popupState('popup-copy-menu', pages.url('/menu?title=Copy%20formats'), seed, async (p) => {
    await p.waitForSelector('#short-link');
    await p.click('.card .copy-menu-button');
    await p.waitForSelector('.copy-menu-list');
  });
  const canonical = encodeURIComponent(pages.url('/article'));
  await popupState(
    'popup-prepared',
    pages.url(`/article/amp?utm_source=news&id=7&canonical=${canonical}`),
    async () => {
      await seed();
      await ext.configure(sandbox.url, DEMO_KEY, { stripTracking: true });
    },
    (p) => p.waitForSelector('#short-link'),
  );
  await popupState(
    'popup-hostile',
    'about:blank',
    async () => sandbox.addFault({ kind: 'hostile', method: 'GET' }),
    (p) => p.waitForSelector('li.link-item'),
  );
});

it('options', async () => {
  await ext.configure(sandbox.url, DEMO_KEY);
  const page = await ext.openPage('options.html');
  await page.waitForSelector('form');
  await shoot(page, 'options-configured', true);
  await ext.configure(sandbox.url, null);
  await page.reload();
  await page.waitForSelector('input[name=apiKey]');
  await shoot(page, 'options-welcome', true);
  await page.close();
});

it('link manager: side panel and full tab, syncing, searched with a selection, the delete confirmation', async () => {
  sandbox.reset();
  sandbox.store.seed(MANAGER_KEY, 240);
  sandbox.store.create(MANAGER_KEY, {
    link: 'https://example.com/h',
    domain: 'zd.lc',
    title: '<img src=x onerror=alert(1)> =HYPERLINK("x")',
  });
  await ext.configure(sandbox.url, MANAGER_KEY);
  // Slow pages: the progress bar while the sync runs.
  sandbox.addFault({ kind: 'latency', latencyMs: 400, method: 'GET', path: '/api/v1/links' });
  const page = await ext.openPage('sidepanel.html');
  await page.setViewport({ width: 400, height: 760 });
  await page.waitForSelector('progress.sync-bar[value]');
  await shoot(page, 'manager-syncing');
  sandbox.clearFaults();
  await page.waitForSelector('.sync[data-complete="true"]', { timeout: 60_000 });
  await page.waitForSelector('.grid[data-state="ready"]');
  await shoot(page, 'manager-panel');
  await page.type('input.manager-search', 'seed 1');
  await page.click('.grid-row[data-index="0"] .cell-select input');
  await page.click('.grid-row[data-index="2"] .cell-select input', {});
  await page.focus('.grid-row[data-index="1"]');
  await shoot(page, 'manager-search');
  await page.click('.grid-row[data-index="0"] button[aria-label^="Delete"]');
  await page.waitForSelector('dialog.delete-dialog[open]');
  await shoot(page, 'manager-delete');
  await page.close();
  const tab = await ext.openPage('sidepanel.html?view=tab');
  await tab.setViewport({ width: 1200, height: 800 });
  await tab.waitForSelector('.grid[data-state="ready"]');
  await shoot(tab, 'manager-tab');
  await tab.close();
});

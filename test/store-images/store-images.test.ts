/**
 * `npm run store-images`: the images the Chrome Web Store and addons.mozilla.org show, taken from
 * the real extension (the test build) against the local service, with the harness of
 * `npm run screenshots`. Written to .cache/store-images for a person to look at and upload
 * (docs/store/README.md); nothing is asserted.
 *
 * - screenshot-<n>-<what>-<light|dark>.png, 1280×800: the popup over a page, the manager, a list
 *   being shortened, the options, and the popup in Arabic;
 * - promo-tile-440x280.png and icon-128.png (the icon at 96 px with 16 px of transparent padding).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startSandbox, DEMO_KEY, type Sandbox } from '../../src/sandbox/server.ts';
import { launchExtension, type Extension } from '../e2e/support/chromium';
import {
  ARTICLE_TITLE,
  ARTICLE_URL,
  drawIcon,
  drawTile,
  drawWindow,
  LIST,
  seedAccount,
  startArticle,
  type Theme,
} from './scene';

const DIR = '.cache/store-images';
const THEMES: Theme[] = ['light', 'dark'];
const SIZE = { width: 1280, height: 800 };
let sandbox: Sandbox;
let article: Awaited<ReturnType<typeof startArticle>>;
let ext: Extension;

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  [sandbox, article, ext] = await Promise.all([startSandbox({ keys: [DEMO_KEY] }), startArticle(), launchExtension()]);
});
afterAll(async () => {
  await ext?.close();
  await Promise.all([sandbox?.close(), article?.close()]);
});

/** Fonts loaded, images decoded, finite animations done, and a frame painted after them. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  });
}

async function inTheme(pages: Page[], theme: Theme) {
  for (const page of pages) await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
  for (const page of pages) await settled(page);
}

/** A full 1280×800 page in both themes. */
async function shootPage(page: Page, name: string) {
  for (const theme of THEMES) {
    await inTheme([page], theme);
    await page.screenshot({ path: `${DIR}/${name}-${theme}.png` });
  }
}

/**
 * The real popup over the article, laid into a browser window. The worker is told the tab is at
 * the article's public address (as a toolbar click's activeTab grant would tell it), so the popup
 * shortens and shows that address rather than the local server's.
 */
async function popupOverArticle(e: Extension, name: string, rtl = false) {
  sandbox.reset();
  seedAccount(sandbox, DEMO_KEY);
  await e.configure(sandbox.url, DEMO_KEY);
  await (
    await e.worker()
  ).evaluate(
    (url, title) => {
      const real = chrome.tabs.query.bind(chrome.tabs) as (q: chrome.tabs.QueryInfo) => Promise<chrome.tabs.Tab[]>;
      (chrome.tabs as { query: unknown }).query = async (q: chrome.tabs.QueryInfo) =>
        (await real(q)).map((t) => (t.active && t.url?.startsWith('http://127.0.0.1') ? { ...t, url, title } : t));
    },
    ARTICLE_URL,
    ARTICLE_TITLE,
  );
  const { tab, popup } = await e.openPopup(article.url);
  await tab.setViewport({ width: 1280, height: 720 });
  await popup.waitForSelector('#short-link');
  await popup.waitForSelector('li.link-item');
  // Both themes first: a page opened to draw the window would take the focus and close the popup.
  const shots = [];
  for (const theme of THEMES) {
    await inTheme([tab, popup], theme);
    shots.push({ theme, page: await tab.screenshot(), popup: await popup.screenshot() });
  }
  await popup.close();
  await tab.close();
  for (const shot of shots)
    await drawWindow(e.browser, `${DIR}/${name}-${shot.theme}.png`, { ...shot, rtl, tabTitle: ARTICLE_TITLE });
}

it('1. the popup over a page', async () => {
  await popupOverArticle(ext, 'screenshot-1-popup');
});

it('2. all your links, in a tab', async () => {
  sandbox.reset();
  seedAccount(sandbox, DEMO_KEY);
  await ext.configure(sandbox.url, DEMO_KEY);
  const page = await ext.openPage('sidepanel.html?view=tab');
  await page.setViewport(SIZE);
  await page.waitForSelector('.sync[data-complete="true"]', { timeout: 60_000 });
  await page.waitForSelector('.grid[data-state="ready"]');
  await page.click('.grid-row[data-index="1"] .cell-select input');
  await page.click('.grid-row[data-index="3"] .cell-select input');
  await shootPage(page, 'screenshot-2-manager');
  await page.close();
});

it('3. a list being shortened', async () => {
  sandbox.reset();
  seedAccount(sandbox, DEMO_KEY);
  await ext.configure(sandbox.url, DEMO_KEY);
  const page = await ext.openPage('sidepanel.html?view=tab');
  await page.setViewport(SIZE);
  await page.waitForSelector('.sync[data-complete="true"]', { timeout: 60_000 });
  await page.waitForSelector('.grid[data-state="ready"]');
  await page.click('.manager-head .row button:first-child');
  const field = await page.waitForSelector('dialog.bulk textarea[name="addresses"]');
  await field!.evaluate((el, text) => {
    (el as HTMLTextAreaElement).value = text;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, LIST.join('\n'));
  await page.waitForSelector('.bulk-list li');
  // Slow answers: the progress bar part way through, in both themes.
  sandbox.addFault({ kind: 'latency', latencyMs: 2500, method: 'POST' });
  await page.click('dialog.bulk button[type="submit"]');
  await page.waitForFunction(
    () => {
      const p = document.querySelector<HTMLProgressElement>('.bulk-job progress');
      return p !== null && p.value >= 3 && p.value < p.max;
    },
    { timeout: 60_000 },
  );
  await shootPage(page, 'screenshot-3-list-running');
  sandbox.clearFaults();
  await page.close();
});

it('4. the options', async () => {
  sandbox.reset();
  await ext.configure(sandbox.url, DEMO_KEY);
  const page = await ext.openPage('options.html');
  await page.setViewport(SIZE);
  await page.waitForSelector('#key-saved');
  // The preferences, rather than the account's local test address above them.
  await page.evaluate(() =>
    [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Popup')?.scrollIntoView({ block: 'start' }),
  );
  await shootPage(page, 'screenshot-4-options');
  await page.close();
});

it('5. the popup in Arabic', async () => {
  const ar = await launchExtension({ lang: 'ar' });
  try {
    await popupOverArticle(ar, 'screenshot-5-arabic', true);
  } finally {
    await ar.close();
  }
});

it('the promo tile and the icon', async () => {
  await drawTile(ext.browser, `${DIR}/promo-tile-440x280.png`);
  await drawIcon(ext.browser, `${DIR}/icon-128.png`);
});

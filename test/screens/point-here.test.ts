/**
 * `npm run screenshots` (or `npx vitest run --project screens test/screens/point-here.test.ts`):
 * *Point a link here*'s states (its button under the page's card, the pick with a pinned link first, a search, the confirmation's old
 * → new, the change done with *Undo*, and undone) at 320, 400 and 1,200 px, light and dark, in English and
 * Arabic, written to .cache/screenshots for a person to look at (nothing is asserted).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startSandbox, DEMO_KEY, type Sandbox } from '../../src/sandbox/server.ts';
import { launchExtension, type Extension } from '../e2e/support/chromium';
import { startPages, type TestPages } from '../e2e/support/pages';

const DIR = '.cache/screenshots';
const WIDTHS = [320, 400, 1200] as const;
let sandbox: Sandbox;
let pages: TestPages;
const opened: Extension[] = [];

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  [sandbox, pages] = await Promise.all([startSandbox(), startPages()]);
});
afterAll(async () => {
  await Promise.all(opened.map((e) => e.close()));
  await Promise.all([sandbox?.close(), pages?.close()]);
});

const frames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** popup.html in a tab at `width`, over `url`'s tab as if it were the active one (as test/screens/screens.test.ts does). */
async function popupOver(e: Extension, url: string, width: number): Promise<{ tab: Page; popup: Page }> {
  const tab = await e.browser.newPage();
  await tab.goto(url).catch(() => undefined);
  await (
    await e.worker()
  ).evaluate(async (u) => {
    type Query = (q: chrome.tabs.QueryInfo) => Promise<chrome.tabs.Tab[]>;
    const g = globalThis as { screensRealQuery?: Query };
    const real = (g.screensRealQuery ??= chrome.tabs.query.bind(chrome.tabs) as Query);
    const target = (await real({})).find((t) => t.url === u)!;
    (chrome.tabs as { query: unknown }).query = async (q: chrome.tabs.QueryInfo) =>
      q.active ? [{ ...target, active: true }] : real(q);
  }, url);
  const popup = await e.browser.newPage();
  // The popup's own query of its tab, too: its "+" menu offers *Point a link here…* for a web page only.
  const target = await tab.evaluate(() => ({ url: location.href, title: document.title }));
  await popup.evaluateOnNewDocument((t) => {
    const real = chrome.tabs.query.bind(chrome.tabs);
    (chrome.tabs as { query: unknown }).query = async (q: chrome.tabs.QueryInfo) =>
      q.active ? [{ ...t, id: 1, windowId: 1, active: true, index: 0, incognito: false }] : real(q);
  }, target);
  await popup.setViewport({ width, height: 640 });
  await popup.goto(`chrome-extension://${e.id}/popup.html`);
  return { tab, popup };
}

async function shoot(page: Page, name: string) {
  await frames(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
    await page.screenshot({ path: `${DIR}/${name}-${theme}.png` });
  }
}

it.each(['en', 'ar'])('point a link here (%s)', async (lang) => {
  const ext = await launchExtension({ lang });
  opened.push(ext);
  const url = pages.url('/spring-launch?title=Spring%20launch');
  for (const width of WIDTHS) {
    sandbox.reset();
    sandbox.store.seed(DEMO_KEY, 12);
    await ext.configure(sandbox.url, DEMO_KEY, { autoShorten: false });
    const { tab, popup } = await popupOver(ext, url, width);
    const links = sandbox.store.list(DEMO_KEY, 1, 12).links;
    await popup.waitForSelector(`li[data-id="${links[0]!.id}"]`);
    const account = await popup.evaluate(() => chrome.runtime.sendMessage({ type: 'pointChoices' }));
    await popup.evaluate(
      (id, a) => chrome.runtime.sendMessage({ type: 'pinLink', id, account: a, pinned: true }),
      links[7]!.id,
      (account as { value: { account: string } }).value.account,
    );
    const name = (state: string) => `${lang}-popup-point-${state}-${width}`;
    await popup.waitForSelector('button.point-here');
    await shoot(popup, name('entry'));
    await (await popup.waitForSelector('button.point-here'))!.click();
    await popup.waitForSelector('.point-options li');
    await shoot(popup, name('pick'));
    await popup.type('.point-search', (links[3]!.title ?? 'seed').split(' ').pop()!);
    // Moved to: the result tinted, the one ring still on the search box.
    await popup.keyboard.press('ArrowDown');
    await shoot(popup, name('search'));
    await popup.keyboard.press('Enter');
    await popup.waitForSelector('.point-confirm');
    await shoot(popup, name('confirm'));
    await popup.click('.point-confirm button.primary');
    await popup.waitForSelector('.point-done');
    await shoot(popup, name('done'));
    await popup.click('.point-done button:not(.primary)');
    await popup.waitForSelector('.point-done[data-step="undone"]');
    await shoot(popup, name('undone'));
    await popup.close();
    await tab.close();
  }
});

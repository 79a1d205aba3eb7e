/**
 * The screens' shared ways to draw the popup: popup.html in a tab over another page (so it can be
 * drawn at any width), and the moment a page has settled enough to be pictured.
 */
import type { Page } from 'puppeteer-core';
import type { Extension } from '../e2e/support/chromium';

/**
 * The page as it will stay: its fonts loaded, its images decoded, its finite animations (a panel
 * sliding in, a fade) finished, and a frame painted after them.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  });
}

/** The popup's widths when it is drawn in a tab: a narrow side panel, the usual popup, a tab of its own. */
export const POPUP_TAB_WIDTHS = [320, 400, 1200] as const;

/**
 * popup.html in a tab, over `url`'s tab as if that were the active one (the worker's tabs.query is
 * answered with it), so it can be drawn at any width: the real popup keeps the size the browser gives it.
 * `popupSeesTab`: the popup's own tabs.query answered with that tab too (what it offers for a web
 * page, such as *Point a link here…*, asks it); else the popup finds itself, as the other shots had it.
 */
export async function openPopupInTab(
  e: Extension,
  url: string,
  width: number,
  { popupSeesTab = false } = {},
): Promise<{ tab: Page; popup: Page }> {
  const tab = await e.browser.newPage();
  await tab.goto(url).catch(() => undefined);
  await (
    await e.worker()
  ).evaluate(async (u) => {
    type Query = (q: chrome.tabs.QueryInfo) => Promise<chrome.tabs.Tab[]>;
    const g = globalThis as { screensRealQuery?: Query };
    const real = (g.screensRealQuery ??= chrome.tabs.query.bind(chrome.tabs) as Query);
    const all = await real({});
    const pages = all.filter((t) => !t.url?.startsWith('chrome-extension:'));
    const target = all.find((t) => t.url === u) ?? { ...pages[pages.length - 1]!, url: u, title: 'Router' };
    (chrome.tabs as { query: unknown }).query = async (q: chrome.tabs.QueryInfo) =>
      q.active ? [{ ...target, active: true }] : real(q);
  }, url);
  const popup = await e.browser.newPage();
  if (popupSeesTab) {
    const target = await tab.evaluate(() => ({ url: location.href, title: document.title }));
    await popup.evaluateOnNewDocument((t) => {
      const real = chrome.tabs.query.bind(chrome.tabs);
      (chrome.tabs as { query: unknown }).query = async (q: chrome.tabs.QueryInfo) =>
        q.active ? [{ ...t, id: 1, windowId: 1, active: true, index: 0, incognito: false }] : real(q);
    }, target);
  }
  await popup.setViewport({ width, height: 640 });
  await popup.goto(`chrome-extension://${e.id}/popup.html`);
  return { tab, popup };
}

/** The worker's own tabs.query again. */
export async function restoreTabsQuery(e: Extension) {
  await (
    await e.worker()
  ).evaluate(() => {
    const g = globalThis as { screensRealQuery?: unknown };
    if (g.screensRealQuery) (chrome.tabs as { query: unknown }).query = g.screensRealQuery;
  });
}

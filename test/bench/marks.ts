/**
 * Timestamps taken inside a page (performance.now(): milliseconds since its navigation started),
 * so the driver's own latency never enters a figure.
 */
import type { Page } from 'puppeteer-core';

export type Marks = Record<string, number>;

/**
 * Runs before the page's own scripts: `links` when the first `li.link-item` is in the DOM, `load`
 * at the load event, and `<name>Frame` at the animation frame after each (the frame that shows
 * it); `domContentLoaded` too.
 */
export function installOpenMarks(): void {
  const marks: Record<string, number> = {};
  (globalThis as unknown as { __marks: Marks }).__marks = marks;
  const at = (name: string) => {
    marks[name] = performance.now();
    requestAnimationFrame(() => (marks[`${name}Frame`] = performance.now()));
  };
  new MutationObserver((_, observer) => {
    if (!document.querySelector('li.link-item')) return;
    observer.disconnect();
    at('links');
  }).observe(document, { childList: true, subtree: true });
  addEventListener('DOMContentLoaded', () => (marks.domContentLoaded = performance.now()));
  addEventListener('load', () => at('load'));
}

/** Waits for a mark, then answers all of them. */
export async function marksWhen(page: Page, name: string, timeout = 10_000): Promise<Marks> {
  await page.waitForFunction((n) => (globalThis as unknown as { __marks?: Marks }).__marks?.[n] !== undefined, { timeout, polling: 10 }, name);
  return page.evaluate(() => ({ ...(globalThis as unknown as { __marks: Marks }).__marks }));
}

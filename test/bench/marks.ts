/**
 * Timestamps taken inside a page (performance.now(): milliseconds since its navigation started),
 * so the driver's own latency never enters a figure.
 */
import type { Page } from 'puppeteer-core';

export type Marks = Record<string, number>;

/**
 * Runs before the page's own scripts: `links` when the first `li.link-item` is in the DOM, `load`
 * at the load event, and `<name>Frame` at the animation frame after each (the frame that shows
 * it); `domContentLoaded` too. `linksAtLoadFrame` is 1 when the links were in the DOM at the first
 * animation frame after `load` (the first frame a Chrome popup shows), else 0. `w` is the page's window (Firefox's bench passes it from a frame
 * script, test/bench/firefox-popup.ts); the marks object is made by the page's own `Object`, so
 * the page can read it.
 */
export function installOpenMarks(w: Window & typeof globalThis = globalThis as Window & typeof globalThis): void {
  const marks = new w.Object() as Record<string, number>;
  (w as unknown as { __marks: Marks }).__marks = marks;
  const at = (name: string, inFrame?: () => void) => {
    marks[name] = w.performance.now();
    w.requestAnimationFrame(() => ((marks[`${name}Frame`] = w.performance.now()), inFrame?.()));
  };
  new w.MutationObserver((_, observer) => {
    if (!w.document.querySelector('li.link-item')) return;
    observer.disconnect();
    at('links');
  }).observe(w.document, { childList: true, subtree: true });
  w.addEventListener('DOMContentLoaded', () => (marks.domContentLoaded = w.performance.now()));
  w.addEventListener('load', () =>
    at('load', () => (marks.linksAtLoadFrame = w.document.querySelector('li.link-item') ? 1 : 0)),
  );
}

/** Waits for a mark (or every one of several), then answers all of them. */
export async function marksWhen(page: Page, name: string | string[], timeout = 10_000): Promise<Marks> {
  const names = typeof name === 'string' ? [name] : name;
  await page.waitForFunction(
    (ns: string[]) => ns.every((n) => (globalThis as unknown as { __marks?: Marks }).__marks?.[n] !== undefined),
    { timeout, polling: 10 },
    names,
  );
  return page.evaluate(() => ({ ...(globalThis as unknown as { __marks: Marks }).__marks }));
}

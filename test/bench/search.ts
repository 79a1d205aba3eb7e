/**
 * Search over 900 loaded links (the first page and 29 × "Load more" from a user with 10,000):
 * one keystroke, from its input event (first listener) to the filtered list in the DOM with style
 * and layout done (forced at once, so the figure is the work, not the wait for the next vsync).
 * Also the keystroke that clears the search, all 900 back, given for information.
 */
import type { KeyInput, Page } from 'puppeteer-core';
import type { Row } from './report';
import { BIG } from './scale';
import { BIG_KEY, type Bench } from './setup';
import { summarize } from './stats';

export const LOADED = 900;
const PAGE = 30;

interface Keystroke {
  /** Input event to the DOM updated. */
  rendered: number;
  /** … and style and layout done. */
  laidOut: number;
  /** … and the next animation frame. */
  frame: number;
  items: number;
}

function installKeystrokeTimer(): void {
  const w = globalThis as unknown as { __keys: Keystroke[] };
  w.__keys = [];
  const list = document.querySelector('section.recent')!;
  document.addEventListener(
    'input',
    () => {
      const start = performance.now();
      const observer = new MutationObserver(() => {
        observer.disconnect();
        const rendered = performance.now() - start;
        void document.body.offsetHeight;
        const laidOut = performance.now() - start;
        const items = document.querySelectorAll('li.link-item:not([hidden])').length;
        requestAnimationFrame(() => w.__keys.push({ rendered, laidOut, frame: performance.now() - start, items }));
      });
      observer.observe(list, { childList: true, subtree: true, characterData: true, attributes: true });
    },
    { capture: true },
  );
}

async function keystroke(page: Page, key: KeyInput): Promise<Keystroke> {
  const count = await page.evaluate(() => (globalThis as unknown as { __keys: Keystroke[] }).__keys.length);
  await page.keyboard.press(key);
  await page.waitForFunction(
    (n) => (globalThis as unknown as { __keys: Keystroke[] }).__keys.length > n,
    { timeout: 10_000, polling: 10 },
    count,
  );
  return page.evaluate((n) => (globalThis as unknown as { __keys: Keystroke[] }).__keys[n]!, count);
}

const phases = (ks: Keystroke[]) => ({
  rendered: summarize(ks.map((k) => k.rendered)).median,
  laidOut: summarize(ks.map((k) => k.laidOut)).median,
  frame: summarize(ks.map((k) => k.frame)).median,
  items: ks[0]?.items,
});

const items = (page: Page) => page.$$eval('li.link-item:not([hidden])', (l) => l.length);

export async function benchSearch(b: Bench, runs: number): Promise<{ rows: Row[]; detail: unknown }> {
  b.sandbox.reset();
  await b.configure();
  b.sandbox.store.seed(BIG_KEY, BIG);
  await b.useKey(BIG_KEY, { dropCache: true });
  const page = await b.open('popup.html');
  try {
    await page.waitForFunction(
      (n) => document.querySelectorAll('li.link-item').length === n,
      { timeout: 10_000 },
      PAGE,
    );
    for (let shown = PAGE; shown < LOADED; shown += PAGE) {
      await page.click('button.more');
      await page.waitForFunction(
        (n) => document.querySelectorAll('li.link-item').length === n,
        { timeout: 10_000 },
        shown + PAGE,
      );
    }
    if ((await items(page)) !== LOADED) throw new Error(`expected ${LOADED} links loaded`);
    await page.evaluate(installKeystrokeTimer);
    await page.focus('input[type=search]');
    const narrow: Keystroke[] = [];
    const clear: Keystroke[] = [];
    for (let i = 0; i < runs + 2; i++) {
      const typed = await keystroke(page, 'g');
      const cleared = await keystroke(page, 'Backspace');
      if (typed.items >= LOADED || typed.items === 0 || cleared.items !== LOADED)
        throw new Error(`search did not filter: ${typed.items}, then ${cleared.items}`);
      if (i < 2) continue;
      narrow.push(typed);
      clear.push(cleared);
    }
    return {
      rows: [
        {
          group: 'search',
          name: `keystroke filtering ${LOADED} loaded links (to ${narrow[0]!.items})`,
          unit: 'ms',
          samples: narrow.map((k) => k.laidOut),
          budget: 16,
        },
        {
          group: 'search',
          name: `keystroke clearing it (${LOADED} shown again)`,
          unit: 'ms',
          samples: clear.map((k) => k.laidOut),
          role: 'information',
        },
      ],
      // Medians, ms from the input event: DOM updated, style and layout done, next animation frame.
      detail: { narrow: phases(narrow), clear: phases(clear) },
    };
  } finally {
    await page.close();
  }
}

/**
 * Shortening a list (issue 28): 1,000 new addresses through the manager's "Shorten a list…",
 * from the click on "Shorten all" to "Done." on the page, against the local service at its real
 * limit (50 requests a second). Budget: 10% over 1,000 ÷ the pacing rate (src/background/request-pace.ts).
 * Meanwhile a second manager page over the 10,000-link mirror takes search keystrokes: each one,
 * from its input event to the filtered grid laid out, ≤ 16 ms while the list runs.
 */
import type { Page } from 'puppeteer-core';
import { RATE } from '../../src/background/request-pace';
import { installKeystrokeTimer, keystroke, type Keystroke } from './manager';
import type { Row } from './report';
import { BIG } from './scale';
import { BIG_KEY, type Bench } from './setup';
import { summarize } from './stats';

const COUNT = 1000;
const PAGE = 'sidepanel.html?view=tab';

const ready = (page: Page) => page.waitForSelector('.grid[data-state="ready"]', { timeout: 300_000 });
const running = (page: Page) => page.$eval('.bulk-counts', (p) => !/Done\.|Cancelled\./.test(p.textContent ?? '')).catch(() => false);

async function pressButton(page: Page, label: string) {
  const button = await page.waitForSelector(`xpath/.//button[normalize-space(text())="${label}"]`);
  await button!.click();
}

export async function benchBatch(b: Bench, runs: number): Promise<{ rows: Row[]; detail: unknown }> {
  if (b.sandbox.store.count(BIG_KEY) < BIG) {
    b.sandbox.reset();
    await b.configure();
    b.sandbox.store.seed(BIG_KEY, BIG);
  }
  await b.useKey(BIG_KEY);
  b.sandbox.setRateLimit(50);
  const list = b.open(PAGE);
  const search = b.open(PAGE);
  const [listPage, searchPage] = await Promise.all([list, search]);
  try {
    // The mirror synced first (the whole 10,000 the first time), as a user who has the manager open.
    await listPage.waitForSelector('.sync[data-complete="true"]', { timeout: 300_000 });
    await Promise.all([ready(listPage), ready(searchPage)]);
    await pressButton(listPage, 'Shorten a list…');
    const field = await listPage.waitForSelector('dialog.bulk textarea[name="addresses"]');
    const run = Date.now();
    await field!.evaluate((el, text) => {
      (el as HTMLTextAreaElement).value = text;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, Array.from({ length: COUNT }, (_, i) => `https://bench.example/list/${run}/${i}`).join('\n'));
    await listPage.waitForFunction((n) => document.querySelector('.bulk-summary')?.textContent?.includes(`: ${n} `), { timeout: 30_000 }, COUNT);
    // The end is seen in the page, at the mutation that writes "Done." (no polling delay in the figure).
    await listPage.evaluate(() => {
      const w = globalThis as unknown as { __bulk: { start?: number; end?: number } };
      w.__bulk = {};
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.bulk-counts')?.textContent?.includes('Done.')) return;
        w.__bulk.end = performance.now();
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      document.addEventListener('click', (e) => (e.target as HTMLElement).textContent === 'Shorten all' && (w.__bulk.start = performance.now()), { capture: true });
    });
    await pressButton(listPage, 'Shorten all');
    await listPage.waitForSelector('.bulk-counts');

    // Keystrokes on the other page while the list runs (two to warm up, not counted).
    await searchPage.evaluate(installKeystrokeTimer);
    await searchPage.focus('input.manager-search');
    const narrow: Keystroke[] = [];
    for (let i = 0; i < Math.min(runs, 20) + 2 && (await running(listPage)); i++) {
      const typed = await keystroke(searchPage, 'g');
      await keystroke(searchPage, 'Backspace');
      if (i >= 2) narrow.push(typed);
    }
    await listPage.waitForFunction(() => (globalThis as unknown as { __bulk: { end?: number } }).__bulk.end !== undefined, { timeout: 120_000, polling: 200 });
    const { start, end } = await listPage.evaluate(() => (globalThis as unknown as { __bulk: { start: number; end: number } }).__bulk);
    const counts = await listPage.$eval('.bulk-counts', (p) => p.textContent);
    if (!counts?.includes(`Made: ${COUNT} `)) throw new Error(`the list did not make every link: ${counts}`);
    const budget = Math.round((1.1 * COUNT * 1000) / RATE);
    return {
      rows: [
        { group: 'batch', name: `${COUNT.toLocaleString('en')} addresses shortened, Shorten all to Done (paced at ${RATE}/s)`, unit: 'ms', samples: [end - start], budget },
        { group: 'batch', name: `manager search keystroke over ${BIG.toLocaleString('en')} links during the run`, unit: 'ms', samples: narrow.map((k) => k.laidOut), budget: 16 },
      ],
      detail: { counts, total: end - start, keystrokes: summarize(narrow.map((k) => k.laidOut)) },
    };
  } finally {
    b.sandbox.setRateLimit(null);
    await Promise.all([listPage.close(), searchPage.close()]);
  }
}

/**
 * The link manager with 10,000 links in its mirror:
 * - open: navigation start to the animation frame after the first grid row is in the DOM, opened
 *   directly as from the shortcut (no popup opened first), against the same for the manager's
 *   floor page (./pages.ts: the mirror's 30 newest links drawn as plain rows), pair by pair (≤ 1.3×);
 * - search: one keystroke in its search over all 10,000 links, from the input event to the
 *   filtered grid in the DOM with style and layout done (≤ 16 ms), and the keystroke clearing it.
 * The mirror is synced once before anything is timed.
 */
import type { KeyInput, Page } from 'puppeteer-core';
import type { Marks } from './marks';
import { marksWhen } from './marks';
import { MANAGER_FLOOR_ROWS } from './pages';
import { HEAD_KEY } from '../../src/shared/settings/keys';
import type { Row } from './report';
import { BIG } from './scale';
import { BIG_KEY, type Bench } from './setup';
import { interleaved, ratios, summarize } from './stats';

const PAGE = 'sidepanel.html';

/** Runs before the page's scripts: `rows` when the first grid row is in the DOM, and the frame after. */
function installManagerMarks(): void {
  const marks: Record<string, number> = {};
  (globalThis as unknown as { __marks: Marks }).__marks = marks;
  new MutationObserver((_, observer) => {
    if (!document.querySelector('.grid-row')) return;
    observer.disconnect();
    marks.rows = performance.now();
    requestAnimationFrame(() => (marks.rowsFrame = performance.now()));
  }).observe(document, { childList: true, subtree: true });
}

/** The page settled: the sync it started on opening has finished (nothing runs into the next run). */
const settled = (page: Page) => page.waitForSelector('.sync[data-phase="idle"]', { timeout: 60_000 });

async function openManager(b: Bench, path = PAGE): Promise<number> {
  const page = await b.open(path, installManagerMarks);
  try {
    const marks = await marksWhen(page, 'rowsFrame', 20_000);
    if (path === PAGE) await settled(page);
    return marks.rowsFrame!;
  } finally {
    await page.close();
  }
}

export interface Keystroke {
  laidOut: number;
  items: number;
}

export function installKeystrokeTimer(): void {
  const w = globalThis as unknown as { __keys: Keystroke[] };
  w.__keys = [];
  const grid = document.querySelector('.grid')!;
  document.addEventListener(
    'input',
    () => {
      const start = performance.now();
      const observer = new MutationObserver(() => {
        observer.disconnect();
        void document.body.offsetHeight;
        w.__keys.push({ laidOut: performance.now() - start, items: Number(grid.getAttribute('data-count')) });
      });
      observer.observe(grid, { childList: true, subtree: true, characterData: true, attributes: true });
    },
    { capture: true },
  );
}

export async function keystroke(page: Page, key: KeyInput): Promise<Keystroke> {
  const count = await page.evaluate(() => (globalThis as unknown as { __keys: Keystroke[] }).__keys.length);
  await page.keyboard.press(key);
  await page.waitForFunction(
    (n) => (globalThis as unknown as { __keys: Keystroke[] }).__keys.length > n,
    { timeout: 10_000, polling: 10 },
    count,
  );
  return page.evaluate((n) => (globalThis as unknown as { __keys: Keystroke[] }).__keys[n]!, count);
}

export async function benchManager(b: Bench, runs: number): Promise<{ rows: Row[]; detail: unknown }> {
  if (b.sandbox.store.count(BIG_KEY) !== BIG) {
    b.sandbox.reset();
    await b.configure();
    b.sandbox.store.seed(BIG_KEY, BIG);
  }
  await b.useKey(BIG_KEY, { dropCache: true });
  // The first open syncs the whole mirror; every open after it shows the mirror at once.
  const first = await b.open(PAGE);
  try {
    await first.waitForSelector(`.sync[data-complete="true"]`, { timeout: 300_000 });
    await first.waitForSelector(`.grid[data-state="ready"][data-count="${BIG}"]`, { timeout: 60_000 });
    await settled(first);
  } finally {
    await first.close();
  }
  // As a user has it: the manager opened directly (shortcut, button), no popup opened first; what
  // the sync left behind (the mirror, and the head its first page wrote through the store) is all
  // the page has.
  // Against the floor (./pages.ts): the mirror's 30 newest links read and drawn as plain rows.
  const account = await (
    await b.ext.worker()
  ).evaluate(async (key) => ((await chrome.storage.local.get(key))[key] as { account: string }).account, HEAD_KEY);
  const pairs = await interleaved(
    runs,
    () => openManager(b, `floor-manager.html?account=${encodeURIComponent(account)}`),
    () => openManager(b),
  );

  const page = await b.open(PAGE);
  const narrow: Keystroke[] = [];
  const clear: Keystroke[] = [];
  try {
    await page.waitForSelector(`.grid[data-state="ready"][data-count="${BIG}"]`, { timeout: 60_000 });
    await settled(page);
    await page.evaluate(installKeystrokeTimer);
    await page.focus('input.manager-search');
    for (let i = 0; i < runs + 2; i++) {
      const typed = await keystroke(page, 'g');
      const cleared = await keystroke(page, 'Backspace');
      if (typed.items >= BIG || typed.items === 0 || cleared.items !== BIG)
        throw new Error(`search did not filter: ${typed.items}, then ${cleared.items}`);
      if (i < 2) continue;
      narrow.push(typed);
      clear.push(cleared);
    }
  } finally {
    await page.close();
  }
  const n = BIG.toLocaleString('en');
  return {
    rows: [
      {
        group: 'manager',
        name: `floor page: ${MANAGER_FLOOR_ROWS} rows from the mirror, frame showing them`,
        unit: 'ms',
        samples: pairs.baseline,
        role: 'baseline',
      },
      { group: 'manager', name: `open to first rows, ${n} links stored`, unit: 'ms', samples: pairs.subject },
      {
        group: 'manager',
        name: `open to first rows, ${n} links ÷ floor page`,
        unit: 'ratio',
        samples: ratios(pairs),
        budget: 1.3,
      },
      {
        group: 'manager',
        name: `search keystroke over ${n} links (to ${narrow[0]!.items})`,
        unit: 'ms',
        samples: narrow.map((k) => k.laidOut),
        budget: 16,
      },
      {
        group: 'manager',
        name: `search keystroke clearing it (${n} again)`,
        unit: 'ms',
        samples: clear.map((k) => k.laidOut),
        role: 'information',
      },
    ],
    detail: {
      open: summarize(pairs.subject),
      narrow: summarize(narrow.map((k) => k.laidOut)),
      clear: summarize(clear.map((k) => k.laidOut)),
    },
  };
}

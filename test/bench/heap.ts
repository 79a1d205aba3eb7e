/**
 * The popup's JavaScript heap after garbage collection, against the blank page's: each page opened
 * in a tab on its own (the popup with its cached links shown and its list refresh answered; the
 * blank page after its load event), then CDP `HeapProfiler.collectGarbage` and
 * `Runtime.getHeapUsage` (usedSize) on that page; in rounds, the difference taken round by round.
 * The row's floor in the same rounds: the least page the stack makes that draws the popup's same
 * first frame (./same-frame.ts, its DOM checked equal in the stack section), information. The
 * rounds are split over browser sessions launched for them (./sessions.ts): a session draws the mode
 * of its heaps, so the row is the median over all the sessions' rounds.
 *
 * Chromium runs every page of one extension in one renderer process, one V8 heap for all of them:
 * a figure is the page's own only while no other page of the extension is open. So each run checks
 * that no other extension page is open, and the section measures that sharing once to show it: the
 * blank page's heap alone, and again while a popup is open beside it (it then reads as the popup's).
 */
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { CACHED_LINKS, timeOpen, waitForRequests } from './popup-open';
import type { Row } from './report';
import { addSameFramePage, SAME_FRAME } from './same-frame';
import { sessionRows, splitRuns } from './sessions';
import { startBench, type Bench } from './setup';
import { rounds, sleep, summarize } from './stats';

/** The row's floor page (./same-frame.ts). */
const FLOOR_PAGE = `${SAME_FRAME}.html`;

/** At most this many pairs: a heap after GC varies by a few kB between runs, where a timing needs N. */
export const HEAP_RUNS = 11;

/** usedSize after a full GC, bytes. */
async function heapAfterGc(page: Page): Promise<number> {
  const session = await page.createCDPSession();
  try {
    await session.send('HeapProfiler.collectGarbage');
    return (await session.send('Runtime.getHeapUsage')).usedSize;
  } finally {
    await session.detach().catch(() => {});
  }
}

/** Throws if a page of the extension other than `page` is open (its heap would be counted too). */
function assertAlone(b: Bench, page: Page): void {
  const others = b.ext.browser
    .targets()
    .filter((t) => t.type() === 'page' && t.url().startsWith(b.url('')) && t.url() !== page.url());
  if (others.length) throw new Error(`another page of the extension is open: ${others.map((t) => t.url()).join(', ')}`);
}

/**
 * Waits until `ready` holds in the page, asked the same way of both pages: a plain evaluate in a
 * loop from Node. (puppeteer's waitForSelector injects its own helper script into the page it
 * waits on, tens of kB of heap that would count as the popup's alone.)
 */
async function until(page: Page, ready: () => boolean, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await page.evaluate(ready))) {
    if (Date.now() > end) throw new Error(`${page.url()}: not ready in ${timeout} ms`);
    await sleep(10);
  }
}

async function openReady(b: Bench, path: string): Promise<Page> {
  const before = b.sandbox.requests.length;
  const page = await b.open(path);
  if (path === 'popup.html' || path === FLOOR_PAGE) {
    await until(page, () => document.querySelector('li.link-item') !== null);
    if (path === 'popup.html') await waitForRequests(b, before + 1);
  } else
    await until(
      page,
      // A stack floor page (./stack-floor.ts) is ready once it drew its one element, or its rows.
      () =>
        document.readyState === 'complete' &&
        (!location.pathname.startsWith('/stack') ||
          document.getElementById('stack') !== null ||
          document.querySelector('li.link-item') !== null),
    );
  return page;
}

export async function measure(b: Bench, path: string): Promise<number> {
  const page = await openReady(b, path);
  try {
    assertAlone(b, page);
    return await heapAfterGc(page);
  } finally {
    await page.close();
  }
}

/** The sharing, shown once (bytes): the blank page alone, then with a popup open beside it. */
async function sharing(b: Bench) {
  const blankAlone = await measure(b, 'blank.html');
  const popup = await openReady(b, 'popup.html');
  const blank = await openReady(b, 'blank.html');
  const [blankBesidePopup, popupBesideBlank] = [await heapAfterGc(blank), await heapAfterGc(popup)];
  await Promise.all([blank.close(), popup.close()]);
  return { blankAlone, blankBesidePopup, popupBesideBlank };
}

/** The heaps of one browser session (bytes): `runs` rounds of the three pages, and the sharing if `shown`. */
async function heapSession(runs: number, shown: boolean) {
  const b = await startBench();
  try {
    // The options page the install opens (onInstalled, no key yet) would share the heap: waited for
    // and closed, as test/e2e/support/fixture.ts does (under load it opened after the first pages here).
    const installed = await b.ext.browser
      .waitForTarget((t) => t.url() === b.url('options.html'), { timeout: 10_000 })
      .catch(() => null);
    await (await installed?.asPage())?.close();
    b.sandbox.reset();
    await b.configure();
    b.sandbox.store.seed(DEMO_KEY, CACHED_LINKS);
    await timeOpen(b, 'popup.html', 'linksFrame');
    const shared = shown ? await sharing(b) : undefined;
    await addSameFramePage(b.dir);
    const [blanks, popups, floors] = await rounds(runs, [
      () => measure(b, 'blank.html'),
      () => measure(b, 'popup.html'),
      () => measure(b, FLOOR_PAGE),
    ]);
    return {
      blanks: blanks!,
      popups: popups!,
      floors: floors!,
      shared,
    };
  } finally {
    await b.close();
  }
}

/**
 * The section: its rounds split over browser sessions (./sessions.ts), each a browser of its own
 * launched for it (not the run's: the heap then does not depend on the sections before it either).
 */
export async function benchHeap(runs: number): Promise<{ rows: Row[]; detail: unknown }> {
  const sessions: Awaited<ReturnType<typeof heapSession>>[] = [];
  for (const n of splitRuns(Math.min(runs, HEAP_RUNS))) sessions.push(await heapSession(n, !sessions.length));
  const all = (k: 'blanks' | 'popups' | 'floors') => sessions.flatMap((s) => s[k]);
  const [blanks, popups, floors] = [all('blanks'), all('popups'), all('floors')];
  const over = (s: number[]) => s.map((v, i) => v - blanks[i]!);
  const blankMedian = summarize(blanks).median;
  const popupMedian = summarize(popups).median;
  // A figure that is not the page's own would show here: the popup's heap no larger than the blank page's.
  if (!(popupMedian > blankMedian))
    throw new Error(
      `the popup's heap (${popupMedian} B) is not above the blank page's (${blankMedian} B): not each page's own`,
    );
  const budgeted: Row = {
    group: 'heap',
    name: 'popup over blank page',
    unit: 'bytes',
    samples: over(popups),
    budget: 600_000,
  };
  const blankRow: Row = {
    group: 'heap',
    name: 'blank extension page, used JS heap after GC',
    unit: 'bytes',
    samples: blanks,
    role: 'baseline',
  };
  return {
    rows: [
      blankRow,
      {
        group: 'heap',
        name: `popup with ${CACHED_LINKS} cached links, used JS heap after GC`,
        unit: 'bytes',
        samples: popups,
      },
      {
        group: 'heap',
        name: 'popup ÷ blank page',
        unit: 'ratio',
        samples: popups.map((v, i) => v / blanks[i]!),
        role: 'information',
      },
      budgeted,
      // Each session's own: the blank page's heap says which mode the session drew, the row what it read in it.
      ...sessionRows(
        blankRow,
        sessions.map((s) => s.blanks),
      ),
      ...sessionRows(
        budgeted,
        sessions.map((s) => s.popups.map((v, i) => v - s.blanks[i]!)),
      ),
      {
        group: 'heap',
        name: 'floor: the least page with the stack drawing the same first frame, over blank page',
        unit: 'bytes',
        samples: over(floors),
        role: 'information',
      },
      {
        group: 'heap',
        name: 'popup over that floor page',
        unit: 'bytes',
        samples: popups.map((v, i) => v - floors[i]!),
        role: 'information',
      },
    ],
    // Bytes, the first session's: one renderer process for the extension's pages, so two pages open at once read alike.
    detail: { sharing: sessions[0]!.shared },
  };
}

/**
 * The stack floor (`BENCH_ONLY=stack`, information): what the libraries the product requires cost
 * by themselves, against the same baselines as the budgets, pair by pair in one run.
 *
 * - Workers, each an extension of its own (as the floor worker, ./pages.ts): the floor worker
 *   itself with the real manifest's APIs (the floor worker's manifest asks for none); the floor
 *   worker's listener written against webextension-polyfill (`wxt/browser`), with the bare
 *   manifest and with the real manifest's APIs; the same with every zod schema of the shared
 *   contract and stored values built and used once at start (./stack/schemas.ts); the least the
 *   real `status` can do with the stack (./stack/worker-status.ts); the polyfill's listener with as
 *   many WXT storage items as the background defines (./stack/worker-items.ts); the same listener
 *   with tldts loaded and not called (./stack/worker-tldts.ts). Each stopped,
 *   then woken by `status`, as the worker section does, in the same rounds as the floor worker and
 *   the real worker.
 * - Pages of the extension: preact rendering one element; preact and the popup's storage reads
 *   through `chrome`, one element; the same through the polyfill; preact, the polyfill and zod (the same reads checked by the
 *   popup's own schemas, one element). Their heap over the blank
 *   page, measured as the heap section does, in the same rounds as the popup's.
 * - The popup's first frame with the least the stack allows (./stack/page-first-frame.ts: preact,
 *   the polyfill, our i18n, the popup's three reads and its styles, the cached links as plain rows),
 *   timed as the popup section does, against the floor page in the same rounds as the popup.
 * - The popup's SAME first frame with the least of the stack (./stack/page-same-frame.ts: the same
 *   DOM as the popup's, checked in the run), timed in the same rounds as the two pages and the
 *   popup (./same-frame.ts), in Firefox too (./firefox-same-frame.ts); its heap as the popup's,
 *   and both heaps at the first row, paused there (./first-frame-heap.ts).
 *
 * Bundled as ./stack-workers.ts does, into the bench's temporary copy of the build only.
 */
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { measure, HEAP_RUNS } from './heap';
import { CACHED_LINKS, timeOpen } from './popup-open';
import type { Row } from './report';
import { watchWorkers, type Bench, type WorkerWatch } from './setup';
import { addStackPage, addWorker, leastStackWorker } from './stack-workers';
import { firstRowHeapRows } from './first-frame-heap';
import { timeFirefoxSameFrame } from './firefox-same-frame';
import { addSameFramePage, SAME_FRAME, sameFrameRows, timeSameFrame } from './same-frame';
import { rounds, sleep } from './stats';
import { timeWake } from './wake';

/** The stack floor pages, into the extension's folder `dir`. */
export async function addStackPages(dir: string): Promise<void> {
  await addStackPage(dir, 'stack-preact', 'page-preact.ts');
  await addStackPage(dir, 'stack-chrome', 'page-chrome.ts');
  await addStackPage(dir, 'stack-polyfill', 'page-polyfill.ts');
  await addStackPage(dir, 'stack-page', 'page.ts');
  await addStackPage(dir, 'stack-first-frame', 'page-first-frame.ts');
  await addSameFramePage(dir);
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!;

export async function benchStack(b: Bench, runs: number): Promise<{ rows: Row[]; detail: unknown }> {
  const dirs = [
    await addWorker(b.dir, 'stack-floor-surface', null, true),
    await addWorker(b.dir, 'stack-worker-polyfill-bare', 'worker-polyfill.ts', false),
    await addWorker(b.dir, 'stack-worker-polyfill', 'worker-polyfill.ts', true),
    await addWorker(b.dir, 'stack-worker-schemas', 'worker-schemas.ts', true),
    await addWorker(b.dir, 'stack-worker-items', 'worker-items.ts', true),
    await addWorker(b.dir, 'stack-worker-tldts', 'worker-tldts.ts', true),
  ];
  await addStackPages(b.dir);
  const ids: string[] = [];
  for (const dir of dirs) ids.push(await b.ext.browser.installExtension(dir));
  // The least-with-the-stack worker is the worker section's too: installed once, in the rounds' order.
  ids.splice(4, 0, await leastStackWorker(b));
  // A session of its own for every worker woken here: the one the bench started with may be gone
  // after the sections before (the heap section closes pages).
  const floorId = new URL(b.floorWorker.url('')).host;
  const [floorWatch, realWatch, ...watches] = await watchWorkers(b.ext, [floorId, b.ext.id, ...ids]);
  const pageOf = async (id: string) => {
    const page = await b.ext.browser.newPage();
    await page.goto(`chrome-extension://${id}/blank.html`, { waitUntil: 'load' });
    return page;
  };
  const pages: Page[] = [];
  for (const id of ids) pages.push(await pageOf(id));
  const floorPage = await b.ext.browser.newPage();
  await floorPage.goto(b.floorWorker.url('blank.html'), { waitUntil: 'load' });
  const page = await b.open('blank.html');
  await sleep(500);
  const wake = (w: WorkerWatch, p: Page, name: string) => () => timeWake(w, p, name);
  const [floor, surface, polyfillBare, polyfill, schemas, statusFloor, items, tldts, real] = await rounds(runs, [
    wake(floorWatch!, floorPage, 'floor worker'),
    ...watches.map((w, i) => wake(w, pages[i]!, `stack worker ${i}`)),
    wake(realWatch!, page, 'worker'),
  ]);
  for (const p of [...pages, floorPage, page]) await p.close();
  const over = (s: number[]) => s.map((v, i) => v / floor![i]!);

  // The heap: each page alone in the browser, as the heap section measures it.
  for (const open of await b.ext.browser.pages()) if (open.url().startsWith(b.url(''))) await open.close();
  b.sandbox.reset();
  await b.configure();
  b.sandbox.store.seed(DEMO_KEY, CACHED_LINKS);
  await timeOpen(b, 'popup.html', 'linksFrame');
  const [blank, preact, chromeRead, polyfillRead, stackPage, firstFrameHeap, sameFrameHeap, popup] = await rounds(
    Math.min(runs, HEAP_RUNS),
    [
      () => measure(b, 'blank.html'),
      () => measure(b, 'stack-preact.html'),
      () => measure(b, 'stack-chrome.html'),
      () => measure(b, 'stack-polyfill.html'),
      () => measure(b, 'stack-page.html'),
      () => measure(b, 'stack-first-frame.html'),
      () => measure(b, `${SAME_FRAME}.html`),
      () => measure(b, 'popup.html'),
    ],
  );
  const overBlank = (s: number[]) => s.map((v, i) => v - blank![i]!);
  const atFirstRow = await firstRowHeapRows(b, Math.min(runs, HEAP_RUNS), `${SAME_FRAME}.html`);
  // The popup's first frame: the least the stack does for it (plain rows, and the popup's same DOM),
  // and the popup, each against the floor page; the same DOM checked first (./same-frame.ts).
  const chromium = await timeSameFrame(b, runs);
  const [floorShown, firstFrame, sameFrame, popupShown] = chromium.samples;
  const overFloor = (s: number[]) => s.map((v, i) => v / floorShown![i]!);
  const firefox = await timeFirefoxSameFrame(b, runs, addSameFramePage);

  const rows: Row[] = [
    { group: 'stack', name: 'floor worker: stopped → status answered', unit: 'ms', samples: floor!, role: 'baseline' },
    {
      group: 'stack',
      name: "floor worker, the real manifest's APIs: ÷ floor worker",
      unit: 'ratio',
      samples: over(surface!),
      role: 'information',
    },
    {
      group: 'stack',
      name: 'worker, polyfill, bare manifest: ÷ floor worker',
      unit: 'ratio',
      samples: over(polyfillBare!),
      role: 'information',
    },
    {
      group: 'stack',
      name: "worker, polyfill, the real manifest's APIs: ÷ floor worker",
      unit: 'ratio',
      samples: over(polyfill!),
      role: 'information',
    },
    {
      group: 'stack',
      name: "worker, polyfill + zod schemas, the real manifest's APIs: ÷ floor worker",
      unit: 'ratio',
      samples: over(schemas!),
      role: 'information',
    },
    {
      group: 'stack',
      name: "worker, status's least with the stack (polyfill, its schemas, one read per area): ÷ floor worker",
      unit: 'ratio',
      samples: over(statusFloor!),
      role: 'information',
    },
    {
      group: 'stack',
      name: "worker, polyfill + WXT's storage items as many as the background's: ÷ floor worker",
      unit: 'ratio',
      samples: over(items!),
      role: 'information',
    },
    {
      group: 'stack',
      name: 'worker, polyfill + tldts loaded, not called: ÷ floor worker',
      unit: 'ratio',
      samples: over(tldts!),
      role: 'information',
    },
    {
      group: 'stack',
      name: 'worker, the real one: ÷ floor worker',
      unit: 'ratio',
      samples: over(real!),
      role: 'information',
    },
    {
      group: 'stack',
      name: 'page, preact and one element: heap over blank',
      unit: 'bytes',
      samples: overBlank(preact!),
      role: 'information',
    },
    {
      group: 'stack',
      name: 'page, preact, the storage reads through chrome.*: heap over blank',
      unit: 'bytes',
      samples: overBlank(chromeRead!),
      role: 'information',
    },
    {
      group: 'stack',
      name: 'page, preact + polyfill, the storage reads: heap over blank',
      unit: 'bytes',
      samples: overBlank(polyfillRead!),
      role: 'information',
    },
    {
      group: 'stack',
      name: "page, preact + polyfill + zod (the popup's checked read): heap over blank",
      unit: 'bytes',
      samples: overBlank(stackPage!),
      role: 'information',
    },
    {
      group: 'stack',
      name: "page, the popup's first frame with the least of the stack, links as li: heap over blank",
      unit: 'bytes',
      samples: overBlank(firstFrameHeap!),
      role: 'information',
    },
    {
      group: 'stack',
      name: "page, the popup's same first frame (same DOM) with the least of the stack: heap over blank",
      unit: 'bytes',
      samples: overBlank(sameFrameHeap!),
      role: 'information',
    },
    { group: 'stack', name: 'popup: heap over blank', unit: 'bytes', samples: overBlank(popup!), role: 'information' },
    {
      group: 'stack',
      name: "page, the popup's first frame with the least of the stack (preact, polyfill, i18n, its three reads and styles; links as li): ÷ floor page",
      unit: 'ratio',
      samples: overFloor(firstFrame!),
      role: 'information',
    },
    {
      group: 'stack',
      name: 'popup: cached links drawn ÷ floor page, in the same rounds',
      unit: 'ratio',
      samples: overFloor(popupShown!),
      role: 'information',
    },
    {
      group: 'stack',
      // The popup's own code, pair by pair: what a popup written on this stack could still save.
      name: "popup ÷ the popup's first frame with the least of the stack, same rounds",
      unit: 'ratio',
      samples: popupShown!.map((v, i) => v / firstFrame![i]!),
      role: 'information',
    },
    ...atFirstRow,
    ...sameFrameRows(floorShown!, firstFrame!, sameFrame!, popupShown!, firefox.samples),
  ];
  return {
    rows,
    detail: {
      // The DOM check's outcome in each browser (./same-frame-dom.ts).
      sameFrameDom: { chromium: chromium.dom, firefox: firefox.dom },
      // Each page's marks in those rounds, ms since navigation start, medians.
      sameFrameMarks: { chromium: chromium.marks, firefox: firefox.marks },
      wakeMs: Object.fromEntries(
        Object.entries({ floor, surface, polyfillBare, polyfill, schemas, statusFloor, items, tldts, real }).map(
          ([k, v]) => [k, median(v!)],
        ),
      ),
    },
  };
}

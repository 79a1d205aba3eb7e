/**
 * A message to a stopped service worker: `chrome.runtime.sendMessage({type: 'status'})` from an
 * extension page until the answer, the worker stopped just before (as Chrome stops an idle one;
 * ./wake.ts). The budget is against the least `status` can do with the stack the product requires
 * (the stack section's ./stack/worker-status.ts: the polyfill, the contract's schema, one storage
 * read per area, what it answers read through the same schemas), since that least already costs
 * about 2× the bare floor worker (./pages.ts: the same listener and nothing else); the ratio to the
 * floor worker stays, for information. All three, each stopped the same way and woken from a page
 * of its own extension, in the same rounds of one run, the order rotated round by round. The same
 * message to the running worker, just after, and the workers' heaps (./worker-heap.ts) are given
 * for information.
 */
import type { Page } from 'puppeteer-core';
import type { Row } from './report';
import { watchWorkers, type Bench } from './setup';
import { leastStackWorker } from './stack-workers';
import { rounds, sleep } from './stats';
import { timeStatus, timeWake } from './wake';
import { workerHeapRows, type Woken } from './worker-heap';

/** The real worker's wake ÷ the least-with-the-stack worker's, pair by pair (issue 46). */
const OVER_LEAST_WITH_STACK = 1.3;

const over = (s: number[], base: number[]) => s.map((v, i) => v / base[i]!);

export async function benchWorker(b: Bench, runs: number): Promise<{ rows: Row[] }> {
  b.sandbox.reset();
  await b.configure();
  const stackId = await leastStackWorker(b);
  const floorId = new URL(b.floorWorker.url('')).host;
  // A session that sees all three workers (the bench's first one knows only two of them).
  const [floorWatch, realWatch, stackWatch] = await watchWorkers(b.ext, [floorId, b.ext.id, stackId]);
  const pages: Page[] = [];
  const pageOf = async (id: string) => {
    const page = await b.ext.browser.newPage();
    pages.push(page);
    await page.goto(`chrome-extension://${id}/blank.html`, { waitUntil: 'load' });
    return page;
  };
  try {
    const workers: Record<'floor' | 'stack' | 'real', Woken> = {
      floor: { id: floorId, watch: floorWatch!, page: await pageOf(floorId), name: 'floor worker' },
      stack: { id: stackId, watch: stackWatch!, page: await pageOf(stackId), name: 'least-with-the-stack worker' },
      real: { id: b.ext.id, watch: realWatch!, page: await pageOf(b.ext.id), name: 'worker' },
    };
    // As the stack section: a worker just installed is still starting; the first rounds are dropped anyway.
    await sleep(500);
    const running: number[] = [];
    const wake = (w: Woken) => () => timeWake(w.watch, w.page, w.name);
    const [floor, stack, real] = await rounds(runs, [
      wake(workers.floor),
      wake(workers.stack),
      async () => {
        const ms = await wake(workers.real)();
        running.push(await timeStatus(workers.real.page));
        return ms;
      },
    ]);
    return {
      rows: [
        {
          group: 'worker',
          name: 'floor worker (same listener, nothing else): stopped → status answered',
          unit: 'ms',
          samples: floor!,
          role: 'baseline',
        },
        {
          group: 'worker',
          name: "least-with-the-stack worker (status's least with the stack): stopped → status answered",
          unit: 'ms',
          samples: stack!,
          role: 'baseline',
        },
        { group: 'worker', name: 'stopped → status answered', unit: 'ms', samples: real! },
        {
          group: 'worker',
          name: 'stopped → answer ÷ least-with-the-stack worker',
          unit: 'ratio',
          samples: over(real!, stack!),
          budget: OVER_LEAST_WITH_STACK,
        },
        {
          group: 'worker',
          name: 'stopped → answer ÷ floor worker',
          unit: 'ratio',
          samples: over(real!, floor!),
          role: 'information',
        },
        {
          group: 'worker',
          name: 'least-with-the-stack worker ÷ floor worker',
          unit: 'ratio',
          samples: over(stack!, floor!),
          role: 'information',
        },
        {
          group: 'worker',
          name: 'status message, worker running',
          unit: 'ms',
          // rounds() drops its first 2 rounds; the samples taken beside them go too.
          samples: running.slice(-runs),
          role: 'information',
        },
        ...(await workerHeapRows(b, runs, workers)),
      ],
    };
  } finally {
    for (const page of pages) await page.close();
  }
}

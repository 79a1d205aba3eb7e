/**
 * The workers' JavaScript heap (information, no budget): each worker stopped, woken by `status`
 * (as ./worker.ts times it), then CDP `HeapProfiler.collectGarbage` and `Runtime.getHeapUsage`
 * (usedSize) on its own target, as ./heap.ts does for pages. The real worker is measured again
 * after one shortening from the same page (a new address, so the service makes a link). A service
 * worker runs in an isolate of its own, so open pages of its extension do not count, unlike a
 * page's heap. The session is attached for the measure only and detached at once: Chrome holds a
 * worker started while a debugging session is open until that session lets it run.
 */
import type { Page } from 'puppeteer-core';
import { HEAP_RUNS } from './heap';
import type { Row } from './report';
import type { Bench, WorkerWatch } from './setup';
import { rounds } from './stats';
import { timeWake } from './wake';

/** A worker to wake: its extension's id, how it is watched, and a page of its extension to send from. */
export interface Woken {
  id: string;
  watch: WorkerWatch;
  page: Page;
  name: string;
}

/** usedSize of the running worker of extension `id` after a full GC, bytes. */
async function workerHeap(b: Bench, id: string): Promise<number> {
  const root = await b.ext.browser.target().createCDPSession();
  try {
    const { targetInfos } = await root.send('Target.getTargets');
    const targetId = targetInfos
      .filter((t) => t.type === 'service_worker' && t.url.startsWith(`chrome-extension://${id}/`))
      .at(-1)?.targetId;
    if (!targetId) throw new Error(`no running worker for the extension ${id}`);
    const { sessionId } = await root.send('Target.attachToTarget', { targetId, flatten: true });
    try {
      const session = root.connection()!.session(sessionId)!;
      await session.send('HeapProfiler.collectGarbage');
      return (await session.send('Runtime.getHeapUsage')).usedSize;
    } finally {
      await root.send('Target.detachFromTarget', { sessionId }).catch(() => {});
    }
  } finally {
    await root.detach().catch(() => {});
  }
}

/** `w` woken by `status`, then its heap; it must still be running (a stopped one's target is stale). */
async function heapAfterWake(b: Bench, w: Woken): Promise<number> {
  await timeWake(w.watch, w.page, w.name);
  const bytes = await workerHeap(b, w.id);
  if (w.watch.status() !== 'running') throw new Error(`the ${w.name} stopped while its heap was measured`);
  return bytes;
}

let shortened = 0;

/** One shortening through the worker, as a page asks for it: a new address, a new action. */
async function shortenOnce(page: Page): Promise<void> {
  const url = `https://example.com/bench/worker-heap/${Date.now()}-${++shortened}`;
  const reply = await page.evaluate(
    (u) => chrome.runtime.sendMessage({ type: 'shorten', url: u, actionId: crypto.randomUUID(), reuseKnown: false }),
    url,
  );
  if (!(reply as { ok?: boolean } | undefined)?.ok) throw new Error(`shorten answered ${JSON.stringify(reply)}`);
}

/** The heap rows: the floor worker, the least-with-the-stack worker and the real one, in rotated rounds. */
export async function workerHeapRows(
  b: Bench,
  runs: number,
  workers: { floor: Woken; stack: Woken; real: Woken },
): Promise<Row[]> {
  const afterShortening: number[] = [];
  const [floor, stack, real] = await rounds(Math.min(runs, HEAP_RUNS), [
    () => heapAfterWake(b, workers.floor),
    () => heapAfterWake(b, workers.stack),
    async () => {
      const bytes = await heapAfterWake(b, workers.real);
      await shortenOnce(workers.real.page);
      afterShortening.push(await workerHeap(b, workers.real.id));
      return bytes;
    },
  ]);
  const row = (name: string, samples: number[]): Row => ({
    group: 'worker',
    name,
    unit: 'bytes',
    samples,
    role: 'information',
  });
  return [
    row('floor worker: used JS heap after GC, after a wake', floor!),
    row('least-with-the-stack worker: used JS heap after GC, after a wake', stack!),
    row('used JS heap after GC, after a wake', real!),
    // rounds() drops its first 2 rounds; the samples taken beside them go too.
    row('used JS heap after GC, after a wake and one shortening', afterShortening.slice(-real!.length)),
  ];
}

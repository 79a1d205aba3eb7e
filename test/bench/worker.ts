/**
 * A message to a stopped service worker: `chrome.runtime.sendMessage({type: 'status'})` from an
 * extension page until the answer, the worker stopped just before (as Chrome stops an idle one),
 * against the same message to the floor worker (./pages.ts: the same listener and nothing else),
 * stopped the same way, from its own extension's blank page; pair by pair in one run. Stopped
 * with the same CDP command as the e2e helper `stopWorker()` (ServiceWorker.stopAllWorkers), on a
 * session that sees the workers' status, so a run starts only once the browser reports the worker
 * stopped, and counts only if the message started it. The same message to the running worker, just
 * after, is given for information.
 */
import type { Page } from 'puppeteer-core';
import type { Row } from './report';
import type { Bench, WorkerWatch } from './setup';
import { interleaved, ratios, sleep } from './stats';

async function timeStatus(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const t0 = performance.now();
    const reply = (await chrome.runtime.sendMessage({ type: 'status' })) as { ok?: boolean } | undefined;
    const ms = performance.now() - t0;
    if (!reply?.ok) throw new Error(`status answered ${JSON.stringify(reply)}`);
    return ms;
  });
}

async function until(what: string, ok: () => boolean, timeout = 5000): Promise<void> {
  const end = Date.now() + timeout;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** `w` stopped, then woken by the message from `page`: the time to its answer. */
export async function timeWake(w: WorkerWatch, page: Page, name: string): Promise<number> {
  await w.session.send('ServiceWorker.stopAllWorkers');
  await until(`the ${name} to stop`, () => w.status() === 'stopped');
  // A start that is not the message's (one more than this) makes the run fail below.
  const starts = w.starts();
  const ms = await timeStatus(page);
  if (w.starts() !== starts + 1) throw new Error(`the message did not start the ${name}`);
  return ms;
}

export async function benchWorker(b: Bench, runs: number): Promise<{ rows: Row[] }> {
  b.sandbox.reset();
  await b.configure();
  const page = await b.open('blank.html');
  const floorPage = await b.ext.browser.newPage();
  await floorPage.goto(b.floorWorker.url('blank.html'), { waitUntil: 'load' });
  const running: number[] = [];
  try {
    const pairs = await interleaved(
      runs,
      () => timeWake(b.floorWorker, floorPage, 'floor worker'),
      async () => {
        const ms = await timeWake(b.worker, page, 'worker');
        running.push(await timeStatus(page));
        return ms;
      },
    );
    return {
      rows: [
        {
          group: 'worker',
          name: 'floor worker (same listener, nothing else): stopped → status answered',
          unit: 'ms',
          samples: pairs.baseline,
          role: 'baseline',
        },
        { group: 'worker', name: 'stopped → status answered', unit: 'ms', samples: pairs.subject },
        {
          group: 'worker',
          name: 'stopped → answer ÷ floor worker',
          unit: 'ratio',
          samples: ratios(pairs),
          budget: 1.5,
        },
        {
          group: 'worker',
          name: 'status message, worker running',
          unit: 'ms',
          samples: running.slice(-runs),
          role: 'information',
        },
      ],
    };
  } finally {
    await page.close();
    await floorPage.close();
  }
}

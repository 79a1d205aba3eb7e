/**
 * A message to a stopped service worker: `chrome.runtime.sendMessage({type: 'status'})` from an
 * extension page until the answer, the worker stopped just before (as Chrome stops an idle one),
 * against the same message while it runs. Stopped with the same CDP command as the e2e helper
 * `stopWorker()` (ServiceWorker.stopAllWorkers), on a session that sees the worker's status, so a
 * run starts only once the browser reports it stopped, and counts only if the message started it.
 */
import type { Page } from 'puppeteer-core';
import type { Row } from './report';
import type { Bench } from './setup';
import { interleaved, sleep } from './stats';

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

export async function benchWorker(b: Bench, runs: number): Promise<{ rows: Row[] }> {
  b.sandbox.reset();
  await b.configure();
  const page = await b.open('blank.html');
  const w = b.worker;
  try {
    const pairs = await interleaved(
      runs,
      async () => {
        await until('the worker to run', () => w.status() === 'running');
        return timeStatus(page);
      },
      async () => {
        await w.session.send('ServiceWorker.stopAllWorkers');
        await until('the worker to stop', () => w.status() === 'stopped');
        await sleep(50);
        if (w.status() !== 'stopped') throw new Error(`the worker started again by itself (${w.status()})`);
        const starts = w.starts();
        const ms = await timeStatus(page);
        if (w.starts() !== starts + 1) throw new Error('the message did not start the worker');
        return ms;
      },
    );
    return {
      rows: [
        {
          group: 'worker',
          name: 'status message, worker running',
          unit: 'ms',
          samples: pairs.baseline,
          role: 'baseline',
        },
        { group: 'worker', name: 'status message, worker stopped', unit: 'ms', samples: pairs.subject, budget: 25 },
      ],
    };
  } finally {
    await page.close();
  }
}

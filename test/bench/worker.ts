/**
 * A message to a stopped service worker: `chrome.runtime.sendMessage({type: 'status'})` from an
 * extension page until the answer, the worker stopped just before (as Chrome stops an idle one).
 * Against the same message to the worker while it runs.
 */
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import type { Row } from './report';
import type { Bench } from './setup';
import { interleaved } from './stats';

async function timeStatus(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const t0 = performance.now();
    const reply = (await chrome.runtime.sendMessage({ type: 'status' })) as { ok?: boolean } | undefined;
    const ms = performance.now() - t0;
    if (!reply?.ok) throw new Error(`status answered ${JSON.stringify(reply)}`);
    return ms;
  });
}

/** Whether a service worker of the extension is running now (asked of the browser, not of Puppeteer's cache). */
export async function workerRunning(b: Bench): Promise<boolean> {
  const session = await b.ext.browser.target().createCDPSession();
  try {
    const { targetInfos } = await session.send('Target.getTargets');
    return targetInfos.some((t) => t.type === 'service_worker' && t.url.startsWith(b.url('')));
  } finally {
    await session.detach().catch(() => {});
  }
}

export async function benchWorker(b: Bench, runs: number): Promise<Row[]> {
  b.sandbox.reset();
  await b.ext.configure(b.sandbox.url, DEMO_KEY);
  const page = await b.open('blank.html');
  try {
    const pairs = await interleaved(
      runs,
      () => timeStatus(page),
      async () => {
        await b.ext.stopWorker();
        if (await workerRunning(b)) throw new Error('the service worker did not stop');
        return timeStatus(page);
      },
    );
    return [
      { group: 'worker', name: 'status message, worker running', unit: 'ms', samples: pairs.baseline, role: 'baseline' },
      { group: 'worker', name: 'status message, worker stopped', unit: 'ms', samples: pairs.subject, budget: 50 },
    ];
  } finally {
    await page.close();
  }
}

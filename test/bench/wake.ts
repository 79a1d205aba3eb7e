/**
 * Waking a stopped service worker with a message, as the worker, stack and variant sections do:
 * stopped with the same CDP command as the e2e helper `stopWorker()`
 * (ServiceWorker.stopAllWorkers), on a session that sees the workers' status, so a run starts only
 * once the browser reports the worker stopped, and counts only if the message started it.
 */
import type { Page } from 'puppeteer-core';
import type { WorkerWatch } from './setup';
import { sleep } from './stats';

/** `chrome.runtime.sendMessage({type: 'status'})` from `page` to its answer, ms. */
export async function timeStatus(page: Page): Promise<number> {
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

/**
 * `w` stopped, and seen stopped. Stopped again if an event restarted it first: a worker stopped just
 * after a shortening (./worker-heap.ts) was seen restarted at once (stopping, then starting), by
 * an event its own last work fired (such as a storage change it wrote; the background listens).
 */
async function stop(w: WorkerWatch, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const starts = w.starts();
    await w.session.send('ServiceWorker.stopAllWorkers');
    await until(`the ${name} to stop`, () => w.status() === 'stopped' || w.starts() > starts);
    if (w.status() === 'stopped') return;
    if (attempt === 3) throw new Error(`the ${name} started again after each of 3 stops`);
    await until(`the ${name} to run again`, () => w.status() === 'running');
  }
}

/** `w` stopped, then woken by the message from `page`: the time to its answer. */
export async function timeWake(w: WorkerWatch, page: Page, name: string): Promise<number> {
  await stop(w, name);
  // A start that is not the message's (one more than this) makes the run fail below.
  const starts = w.starts();
  const ms = await timeStatus(page);
  if (w.starts() !== starts + 1) throw new Error(`the message did not start the ${name}`);
  return ms;
}

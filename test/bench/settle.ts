/**
 * Before each section, the sync of the sections before it is let finish: a section that leaves an
 * account's links syncing (10,000 of them take about 15 s, paced) would otherwise time the next
 * section beside that sync, and a row would read differently in the full run than alone.
 *
 * Settled means nothing of the sync runs, or will by itself: the background keeps its resume alarm
 * while a pass is under way (src/background/sync/sync-service.ts, `underway`) and clears it when
 * the pass ends, failed or done; a pass left behind (its worker stopped, its account no longer
 * current) keeps the alarm until the alarm finds nothing to resume, within its minute.
 */
import type { Page } from 'puppeteer-core';
import type { Bench } from './setup';

/** The sync's resume alarm (RESUME_ALARM in src/background/sync/sync-service.ts; a unit test checks they agree). */
export const SYNC_RESUME_ALARM = 'mirror-resume';

/** Waits, in an extension page, until the sync's resume alarm is gone. */
export async function syncSettled(page: Page, timeout = 180_000): Promise<void> {
  await page
    .waitForFunction(
      async (name: string) => (await chrome.alarms.get(name)) === undefined,
      { polling: 100, timeout },
      SYNC_RESUME_ALARM,
    )
    .catch((err: unknown) => {
      throw new Error(`the sync did not settle in ${timeout / 1000} s (its resume alarm stayed)`, { cause: err });
    });
}

/** Waits until the sync's resume alarm is gone (test/e2e/bench-settle.test.ts); answers how long that took, ms. */
export async function settleSync(b: Bench): Promise<number> {
  const started = Date.now();
  const page = await b.open('blank.html');
  try {
    await syncSettled(page);
    return Date.now() - started;
  } finally {
    await page.close();
  }
}

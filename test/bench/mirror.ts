/**
 * The link mirror: a full sync of 10,000 links from the local service (time, and
 * requests per page), the bytes IndexedDB spends per stored link, and the popup opened with
 * 10,000 links stored against 10 (the popup never reads the mirror: it must not pay for it). For
 * that pair both users' services hold about 10,000 links (the small mirror's user gets 10,000
 * older ones after its sync), so the figure is the stored links' and not the local service's cost
 * of listing 10,000 (that one is the scale row's).
 */
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { accountOf } from '../../src/shared/links/account';
import { timeOpen } from './popup-open';
import type { Row } from './report';
import { BIG_KEY, type Bench } from './setup';
import { interleaved, ratios } from './stats';

const BIG = 10_000;
const SMALL = 10;

/** IndexedDB's usage as the browser reports it for the extension's origin. */
const idbUsage = (page: Page) =>
  page.evaluate(async () => {
    const e = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
    return e.usageDetails?.indexedDB ?? e.usage ?? 0;
  });

/** Syncs the key's account from an empty mirror; answers the time to complete and the list requests made. */
async function syncFromEmpty(
  b: Bench,
  key: string,
): Promise<{ ms: number; requests: number; pages: number; bytes: number }> {
  await b.useKey(key, { dropCache: true });
  const account = await accountOf(b.sandbox.url, key);
  const page = await b.open('blank.html');
  try {
    await page.evaluate(
      (name) => new Promise((r) => (indexedDB.deleteDatabase(name).onsuccess = r)),
      `prettylink-mirror-${account}`,
    );
    const usageBefore = await idbUsage(page);
    await page.evaluate(() => {
      (globalThis as { done?: Promise<number> }).done = new Promise((resolve) =>
        chrome.runtime.onMessage.addListener((m: { type?: string; state?: { phase: string; complete: boolean } }) => {
          if (m?.type === 'linksChanged' && m.state?.phase === 'idle' && m.state.complete) resolve(performance.now());
        }),
      );
    });
    const before = b.sandbox.requests.length;
    const start = await page.evaluate(() => performance.now());
    const reply = await page.evaluate(() => chrome.runtime.sendMessage({ type: 'syncLinks', full: true }));
    if (!reply?.ok) throw new Error(`syncLinks failed: ${JSON.stringify(reply)}`);
    const end = await page.evaluate(() => (globalThis as { done?: Promise<number> }).done!);
    const requests = b.sandbox.requests
      .slice(before)
      .filter((r) => r.method === 'GET' && r.path === '/api/v1/links').length;
    const total = b.sandbox.store.count(key);
    const bytes = (await idbUsage(page)) - usageBefore;
    return { ms: end - start, requests, pages: Math.max(1, Math.ceil(total / 30)), bytes };
  } finally {
    await page.close();
  }
}

export async function benchMirror(b: Bench, runs: number): Promise<{ rows: Row[]; detail: unknown }> {
  b.sandbox.reset();
  await b.configure();
  b.sandbox.store.seed(DEMO_KEY, SMALL);
  b.sandbox.store.seed(BIG_KEY, BIG);
  await syncFromEmpty(b, DEMO_KEY);
  const big = await syncFromEmpty(b, BIG_KEY);
  // Older than the 10 it stores: its popup's first page now comes from ~10,000 links too.
  b.sandbox.store.seed(DEMO_KEY, BIG);

  const open = (key: string) => async () => {
    await b.useKey(key, { dropCache: true });
    return timeOpen(b, 'popup.html', 'linksFrame');
  };
  const pairs = await interleaved(runs, open(DEMO_KEY), open(BIG_KEY));
  return {
    rows: [
      {
        group: 'mirror',
        name: `full sync of ${BIG.toLocaleString('en')} links`,
        unit: 'ms',
        samples: [big.ms],
        role: 'information',
      },
      {
        group: 'mirror',
        name: 'full sync: requests ÷ pages',
        unit: 'ratio',
        samples: [big.requests / big.pages],
        budget: 1.05,
      },
      {
        group: 'mirror',
        name: 'IndexedDB bytes per stored link',
        unit: 'bytes',
        samples: [big.bytes / BIG],
        exact: true,
        role: 'information',
      },
      { group: 'mirror', name: `popup, ${SMALL} links stored`, unit: 'ms', samples: pairs.baseline, role: 'baseline' },
      { group: 'mirror', name: `popup, ${BIG.toLocaleString('en')} links stored`, unit: 'ms', samples: pairs.subject },
      {
        group: 'mirror',
        name: `popup open, ${BIG.toLocaleString('en')} ÷ ${SMALL} links stored`,
        unit: 'ratio',
        samples: ratios(pairs),
        budget: 1.1,
      },
    ],
    detail: { sync: big },
  };
}

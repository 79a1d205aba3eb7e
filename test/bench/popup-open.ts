/**
 * Opening the popup: navigation start to the frame that shows the recent links (read from the
 * cache), against the frame after the load event of an empty page of the same extension. The
 * popup is opened as a page in a tab (chrome-extension://<id>/popup.html): the toolbar popup
 * offers no hook to run a script before its own, and its timing inside is the same document.
 */
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { installOpenMarks, marksWhen, type Marks } from './marks';
import type { Row } from './report';
import type { Bench } from './setup';
import { interleaved, ratios, sleep, summarize } from './stats';

export const CACHED_LINKS = 10;

/** Opens a page and answers its marks once `mark` is taken; closes it once its requests are done. */
export async function openMarked(b: Bench, path: string, mark: string): Promise<Marks> {
  const before = b.sandbox.requests.length;
  const page = await b.open(path, installOpenMarks);
  try {
    return await marksWhen(page, mark);
  } finally {
    // The popup refreshes its list through the worker: let that finish before the next run.
    if (path === 'popup.html') await waitForRequests(b, before + 1);
    await page.close();
  }
}

export async function timeOpen(b: Bench, path: string, mark: string): Promise<number> {
  return (await openMarked(b, path, mark))[mark]!;
}

export async function waitForRequests(b: Bench, count: number, timeout = 5000): Promise<void> {
  const end = Date.now() + timeout;
  while (b.sandbox.requests.length < count && Date.now() < end) await sleep(5);
  await sleep(30);
}

/** Median of each mark over runs. */
function medians(all: Marks[]): Record<string, number> {
  const names = [...new Set(all.flatMap((m) => Object.keys(m)))];
  return Object.fromEntries(names.map((n) => [n, summarize(all.map((m) => m[n]).filter((v): v is number => v !== undefined)).median]));
}

export async function benchPopupOpen(b: Bench, runs: number): Promise<{ rows: Row[]; detail: unknown }> {
  b.sandbox.reset();
  await b.configure();
  b.sandbox.store.seed(DEMO_KEY, CACHED_LINKS);
  // A first open fills the cache from the service; every open after this one shows it at once.
  await timeOpen(b, 'popup.html', 'linksFrame');
  const cached = await (await b.ext.worker()).evaluate(async () => ((await chrome.storage.local.get('links')).links as { links: unknown[] } | undefined)?.links.length ?? 0);
  if (cached !== CACHED_LINKS) throw new Error(`expected ${CACHED_LINKS} cached links, found ${cached}`);

  const blank: Marks[] = [];
  const popup: Marks[] = [];
  const pairs = await interleaved(
    runs,
    async () => (blank.push(await openMarked(b, 'blank.html', 'loadFrame')), blank.at(-1)!.loadFrame!),
    async () => (popup.push(await openMarked(b, 'popup.html', 'linksFrame')), popup.at(-1)!.linksFrame!),
  );
  // The floor (./pages.ts): the popup's storage read and rows with no framework and no code of ours.
  const floor = await interleaved(
    runs,
    async () => (await openMarked(b, 'blank.html', 'loadFrame')).loadFrame!,
    async () => (await openMarked(b, 'floor.html', 'linksFrame')).linksFrame!,
  );
  return {
    rows: [
      { group: 'popup', name: 'blank extension page, frame after load', unit: 'ms', samples: pairs.baseline, role: 'baseline' },
      { group: 'popup', name: `frame showing ${CACHED_LINKS} cached links`, unit: 'ms', samples: pairs.subject },
      { group: 'popup', name: 'links shown ÷ blank page', unit: 'ratio', samples: ratios(pairs), budget: 1.3 },
      { group: 'popup', name: `floor: the same storage read, ${CACHED_LINKS} links as plain DOM (no framework) ÷ blank page`, unit: 'ratio', samples: ratios(floor), role: 'information' },
    ],
    // ms since navigation start: DOMContentLoaded, load, first link in the DOM, and the frames after.
    detail: { blank: medians(blank.slice(-runs)), popup: medians(popup.slice(-runs)) },
  };
}

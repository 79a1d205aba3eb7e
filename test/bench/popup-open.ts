/**
 * Opening the popup: navigation start to the frame that shows the recent links (read from the
 * cache), against the frame after the load event of an empty page of the same extension. The
 * popup is opened as a page in a tab (chrome-extension://<id>/popup.html): the toolbar popup
 * offers no hook to run a script before its own, and its timing inside is the same document.
 */
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { installOpenMarks, marksWhen } from './marks';
import type { Row } from './report';
import type { Bench } from './setup';
import { interleaved, ratios, sleep } from './stats';

export const CACHED_LINKS = 10;

/** Opens a page, answers `mark` (ms since navigation start), closes it once its requests are done. */
export async function timeOpen(b: Bench, path: string, mark: string): Promise<number> {
  const before = b.sandbox.requests.length;
  const page = await b.open(path, installOpenMarks);
  try {
    return (await marksWhen(page, mark))[mark]!;
  } finally {
    // The popup refreshes its list through the worker: let that finish before the next run.
    if (path === 'popup.html') await waitForRequests(b, before + 1);
    await page.close();
  }
}

export async function waitForRequests(b: Bench, count: number, timeout = 5000): Promise<void> {
  const end = Date.now() + timeout;
  while (b.sandbox.requests.length < count && Date.now() < end) await sleep(5);
  await sleep(30);
}

export async function benchPopupOpen(b: Bench, runs: number): Promise<Row[]> {
  b.sandbox.reset();
  await b.ext.configure(b.sandbox.url, DEMO_KEY);
  b.sandbox.store.seed(DEMO_KEY, CACHED_LINKS);
  // A first open fills the cache from the service; every open after this one shows it at once.
  await timeOpen(b, 'popup.html', 'linksFrame');
  const cached = await (await b.ext.worker()).evaluate(async () => ((await chrome.storage.local.get('linksCache')).linksCache as { links: unknown[] } | undefined)?.links.length ?? 0);
  if (cached !== CACHED_LINKS) throw new Error(`expected ${CACHED_LINKS} cached links, found ${cached}`);

  const pairs = await interleaved(runs, () => timeOpen(b, 'blank.html', 'loadFrame'), () => timeOpen(b, 'popup.html', 'linksFrame'));
  return [
    { group: 'popup', name: 'blank extension page, frame after load', unit: 'ms', samples: pairs.baseline, role: 'baseline' },
    { group: 'popup', name: `frame showing ${CACHED_LINKS} cached links`, unit: 'ms', samples: pairs.subject },
    { group: 'popup', name: 'links shown ÷ blank page', unit: 'ratio', samples: ratios(pairs), budget: 1.5 },
  ];
}

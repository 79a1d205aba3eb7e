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
import { interleaved, ratios, sleep, summarize, type Pairs } from './stats';

export const CACHED_LINKS = 10;

/** The budget of the popup ÷ its floor page, in Chromium and Firefox alike. */
export const POPUP_OVER_FLOOR = 1.25;

/** Opens a page and answers its marks once `mark` is taken; closes it once its requests are done. */
export async function openMarked(b: Bench, path: string, mark: string | string[]): Promise<Marks> {
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

/** The popup's links drawn and its load event's frame: both are needed for `linksAtLoadFrame`. */
export const SHOWN = ['linksFrame', 'loadFrame'];

/** The rows of a popup-open section: the popup ÷ the floor (budgeted), and the floor ÷ the blank page (information). */
export function popupRows(
  group: string,
  pairs: Pairs,
  floorOverBlank: Pairs,
  popup: Marks[],
  floor: Marks[],
  budget = POPUP_OVER_FLOOR,
): Row[] {
  const prefix = group === 'popup' ? '' : 'popup: ';
  return [
    {
      group,
      name: `${prefix}floor page: ${CACHED_LINKS} cached links as plain DOM, frame showing them`,
      unit: 'ms',
      samples: pairs.baseline,
      role: 'baseline',
    },
    { group, name: `${prefix}frame showing ${CACHED_LINKS} cached links`, unit: 'ms', samples: pairs.subject },
    { group, name: `${prefix}cached links drawn ÷ floor page`, unit: 'ratio', samples: ratios(pairs), budget },
    {
      group,
      name: `${prefix}floor page ÷ blank page (frame after load)`,
      unit: 'ratio',
      samples: ratios(floorOverBlank),
      role: 'information',
    },
    {
      group,
      name: `${prefix}load event: popup − floor page`,
      unit: 'ms-diff',
      samples: popup.map((m, i) => m.load! - floor[i]!.load!),
      role: 'information',
    },
  ];
}

/**
 * Whether the links were in the DOM at the first frame after `load` (the frame a popup is first
 * shown with), as a share of runs; information, no budget: the floor page itself reaches it only in
 * part of its runs (docs/benchmark.md, "Links in the first frame").
 */
export function firstFrameRows(group: string, popup: Marks[], floor: Marks[]): Row[] {
  const prefix = group === 'popup' ? '' : 'popup: ';
  const share = (all: Marks[]) => [all.filter((m) => m.linksAtLoadFrame === 1).length / all.length];
  return [
    {
      group,
      name: `${prefix}links in the DOM by the first frame after load (share of ${popup.length} runs)`,
      unit: 'share',
      samples: share(popup),
      role: 'information',
      exact: true,
    },
    {
      group,
      name: `${prefix}floor page: the same`,
      unit: 'share',
      samples: share(floor),
      role: 'information',
      exact: true,
    },
  ];
}

/** Median of each mark over runs. */
export function medians(all: Marks[]): Record<string, number> {
  const names = [...new Set(all.flatMap((m) => Object.keys(m)))];
  return Object.fromEntries(
    names.map((n) => [n, summarize(all.map((m) => m[n]).filter((v): v is number => v !== undefined)).median]),
  );
}

export async function benchPopupOpen(b: Bench, runs: number): Promise<{ rows: Row[]; detail: unknown }> {
  b.sandbox.reset();
  await b.configure();
  b.sandbox.store.seed(DEMO_KEY, CACHED_LINKS);
  // A first open fills the cache from the service; every open after this one shows it at once.
  await openMarked(b, 'popup.html', SHOWN);
  const cached = await (
    await b.ext.worker()
  ).evaluate(
    async () =>
      ((await chrome.storage.local.get('links')).links as { links: unknown[] } | undefined)?.links.length ?? 0,
  );
  if (cached !== CACHED_LINKS) throw new Error(`expected ${CACHED_LINKS} cached links, found ${cached}`);

  // The popup against the floor (./pages.ts: the same storage read, rows as plain DOM, no
  // framework and no code of ours), pair by pair; then the floor against the blank page.
  const floor: Marks[] = [];
  const popup: Marks[] = [];
  const pairs = await interleaved(
    runs,
    async () => (floor.push(await openMarked(b, 'floor.html', SHOWN)), floor.at(-1)!.linksFrame!),
    async () => (popup.push(await openMarked(b, 'popup.html', SHOWN)), popup.at(-1)!.linksFrame!),
  );
  const blank: Marks[] = [];
  const floorOverBlank = await interleaved(
    runs,
    async () => (blank.push(await openMarked(b, 'blank.html', 'loadFrame')), blank.at(-1)!.loadFrame!),
    async () => (await openMarked(b, 'floor.html', SHOWN)).linksFrame!,
  );
  return {
    rows: [
      ...popupRows('popup', pairs, floorOverBlank, popup.slice(-runs), floor.slice(-runs)),
      ...firstFrameRows('popup', popup.slice(-runs), floor.slice(-runs)),
    ],
    // ms since navigation start: DOMContentLoaded, load, first link in the DOM, and the frames after.
    detail: {
      blank: medians(blank.slice(-runs)),
      floor: medians(floor.slice(-runs)),
      popup: medians(popup.slice(-runs)),
    },
  };
}

/**
 * Toolbar → copied: the real toolbar popup, opened over a real tab (a 127.0.0.1 page made the
 * active tab, `chrome.action.openPopup()` from the worker, as the toolchain notes describe), with
 * auto-shorten and auto-copy on: from the popup's navigation start to the moment its clipboard
 * write resolved (the product's User Timing mark `prettylink:copied`, src/platform/clipboard.ts), read
 * from the popup's own `performance` entries (navigation start is its time origin, 0).
 *
 * Baseline, pair by pair: the floor page of the same extension (./pages.ts) opened the same way
 * (the action's popup set to floor.html for that run), navigation start to its load event's end,
 * plus the service's round trip measured from that popup (a fetch POST of a new link with the key).
 * The difference is what the extension adds between "the popup exists" and "the link is copied".
 *
 * Every run shortens a new page URL (the popup reuses a link it knows for a URL, so an old one
 * would copy without a request); the sandbox's request log must show the run's POST, and the
 * clipboard must hold the popup's short link.
 */
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { startPages } from '../e2e/support/pages';
import type { Row } from './report';
import type { Bench } from './setup';
import { differences, interleaved, sleep, summarize } from './stats';

export const COPIED_MARK = 'prettylink:copied';

/** Opens the action's popup (set to `path`) over the active tab; answers its page. */
async function openActionPopup(b: Bench, path: string): Promise<Page> {
  const url = b.url(path);
  const target = b.ext.browser.waitForTarget((t) => t.url() === url, { timeout: 10_000 });
  await (
    await b.ext.worker()
  ).evaluate(async (p) => {
    await chrome.action.setPopup({ popup: p });
    await chrome.action.openPopup();
  }, path);
  const page = await (await target).asPage();
  if (!page) throw new Error(`no page for ${url}`);
  return page;
}

/** The popup closed, and gone from the browser's targets (the next run opens a new one). */
async function closePopup(b: Bench, page: Page): Promise<void> {
  const url = page.url();
  await page.close();
  const end = Date.now() + 5000;
  while (b.ext.browser.targets().some((t) => t.url() === url) && Date.now() < end) await sleep(5);
}

/** Every request since `from` answered, then a short quiet time (the popup's list refresh, the mirror write). */
async function settle(b: Bench, from: number, timeout = 5000): Promise<void> {
  const end = Date.now() + timeout;
  while (b.sandbox.requests.slice(from).some((r) => r.answeredAt === undefined) && Date.now() < end) await sleep(5);
  await sleep(30);
}

interface CopiedRun {
  /** ms since the popup's navigation start. */
  copied: number;
  domContentLoaded: number;
  /** The POST's arrival at the service and its answer, ms since the popup's navigation start (same machine's clock). */
  requestArrived: number;
  answered: number;
}

async function toolbarToCopied(b: Bench, tab: Page, pageUrl: string): Promise<CopiedRun> {
  const from = b.sandbox.requests.length;
  await tab.goto(pageUrl);
  await tab.bringToFront();
  const popup = await openActionPopup(b, 'popup.html');
  try {
    await popup.waitForFunction(
      (m) => performance.getEntriesByName(m).length > 0,
      { timeout: 10_000, polling: 10 },
      COPIED_MARK,
    );
    const inPage = await popup.evaluate(async (m) => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        copied: performance.getEntriesByName(m).map((e) => e.startTime),
        domContentLoaded: nav?.domContentLoadedEventEnd ?? NaN,
        timeOrigin: performance.timeOrigin,
        // The link is copied as its answer arrives, before its render (src/pages/popup/opening.ts): wait for it.
        shortLink: await new Promise<string>((resolve) => {
          const end = performance.now() + 5000;
          const look = () => {
            const text = document.querySelector<HTMLElement>('#short-link')?.dataset.url ?? '';
            if (text || performance.now() > end) resolve(text);
            else requestAnimationFrame(look);
          };
          look();
        }),
        clipboard: await navigator.clipboard.readText(),
      };
    }, COPIED_MARK);
    const posts = b.sandbox.requests.slice(from).filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
    const post = posts.find((r) => (r.body as { link?: string } | null)?.link === pageUrl);
    if (!post || posts.length !== 1)
      throw new Error(`expected one POST of ${pageUrl}, the service saw ${posts.length}`);
    if (inPage.copied.length !== 1) throw new Error(`expected one copy, the popup marked ${inPage.copied.length}`);
    if (!inPage.shortLink || inPage.clipboard !== inPage.shortLink)
      throw new Error(
        `the clipboard holds ${JSON.stringify(inPage.clipboard)}, the popup shows ${JSON.stringify(inPage.shortLink)}`,
      );
    await settle(b, from);
    return {
      copied: inPage.copied[0]!,
      domContentLoaded: inPage.domContentLoaded,
      requestArrived: post.at - inPage.timeOrigin,
      answered: (post.answeredAt ?? NaN) - inPage.timeOrigin,
    };
  } finally {
    await closePopup(b, popup);
  }
}

/** The floor page as the action's popup: navigation start to the end of its load event, then the service's round trip from it. */
async function floorPlusRoundTrip(b: Bench, link: string): Promise<{ load: number; roundTrip: number }> {
  const from = b.sandbox.requests.length;
  const floor = await openActionPopup(b, 'floor.html');
  try {
    await floor.waitForFunction(
      () =>
        ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ??
          0) > 0,
      { timeout: 10_000, polling: 10 },
    );
    const out = await floor.evaluate(
      async (base, key, url) => {
        const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
        const t0 = performance.now();
        const res = await fetch(`${base}/api/v1/links`, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
          body: JSON.stringify({ link: url, domain: 'zd.lc' }),
        });
        const body = (await res.json()) as { data?: { link?: unknown } };
        if (!res.ok || !body.data?.link) throw new Error(`service answered ${res.status}`);
        return { load, roundTrip: performance.now() - t0 };
      },
      b.sandbox.url,
      DEMO_KEY,
      link,
    );
    await settle(b, from);
    return out;
  } finally {
    await closePopup(b, floor);
  }
}

export async function benchCopied(b: Bench, runs: number): Promise<{ rows: Row[]; detail: unknown }> {
  b.sandbox.reset();
  await b.configure({ autoShorten: true, autoCopy: true });
  b.sandbox.store.seed(DEMO_KEY, 10);
  const pages = await startPages();
  const tab = await b.ext.browser.newPage();
  let n = 0;
  const floor: { load: number; roundTrip: number }[] = [];
  const popup: CopiedRun[] = [];
  try {
    const pairs = await interleaved(
      runs,
      async () => {
        const out = await floorPlusRoundTrip(b, `https://example.org/bench/copied-direct/${++n}`);
        floor.push(out);
        return out.load + out.roundTrip;
      },
      async () => {
        const run = await toolbarToCopied(b, tab, pages.url(`/bench/copied/${++n}?title=Run%20${n}`));
        popup.push(run);
        return run.copied;
      },
    );
    const med = (xs: number[]) => summarize(xs).median;
    const kept = { floor: floor.slice(-runs), popup: popup.slice(-runs) };
    return {
      rows: [
        {
          group: 'copied',
          name: 'floor page as the popup, to its load event',
          unit: 'ms',
          samples: kept.floor.map((x) => x.load),
          role: 'baseline',
        },
        {
          group: 'copied',
          name: 'service round trip (fetch POST from that page)',
          unit: 'ms',
          samples: kept.floor.map((x) => x.roundTrip),
          role: 'baseline',
        },
        {
          group: 'copied',
          name: 'toolbar popup: navigation start → short link copied',
          unit: 'ms',
          samples: pairs.subject,
        },
        {
          group: 'copied',
          name: 'toolbar → copied, minus (floor page load + round trip)',
          unit: 'ms-diff',
          samples: differences(pairs),
          budget: 30,
        },
      ],
      // Medians, ms since the popup's navigation start.
      detail: {
        popup: {
          domContentLoaded: med(kept.popup.map((r) => r.domContentLoaded)),
          requestArrived: med(kept.popup.map((r) => r.requestArrived)),
          answered: med(kept.popup.map((r) => r.answered)),
          copied: med(kept.popup.map((r) => r.copied)),
          // What the popup adds after the service answered: the reply's way back, and any render it waited behind.
          copiedAfterAnswer: med(kept.popup.map((r) => r.copied - r.answered)),
        },
      },
    };
  } finally {
    await tab.close();
    await (await b.ext.worker()).evaluate(() => chrome.action.setPopup({ popup: 'popup.html' }));
    await pages.close();
  }
}

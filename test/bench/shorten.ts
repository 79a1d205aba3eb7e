/**
 * Shortening from the popup: the click on "Shorten" to the short link in the DOM, against the
 * local service's own round trip measured from the same page (a fetch POST of a link with the
 * key). Both in the popup opened as a page, where the active tab is the popup itself, so the form
 * is shown and nothing is shortened on open; each pair in a fresh popup, alternating which runs
 * first. The difference is the extension's overhead: message, worker, storage, render.
 */
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { fill } from '../e2e/support/popup';
import { waitForRequests } from './popup-open';
import type { Row } from './report';
import type { Bench } from './setup';
import { differences, interleaved, summarize } from './stats';

/** Wall-clock times (ms since the epoch) of a run, to split it at the request's arrival at the service. */
interface Span {
  start: number;
  end: number;
}

/** The service's round trip from the page: request sent to JSON parsed. */
async function serviceRoundTrip(page: Page, serviceUrl: string, link: string): Promise<Span> {
  return page.evaluate(
    async (base, key, url) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/v1/links`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
        body: JSON.stringify({ link: url, domain: 'zd.lc' }),
      });
      const body = (await res.json()) as { data?: { link?: unknown } };
      if (!res.ok || !body.data?.link) throw new Error(`service answered ${res.status}`);
      return { start: performance.timeOrigin + t0, end: performance.timeOrigin + performance.now() };
    },
    serviceUrl,
    DEMO_KEY,
    link,
  );
}

/** The click event (capture, first listener) to `#short-link` in the DOM. */
async function clickToLink(page: Page): Promise<Span> {
  await page.evaluate(() => {
    const w = globalThis as unknown as { __shorten: { click?: number; shown?: number } };
    w.__shorten = {};
    document.addEventListener('click', () => (w.__shorten.click = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('#short-link')) return;
      w.__shorten.shown = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.click('.shorten-form button[type=submit]');
  await page.waitForFunction(
    () => (globalThis as unknown as { __shorten: { shown?: number } }).__shorten.shown !== undefined,
    { timeout: 10_000, polling: 10 },
  );
  return page.evaluate(() => {
    const { click, shown } = (globalThis as unknown as { __shorten: { click: number; shown: number } }).__shorten;
    return { start: performance.timeOrigin + click, end: performance.timeOrigin + shown };
  });
}

export interface ShortenDetail {
  /** Medians, ms: start to the POST's arrival at the service, and from there to the end (same-machine clocks, approximate). */
  direct: { beforeRequest: number; afterRequest: number };
  popup: { beforeRequest: number; afterRequest: number };
}

export async function benchShorten(b: Bench, runs: number): Promise<{ rows: Row[]; detail: ShortenDetail }> {
  b.sandbox.reset();
  await b.configure({ autoCopy: false });
  b.sandbox.store.seed(DEMO_KEY, 10);
  let n = 0;
  let page: Page | undefined;
  let popupUrl = '';
  const split = { direct: [] as [number, number][], popup: [] as [number, number][] };
  /** Splits a span at the arrival of the POST of `link`. */
  const at = (kind: 'direct' | 'popup', link: string, span: Span) => {
    const arrived = b.sandbox.requests.find(
      (r) => r.method === 'POST' && (r.body as { link?: string } | null)?.link === link,
    )?.at;
    if (arrived) split[kind].push([arrived - span.start, span.end - arrived]);
    return span.end - span.start;
  };
  const pairs = await interleaved(
    runs,
    async () => {
      const link = `https://example.org/bench/direct/${++n}`;
      return at('direct', link, await serviceRoundTrip(page!, b.sandbox.url, link));
    },
    async () => at('popup', popupUrl, await clickToLink(page!)),
    {
      // A fresh popup for each pair (a shortened link replaces the form), its list refreshed first.
      before: async () => {
        const sent = b.sandbox.requests.length;
        page = await b.open('popup.html');
        await page.waitForSelector('.shorten-form input[name=url]');
        await waitForRequests(b, sent + 1);
        popupUrl = `https://example.org/bench/popup/${++n}`;
        await fill(page, '.shorten-form input[name=url]', popupUrl);
      },
      after: async () => {
        await page?.close();
        page = undefined;
      },
    },
  );
  const med = (xs: [number, number][], i: 0 | 1) => (xs.length ? summarize(xs.map((x) => x[i])).median : NaN);
  return {
    rows: [
      {
        group: 'shorten',
        name: 'service round trip (fetch POST from the page)',
        unit: 'ms',
        samples: pairs.baseline,
        role: 'baseline',
      },
      { group: 'shorten', name: 'click → short link shown', unit: 'ms', samples: pairs.subject },
      {
        group: 'shorten',
        name: 'click → link, minus service round trip',
        unit: 'ms-diff',
        samples: differences(pairs),
        budget: 15,
      },
    ],
    detail: {
      direct: { beforeRequest: med(split.direct, 0), afterRequest: med(split.direct, 1) },
      popup: { beforeRequest: med(split.popup, 0), afterRequest: med(split.popup, 1) },
    },
  };
}

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
import { differences, interleaved } from './stats';

/** The service's round trip from the page: request sent to JSON parsed. */
async function serviceRoundTrip(page: Page, serviceUrl: string, link: string): Promise<number> {
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
      return performance.now() - t0;
    },
    serviceUrl,
    DEMO_KEY,
    link,
  );
}

/** The click event (capture, first listener) to `#short-link` in the DOM. */
async function clickToLink(page: Page): Promise<number> {
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
  await page.waitForFunction(() => (globalThis as unknown as { __shorten: { shown?: number } }).__shorten.shown !== undefined, { timeout: 10_000, polling: 10 });
  const { click, shown } = await page.evaluate(() => (globalThis as unknown as { __shorten: { click: number; shown: number } }).__shorten);
  return shown - click;
}

export async function benchShorten(b: Bench, runs: number): Promise<Row[]> {
  b.sandbox.reset();
  await b.ext.configure(b.sandbox.url, DEMO_KEY, { autoCopy: false });
  b.sandbox.store.seed(DEMO_KEY, 10);
  let n = 0;
  let page: Page | undefined;
  const pairs = await interleaved(
    runs,
    () => serviceRoundTrip(page!, b.sandbox.url, `https://example.org/bench/direct/${++n}`),
    () => clickToLink(page!),
    {
      // A fresh popup for each pair (a shortened link replaces the form), its list refreshed first.
      before: async () => {
        const sent = b.sandbox.requests.length;
        page = await b.open('popup.html');
        await page.waitForSelector('.shorten-form input[name=url]');
        await waitForRequests(b, sent + 1);
        await fill(page, '.shorten-form input[name=url]', `https://example.org/bench/popup/${++n}`);
      },
      after: async () => {
        await page?.close();
        page = undefined;
      },
    },
  );
  return [
    { group: 'shorten', name: 'service round trip (fetch POST from the page)', unit: 'ms', samples: pairs.baseline, role: 'baseline' },
    { group: 'shorten', name: 'click → short link shown', unit: 'ms', samples: pairs.subject },
    { group: 'shorten', name: 'click → link, minus service round trip', unit: 'ms-diff', samples: differences(pairs), budget: 15 },
  ];
}

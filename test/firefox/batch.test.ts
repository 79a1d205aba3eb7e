/**
 * Shortening a list in Firefox's manager against the local service limited to 50
 * requests a second: 200 lines with duplicates, known links and junk (429s injected), and a
 * cancel; each address made at most once. The Chromium twin, with a stopped worker too:
 * test/e2e/batch.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { waitForText } from '../e2e/support/popup';
import { useFirefox } from './support/fixture';

const f = useFirefox({ rateLimitPerSecond: 50 });
const SLOW = 120_000;

const KNOWN = Array.from({ length: 15 }, (_, i) => `https://known.example/${i}`);
/**
 * Each test its own new addresses: the links an earlier test made may still be in the mirror (the
 * sandbox forgot them, and the sync removes a link only once it has confirmed it gone).
 */
function linesFor(test: string): string[] {
  const fresh = Array.from({ length: 160 }, (_, i) => `https://${test}.example/page/${i}`);
  return [
    ...fresh,
    ...fresh.slice(0, 20),
    ...KNOWN,
    'not an address',
    'call me maybe',
    'ftp://files.example/a',
    `https://me:secret@${test}.example/private`,
    'http://192.168.0.9/router',
  ];
}

const creates = () =>
  f.sandbox.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/links' && r.fault === undefined);
function everyOnce(): boolean {
  const counts = new Map<string, number>();
  for (const l of f.sandbox.store.list(DEMO_KEY, 1, 100_000).links)
    counts.set(l.original_link, (counts.get(l.original_link) ?? 0) + 1);
  return [...counts.values()].every((n) => n === 1);
}

/** Clicks the button with this text once it is there. */
async function press(page: Page, label: string) {
  await page.waitForFunction(
    (l) => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === l && !b.disabled),
    { timeout: 15_000 },
    label,
  );
  await page.evaluate(
    (l) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === l)!.click(),
    label,
  );
}

async function pasteList(test: string): Promise<Page> {
  for (const link of KNOWN) f.sandbox.store.create(DEMO_KEY, { link, domain: 'zd.lc' });
  const page = await f.ff.openPage('sidepanel.html?view=tab');
  await page.waitForSelector('.sync[data-complete="true"]', { timeout: 30_000 });
  await page.waitForFunction(
    (known) => Number(document.querySelector('.grid[data-state="ready"]')?.getAttribute('data-count')) >= known,
    {},
    KNOWN.length,
  );
  await press(page, 'Shorten a list…');
  await page.waitForSelector('dialog.bulk textarea[name="addresses"]');
  await page.$eval(
    'dialog.bulk textarea[name="addresses"]',
    (el, text) => {
      (el as HTMLTextAreaElement).value = text;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    },
    linesFor(test).join('\n'),
  );
  // The preview's groups, each with the number of its lines.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('.bulk-group')]
        .map((g) => `${g.dataset.group}:${g.dataset.count}`)
        .join(' ') === 'attention:5 new:160 known:15',
  );
  return page;
}

const counts = async (page: Page) => {
  const text = await page.$eval('.bulk-counts', (p) => p.textContent ?? '');
  const [made, reused, repeats, refused, left] = [...text.matchAll(/: (\d+)/g)].map((m) => Number(m[1]));
  return { made: made!, reused: reused!, repeats: repeats!, refused: refused!, left: left! };
};

describe('Shorten a list in Firefox', () => {
  it(
    '200 lines with duplicates, known links and junk, 429s injected: each address made once',
    async () => {
      const page = await pasteList('new');
      try {
        f.sandbox.addFault({ kind: 'rateLimit', method: 'POST', skip: 30, times: 3, retryAfter: 1 });
        const before = creates().length;
        await press(page, 'Shorten 160 new links');
        await waitForText(page, '.bulk-counts', 'Done.', 60_000);
        expect(await counts(page)).toEqual({ made: 160, reused: 15, repeats: 20, refused: 5, left: 0 });
        expect(f.sandbox.requests.filter((r) => r.fault === 'rateLimit')).toHaveLength(3);
        expect(creates().length - before).toBe(160);
        expect(everyOnce()).toBe(true);
      } finally {
        await page.close();
      }
    },
    SLOW,
  );

  it(
    'a cancel stops sending; what was made stays, and the rest is left',
    async () => {
      const page = await pasteList('cancel');
      try {
        await press(page, 'Shorten 160 new links');
        await f.sandbox.waitForRequest((r) => r.method === 'POST', { count: 40, timeoutMs: 30_000 });
        await press(page, 'Stop');
        await waitForText(page, '.bulk-counts', 'Canceled.', 30_000);
        const { made, reused, refused, left } = await counts(page);
        expect(left).toBeGreaterThan(0);
        expect(made + reused + refused + left).toBe(180);
        expect(creates()).toHaveLength(made);
        expect(everyOnce()).toBe(true);
      } finally {
        await page.close();
      }
    },
    SLOW,
  );
});

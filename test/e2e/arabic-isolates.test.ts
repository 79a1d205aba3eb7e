/**
 * Arabic keeps each Latin token in its own left-to-right piece, measured where Chromium draws it:
 * a popup row's group name sits wholly on one side of its time with the " · " between them, and a
 * site pattern reads "*.example.com" ('*' at its left end) in the popup's rule line and the
 * options page's Sites section, as does the hint's "*.acme.co".
 */
import { expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { useExtension } from './support/fixture';

const f = useExtension({}, { hostResolverRules: 'MAP *.example.com 127.0.0.1', lang: 'ar' });

/** The popup over `url`, the worker handed the URL a click on the toolbar would grant (as site-rules.test.ts). */
async function popupOnSite(url: string): Promise<Page> {
  await (
    await f.ext.worker()
  ).evaluate((granted) => {
    const g = globalThis as { realQuery?: typeof chrome.tabs.query };
    const real = (g.realQuery ??= chrome.tabs.query.bind(chrome.tabs)) as (
      q: chrome.tabs.QueryInfo,
    ) => Promise<chrome.tabs.Tab[]>;
    (chrome.tabs as { query: unknown }).query = async (q: chrome.tabs.QueryInfo) =>
      (await real(q)).map((t) => (t.active && !t.url ? { ...t, url: granted } : t));
  }, url);
  return f.popupOver(url);
}

/** The left edges of the characters of `el`'s text, in text order, with each character. */
const charLefts = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const out: { c: string; left: number; right: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
      for (let i = 0; i < n.data.length; i++) {
        const range = document.createRange();
        range.setStart(n, i);
        range.setEnd(n, i + 1);
        const r = range.getClientRects()[0];
        if (r && r.width > 0) out.push({ c: n.data[i]!, left: r.left, right: r.right });
      }
    }
    return out;
  });

/** The characters of `token` found in order, read left to right: the token as the eye reads it. */
function readsLeftToRight(chars: { c: string; left: number }[], token: string): boolean {
  const start = chars.findIndex(
    (_, i) =>
      chars
        .slice(i, i + token.length)
        .map((x) => x.c)
        .join('') === token,
  );
  if (start < 0) return false;
  const lefts = chars.slice(start, start + token.length).map((x) => x.left);
  return lefts.every((left, i) => i === 0 || left > lefts[i - 1]!);
}

it('a popup row: the group name on one side of the time, the separator between them', async () => {
  f.sandbox.store.seed(DEMO_KEY, 4);
  const popup = await f.popupOver('/article?id=1');
  await popup.waitForSelector('.link-meta .group-name');
  const boxes = await popup.$eval('.link-item:has(.group-name) .link-meta', (meta) => {
    const box = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const r = range.getBoundingClientRect();
      return { left: r.left, right: r.right };
    };
    const name = meta.querySelector('.group-name')!;
    // The separator: drawn before the name's piece, as ::before; its box is what is left of the item's.
    const item = name.closest('.link-meta > *')!;
    const itemBox = item.getBoundingClientRect();
    return {
      time: box(meta.querySelector('time')!),
      name: box(name),
      item: { left: itemBox.left, right: itemBox.right },
      // An item with its own direction would draw its separator in that direction.
      isolatedItems: meta.querySelectorAll(':scope > :is(bdi, [dir])').length,
    };
  });
  expect(boxes.isolatedItems).toBe(0);
  // Right to left: the time first (rightmost), then " · ", then the name wholly to its left.
  expect(boxes.name.right).toBeLessThanOrEqual(boxes.time.left);
  // The separator's room (the item's box beyond the name's) lies between the name and the time.
  expect(boxes.item.right - boxes.name.right).toBeGreaterThan(4);
  expect(boxes.item.right).toBeLessThanOrEqual(boxes.time.left + 1);
});

it('a site pattern reads "*.example.com" in the popup’s rule line and the Sites section', async () => {
  const options = f.track(await f.ext.openPage('options.html'));
  await options.evaluate(() =>
    chrome.runtime.sendMessage({ type: 'saveSiteRules', rules: [{ pattern: '*.example.com' }] }),
  );
  await options.reload();
  await options.waitForSelector('ol.site-rules');
  await options.type('#site-try', 'https://www.example.com/page');
  await options.waitForFunction(() => document.querySelector('#site-try-result')?.textContent?.includes('*'));
  await options.click('section.sites > .row > button');
  await options.waitForSelector('.rule-editor');
  const popup = await popupOnSite(f.pages.url('/article?id=1').replace('127.0.0.1', 'www.example.com'));
  await popup.waitForSelector('#rule-line');
  expect({
    ruleLine: readsLeftToRight(await charLefts(popup, '#rule-line'), '*.example.com'),
    card: readsLeftToRight(await charLefts(options, 'ol.site-rules'), '*.example.com'),
    tried: readsLeftToRight(await charLefts(options, '#site-try-result'), '*.example.com'),
    hint: readsLeftToRight(await charLefts(options, '.rule-editor'), '*.acme.co'),
    // The hint's "*." alone (its first "*."): no letter of its own to take a direction from.
    hintMark: readsLeftToRight(await charLefts(options, '.rule-editor'), '*.'),
    campaign: readsLeftToRight(await charLefts(options, 'body'), 'utm_'),
  }).toEqual({ ruleLine: true, card: true, tried: true, hint: true, hintMark: true, campaign: true });
});

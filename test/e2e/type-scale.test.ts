/**
 * The one type scale (src/pages/components/base.css) as the built pages draw it in Chromium: body
 * text 13 px on every page, a row's meta line (12 px) never larger than its title, the popup card's
 * short link 18 px. Chrome gives an extension page's body a font of its own (75 % of the root's),
 * which had every page's text at 10 px beside 12 px meta lines.
 */
import { expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { useExtension } from './support/fixture';

const f = useExtension();

/** Each element's font size in px, by selector. */
const sizes = (page: Page, selectors: string[]) =>
  page.evaluate(
    (list) =>
      Object.fromEntries(
        list.map((s) => [s, Number.parseFloat(getComputedStyle(document.querySelector(s)!).fontSize)]),
      ),
    selectors,
  );

it('the popup: body 13 px, row title 13 ≥ meta 12, the card’s short link 18', async () => {
  f.sandbox.store.seed(DEMO_KEY, 3);
  const p = await f.popupOver('/launch?title=Our%20autumn');
  await p.waitForSelector('li.link-item .link-meta');
  await p.waitForSelector('#short-link');
  const px = await sizes(p, [
    'body',
    '.link-title .clip',
    'li.link-item .link-short',
    '.link-meta',
    '.copy-button',
    '#short-link',
  ]);
  expect(px).toEqual({
    body: 13,
    '.link-title .clip': 13,
    'li.link-item .link-short': 13,
    '.link-meta': 12,
    '.copy-button': 13,
    '#short-link': 18,
  });
});

it.each(['options.html', 'sidepanel.html'])('%s: body text 13 px', async (page) => {
  const tab = f.track(await f.ext.openPage(page));
  await tab.waitForSelector('main');
  expect(await sizes(tab, ['body'])).toEqual({ body: 13 });
});

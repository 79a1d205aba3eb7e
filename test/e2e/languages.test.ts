/**
 * The extension in the browser's language: Arabic right to left (document direction, layout, short
 * links kept left to right, axe-core clean, screenshots to look at), Japanese and Polish counts.
 * One Chromium per language (`--lang` and LANGUAGE pick the extension's locale).
 */
import { mkdirSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { axeViolations } from './support/axe';
import { useExtension, type Fixture } from './support/fixture';
import { fill, text, waitForText } from './support/popup';

// Beside the screenshots' folder, not in it: `npm run screenshots` empties that one, and holds only its own run.
const SHOTS = '.cache/e2e-screenshots';
mkdirSync(SHOTS, { recursive: true });

/**
 * One account for the local service, written in the accounts' shape. (The fixture writes the
 * single-account shape, which the background moves to accounts on its first read; while that move
 * can still run between the fixture's writes and lose the key, this file writes the result itself
 * and checks it stayed, after the background has read it once.)
 */
async function settle(f: Fixture) {
  const worker = await f.ext.worker();
  const write = () =>
    worker.evaluate(
      async (serviceUrl, key) => {
        const id = 'account-languages';
        await chrome.storage.local.remove('apiKey');
        await chrome.storage.local.set({
          accounts: {
            current: id,
            accounts: [{ id, name: 'Test', serviceUrl, defaultDomain: '', defaultGroupId: '' }],
          },
          accountKeys: { [id]: key },
        });
      },
      f.sandbox.url,
      DEMO_KEY,
    );
  const kept = () =>
    worker.evaluate(() =>
      chrome.storage.local
        .get('accountKeys')
        .then((r) => Object.keys(r.accountKeys ?? {}).includes('account-languages')),
    );
  for (let i = 0; i < 5; i++) {
    await write();
    const page = await f.ext.openPage('options.html');
    await page.waitForSelector('#key-saved');
    await page.close();
    if (await kept()) return;
  }
  throw new Error('the account written for this test did not stay');
}

const documentLanguage = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    direction: getComputedStyle(document.body).direction,
  }));

describe('Arabic: right to left', () => {
  const f = useExtension({}, { lang: 'ar' });
  beforeEach(() => settle(f));

  it('the popup: dir=rtl, laid out from the right, short links left to right, relative times in Arabic, axe-core clean', async () => {
    f.sandbox.store.seed(DEMO_KEY, 6);
    const p = await f.popupOver('/rtl?title=' + encodeURIComponent('صفحة للاختبار'));
    await p.waitForSelector('#short-link');
    await p.waitForSelector('li.link-item time');
    expect(await documentLanguage(p)).toEqual({ lang: 'ar', dir: 'rtl', direction: 'rtl' });
    expect(await text(p, '#recent-heading')).toBe('روابطك');

    // The heading starts at the right edge; the search box is to its left.
    const [heading, search] = await Promise.all(
      ['#recent-heading', 'input.search'].map((s) =>
        p.$eval(s, (el) => el.getBoundingClientRect().toJSON() as DOMRect),
      ),
    );
    expect(heading!.left).toBeGreaterThan(search!.right);

    // A short link reads left to right inside the right-to-left page, in the order it is typed.
    const made = f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]!;
    const shortLink = await p.$eval('#short-link span', (el) => ({
      text: el.textContent,
      direction: getComputedStyle(el).direction,
    }));
    expect(shortLink).toEqual({ text: made.short_link.replace('https://', ''), direction: 'ltr' });
    // An accessible name built from a message keeps the link isolated (FSI … PDI).
    expect(await p.$eval('li.link-item button[aria-label^="نسخ"]', (b) => b.getAttribute('aria-label'))).toMatch(
      /^نسخ \u2068https:\/\/zd\.lc\/[\w-]+\u2069$/,
    );
    // "3 minutes ago" in Arabic, from Intl.RelativeTimeFormat.
    expect(await text(p, 'li.link-item time')).toMatch(/[\u0600-\u06ff]/);

    expect(await axeViolations(p)).toEqual([]);
    await p.screenshot({ path: `${SHOTS}/i18n-ar-popup.png`, fullPage: false });
  });

  it("the options page: dir=rtl, the key's end alone left to right and monospace, axe-core clean", async () => {
    const page = f.track(await f.ext.openPage('options.html'));
    await page.waitForSelector('#key-saved');
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl', direction: 'rtl' });
    expect(await page.title()).toBe('خيارات PrettyLink');
    expect(await page.$eval('input[name=defaultDomain]', (el) => el.getAttribute('dir'))).toBe('ltr');
    // "مفتاح ينتهي بـ cdef": only "cdef" is set apart; the Arabic words keep the page's font and joining.
    const font = (selector: string) => page.$eval(selector, (el) => getComputedStyle(el).fontFamily);
    expect(await text(page, '#key-saved .key-end')).toBe('cdef');
    expect(await page.$eval('#key-saved .key-end', (el) => getComputedStyle(el).direction)).toBe('ltr');
    expect(await font('#key-saved .key-end')).toMatch(/monospace/);
    expect(await font('#key-saved')).not.toMatch(/monospace/);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/i18n-ar-options.png`, fullPage: false });
  });
  it('the link manager: dir=rtl; a row\'s "short link ← destination" mirrors, each address left to right and the destination cut at its own end (its site stays); axe-core clean', async () => {
    f.sandbox.store.seed(DEMO_KEY, 5);
    const page = f.track(await f.ext.openPage('sidepanel.html'));
    await page.waitForSelector('.manager .grid-row .link-line');
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl', direction: 'rtl' });
    expect(
      await page.$eval('.grid-row .link-line > .clip', (el) => {
        const [short, dest] = [el.querySelector('.link-short')!, el.querySelector('.link-dest')!];
        return [
          getComputedStyle(el).direction,
          el.textContent?.slice(0, 6),
          getComputedStyle(short).direction,
          getComputedStyle(dest).direction,
          // The short link first, on the right; the destination after it, to its left.
          short.getBoundingClientRect().left >= dest.getBoundingClientRect().right - 1,
        ];
      }),
    ).toEqual(['rtl', 'zd.lc/', 'ltr', 'ltr', true]);
    // An English title takes its own direction too, and sits on the page's reading side (its right edge at the cell's).
    const edges = await page.$eval('.grid-row .link-title', (el) => {
      const inner = el.querySelector('.clip')!;
      return [
        getComputedStyle(inner).direction,
        Math.round(el.getBoundingClientRect().right - inner.getBoundingClientRect().right),
      ];
    });
    expect(edges).toEqual(['ltr', 0]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/i18n-ar-manager.png` });
  });
});

describe('Japanese: counts', () => {
  const f = useExtension({}, { lang: 'ja' });
  beforeEach(() => settle(f));

  it('the list says how many are left, and the search how many match, in Japanese', async () => {
    f.sandbox.store.seed(DEMO_KEY, 35);
    const p = await f.popupOver('about:blank');
    await waitForText(p, 'button.more', 'さらに読み込む (残り 5 件)');
    expect(await documentLanguage(p)).toEqual({ lang: 'ja', dir: 'ltr', direction: 'ltr' });
    await fill(p, 'input.search', 'zd.lc');
    await waitForText(
      p,
      '.recent .hint',
      '読み込み済みの 30 件のリンク中 30 件が一致します。ほかに 5 件のリンクがサービス上にあり',
    );
    await p.screenshot({ path: `${SHOTS}/i18n-ja-popup.png`, fullPage: false });
  });
});

describe('Polish: one, few and many', () => {
  const f = useExtension({}, { lang: 'pl' });
  beforeEach(() => settle(f));

  it('"został 1", then "zostały 2", then "zostało 5"', async () => {
    f.sandbox.store.seed(DEMO_KEY, 31);
    const first = await f.popupOver('about:blank');
    await waitForText(first, 'button.more', 'Wczytaj więcej (został 1)');
    expect(await documentLanguage(first)).toEqual({ lang: 'pl', dir: 'ltr', direction: 'ltr' });
    await first.close();

    f.sandbox.store.seed(DEMO_KEY, 1);
    const second = await f.popupOver('about:blank');
    await waitForText(second, 'button.more', 'Wczytaj więcej (zostały 2)');
    await fill(second, 'input.search', 'zd.lc');
    await waitForText(
      second,
      '.recent .hint',
      'Pasujące: 30 z 30 wczytanych linków. Jeszcze 2 linki są w usłudze i nie zostały przeszukane.',
    );
    await second.close();

    f.sandbox.store.seed(DEMO_KEY, 3);
    const third = await f.popupOver('about:blank');
    await waitForText(third, 'button.more', 'Wczytaj więcej (zostało 5)');
    await fill(third, 'input.search', 'zd.lc');
    await waitForText(third, '.recent .hint', 'Jeszcze 5 linków jest w usłudze');
    await third.screenshot({ path: `${SHOTS}/i18n-pl-popup.png`, fullPage: false });
  });
});

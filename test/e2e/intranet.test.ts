/**
 * A single-label intranet host (`http://intranet/…`, reached here through Chromium's
 * --host-resolver-rules): opening the popup over it sends nothing and asks; "Shorten it anyway"
 * sends it.
 */
import { describe, expect, it } from 'vitest';
import { creates } from '../support/sandbox';
import { useExtension } from './support/fixture';
import { text, waitForText } from './support/popup';

const f = useExtension({}, { hostResolverRules: 'MAP intranet 127.0.0.1' });
const intranet = (path: string) => f.pages.url(path).replace('127.0.0.1', 'intranet');

describe('an intranet page', () => {
  it('the popup asks before anything is sent, and sends it after "Shorten it anyway"', async () => {
    const url = intranet('/hr/payroll?title=Payroll');
    // A popup opened by the test gets no activeTab grant: the worker is handed the URL and title
    // a user's click on the toolbar would grant.
    await (
      await f.ext.worker()
    ).evaluate((granted) => {
      const g = globalThis as { realQuery?: typeof chrome.tabs.query };
      const real = (g.realQuery ??= chrome.tabs.query.bind(chrome.tabs)) as (
        q: chrome.tabs.QueryInfo,
      ) => Promise<chrome.tabs.Tab[]>;
      (chrome.tabs as { query: unknown }).query = async (q: chrome.tabs.QueryInfo) =>
        (await real(q)).map((t) => (t.active && !t.url ? { ...t, url: granted, title: 'Payroll' } : t));
    }, url);
    // The tab loads from the intranet name (a name that did not resolve would fail the navigation).
    const popup = await f.popupOver(url);
    await waitForText(popup, '.card.ask', 'intranet is a local or private network address');
    expect(await text(popup, '.card.ask .prepared-url')).toBe(url);
    // The address lines up with the words above it (both beside the icon).
    const [words, address] = await popup.$eval('.card.ask', (card) =>
      [card.querySelector('.warning-icon + *')!, card.querySelector('.prepared-url')!].map((el) =>
        Math.round(el.getBoundingClientRect().left),
      ),
    );
    expect(address).toBe(words);
    expect(creates(f.sandbox)).toEqual([]);
    // "Don't shorten" is the main answer; the user picks the other one.
    await popup.locator('.card.ask button ::-p-text(Shorten it anyway)').click();
    await popup.waitForSelector('#short-link');
    expect(creates(f.sandbox).map((r) => r.body)).toEqual([{ link: url, title: 'Payroll' }]);
  });
});

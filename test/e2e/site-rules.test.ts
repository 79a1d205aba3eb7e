/**
 * Site rules in the real extension: a rule made in the options page's Sites section sends
 * `*.example.com` (mapped to the test pages) to a second account and domain, and the popup, the
 * menu and a list each make the link there (the service's request log says with which key, for
 * which domain and group). "Never shorten automatically" holds the popup until the click, and
 * "Use the original address" clicked twice makes one link.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { accountOf } from '../../src/shared/links/account';
import { creates } from '../support/sandbox';
import { until } from '../support/until';
import { useExtension } from './support/fixture';
import { fill, text, waitForText } from './support/popup';

const OTHER_KEY = 'client-b-key-0000000000wxyz';
const f = useExtension({ keys: [DEMO_KEY, OTHER_KEY] }, { hostResolverRules: 'MAP *.example.com 127.0.0.1' });

const bearer = (key: string) => `Bearer ${key}`;
/** The test pages under a public-looking name the rule matches (mapped to 127.0.0.1). */
const onSite = (path: string) => f.pages.url(path).replace('127.0.0.1', 'www.example.com');
const ask = (page: Page, message: object) => page.evaluate((m) => chrome.runtime.sendMessage(m), message);

/** A second account, then a rule made in the Sites section sending the site to it, on its domain and in a group. */
async function ruleToSecondAccount(): Promise<{ group: string }> {
  const options = f.track(await f.ext.openPage('options.html'));
  const added = await ask(options, {
    type: 'addAccount',
    name: 'Client B',
    serviceUrl: f.sandbox.url,
    apiKey: OTHER_KEY,
  });
  expect(added).toMatchObject({ ok: true });
  // The second account's links, read once: the rule form offers their groups by name.
  f.sandbox.store.seed(OTHER_KEY, 6);
  const accounts = (added as { value: { accounts: { id: string; name: string }[]; currentAccountId: string } }).value;
  const clientId = accounts.accounts.find((a) => a.name === 'Client B')!.id;
  await ask(options, { type: 'switchAccount', id: clientId });
  await ask(options, { type: 'listLinks', page: 1, perPage: 30 });
  await ask(options, { type: 'switchAccount', id: accounts.currentAccountId });
  await options.reload();
  const group = f.sandbox.store.groups(OTHER_KEY)[0]!;
  await options.locator('::-p-text(Add a rule)').click();
  await fill(options, '#rule-pattern', '*.example.com');
  const client = await options.$$eval(
    '#rule-account option',
    (os) => os.find((o) => o.textContent === 'Client B')!.value,
  );
  await options.select('#rule-account', client);
  await fill(options, '#rule-domain', 'prty.link');
  await options.waitForSelector(`#rule-group option[value="${group.id}"]`);
  expect(await text(options, `#rule-group option[value="${group.id}"]`)).toBe(group.name);
  await options.select('#rule-group', group.id);
  await options.click('.rule-editor button[type=submit]');
  await waitForText(options, '#sites-notice', 'Rule saved.');
  return { group: group.id };
}

/**
 * A popup opened by the test gets no activeTab grant, and the build may read only 127.0.0.1: the
 * worker is handed the URL a user's click on the toolbar would grant (as test/e2e/intranet.test.ts).
 */
async function popupOnSite(path: string): Promise<Page> {
  const url = onSite(path);
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

/** The creates so far, as [key, domain, address]. */
const made = () =>
  creates(f.sandbox).map((r) => {
    const body = r.body as { link: string; domain?: string };
    return [r.headers.authorization, body.domain, body.link];
  });
const groupSet = (id: string) =>
  f.sandbox.requests.filter((r) => r.method === 'PATCH' && (r.body as { group_id?: string }).group_id === id);

describe('a rule sending *.example.com to a second account and domain', () => {
  it('the popup makes the link there, in the group, and says so; it is not among the current account’s links', async () => {
    const { group } = await ruleToSecondAccount();
    const popup = await popupOnSite('/from-popup');
    await popup.waitForSelector('#short-link');
    await waitForText(popup, '#rule-line', 'Rule: *.example.com');
    expect(await text(popup, '#rule-line')).toContain('Made in Client B');
    expect(made()).toEqual([[bearer(OTHER_KEY), 'prty.link', onSite('/from-popup')]]);
    await until(
      () => groupSet(group).length,
      (n) => n === 1,
    );
    expect(groupSet(group)[0]!.headers.authorization).toBe(bearer(OTHER_KEY));
    const listed = (await ask(popup, { type: 'listLinks', page: 1, perPage: 30 })) as {
      value: { links: { destination: string }[] };
    };
    expect(listed.value.links.map((l) => l.destination)).not.toContain(onSite('/from-popup'));
  });

  it('the menu and a list make it there too', async () => {
    await ruleToSecondAccount();
    const w = await f.ext.worker();
    await w.evaluate(
      (i) => (chrome.contextMenus.onClicked as unknown as { dispatch: (...a: unknown[]) => void }).dispatch(i, null),
      { menuItemId: 'prettylink-shorten-link', linkUrl: onSite('/from-menu'), pageUrl: f.pages.url('/') },
    );
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 1,
    );
    const page = f.track(await f.ext.openPage('options.html'));
    const account = await accountOf(f.sandbox.url, DEMO_KEY);
    const started = await ask(page, {
      type: 'bulkStart',
      account,
      addresses: [onSite('/from-list'), 'https://elsewhere.example.org/plain'],
      confirmed: [],
      presetId: null,
    });
    expect(started).toMatchObject({ ok: true });
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 3,
    );
    // The rule's address to the second account and its domain; the other address to the current account.
    expect(made()).toEqual(
      expect.arrayContaining([
        [bearer(OTHER_KEY), 'prty.link', onSite('/from-menu')],
        [bearer(OTHER_KEY), 'prty.link', onSite('/from-list')],
        [bearer(DEMO_KEY), undefined, 'https://elsewhere.example.org/plain'],
      ]),
    );
  });
});

it('"never shorten automatically": the popup sends nothing until the click', async () => {
  const options = f.track(await f.ext.openPage('options.html'));
  // The test pages' own host: the popup reads its tab (a mapped name it could not without a user's click).
  expect(
    await ask(options, { type: 'saveSiteRules', rules: [{ pattern: '127.0.0.1', neverAuto: true }] }),
  ).toMatchObject({ ok: true });
  const popup = await f.popupOver('/private-page');
  // The line is drawn from the opening's answer, which decided not to shorten.
  await waitForText(popup, '#rule-line', 'Rule: 127.0.0.1 · not shortened on opening');
  expect(creates(f.sandbox)).toEqual([]);
  await popup.click('.shorten-form button[type=submit]');
  await popup.waitForSelector('#short-link');
  expect(made()).toEqual([[bearer(DEMO_KEY), undefined, f.pages.url('/private-page')]]);
});

it('"Use the original address" twice: one link for it, and the cleaned address keeps its own', async () => {
  await f.ext.configure(f.sandbox.url, DEMO_KEY, { stripTracking: true, useCanonical: false });
  const tracked = f.pages.url('/article?id=1&utm_source=news');
  const popup = await f.popupOver(tracked);
  await popup.waitForSelector('#use-original');
  // Two clicks in one turn, as a double click lands.
  await popup.$eval('#use-original', (b) => ((b as HTMLElement).click(), (b as HTMLElement).click()));
  await waitForText(popup, '#prepared-url', tracked);
  // Another action after it: its create is the proof nothing else was on its way.
  await popup.evaluate(() =>
    chrome.runtime.sendMessage({
      type: 'shorten',
      url: 'https://marker.example.org/',
      actionId: 'marker',
      reuseKnown: false,
    }),
  );
  await until(
    () => creates(f.sandbox).length,
    (n) => n >= 3,
  );
  expect(made().map(([, , url]) => url)).toEqual([
    f.pages.url('/article?id=1'),
    tracked,
    'https://marker.example.org/',
  ]);
});

it("a list in the manager: the rule's campaign goes with the addresses it matches, in the preview and in what is sent", async () => {
  const values = { utm_source: 'news', utm_medium: 'email', utm_campaign: 'spring', utm_term: '', utm_content: '' };
  const options = f.track(await f.ext.openPage('options.html'));
  expect(
    await ask(options, { type: 'savePresets', presets: [{ id: 'spring', name: 'Spring', values }] }),
  ).toMatchObject({ ok: true });
  expect(
    await ask(options, { type: 'saveSiteRules', rules: [{ pattern: '*.example.com', presetId: 'spring' }] }),
  ).toMatchObject({ ok: true });
  const ruled = 'https://www.example.com/spring?id=1&utm_source=news&utm_medium=email&utm_campaign=spring';
  const page = f.track(await f.ext.openPage('sidepanel.html?view=tab'));
  await page.waitForSelector('.sync[data-complete="true"]', { timeout: 30_000 });
  await page.locator('::-p-text(Shorten a list…)').click();
  const field = await page.waitForSelector('dialog.bulk textarea[name="addresses"]');
  await field!.evaluate((el) => {
    (el as HTMLTextAreaElement).value = 'https://www.example.com/spring?id=1\nhttps://elsewhere.example.org/plain';
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  // The preview shows each address as it will be sent.
  await page.waitForSelector(`.bulk-list li[data-state="new"] .bulk-url[title="${ruled}"]`);
  await (await page.waitForSelector('dialog.bulk button[type="submit"]:not([disabled])'))!.click();
  await waitForText(page, '.bulk-counts', 'Done.', 30_000);
  // The service's request log: the rule's campaign in the address it was sent, and nothing added to the other.
  expect(
    made()
      .map(([, , url]) => url)
      .sort(),
  ).toEqual(['https://elsewhere.example.org/plain', ruled]);
});

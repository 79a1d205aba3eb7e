/**
 * Site rules in Firefox (the Chromium twin: test/e2e/site-rules.test.ts): a rule sending the test
 * pages' site to a second account and domain makes the real toolbar popup's link, the real
 * Alt+Shift+K's, the real context menu's and a list's there; a "never shorten automatically" rule
 * holds the popup until the click.
 */
import { afterEach, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { accountOf } from '../../src/shared/links/account';
import { creates } from '../support/sandbox';
import { until } from '../support/until';
import { useFirefox } from './support/fixture';

const OTHER_KEY = 'client-b-key-0000000000wxyz';
const f = useFirefox({ keys: [DEMO_KEY, OTHER_KEY] });
let open: Page[] = [];
afterEach(async () => {
  await f.ff.closePopup();
  await f.ff.clearNotifications();
  await Promise.all(open.map((p) => p.close().catch(() => {})));
  open = [];
});

async function tabAt(path: string) {
  const tab = await f.ff.openTab(f.pages.url(path));
  open.push(tab);
  return tab;
}

/** The creates so far, as [key, domain, address]. */
const made = () =>
  creates(f.sandbox).map((r) => {
    const body = r.body as { link: string; domain?: string };
    return [r.headers.authorization, body.domain, body.link];
  });

/** A second account and the rules, as the options page sends them. */
async function withRules(rules: (accountId: string) => object[]) {
  const reply = (await f.ff.ext(
    async (key: string, service: string) =>
      chrome.runtime.sendMessage({ type: 'addAccount', name: 'Client B', serviceUrl: service, apiKey: key }),
    OTHER_KEY,
    f.sandbox.url,
  )) as { ok: boolean; value: { accounts: { id: string; name: string }[] } };
  const id = reply.value.accounts.find((a) => a.name === 'Client B')!.id;
  const saved = await f.ff.ext(
    async (list: object[]) => chrome.runtime.sendMessage({ type: 'saveSiteRules', rules: list }),
    rules(id) as never,
  );
  expect(saved).toMatchObject({ ok: true });
}

it('a rule sending the site to a second account and domain: the popup and the shortcut make the link there', async () => {
  await withRules((account) => [{ pattern: '127.0.0.1', account, accountName: 'Client B', domain: 'prty.link' }]);
  await tabAt('/from-popup');
  const popup = await f.ff.openPopup();
  const line = await popup.waitFor((w) => w.document.querySelector('#rule-line')?.textContent ?? '');
  expect(line).toContain('Rule: 127.0.0.1 · Made in Client B');
  expect(made()).toEqual([[`Bearer ${OTHER_KEY}`, 'prty.link', f.pages.url('/from-popup')]]);
  await f.ff.closePopup();

  const tab = await tabAt('/from-shortcut');
  await tab.click('h1');
  await f.ff.pressShortcut('Alt+Shift+K');
  await until(
    () => creates(f.sandbox).length,
    (n) => n === 2,
  );
  expect(made()[1]).toEqual([`Bearer ${OTHER_KEY}`, 'prty.link', f.pages.url('/from-shortcut')]);
});

it('the same rule for the menu and a list: each link is made in the second account, with its domain', async () => {
  await withRules((account) => [
    { pattern: '127.0.0.1', account, accountName: 'Client B', domain: 'prty.link' },
    { pattern: '*.example.com', account, accountName: 'Client B', domain: 'prty.link' },
  ]);
  const page = await tabAt('/from-menu');
  await f.ff.contextMenu(page, 'h1');
  await f.ff.clickMenuItem('Shorten this page');
  await until(
    () => creates(f.sandbox).length,
    (n) => n === 1,
  );
  // A list of the current account: the rule's address goes to the second account, the other stays.
  const account = await accountOf(f.sandbox.url, DEMO_KEY);
  const started = await f.ff.ext(
    async (acc: string) =>
      chrome.runtime.sendMessage({
        type: 'bulkStart',
        account: acc,
        addresses: ['https://docs.example.com/from-list', 'https://elsewhere.example.org/plain'],
        confirmed: [],
        presetId: null,
      }),
    account,
  );
  expect(started).toMatchObject({ ok: true });
  await until(
    () => creates(f.sandbox).length,
    (n) => n === 3,
  );
  expect(made()).toEqual(
    expect.arrayContaining([
      [`Bearer ${OTHER_KEY}`, 'prty.link', f.pages.url('/from-menu')],
      [`Bearer ${OTHER_KEY}`, 'prty.link', 'https://docs.example.com/from-list'],
      [`Bearer ${DEMO_KEY}`, undefined, 'https://elsewhere.example.org/plain'],
    ]),
  );
});

it('"never shorten automatically": the popup sends nothing until the click', async () => {
  await withRules(() => [{ pattern: '127.0.0.1', neverAuto: true }]);
  await tabAt('/private-page');
  const popup = await f.ff.openPopup();
  const line = await popup.waitFor((w) => w.document.querySelector('#rule-line')?.textContent ?? '');
  expect(line).toBe('Rule: 127.0.0.1 · not shortened on opening');
  expect(creates(f.sandbox)).toEqual([]);
  // The form is drawn once the popup has read the page's address, which may come after the rule's line.
  await popup.waitFor((w) => w.document.querySelector('.shorten-form button[type=submit]') !== null);
  await popup.evaluate((w) =>
    (w.document.querySelector('.shorten-form button[type=submit]') as HTMLButtonElement).click(),
  );
  await popup.waitFor((w) => w.document.querySelector('#short-link')?.textContent ?? '');
  expect(made()).toEqual([[`Bearer ${DEMO_KEY}`, undefined, f.pages.url('/private-page')]]);
});

/**
 * A lock is a lock, in the real extension under a real Chromium machine policy (as
 * test/e2e/policy.test.ts): the administrator's site rule for `*.example.com` removes `ref` and is
 * locked. The popup offers neither "Shorten once without it" nor "Use the original address", and a
 * crafted message asking to set the rule aside is refused with nothing sent to the service.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY, startSandbox, type Sandbox } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { until } from '../support/until';
import { EXTENSION_DIR, launchExtension, type Extension } from './support/chromium';
import { startPages, type TestPages } from './support/pages';
import { text, waitForText } from './support/popup';

const POLICY_DIR = process.env.CHROMIUM_POLICY_DIR ?? '/etc/chromium/policies/managed';

/** Chromium's id for an unpacked extension: SHA-256 of its absolute path, first 32 hex digits mapped 0-f → a-p. */
function unpackedId(dir: string): string {
  const hex = createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 32);
  return [...hex].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join('');
}

const id = unpackedId(EXTENSION_DIR);
const policyFile = join(POLICY_DIR, `prettylink-e2e-policy-${id}.json`);
let sandbox: Sandbox;
let pages: TestPages;
let ext: Extension;
let options: Page;

/** A test page under a public-looking name the rule matches (mapped to 127.0.0.1). */
const onSite = (path: string) => pages.url(path).replace('127.0.0.1', 'www.example.com');
const send = (p: Page, message: object) => p.evaluate((m) => chrome.runtime.sendMessage(m), message);

beforeAll(async () => {
  [sandbox, pages] = await Promise.all([startSandbox(), startPages()]);
  mkdirSync(POLICY_DIR, { recursive: true });
  const policy = {
    accounts: [{ id: 'work', name: 'Work', serviceUrl: sandbox.url, defaultDomain: '', apiKey: DEMO_KEY, locked: [] }],
    siteRules: [{ pattern: '*.example.com', stripParams: ['ref'] }],
    lockSiteRules: true,
  };
  writeFileSync(policyFile, JSON.stringify({ '3rdparty': { extensions: { [id]: policy } } }));
  ext = await launchExtension({ hostResolverRules: 'MAP *.example.com 127.0.0.1' });
  options = await ext.openPage('options.html');
  // The policy may arrive after install: it is applied when managed storage reports it (and the
  // options page may reload meanwhile: a question asked across that is asked again).
  const asked = <T>(message: object) => (send(options, message) as Promise<T>).catch(() => null);
  await until(
    () => asked<{ ok: boolean; value?: { locked: boolean } }>({ type: 'siteRules' }),
    (r) => r?.ok === true && r.value?.locked === true,
  );
  await until(
    () => asked<{ ok: boolean; value?: { hasKey: boolean } }>({ type: 'status' }),
    (s) => s?.ok === true && s.value?.hasKey === true,
  );
});

afterAll(async () => {
  rmSync(policyFile, { force: true });
  await ext?.close();
  await Promise.all([sandbox?.close(), pages?.close()]);
});

/**
 * A popup opened by the test gets no activeTab grant: the worker is handed the URL a user's click
 * on the toolbar would grant (as test/e2e/site-rules.test.ts).
 */
async function popupOnSite(path: string): Promise<Page> {
  const url = onSite(path);
  await (
    await ext.worker()
  ).evaluate((granted) => {
    const g = globalThis as { realQuery?: typeof chrome.tabs.query };
    const real = (g.realQuery ??= chrome.tabs.query.bind(chrome.tabs)) as (
      q: chrome.tabs.QueryInfo,
    ) => Promise<chrome.tabs.Tab[]>;
    (chrome.tabs as { query: unknown }).query = async (q: chrome.tabs.QueryInfo) =>
      (await real(q)).map((t) => (t.active && !t.url ? { ...t, url: granted } : t));
  }, url);
  return (await ext.openPopup(url)).popup;
}

it('the popup shortens the page as the rule prepares it and offers no way around the rule', async () => {
  const popup = await popupOnSite('/locked?id=7&ref=mail');
  await popup.waitForSelector('#short-link');
  await waitForText(popup, '#rule-line', 'Rule: *.example.com');
  expect(await text(popup, '#prepared-url')).toContain(onSite('/locked?id=7'));
  expect(await popup.$$eval('button', (bs) => bs.map((b) => b.textContent))).not.toEqual(
    expect.arrayContaining([expect.stringMatching(/Shorten once without it|Use the original address/)]),
  );
  expect(await popup.$('#use-original')).toBeNull();
  expect(creates(sandbox).map((r) => (r.body as { link: string }).link)).toEqual([onSite('/locked?id=7')]);
});

it('a crafted message setting the rule aside is refused, and nothing reaches the service', async () => {
  const before = sandbox.requests.length;
  const reply = await send(options, {
    type: 'shorten',
    url: onSite('/crafted?ref=mail'),
    actionId: 'crafted-1',
    reuseKnown: false,
    withoutRule: true,
  });
  expect(reply).toEqual({ ok: false, error: { kind: 'locked', field: 'siteRules' } });
  expect(sandbox.requests.slice(before)).toEqual([]);
});

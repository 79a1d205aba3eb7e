/**
 * A shipped key stays on the policy's service (docs/administrators.md, "Keys"). A real Chromium
 * policy ships a key for service A and leaves the service unlocked; the user moves the managed
 * account to a second local service B with a key of their own; the administrator then rotates the
 * shipped key. B's request log never holds the shipped key, neither the old one nor the new one:
 * the new one arrives at A.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.ts';
import { until } from '../support/until';
import { launchExtension, type Extension } from './support/chromium';
import { removePolicy, writePolicy } from './support/policy';

const SHIPPED = 'sk_e2e_shipped_key_0001_abcdef';
const ROTATED = 'sk_e2e_shipped_key_0002_ghijkl';
const USERS_OWN = 'sk_e2e_users_own_key_0003_mnop';

let a: Sandbox;
let b: Sandbox;
let ext: Extension;
let page: Page;

const policyWith = (apiKey: string) => ({
  accounts: [{ id: 'work', name: 'Work', serviceUrl: a.url, apiKey, locked: [] }],
  allowUserAccounts: false,
});
type Status = { settings: { serviceUrl: string }; currentAccountId: string | null };
const status = () =>
  page.evaluate(() => chrome.runtime.sendMessage({ type: 'status' })) as Promise<{ ok: boolean; value: Status }>;
const send = (message: object) => page.evaluate((m) => chrome.runtime.sendMessage(m), message);
const bearers = (s: Sandbox) => s.requests.map((r) => r.headers.authorization);

beforeAll(async () => {
  [a, b] = await Promise.all([startSandbox({ keys: [SHIPPED, ROTATED] }), startSandbox({ keys: [USERS_OWN] })]);
  writePolicy(policyWith(SHIPPED));
  ext = await launchExtension();
  page = await ext.openPage('options.html');
  await until(
    status,
    (s) => s.ok && s.value.currentAccountId === 'managed-work' && s.value.settings.serviceUrl === a.url,
  );
});

afterAll(async () => {
  removePolicy();
  await ext?.close();
  await Promise.all([a?.close(), b?.close()]);
});

describe("a shipped key and the user's own service", () => {
  it('the policy presets service A with its key', async () => {
    expect(await send({ type: 'verify' })).toMatchObject({ ok: true });
    expect(bearers(a)).toContain(`Bearer ${SHIPPED}`);
  });

  it('the user moves the account to service B, with a key of their own', async () => {
    expect(await send({ type: 'saveSettings', settings: { serviceUrl: b.url }, apiKey: USERS_OWN })).toMatchObject({
      ok: true,
    });
    expect(await send({ type: 'verify' })).toMatchObject({ ok: true });
    expect(bearers(b)).toEqual([`Bearer ${USERS_OWN}`]);
  });

  it('the administrator rotates the key: it arrives at A with A, and B never sees either shipped key', async () => {
    writePolicy(policyWith(ROTATED));
    // Chromium reloads the changed policy file after a few seconds; each check asks the current
    // account's service, so the rotated key shows up in a log: A's (held) or B's (leaked).
    const seen = await until(
      async () => {
        await send({ type: 'verify' });
        return [...bearers(a), ...bearers(b)];
      },
      (all) => all.includes(`Bearer ${ROTATED}`),
      45_000,
    );
    expect(seen).toContain(`Bearer ${ROTATED}`);
    expect(bearers(a)).toContain(`Bearer ${ROTATED}`);
    expect(bearers(b).filter((h) => h !== `Bearer ${USERS_OWN}`)).toEqual([]);
    expect((await status()).value.settings.serviceUrl).toBe(a.url);
  }, 60_000);
});

/**
 * A shipped key belongs to the policy's service: it is written or attached only together with
 * that service. The user may move a managed account whose service is not locked to a server of
 * their own; a later rotation of the shipped key, or a later lock of `apiKey`, puts the policy's
 * service back with the key, and never sends the key to the user's server.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { applyPolicy } from '../../../../src/background/policy/apply-policy';
import { loadApiKey, loadSettings } from '../../../../src/background/settings/items';
import { saveConfiguration } from '../../../../src/background/accounts/configure';
import { enforcePolicy } from '../../../../src/shared/policy/enforce';
import { parsePolicy } from '../../../../src/shared/policy/parse';
import { useEnglishMessages } from '../../../support/i18n';
import { handlers } from '../../../../src/background/handlers';
import { createRouter } from '../../../../src/platform/messages/router';

const SERVICE = 'https://links.example.com';
const MINE = 'https://mine.example';
const KEY = 'sk_live_shipped_by_admin_0001';
const ROTATED = 'sk_live_shipped_by_admin_0002';
const USER_KEY = 'sk_live_users_own_key_0003';

const account = (over: Record<string, unknown> = {}) => ({
  id: 'work',
  name: 'Work',
  serviceUrl: SERVICE,
  defaultDomain: 'go.example.com',
  apiKey: KEY,
  locked: [] as string[],
  ...over,
});
const setPolicy = (over: Record<string, unknown> = {}) =>
  browser.storage.managed.set({ accounts: [account(over)], allowUserAccounts: false });

const route = createRouter(handlers);
const ask = (message: unknown) =>
  route(message, { id: browser.runtime.id, url: browser.runtime.getURL('/options.html') })!;

/** What the background would send, and where: the current service and key, as every request reads them. */
const sending = async () => ({ serviceUrl: (await loadSettings()).serviceUrl, key: await loadApiKey() });

beforeEach(async () => {
  fakeBrowser.reset();
  vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(browser.runtime, 'getManifest').mockReturnValue({ host_permissions: [] } as never);
  vi.spyOn(browser.permissions, 'remove').mockResolvedValue(true as never);
  useEnglishMessages();
  await setPolicy();
  await applyPolicy();
  // The user moves the managed account (its service is not locked) to a server of their own.
  expect((await saveConfiguration({ serviceUrl: MINE }, USER_KEY)).ok).toBe(true);
  await applyPolicy();
  expect(await sending()).toEqual({ serviceUrl: MINE, key: USER_KEY });
});

describe("a shipped key and the user's own server", () => {
  it("a rotated key is written with the policy's service: it never goes to the user's server", async () => {
    await setPolicy({ apiKey: ROTATED });
    await applyPolicy();
    expect(await sending()).toEqual({ serviceUrl: SERVICE, key: ROTATED });
  });

  it("a later lock of the key puts the policy's service back with it, on every read and once applied", async () => {
    await setPolicy({ locked: ['apiKey'] });
    // Read before the policy is applied again: the lock already holds.
    expect(await sending()).toEqual({ serviceUrl: SERVICE, key: KEY });
    await applyPolicy();
    expect(await sending()).toEqual({ serviceUrl: SERVICE, key: KEY });
    // And the service cannot be moved away from its key again.
    expect(await ask({ type: 'saveSettings', settings: { serviceUrl: MINE } })).toEqual({
      ok: false,
      error: { kind: 'locked', field: 'serviceUrl' },
    });
  });

  it('an unchanged, unlocked key stays off the moved account', async () => {
    await setPolicy({ name: 'Work (renamed)' });
    await applyPolicy();
    expect(await sending()).toEqual({ serviceUrl: MINE, key: USER_KEY });
  });
});

describe('enforcing the policy on a read', () => {
  it('never attaches a locked key to an account on another service', () => {
    // A policy as parsed without the service lock a locked key brings (belt and braces: enforce checks it itself).
    const policy = { ...parsePolicy({ accounts: [account({ locked: ['apiKey'] })] }) };
    policy.accounts = policy.accounts.map((a) => ({ ...a, locked: ['apiKey'] }));
    const loaded = {
      state: {
        current: 'managed-work',
        accounts: [
          { id: 'managed-work', name: 'Work', serviceUrl: MINE, defaultDomain: 'x.example', defaultGroupId: '' },
        ],
      },
      keys: { 'managed-work': USER_KEY },
      settings: {},
    } as unknown as Parameters<typeof enforcePolicy>[0];
    const out = enforcePolicy(loaded, policy);
    const moved = out.state.accounts[0]!;
    expect(moved.serviceUrl === MINE && out.keys['managed-work'] === KEY).toBe(false);
  });
});

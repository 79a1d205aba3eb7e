import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { applyPolicy } from '../../../../src/background/policy/apply-policy';
import { handlers } from '../../../../src/background/handlers';
import { onInstalled } from '../../../../src/background/install';
import { createRouter } from '../../../../src/platform/messages/router';
import { parsePolicy } from '../../../../src/shared/policy/parse';
import { NOTHING_APPLIED, planPolicy } from '../../../../src/shared/policy/plan';
import { loadApiKey, loadSettings } from '../../../../src/background/settings/items';
import { saveConfiguration } from '../../../../src/background/accounts/configure';
import { failureText } from '../../../../src/platform/text/failure-text';
import { useEnglishMessages } from '../../../support/i18n';

const KEY = 'sk_live_shipped_by_admin_0001';
const USER_KEY = 'sk_live_users_own_key_0002';

const POLICY = {
  accounts: [
    {
      id: 'work',
      name: 'Work',
      serviceUrl: 'https://links.example.com',
      defaultDomain: 'go.example.com',
      apiKey: KEY,
      locked: ['serviceUrl', 'defaultDomain'],
    },
  ],
  preferences: { autoShorten: false, stripTracking: true, copyFormat: 'markdown' },
  locked: ['stripTracking'],
  allowUserAccounts: false,
};

const route = createRouter(handlers);
const ask = (message: unknown) =>
  route(message, { id: browser.runtime.id, url: browser.runtime.getURL('/options.html') })!;
const setPolicy = (policy: unknown) => browser.storage.managed.set(policy as Record<string, unknown>);

beforeEach(() => {
  fakeBrowser.reset();
  vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(browser.runtime, 'getManifest').mockReturnValue({ host_permissions: [] } as never);
  vi.spyOn(browser.permissions, 'remove').mockResolvedValue(true as never);
  useEnglishMessages();
});

describe('planning', () => {
  const policy = parsePolicy(POLICY);
  const prints = { work: 'print-1' };

  it('writes everything the first time', () => {
    const plan = planPolicy(policy, NOTHING_APPLIED, prints);
    expect(plan.preferences).toEqual({ autoShorten: false, stripTracking: true, copyFormat: 'markdown' });
    expect(plan.accounts).toEqual([
      {
        id: 'work',
        preset: {
          name: 'Work',
          serviceUrl: 'https://links.example.com',
          defaultDomain: 'go.example.com',
          defaultGroupId: '',
        },
        changes: { name: 'Work', serviceUrl: 'https://links.example.com', defaultDomain: 'go.example.com' },
        apiKey: KEY,
      },
    ]);
    expect(JSON.stringify(plan.applied)).not.toContain(KEY);
  });

  it("then writes only locked values: an unlocked preset is the user's to change", () => {
    const again = planPolicy(policy, planPolicy(policy, NOTHING_APPLIED, prints).applied, prints);
    expect(again.preferences).toEqual({ stripTracking: true });
    expect(again.accounts[0]!.changes).toEqual({
      serviceUrl: 'https://links.example.com',
      defaultDomain: 'go.example.com',
    });
    expect(again.accounts[0]!.apiKey).toBeUndefined();
  });

  it('writes an unlocked value again when the administrator changes it, and a key they replace', () => {
    const applied = planPolicy(policy, NOTHING_APPLIED, prints).applied;
    const changed = parsePolicy({
      ...POLICY,
      preferences: { ...POLICY.preferences, autoShorten: true },
      accounts: [{ ...POLICY.accounts[0], name: 'Office', apiKey: 'sk_live_rotated_key_0003' }],
    });
    const plan = planPolicy(changed, applied, { work: 'print-2' });
    expect(plan.preferences).toEqual({ autoShorten: true, stripTracking: true });
    expect(plan.accounts[0]!.changes).toMatchObject({ name: 'Office' });
    expect(plan.accounts[0]!.apiKey).toBe('sk_live_rotated_key_0003');
  });

  it('a locked key is written every time', () => {
    const locked = parsePolicy({ accounts: [{ ...POLICY.accounts[0], locked: ['apiKey'] }] });
    const applied = planPolicy(locked, NOTHING_APPLIED, prints).applied;
    expect(planPolicy(locked, applied, prints).accounts[0]!.apiKey).toBe(KEY);
  });
});

describe('applying the policy', () => {
  it('presets the configuration and stores a shipped key like any key, remembering it only by fingerprint', async () => {
    await setPolicy(POLICY);
    await applyPolicy();
    expect(await loadSettings()).toMatchObject({
      serviceUrl: 'https://links.example.com',
      defaultDomain: 'go.example.com',
      autoShorten: false,
      stripTracking: true,
      copyFormat: 'markdown',
    });
    expect(await loadApiKey()).toBe(KEY);
    const { policyApplied } = await browser.storage.local.get('policyApplied');
    expect(policyApplied).toBeTruthy();
    expect(JSON.stringify(policyApplied)).not.toContain(KEY);
  });

  it("keeps the user's unlocked choices at the next start, puts locked values back", async () => {
    await setPolicy(POLICY);
    await applyPolicy();
    await saveConfiguration({ autoShorten: true, stripTracking: false }, USER_KEY);
    await applyPolicy();
    expect(await loadSettings()).toMatchObject({
      autoShorten: true,
      stripTracking: true,
      serviceUrl: 'https://links.example.com',
    });
    expect(await loadApiKey()).toBe(USER_KEY);
  });

  it('a locked service put back takes no key typed for another service: only the one shipped for it', async () => {
    await setPolicy(POLICY);
    await applyPolicy();
    // Written past the background's refusal (an older version, a stale page): the service and a key for it.
    await saveConfiguration({ serviceUrl: 'https://other.example' }, USER_KEY);
    await applyPolicy();
    expect(await loadSettings()).toMatchObject({ serviceUrl: 'https://links.example.com' });
    expect(await loadApiKey()).toBe(KEY);
  });

  it('a policy that moves an account to another service leaves its key behind; the user is asked for one', async () => {
    const unshipped = { ...POLICY, accounts: [{ ...POLICY.accounts[0], apiKey: undefined, locked: [] }] };
    await setPolicy(unshipped);
    await applyPolicy();
    expect(await ask({ type: 'saveSettings', settings: {}, apiKey: USER_KEY })).toMatchObject({ ok: true });
    expect(await loadApiKey()).toBe(USER_KEY);
    await setPolicy({
      ...unshipped,
      accounts: [{ ...unshipped.accounts[0], serviceUrl: 'https://moved.example.com' }],
    });
    await applyPolicy();
    expect(await loadSettings()).toMatchObject({ serviceUrl: 'https://moved.example.com' });
    expect(await loadApiKey()).toBeNull();
    expect(await ask({ type: 'status' })).toMatchObject({
      ok: true,
      value: { hasKey: false, accounts: [{ id: 'managed-work', hasKey: false }] },
    });
    // Shipping a key with the move: that key, for the new service.
    await setPolicy({ ...POLICY, accounts: [{ ...POLICY.accounts[0], serviceUrl: 'https://third.example.com' }] });
    await applyPolicy();
    expect(await loadApiKey()).toBe(KEY);
  });

  it('locked values are what every read gets, also when storage holds others (before the policy is applied again)', async () => {
    await setPolicy(POLICY);
    await applyPolicy();
    const { accounts } = (await browser.storage.local.get('accounts')) as { accounts: { accounts: object[] } };
    const moved = {
      ...accounts,
      accounts: accounts.accounts.map((a: object) => ({
        ...a,
        serviceUrl: 'https://elsewhere.example',
        defaultDomain: 'evil.example',
      })),
    };
    await browser.storage.local.set({ settings: { stripTracking: false, autoShorten: false }, accounts: moved });
    expect(await loadSettings()).toMatchObject({
      stripTracking: true,
      serviceUrl: 'https://links.example.com',
      defaultDomain: 'go.example.com',
    });
    expect(await loadApiKey()).toBe(KEY);
    // Without a shipped key, the stored key does not follow the account to the locked service.
    await setPolicy({ ...POLICY, accounts: [{ ...POLICY.accounts[0], apiKey: undefined }] });
    expect(await loadSettings()).toMatchObject({ serviceUrl: 'https://links.example.com' });
    expect(await loadApiKey()).toBeNull();
  });

  it('on install, the policy wins over nothing configured, and the options do not open when it ships a key', async () => {
    await setPolicy(POLICY);
    const open = vi.spyOn(browser.runtime, 'openOptionsPage').mockResolvedValue(undefined);
    vi.spyOn(browser.contextMenus, 'removeAll').mockResolvedValue(undefined as never);
    vi.spyOn(browser.contextMenus, 'create').mockReturnValue(1 as never);
    await onInstalled({ reason: 'install' } as never);
    expect(await loadApiKey()).toBe(KEY);
    expect(open).not.toHaveBeenCalled();
  });

  it('a corrupt policy is no crash and writes nothing; the warnings never hold the key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await setPolicy({
      accounts: [{ id: 'x', serviceUrl: 'ftp://files.example', apiKey: KEY }],
      preferences: 'all',
      locked: {},
    });
    await applyPolicy();
    expect(await loadApiKey()).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(JSON.stringify(warn.mock.calls)).not.toContain(KEY);
  });

  it('no managed storage at all (Firefox throws): no policy, no crash', async () => {
    vi.spyOn(browser.storage.managed, 'get').mockRejectedValue(new Error('Managed storage manifest not found'));
    await applyPolicy();
    expect(await ask({ type: 'status' })).toMatchObject({
      ok: true,
      value: { policy: { locked: [], managedAccounts: [], allowUserAccounts: true } },
    });
  });
});

describe('the background refuses a locked field, whatever a page sends', () => {
  beforeEach(async () => {
    await setPolicy(POLICY);
    await applyPolicy();
  });

  it('tells the pages what is locked and managed, never a value or the key', async () => {
    const reply = await ask({ type: 'status' });
    expect(reply).toMatchObject({
      ok: true,
      value: {
        policy: {
          locked: ['stripTracking', 'serviceUrl', 'defaultDomain'],
          managedAccounts: ['managed-work'],
          allowUserAccounts: false,
        },
      },
    });
    expect(JSON.stringify(reply)).not.toContain(KEY);
  });

  it.each([
    ['the service address', { serviceUrl: 'https://evil.example' }, 'serviceUrl'],
    ['the service address, written differently', { serviceUrl: 'https://links.example.com:8443/' }, 'serviceUrl'],
    ['the default domain', { defaultDomain: 'evil.example' }, 'defaultDomain'],
    ['the default domain, emptied', { defaultDomain: '' }, 'defaultDomain'],
    ['a locked preference', { stripTracking: false }, 'stripTracking'],
    ['a locked field beside an unlocked one', { autoCopy: false, defaultDomain: 'evil.example' }, 'defaultDomain'],
  ])('refuses a forged save of %s, and changes nothing', async (_, settings, field) => {
    const before = await loadSettings();
    expect(await ask({ type: 'saveSettings', settings })).toEqual({ ok: false, error: { kind: 'locked', field } });
    expect(await loadSettings()).toEqual(before);
  });

  it('takes the options form as it is (locked fields unchanged, the service written as typed) and unlocked changes', async () => {
    const reply = await ask({
      type: 'saveSettings',
      settings: { serviceUrl: 'https://links.example.com/', defaultDomain: 'go.example.com', autoShorten: true },
    });
    expect(reply).toMatchObject({
      ok: true,
      value: { settings: { autoShorten: true, serviceUrl: 'https://links.example.com' } },
    });
  });

  it('refuses a new or removed key only when the administrator locked the key', async () => {
    expect(await ask({ type: 'saveSettings', settings: {}, apiKey: USER_KEY })).toMatchObject({ ok: true });
    await setPolicy({ ...POLICY, accounts: [{ ...POLICY.accounts[0], locked: ['apiKey'] }] });
    for (const apiKey of [USER_KEY, null])
      expect(await ask({ type: 'saveSettings', settings: {}, apiKey })).toEqual({
        ok: false,
        error: { kind: 'locked', field: 'apiKey' },
      });
  });

  it("presets and locks the site's own short link and the last campaign on opening, like any preference", async () => {
    await setPolicy({
      ...POLICY,
      preferences: { useSiteShortlink: true, campaignOnOpen: true },
      locked: ['useSiteShortlink', 'campaignOnOpen'],
    });
    await applyPolicy();
    expect(await loadSettings()).toMatchObject({ useSiteShortlink: true, campaignOnOpen: true });
    for (const name of ['useSiteShortlink', 'campaignOnOpen'])
      expect(await ask({ type: 'saveSettings', settings: { [name]: false } })).toEqual({
        ok: false,
        error: { kind: 'locked', field: name },
      });
    expect(await loadSettings()).toMatchObject({ useSiteShortlink: true, campaignOnOpen: true });
    expect(failureText({ kind: 'locked', field: 'campaignOnOpen' }).text).toContain('is set by your organization');
  });

  it('says in words which field is locked and why', () => {
    expect(failureText({ kind: 'locked', field: 'defaultDomain' })).toEqual({
      text: '“Default domain” is set by your organization and cannot be changed here.',
      action: null,
    });
  });

  it('lets go when the administrator unlocks', async () => {
    await setPolicy({ ...POLICY, locked: [], accounts: [{ ...POLICY.accounts[0], locked: [] }] });
    expect(
      await ask({ type: 'saveSettings', settings: { defaultDomain: 'mine.example', stripTracking: false } }),
    ).toMatchObject({ ok: true });
  });
});

describe("managed accounts beside the user's own", () => {
  const USER = { name: 'Mine', serviceUrl: 'https://prettyurl.net', apiKey: USER_KEY };

  it("the managed account is made and becomes current; the user's own stays, with its key", async () => {
    await ask({ type: 'addAccount', ...USER });
    await setPolicy({ ...POLICY, allowUserAccounts: true });
    await applyPolicy();
    const reply = await ask({ type: 'status' });
    expect(reply).toMatchObject({
      ok: true,
      value: { currentAccountId: 'managed-work', policy: { managedAccounts: ['managed-work'] } },
    });
    const accounts = reply.ok ? (reply.value as { accounts: { name: string; hasKey: boolean }[] }).accounts : [];
    expect(accounts.map((a) => [a.name, a.hasKey])).toEqual([
      ['Mine', true],
      ['Work', true],
    ]);
  });

  it('refuses forged account messages against a managed account: locked fields, a locked key, its removal', async () => {
    await setPolicy({
      ...POLICY,
      accounts: [{ ...POLICY.accounts[0], locked: ['serviceUrl', 'defaultDomain', 'name', 'apiKey'] }],
    });
    await applyPolicy();
    const cases: [object, string][] = [
      [{ serviceUrl: 'https://evil.example' }, 'serviceUrl'],
      [{ defaultDomain: 'evil.example' }, 'defaultDomain'],
      [{ name: 'Renamed' }, 'name'],
      [{ apiKey: USER_KEY }, 'apiKey'],
    ];
    for (const [changes, field] of cases)
      expect(await ask({ type: 'updateAccount', id: 'managed-work', changes })).toEqual({
        ok: false,
        error: { kind: 'locked', field },
      });
    expect(await ask({ type: 'removeAccount', id: 'managed-work' })).toEqual({
      ok: false,
      error: { kind: 'locked', field: 'managedAccount' },
    });
    expect(
      await ask({ type: 'updateAccount', id: 'managed-work', changes: { name: ' Work ', defaultGroupId: 'grp_2' } }),
    ).toMatchObject({ ok: true });
    expect(await loadApiKey()).toBe(KEY);
  });

  it("refuses an account of the user's own when the policy allows none, says so, and keeps the others", async () => {
    await setPolicy(POLICY);
    await applyPolicy();
    const reply = await ask({ type: 'addAccount', ...USER });
    expect(reply).toEqual({ ok: false, error: { kind: 'locked', field: 'userAccounts' } });
    expect(failureText({ kind: 'locked', field: 'userAccounts' }).text).toBe(
      'Your organization does not allow adding accounts of your own.',
    );
    expect(await ask({ type: 'status' })).toMatchObject({ ok: true, value: { accounts: [{ id: 'managed-work' }] } });
  });

  it("locks follow the current account: the user's own account's fields are the user's", async () => {
    await ask({ type: 'addAccount', ...USER });
    await setPolicy({ ...POLICY, allowUserAccounts: true });
    await applyPolicy();
    const own = (await ask({ type: 'status' })) as { ok: true; value: { accounts: { id: string }[] } };
    const mine = own.value.accounts.find((a) => a.id !== 'managed-work')!.id;
    await ask({ type: 'switchAccount', id: mine });
    expect(await ask({ type: 'status' })).toMatchObject({ ok: true, value: { policy: { locked: ['stripTracking'] } } });
    expect(await ask({ type: 'saveSettings', settings: { defaultDomain: 'mine.example' } })).toMatchObject({
      ok: true,
    });
    expect(await ask({ type: 'saveSettings', settings: { stripTracking: false } })).toEqual({
      ok: false,
      error: { kind: 'locked', field: 'stripTracking' },
    });
    expect(await ask({ type: 'removeAccount', id: mine })).toMatchObject({ ok: true });
  });
});

/**
 * Several accounts: the migration from the single-account shape (nothing lost), the planners'
 * rules (duplicates refused, the current one removed falls back, unknown ids), the effective
 * settings, and no key in any reply.
 */
import { freshDatabases } from '../../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { cleanName, type AccountsState } from '../../../../src/shared/accounts/accounts';
import { effectiveSettings, readAccounts } from '../../../../src/shared/accounts/accounts-schema';
import { planAdd, planRemove, planSwitch, planUpdate, type Stored } from '../../../../src/shared/accounts/planners';
import { handlers } from '../../../../src/background/handlers';
import { onInstalled } from '../../../../src/background/install';
import { accountOf } from '../../../../src/shared/links/account';
import { HEAD_KEY, NO_ACCOUNT } from '../../../../src/shared/links/head';
import { readProjection, toProjection } from '../../../../src/shared/links/projection';
import type { Link } from '../../../../src/shared/types';
import type { Failure, Status } from '../../../../src/shared/messages/contract';
import { createRouter } from '../../../../src/platform/messages/router';
import { failureText } from '../../../../src/platform/text/failure-text';
import { loadApiKey, loadSettings } from '../../../../src/background/settings/items';
import { DEFAULT_SETTINGS } from '../../../../src/shared/settings/settings';
import { useEnglishMessages } from '../../../support/i18n';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';
import { aStoredLink } from '../../../support/links';

const OTHER_KEY = 'other-key-00000000000wxyz';
const sandbox = useSandbox({ keys: [DEMO_KEY, OTHER_KEY] });
const link = (id: string, seenAt = 1) => aStoredLink(id, { seenAt });
const head = async () =>
  (await browser.storage.local.get(HEAD_KEY))[HEAD_KEY] as { account: string; links: Link[] } | undefined;
const value = <T>(reply: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!reply.ok) throw new Error(`refused: ${JSON.stringify(reply.error)}`);
  return reply.value;
};
const keysSent = () => sandbox.current.requests.map((r) => r.headers.authorization);

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  useEnglishMessages();
  vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
  vi.spyOn(browser.runtime, 'getManifest').mockReturnValue({
    manifest_version: 3,
    name: 'PrettyLink',
    version: '0',
    host_permissions: ['https://prettyurl.net/*'],
  });
});

describe('migration from the single-account shape', () => {
  /** Exactly what the release before accounts stores (settings v2, the key, the link store's head, the rest). */
  async function storeTodaysShape() {
    const fingerprint = await accountOf(sandbox.current.url, DEMO_KEY);
    await browser.storage.local.set({
      settings: {
        serviceUrl: sandbox.current.url,
        defaultDomain: 'prty.link',
        autoShorten: false,
        autoCopy: true,
        defaultGroupId: 'grp_1',
        stripTracking: true,
        useCanonical: false,
        copyFormat: 'markdown',
      },
      settings$: { v: 2 },
      apiKey: DEMO_KEY,
      [HEAD_KEY]: { account: fingerprint, links: [link('a', 2), link('b', 1)], total: 2 },
      recentDomains: ['prty.link', 'go.example'],
      presets: { presets: [], lastId: null },
    });
    return fingerprint;
  }

  it('makes one account named from the service host, with its key, its fields and its links: nothing lost', async () => {
    const fingerprint = await storeTodaysShape();
    const status = value(await handlers.status({ type: 'status' }));
    expect(status.accounts).toEqual([
      {
        id: status.currentAccountId,
        name: new URL(sandbox.current.url).host,
        serviceUrl: sandbox.current.url,
        defaultDomain: 'prty.link',
        hasKey: true,
        keyHint: DEMO_KEY.slice(-4),
      },
    ]);
    expect(status.currentAccountId).toMatch(/^account-[0-9a-f]{16}$/);
    // Preferences the old shape never had (sharing's) read as their defaults.
    expect(status.settings).toEqual({
      ...DEFAULT_SETTINGS,
      serviceUrl: sandbox.current.url,
      defaultDomain: 'prty.link',
      autoShorten: false,
      autoCopy: true,
      defaultGroupId: 'grp_1',
      stripTracking: true,
      useCanonical: false,
      useSiteShortlink: false,
      campaignOnOpen: false,
      copyFormat: 'markdown',
      privateAutoShorten: false,
      privateRecent: false,
    });
    expect(status.recentDomains).toEqual(['prty.link', 'go.example']);
    expect(await loadApiKey()).toBe(DEMO_KEY);
    // The key moved: only under the account's id, the old item gone.
    const stored = await browser.storage.local.get(null);
    expect(stored.accountKeys).toEqual({ [status.currentAccountId!]: DEMO_KEY });
    expect(stored.apiKey).toBeUndefined();
    // The preferences the user changed moved to storage.sync, one key each; the local item is gone.
    expect(stored.settings).toBeUndefined();
    expect(await browser.storage.sync.get(null)).toEqual({
      'pref.autoShorten': false,
      'pref.stripTracking': true,
      'pref.useCanonical': false,
      'pref.copyFormat': 'markdown',
      presets: { presets: [], lastId: null },
    });
    // Its links are still its own (same service and key, same fingerprint): the popup's copy stays.
    expect(await head()).toMatchObject({ account: fingerprint, links: [{ id: 'a' }, { id: 'b' }] });
  });

  it('the links the release before knew are still known for "already shortened" after the update: no new link', async () => {
    await storeTodaysShape();
    await onInstalled({ reason: 'update', previousVersion: '0.0.9' });
    // The popup's copy is written again in this release's shape, from the database.
    expect(readProjection(await head())?.links.map((l) => l.id)).toEqual(['a', 'b']);
    value(await handlers.status({ type: 'status' }));
    const reused = value(
      await handlers.shorten({ type: 'shorten', url: 'https://example.com/b', actionId: 'x1', reuseKnown: true }),
    );
    expect(reused).toMatchObject({ reused: true, link: { id: 'b' } });
    expect(creates(sandbox.current)).toHaveLength(0);
  });

  it("a projection of the earlier shape over a database with its head is written again in this release's shape", async () => {
    const fingerprint = await storeTodaysShape();
    await onInstalled({ reason: 'update', previousVersion: '0.0.9' });
    const earlier = { account: fingerprint, links: [link('a', 2)], total: 1 };
    await browser.storage.local.set({ [HEAD_KEY]: earlier });
    expect(readProjection(await head())).toBeNull();
    await onInstalled({ reason: 'update', previousVersion: '0.1.0' });
    expect(readProjection(await head())?.links.map((l) => l.id)).toEqual(['a', 'b']);
  });

  it('runs once: a second read finds the accounts and keeps the same id', async () => {
    await storeTodaysShape();
    const [first, second] = await Promise.all([
      handlers.status({ type: 'status' }),
      handlers.status({ type: 'status' }),
    ]);
    expect(value(first).currentAccountId).toBe(value(second).currentAccountId);
    const again = value(await handlers.status({ type: 'status' }));
    expect(again.accounts).toHaveLength(1);
    expect(again.currentAccountId).toBe(value(first).currentAccountId);
  });

  it("a single-account key written beside the accounts goes only to the service it was written for, and is never dropped for another's", async () => {
    await browser.storage.local.set({ settings: { serviceUrl: sandbox.current.url }, settings$: { v: 2 } });
    const id = value(await handlers.status({ type: 'status' })).currentAccountId!;
    expect(await loadApiKey()).toBeNull();
    // An older writer saves its key with its settings: the current account, on that service and without a key, takes it.
    await browser.storage.local.set({ apiKey: DEMO_KEY, settings: { serviceUrl: sandbox.current.url } });
    expect(await loadApiKey()).toBe(DEMO_KEY);
    expect(await browser.storage.local.get(['apiKey', 'accountKeys'])).toEqual({ accountKeys: { [id]: DEMO_KEY } });
    // A stale copy (an interrupted migration's, which left the settings item too): nothing new, the item goes.
    await browser.storage.local.set({ apiKey: DEMO_KEY, settings: { serviceUrl: sandbox.current.url } });
    expect(await loadApiKey()).toBe(DEMO_KEY);
    expect(value(await handlers.status({ type: 'status' })).accounts).toHaveLength(1);
    expect(await browser.storage.local.get('apiKey')).toEqual({});
    // Another key for the same service while the current account has one: an account of its own, not lost.
    await browser.storage.local.set({ apiKey: OTHER_KEY, settings: { serviceUrl: sandbox.current.url } });
    let status = value(await handlers.status({ type: 'status' }));
    expect(status.currentAccountId).toBe(id);
    expect(await loadApiKey()).toBe(DEMO_KEY);
    expect(status.accounts.map((a) => [a.serviceUrl, a.keyHint])).toEqual([
      [sandbox.current.url, DEMO_KEY.slice(-4)],
      [sandbox.current.url, OTHER_KEY.slice(-4)],
    ]);
    // A key written with settings naming another service never joins an account of this one.
    await browser.storage.local.set({
      apiKey: 'far-key-000000000000',
      settings: { serviceUrl: 'https://far.example' },
    });
    status = value(await handlers.status({ type: 'status' }));
    expect(status.accounts.map((a) => [a.serviceUrl, a.keyHint])).toContainEqual(['https://far.example', '0000']);
    expect(status.accounts.filter((a) => a.serviceUrl === sandbox.current.url).map((a) => a.keyHint)).toEqual([
      DEMO_KEY.slice(-4),
      OTHER_KEY.slice(-4),
    ]);
    expect(await loadApiKey()).toBe(DEMO_KEY);
    expect(await browser.storage.local.get('apiKey')).toEqual({});
  });

  it('a key written by an older writer for another service is not adopted by a current account without a key', async () => {
    await browser.storage.local.set({ settings: { serviceUrl: sandbox.current.url }, settings$: { v: 2 } });
    const id = value(await handlers.status({ type: 'status' })).currentAccountId!;
    // The key item alone: the older writer read settings that name no service, the default one.
    await browser.storage.local.set({ apiKey: DEMO_KEY });
    const status = value(await handlers.status({ type: 'status' }));
    expect(status.currentAccountId).toBe(id);
    expect(status.hasKey).toBe(false);
    expect(status.accounts.find((a) => a.hasKey)).toMatchObject({ serviceUrl: DEFAULT_SETTINGS.serviceUrl });
  });

  it('a read that found the old shape before a migration and a newer save never writes its stale copy over them', async () => {
    await loadSettings(); // the items' own version checks done first (they would share the held read)
    await storeTodaysShape();
    const get = browser.storage.local.get.bind(browser.storage.local);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const holdingNow = new Promise<void>((resolve) => (holding = resolve));
    let holdNext = true;
    vi.spyOn(browser.storage.local, 'get').mockImplementation((async (keys: never) => {
      const hold = holdNext;
      holdNext = false;
      const got = await get(keys);
      if (hold) {
        holding();
        await held;
      }
      return got;
    }) as never);
    const stale = loadSettings(); // its read answers the single-account shape, then waits
    await holdingNow;
    const migrated = value(await handlers.status({ type: 'status' }));
    value(
      await handlers.saveSettings({ type: 'saveSettings', settings: { autoCopy: false, defaultDomain: 'go.example' } }),
    );
    release();
    await stale;
    const now = value(await handlers.status({ type: 'status' }));
    expect(now.accounts).toEqual([{ ...migrated.accounts[0], defaultDomain: 'go.example' }]);
    expect(now.settings).toMatchObject({ autoCopy: false, defaultDomain: 'go.example' });
    expect(await loadApiKey()).toBe(DEMO_KEY);
  });

  it('a fresh profile gets no account: not configured', async () => {
    const status = value(await handlers.status({ type: 'status' }));
    expect(status).toMatchObject({ accounts: [], currentAccountId: null, hasKey: false, settings: DEFAULT_SETTINGS });
  });

  it('a service without a key (the key was removed) stays an account, with no key', async () => {
    await browser.storage.local.set({
      settings: { serviceUrl: 'https://links.example', defaultDomain: '' },
      settings$: { v: 2 },
    });
    const status = value(await handlers.status({ type: 'status' }));
    expect(status.accounts).toMatchObject([
      { name: 'links.example', serviceUrl: 'https://links.example', hasKey: false },
    ]);
    expect(status.hasKey).toBe(false);
  });

  it('corrupt accounts are read as none or skipped one by one, never a crash', async () => {
    expect(readAccounts('garbage')).toEqual({ current: null, accounts: [] });
    const state = readAccounts({
      current: 'account-gone',
      accounts: [
        {
          id: 'account-1',
          name: 'Work',
          serviceUrl: 'https://prettyurl.net',
          defaultDomain: 'not a domain',
          defaultGroupId: 5,
        },
        { id: 'account-2', name: '', serviceUrl: 'https://prettyurl.net' },
        { id: 'account-3', name: 'Evil', serviceUrl: 'javascript:alert(1)' },
        { id: 'account-1', name: 'Duplicate id', serviceUrl: 'https://prettyurl.net' },
        null,
      ],
    });
    expect(state).toEqual({
      current: null,
      accounts: [
        { id: 'account-1', name: 'Work', serviceUrl: 'https://prettyurl.net', defaultDomain: '', defaultGroupId: '' },
      ],
    });
    await browser.storage.local.set({ accounts: { current: 7, accounts: 'x' }, accountKeys: ['nope'] });
    expect(value(await handlers.status({ type: 'status' }))).toMatchObject({
      accounts: [],
      currentAccountId: null,
      hasKey: false,
    });
  });
});

describe('the planners', () => {
  const work = {
    id: 'account-w',
    name: 'Work',
    serviceUrl: 'https://prettyurl.net',
    defaultDomain: '',
    defaultGroupId: 'g1',
  };
  const client = {
    id: 'account-c',
    name: 'Client A',
    serviceUrl: 'https://links.example',
    defaultDomain: 'prty.link',
    defaultGroupId: '',
  };
  const two: Stored = {
    state: { current: 'account-w', accounts: [work, client] },
    keys: { 'account-w': 'key-work-0000000000', 'account-c': 'key-client-00000000' },
  };

  it('refuse a second account with the same service and key', () => {
    expect(
      planAdd(
        two,
        { name: 'Again', serviceUrl: 'https://prettyurl.net/', apiKey: ' key-work-0000000000 ' },
        'account-n',
      ),
    ).toEqual({ ok: false, error: { kind: 'account', reason: 'duplicate' } });
    // The same key on another service, or another key on the same service, is another account.
    expect(
      planAdd(two, { name: 'Other', serviceUrl: 'https://other.example', apiKey: 'key-work-0000000000' }, 'account-n')
        .ok,
    ).toBe(true);
    expect(
      planAdd(two, { name: 'Other', serviceUrl: 'https://prettyurl.net', apiKey: 'key-new-0000000000' }, 'account-n')
        .ok,
    ).toBe(true);
    // An update that would make one the other's twin, too.
    expect(
      planUpdate(two, 'account-c', { serviceUrl: 'https://prettyurl.net', apiKey: 'key-work-0000000000' }),
    ).toEqual({ ok: false, error: { kind: 'account', reason: 'duplicate' } });
  });

  it('add: a name is cleaned, named from the host when empty, refused when too long; the new one is current only when none was', () => {
    const added = planAdd(
      two,
      { name: '  Client\u0000 B\u202e  ', serviceUrl: 'https://b.example', apiKey: 'k-b-000000000000' },
      'account-b',
    );
    expect(added.ok && added.value.state).toEqual({
      current: 'account-w',
      accounts: [
        work,
        client,
        { id: 'account-b', name: 'Client B', serviceUrl: 'https://b.example', defaultDomain: '', defaultGroupId: '' },
      ],
    });
    const first = planAdd(
      { state: { current: null, accounts: [] }, keys: {} },
      { name: '', serviceUrl: 'https://b.example', apiKey: 'k-b-000000000000' },
      'account-b',
    );
    expect(first.ok && first.value.state).toMatchObject({ current: 'account-b', accounts: [{ name: 'b.example' }] });
    expect(planAdd(two, { name: 'x'.repeat(41), serviceUrl: 'https://b.example', apiKey: 'k' }, 'account-b')).toEqual({
      ok: false,
      error: { kind: 'account', reason: 'name' },
    });
    expect(planAdd(two, { name: 'B', serviceUrl: 'https://b.example', apiKey: '   ' }, 'account-b')).toEqual({
      ok: false,
      error: { kind: 'account', reason: 'key' },
    });
    expect(planAdd(two, { name: 'B', serviceUrl: 'http://b.example', apiKey: 'k' }, 'account-b')).toEqual({
      ok: false,
      error: { kind: 'invalid-service-url', reason: 'insecure' },
    });
    expect(
      planAdd(
        two,
        { name: 'B', serviceUrl: 'https://b.example', defaultDomain: 'no such domain', apiKey: 'k' },
        'account-b',
      ),
    ).toEqual({ ok: false, error: { kind: 'account', reason: 'domain' } });
    expect(cleanName('\u0007\t ')).toBeNull();
  });

  it('remove the current account: falls back to another; the last one: to none', () => {
    const removed = planRemove(two, 'account-w');
    expect(removed.ok && removed.value).toEqual({
      state: { current: 'account-c', accounts: [client] },
      keys: { 'account-c': 'key-client-00000000' },
    });
    const last = removed.ok ? planRemove(removed.value, 'account-c') : removed;
    expect(last.ok && last.value).toEqual({ state: { current: null, accounts: [] }, keys: {} });
    // Another than the current: the current stays.
    const other = planRemove(two, 'account-c');
    expect(other.ok && other.value.state.current).toBe('account-w');
  });

  it('refuse an unknown id', () => {
    const unknown = { ok: false, error: { kind: 'account', reason: 'unknown' } };
    expect(planRemove(two, 'account-x')).toEqual(unknown);
    expect(planSwitch(two, 'account-x')).toEqual(unknown);
    expect(planUpdate(two, 'account-x', { name: 'X' })).toEqual(unknown);
  });

  it('a new key or service makes the group start empty; a rename keeps everything else', () => {
    const renamed = planUpdate(two, 'account-w', { name: 'Office' });
    expect(renamed.ok && renamed.value.state.accounts[0]).toEqual({ ...work, name: 'Office' });
    const rekeyed = planUpdate(two, 'account-w', { apiKey: 'key-newer-00000000' });
    expect(rekeyed.ok && rekeyed.value).toMatchObject({
      state: { accounts: [{ ...work, defaultGroupId: '' }, client] },
      keys: { 'account-w': 'key-newer-00000000' },
    });
  });

  it('a key stays with the service it was saved for: a move without a new key is refused (a user) or leaves no key (the policy)', () => {
    expect(planUpdate(two, 'account-w', { serviceUrl: 'https://elsewhere.example' })).toEqual({
      ok: false,
      error: { kind: 'account', reason: 'service-key' },
    });
    const withKey = planUpdate(two, 'account-w', {
      serviceUrl: 'https://elsewhere.example',
      apiKey: 'key-elsewhere-00000',
    });
    expect(withKey.ok && withKey.value.keys['account-w']).toBe('key-elsewhere-00000');
    const dropped = planUpdate(two, 'account-w', { serviceUrl: 'https://elsewhere.example' }, { onMove: 'drop-key' });
    expect(dropped.ok && dropped.value.state.accounts[0]!.serviceUrl).toBe('https://elsewhere.example');
    expect(dropped.ok && dropped.value.keys).toEqual({ 'account-c': 'key-client-00000000' });
    // The same origin written another way is no move.
    expect(planUpdate(two, 'account-w', { serviceUrl: 'https://prettyurl.net/' }).ok).toBe(true);
  });

  it('switch names the current account and changes nothing else', () => {
    expect(planSwitch(two, 'account-c')).toEqual({
      ok: true,
      value: { ...two, state: { ...two.state, current: 'account-c' } },
    });
  });
});

describe('effective settings', () => {
  const state: AccountsState = {
    current: 'account-c',
    accounts: [
      {
        id: 'account-c',
        name: 'Client',
        serviceUrl: 'https://links.example',
        defaultDomain: 'prty.link',
        defaultGroupId: 'g2',
      },
    ],
  };
  it("are the preferences with the current account's service, domain and group", () => {
    expect(effectiveSettings({ autoCopy: false, serviceUrl: 'https://ignored.example' }, state)).toEqual({
      ...DEFAULT_SETTINGS,
      autoCopy: false,
      serviceUrl: 'https://links.example',
      defaultDomain: 'prty.link',
      defaultGroupId: 'g2',
    });
  });
  it("without a current account: the defaults, never another account's", () => {
    expect(effectiveSettings({ copyFormat: 'html' }, { ...state, current: null })).toEqual({
      ...DEFAULT_SETTINGS,
      copyFormat: 'html',
    });
  });
  it("before the migration: the settings item's own fields", () => {
    expect(
      effectiveSettings({ serviceUrl: 'https://links.example', defaultDomain: 'prty.link' }, undefined),
    ).toMatchObject({ serviceUrl: 'https://links.example', defaultDomain: 'prty.link' });
  });
});

describe('two accounts in the background', () => {
  beforeEach(async () => {
    await configureFor(sandbox.current, DEMO_KEY);
    sandbox.current.store.seed(DEMO_KEY, 2);
    sandbox.current.store.seed(OTHER_KEY, 3);
  });

  async function addClient(): Promise<Status> {
    return value(
      await handlers.addAccount({
        type: 'addAccount',
        name: 'Client A',
        serviceUrl: sandbox.current.url,
        defaultDomain: 'prty.link',
        apiKey: OTHER_KEY,
      }),
    );
  }

  it("switching: the list, the key sent and the settings follow the account; the other's links are never shown", async () => {
    const first = value(await handlers.status({ type: 'status' })).currentAccountId!;
    value(await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 }));
    const added = await addClient();
    expect(added.currentAccountId).toBe(first);
    const client = added.accounts.find((a) => a.name === 'Client A')!;
    const switched = value(await handlers.switchAccount({ type: 'switchAccount', id: client.id }));
    expect(switched).toMatchObject({
      currentAccountId: client.id,
      hasKey: true,
      keyHint: 'wxyz',
      settings: { defaultDomain: 'prty.link' },
    });
    // The other account's links went in the same write as the switch.
    expect(await head()).toEqual(
      toProjection({ account: await accountOf(sandbox.current.url, OTHER_KEY), links: [], total: 0 }),
    );
    sandbox.current.requests.length = 0;
    expect(value(await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 })).links).toHaveLength(3);
    value(
      await handlers.shorten({ type: 'shorten', url: 'https://example.com/new', actionId: 'a1', reuseKnown: false }),
    );
    expect(new Set(keysSent())).toEqual(new Set([`Bearer ${OTHER_KEY}`]));
    expect(await loadSettings()).toMatchObject({ defaultDomain: 'prty.link' });
  });

  it('removing the current account falls back to the other one, with its own (empty) store; the last one to not configured', async () => {
    const added = await addClient();
    const client = added.accounts.find((a) => a.name === 'Client A')!;
    value(await handlers.switchAccount({ type: 'switchAccount', id: client.id }));
    value(await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 }));
    expect((await head())?.links).toHaveLength(3);
    const after = value(await handlers.removeAccount({ type: 'removeAccount', id: client.id }));
    expect(after.currentAccountId).toBe(added.currentAccountId);
    expect(await head()).toEqual(
      toProjection({ account: await accountOf(sandbox.current.url, DEMO_KEY), links: [], total: 0 }),
    );
    expect(await loadApiKey()).toBe(DEMO_KEY);
    const none = value(await handlers.removeAccount({ type: 'removeAccount', id: after.currentAccountId! }));
    expect(none).toMatchObject({ accounts: [], currentAccountId: null, hasKey: false });
    expect(await head()).toEqual(toProjection({ account: NO_ACCOUNT, links: [], total: 0 }));
    expect(await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 })).toEqual({
      ok: false,
      error: { kind: 'not-configured' },
    });
    expect((await browser.storage.local.get('accountKeys')).accountKeys).toEqual({});
  });

  it('refuses a duplicate and an unknown id with clear failures, and changes nothing', async () => {
    await addClient();
    const before = await browser.storage.local.get(null);
    expect(
      await handlers.addAccount({
        type: 'addAccount',
        name: 'Twin',
        serviceUrl: `${sandbox.current.url}/`,
        apiKey: OTHER_KEY,
      }),
    ).toEqual({ ok: false, error: { kind: 'account', reason: 'duplicate' } });
    expect(await handlers.switchAccount({ type: 'switchAccount', id: 'account-nope' })).toEqual({
      ok: false,
      error: { kind: 'account', reason: 'unknown' },
    });
    expect(await handlers.verify({ type: 'verify', accountId: 'account-nope' })).toEqual({
      ok: false,
      error: { kind: 'account', reason: 'unknown' },
    });
    expect(await browser.storage.local.get(null)).toEqual(before);
  });

  it('refuses a service whose permission was not granted', async () => {
    vi.spyOn(browser.permissions, 'contains').mockResolvedValue(false as never);
    expect(
      await handlers.addAccount({
        type: 'addAccount',
        name: 'Far',
        serviceUrl: 'https://far.example',
        apiKey: 'far-key-000000000',
      }),
    ).toEqual({ ok: false, error: { kind: 'permission-missing', origin: 'https://far.example' } });
  });

  it('verifies an account that is not the current one with its own key', async () => {
    const client = (await addClient()).accounts.find((a) => a.name === 'Client A')!;
    sandbox.current.requests.length = 0;
    expect(value(await handlers.verify({ type: 'verify', accountId: client.id }))).toEqual({ total: 3 });
    expect(keysSent()).toEqual([`Bearer ${OTHER_KEY}`]);
  });

  it('verify sends a stored key only to the origin it was saved for: another origin needs a typed key', async () => {
    const client = (await addClient()).accounts.find((a) => a.name === 'Client A')!;
    const elsewhere = sandbox.current.url.replace('127.0.0.1', 'localhost'); // the same server under another origin
    sandbox.current.requests.length = 0;
    const serviceKey = { ok: false, error: { kind: 'account', reason: 'service-key' } };
    expect(await handlers.verify({ type: 'verify', serviceUrl: elsewhere })).toEqual(serviceKey);
    expect(await handlers.verify({ type: 'verify', serviceUrl: elsewhere, accountId: client.id })).toEqual(serviceKey);
    expect(sandbox.current.requests).toEqual([]);
    expect(failureText(serviceKey.error as Failure).text).toBe(
      'A saved key only goes to its own service: enter this service’s key.',
    );
    // A typed key goes where it was typed for; the stored key to its own origin, however it is written.
    expect(value(await handlers.verify({ type: 'verify', serviceUrl: elsewhere, apiKey: OTHER_KEY }))).toEqual({
      total: 3,
    });
    expect(value(await handlers.verify({ type: 'verify', serviceUrl: `${sandbox.current.url}/` }))).toEqual({
      total: 2,
    });
    expect(keysSent()).toEqual([`Bearer ${OTHER_KEY}`, `Bearer ${DEMO_KEY}`]);
  });

  it('refuses a delete or an edit built for an account that is no longer current, and sends nothing to the service', async () => {
    const route = createRouter(handlers);
    const ask = (message: unknown) =>
      route(message, { id: browser.runtime.id, url: browser.runtime.getURL('/sidepanel.html') })!;
    const before = await accountOf(sandbox.current.url, DEMO_KEY);
    const theirs = value(await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 })).links;
    const client = (await addClient()).accounts.find((a) => a.name === 'Client A')!;
    value(await handlers.switchAccount({ type: 'switchAccount', id: client.id }));
    sandbox.current.requests.length = 0;
    const changed = { ok: false, error: { kind: 'account-changed' } };
    expect(await ask({ type: 'deleteLinks', ids: [theirs[0]!.id], account: before })).toEqual(changed);
    expect(
      await ask({ type: 'updateLink', id: theirs[0]!.id, changes: { title: 'Renamed' }, account: before }),
    ).toEqual(changed);
    expect(sandbox.current.requests).toEqual([]);
    expect(failureText(changed.error as Failure)).toEqual({
      text: expect.stringContaining('nothing was done'),
      action: null,
    });
    // Built for the account now current: done.
    const now = await accountOf(sandbox.current.url, OTHER_KEY);
    const mine = value(await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 })).links;
    expect(await ask({ type: 'deleteLinks', ids: [mine[0]!.id], account: now })).toMatchObject({
      ok: true,
      value: { deleted: [mine[0]!.id] },
    });
  });

  it('no key in Status or any account reply', async () => {
    const replies: unknown[] = [];
    const added = await addClient();
    replies.push(added);
    const client = added.accounts.find((a) => a.name === 'Client A')!;
    replies.push(
      await handlers.updateAccount({
        type: 'updateAccount',
        id: client.id,
        changes: { name: 'Client B', apiKey: `${OTHER_KEY}` },
      }),
    );
    replies.push(await handlers.switchAccount({ type: 'switchAccount', id: client.id }));
    replies.push(await handlers.status({ type: 'status' }));
    replies.push(await handlers.verify({ type: 'verify', accountId: client.id }));
    replies.push(
      await handlers.addAccount({
        type: 'addAccount',
        name: 'Twin',
        serviceUrl: sandbox.current.url,
        apiKey: OTHER_KEY,
      }),
    );
    replies.push(await handlers.removeAccount({ type: 'removeAccount', id: client.id }));
    const text = JSON.stringify(replies);
    expect(text).toContain('Client B');
    expect(text).not.toContain(OTHER_KEY);
    expect(text).not.toContain(DEMO_KEY);
    // Nor in the item the popup reads.
    expect(JSON.stringify((await browser.storage.local.get('accounts')).accounts)).not.toMatch(/key-|demo-key/);
  });

  it('the options page edits the current account as the accounts list does: its key removed by updateAccount, its group set there', async () => {
    const client = (await addClient()).accounts.find((a) => a.name === 'Client A')!;
    const edited = value(
      await handlers.updateAccount({
        type: 'updateAccount',
        id: client.id,
        changes: { apiKey: null, defaultGroupId: 'grp_9' },
      }),
    );
    expect(edited.accounts.find((a) => a.id === client.id)).toMatchObject({ hasKey: false, keyHint: null });
    expect(await browser.storage.local.get('accounts')).toMatchObject({
      accounts: {
        accounts: expect.arrayContaining([expect.objectContaining({ id: client.id, defaultGroupId: 'grp_9' })]),
      },
    });
    // A first account without a key yet (the options' service form on a fresh profile).
    fakeBrowser.reset();
    const first = value(
      await handlers.addAccount({ type: 'addAccount', name: '', serviceUrl: 'https://prettyurl.net', apiKey: null }),
    );
    expect(first.accounts).toMatchObject([{ name: 'prettyurl.net', hasKey: false }]);
  });

  it('saveSettings still edits the current account and the preferences', async () => {
    const client = (await addClient()).accounts.find((a) => a.name === 'Client A')!;
    value(await handlers.switchAccount({ type: 'switchAccount', id: client.id }));
    const saved = value(
      await handlers.saveSettings({ type: 'saveSettings', settings: { defaultDomain: 'go.example', autoCopy: false } }),
    );
    expect(saved.accounts.find((a) => a.id === client.id)).toMatchObject({ defaultDomain: 'go.example' });
    expect(saved.accounts.find((a) => a.id !== client.id)).toMatchObject({ defaultDomain: '' });
    expect(saved.settings).toMatchObject({ defaultDomain: 'go.example', autoCopy: false });
    // Turning the current account into the other's twin is refused.
    expect(await handlers.saveSettings({ type: 'saveSettings', settings: {}, apiKey: DEMO_KEY })).toEqual({
      ok: false,
      error: { kind: 'account', reason: 'duplicate' },
    });
  });
});

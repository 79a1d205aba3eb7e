/**
 * What storage held, read through the schemas: corrupt and hostile values at every
 * stored shape, one bad member costing only itself, nothing thrown, nothing unknown kept; a corrupt
 * item leaves every other item as it was (the popup's plain read of the same values: test/unit/pages/popup/first-frame.test.ts).
 */
import { freshDatabases } from '../../support/databases';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { readAccounts, readKeys } from '../../../src/shared/accounts/accounts-schema';
import { handlers } from '../../../src/background/handlers';
import { forgetJournalCopy } from '../../../src/background/links/journal';
import { accountDbFor } from '../../../src/background/links/account-db';
import { readJournalEntry } from '../../../src/shared/links/journal-entry';
import { readHead } from '../../../src/shared/links/head-schema';
import { isValidPresetList, readPresets } from '../../../src/shared/links/presets-schema';
import { readTombstones } from '../../../src/shared/links/tombstones';
import { emptyProgress, readProgress } from '../../../src/background/links/sync-progress';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings/settings';
import { readSettings, settingsPatch } from '../../../src/shared/settings/settings-schema';
import { seedConfiguration } from '../../support/seed';
import { linkStore } from '../../../src/background/links/store';

const runs = { numRuns: 1000 };
/** An object with some of these members, each any JSON value or a near-miss. */
const member = (keys: string[]) =>
  fc.dictionary(
    fc.constantFrom(...keys, '__proto__', 'constructor'),
    fc.oneof(
      fc.jsonValue(),
      fc.constantFrom('', ' ', 'javascript:alert(1)', 'https://x.example', -1, Number.POSITIVE_INFINITY, null),
    ),
    { maxKeys: keys.length },
  );

const account = {
  id: 'account-1',
  name: 'Work',
  serviceUrl: 'https://api.example.com',
  defaultDomain: 'zd.lc',
  defaultGroupId: 'g',
};
const link = (over: Record<string, unknown> = {}) => ({
  id: 'x',
  title: '',
  domain: 'zd.lc',
  backHalf: 'a',
  shortLink: 'https://zd.lc/a',
  destination: 'http://example.com/',
  group: null,
  createdAt: null,
  updatedAt: 1,
  seenAt: 2,
  ...over,
});
const preset = (id: string, name: string, source = 'news') => ({
  id,
  name,
  values: { utm_source: source, utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' },
});

describe('settings', () => {
  it('a bad member reads as its default, an unknown one is dropped, a non-object is all defaults', () => {
    expect(
      readSettings({ autoCopy: false, copyFormat: 42, serviceUrl: 'http://evil.example', extra: 1 }),
    ).toStrictEqual({ ...DEFAULT_SETTINGS, autoCopy: false });
    for (const v of [null, undefined, 'x', 7, [], [1, 2]]) expect(readSettings(v)).toStrictEqual(DEFAULT_SETTINGS);
  });

  it.each([
    [{}, true],
    [{ autoCopy: false, copyFormat: 'rich', defaultGroupId: 'g'.repeat(200) }, true],
    [{ defaultGroupId: 'g'.repeat(201) }, false],
    [{ autoCopy: undefined }, false],
    [{ copyFormat: '<b>' }, false],
    [{ serviceUrl: 'javascript:alert(1)' }, false],
    [{ toString: 1 }, false],
    [JSON.parse('{"__proto__": {"autoCopy": false}}'), false],
    [[], false],
  ])('a page may save %j: %s', (patch, ok) => {
    expect(settingsPatch.safeParse(patch).success).toBe(ok);
  });

  it('property: never throws, always every member and only those', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), member(Object.keys(DEFAULT_SETTINGS))), (v) => {
        expect(Object.keys(readSettings(v)).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
      }),
      runs,
    );
  });
});

describe('accounts and keys', () => {
  it('a bad account is dropped alone; a bad domain or group reads as none; a current id naming none is none', () => {
    const read = readAccounts({
      current: 'account-1',
      accounts: [
        account,
        { ...account, id: 'bad id' },
        { ...account, id: 'account-2', name: '\u0007' },
        { ...account, id: 'account-3', serviceUrl: 'javascript:x' },
        {
          ...account,
          id: 'account-4',
          name: ' Home\u202E ',
          defaultDomain: 'https://x',
          defaultGroupId: 'g'.repeat(201),
        },
        account,
        [],
        null,
      ],
    });
    expect(read).toStrictEqual({
      current: 'account-1',
      accounts: [account, { ...account, id: 'account-4', name: 'Home', defaultDomain: '', defaultGroupId: '' }],
    });
    expect(readAccounts({ current: 'gone', accounts: [account] }).current).toBeNull();
    for (const v of [null, 'x', [], { accounts: 'x' }])
      expect(readAccounts(v)).toStrictEqual({ current: null, accounts: [] });
  });

  it('keys: only non-empty strings, trimmed, under well-formed ids', () => {
    expect(readKeys({ 'account-1': ' k1 ', 'bad id': 'k2', 'account-3': '  ', 'account-4': 7 })).toStrictEqual({
      'account-1': 'k1',
    });
    for (const v of [null, 'x', [], 5]) expect(readKeys(v)).toStrictEqual({});
  });

  it('property: never throws, never keeps a member it does not know', () => {
    const keys = Object.keys(account).concat('extra');
    fc.assert(
      fc.property(
        fc.array(fc.oneof(member(keys), fc.jsonValue(), fc.constant(account)), { maxLength: 4 }),
        fc.jsonValue(),
        (accounts, current) => {
          for (const a of readAccounts({ current, accounts }).accounts)
            expect(Object.keys(a).sort()).toEqual(Object.keys(account).sort());
          for (const [id, key] of Object.entries(
            readKeys(Object.fromEntries(accounts.map((a, i) => [`account-${i}`, a]))),
          ))
            expect([id, typeof key]).toEqual([id, 'string']);
        },
      ),
      runs,
    );
  });
});

describe('the head of links, presets, tombstones', () => {
  it('the head is read whole or not at all: one corrupt link and it is rebuilt', () => {
    expect(readHead({ account: 'a', links: [link()], total: 1 })).toEqual({ account: 'a', links: [link()], total: 1 });
    for (const bad of [
      { id: '' },
      { destination: 'javascript:alert(1)' },
      { shortLink: '/a' },
      { createdAt: '2026-01-01' },
      { seenAt: undefined },
      { made: 'yes' },
      { group: { id: 'g' } },
    ]) {
      expect(readHead({ account: 'a', links: [link(), link(bad)], total: 2 })).toBeNull();
    }
    for (const v of [
      undefined,
      null,
      'x',
      [],
      { account: 'a', links: {}, total: 1 },
      { account: 'a', links: [], total: '1' },
    ])
      expect(readHead(v)).toBeNull();
  });

  it('presets: a bad or repeated one is dropped alone, a stale last-used forgotten; a list to save is refused whole', () => {
    const a = preset('a', 'A');
    expect(
      readPresets({
        presets: [a, preset('b', 'a'), { ...a, id: 'c', values: null }, preset('d', 'D', 'x y'), preset('e', 'E')],
        lastUsed: 'c',
      }),
    ).toEqual({ presets: [a, preset('e', 'E')], lastUsed: null });
    for (const v of [null, 'x', [], { presets: 'x', lastUsed: 5 }])
      expect(readPresets(v)).toEqual({ presets: [], lastUsed: null });
    expect(isValidPresetList([a, preset('b', 'B')])).toBe(true);
    expect(isValidPresetList([a, preset('a', 'B')])).toBe(false);
    expect(isValidPresetList([a, { ...preset('b', 'B'), values: { utm_source: 'x' } }])).toBe(false);
  });

  it('tombstones: anything that is not an id with a time is dropped alone', () => {
    expect(readTombstones({ a: 1, b: 'x', '': 2, c: Infinity, d: 3 })).toEqual({ a: 1, d: 3 });
    for (const v of [null, 'x', [], 5]) expect(readTombstones(v)).toEqual({});
  });
});

describe("the mirror's progress (its meta store)", () => {
  const pass = { kind: 'full', id: 1, nextPage: 3, startedAt: 1, total: 40, totalPages: 4 };
  const progress = { phase: 'syncing', complete: false, syncedAt: 1, fullAt: null, pass };

  it('is read whole or starts over: a stopped sync resumes on its page, a corrupt one begins again', () => {
    expect(readProgress(progress)).toEqual(progress);
    expect(readProgress({ ...progress, pass: { ...pass, confirming: ['a', 'b'] } }).pass?.confirming).toEqual([
      'a',
      'b',
    ]);
    for (const bad of [
      { phase: 'lost' },
      { complete: 'no' },
      { syncedAt: NaN },
      { pass: { ...pass, nextPage: 0 } },
      { pass: { ...pass, kind: 'some' } },
      { pass: { ...pass, confirming: [1] } },
    ]) {
      expect(readProgress({ ...progress, ...bad })).toEqual(emptyProgress());
    }
    for (const v of [null, undefined, 'x', [], 5]) expect(readProgress(v)).toEqual(emptyProgress());
  });
});

describe('a corrupt store', () => {
  const stored = async () => {
    const reply = await handlers.status({ type: 'status' });
    if (!reply.ok) throw new Error('status refused');
    return reply.value;
  };

  beforeEach(() => {
    fakeBrowser.reset();
    vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
  });

  async function seedAll() {
    const seed = seedConfiguration('https://api.example.com', 'sk_live_key_000000001234', {
      autoCopy: false,
      defaultDomain: 'zd.lc',
    });
    await browser.storage.local.set({ ...seed.local, recentDomains: ['go.example'] });
    await browser.storage.sync.set({ ...seed.sync, presets: { presets: [preset('a', 'A')], lastUsed: 'a' } });
  }

  it.each([
    ['the accounts', 'local', 'accounts', { accounts: 'x' }],
    ['the keys', 'local', 'accountKeys', ['x']],
    ['the recent domains', 'local', 'recentDomains', 'x'],
    ['a preference', 'sync', 'pref.autoCopy', 'yes'],
    ['the presets', 'sync', 'presets', 7],
  ] as const)(
    '%s corrupt: that item reads as nothing, every other item as it was, nothing is written over it',
    async (_, area, key, corrupt) => {
      await seedAll();
      const before = await stored();
      await browser.storage[area].set({ [key]: corrupt });
      const after = await stored();
      const expected = structuredClone(before) as unknown as Record<string, unknown>;
      if (key === 'accounts')
        Object.assign(expected, {
          accounts: [],
          currentAccountId: null,
          hasKey: false,
          keyHint: null,
          settings: { ...before.settings, serviceUrl: DEFAULT_SETTINGS.serviceUrl, defaultDomain: '' },
        });
      if (key === 'accountKeys')
        Object.assign(expected, {
          accounts: before.accounts.map((a) => ({ ...a, hasKey: false, keyHint: null })),
          hasKey: false,
          keyHint: null,
        });
      if (key === 'recentDomains') Object.assign(expected, { recentDomains: [] });
      if (key === 'pref.autoCopy')
        Object.assign(expected, { settings: { ...before.settings, autoCopy: DEFAULT_SETTINGS.autoCopy } });
      if (key === 'presets') Object.assign(expected, { presets: { presets: [], lastUsed: null } });
      expect(after).toEqual(expected);
      expect((await browser.storage[area].get(key))[key]).toEqual(corrupt);
    },
  );

  it("a corrupt journal entry (in the account's database) is no entry; the good ones stay", async () => {
    await freshDatabases();
    const good = { account: 'a', url: 'https://example.com/', startedAt: 1 };
    await accountDbFor('acct').writeJournal([
      ['good', good],
      ['bad', { account: 'a', url: 5, startedAt: 'x' } as never],
      ['badlink', { ...good, link: { id: 'x', shortLink: 'javascript:alert(1)' } } as never],
    ]);
    forgetJournalCopy();
    expect([...(await linkStore('acct').journal()).keys()]).toEqual(['good']);
    expect(readJournalEntry(good)).toEqual(good);
    for (const v of [null, 'x', [], { ...good, doneAt: 'soon' }]) expect(readJournalEntry(v)).toBeNull();
  });
});

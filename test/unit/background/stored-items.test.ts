/**
 * The stored layout existing profiles hold, read and written through WXT storage: each item under
 * its own key, its version in `key$` = { v }, and the writes that go together in one storage write.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import {
  accountKeysItem,
  accountsItem,
  apiKeyItem,
  prefsWrite,
  recentDomainsItem,
  settingsItem,
} from '../../../src/background/settings/items';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings/settings';
import { presetsItem } from '../../../src/background/links/presets';
import { appliedItem } from '../../../src/background/policy/apply-policy';
import { headItem } from '../../../src/background/links/projection';
import { bulkProgressItem } from '../../../src/platform/bulk-job-item';

beforeEach(() => fakeBrowser.reset());
const stored = (...keys: string[]) => browser.storage.local.get(keys);

describe('stored items', () => {
  // The links, the tombstones, the journal and a list's job are in each account's database; the
  // first page (`links`) and a list's progress are only projections of it, for the pages.
  it('keep the keys existing profiles hold', () => {
    const keys = [
      settingsItem,
      recentDomainsItem,
      apiKeyItem,
      accountsItem,
      accountKeysItem,
      presetsItem,
      appliedItem,
      headItem,
      bulkProgressItem('acct'),
    ].map((i) => i.key);
    expect(keys).toEqual([
      'local:settings',
      'local:recentDomains',
      'local:apiKey',
      'local:accounts',
      'local:accountKeys',
      'sync:presets',
      'local:policyApplied',
      'local:links',
      'local:bulkProgress:acct',
    ]);
  });

  it('a preference is written to storage.sync, each under its own key, and only when it changed', async () => {
    const set = vi.spyOn(browser.storage.sync, 'set');
    const next = { ...DEFAULT_SETTINGS, autoCopy: false, copyFormat: 'markdown' as const, defaultDomain: 'go.example' };
    await storage.setItems([
      { item: accountsItem, value: { current: null, accounts: [] } },
      ...prefsWrite(DEFAULT_SETTINGS, next),
    ]);
    expect(set).toHaveBeenCalledTimes(1);
    expect(await browser.storage.sync.get(null)).toEqual({ 'pref.autoCopy': false, 'pref.copyFormat': 'markdown' });
    expect(await stored('accounts', 'settings')).toEqual({ accounts: { current: null, accounts: [] } });
  });
});

describe('WXT storage items (the layout: `key` and `key$` = { v })', () => {
  it('reads the fallback when nothing is stored; null removes', async () => {
    const item = storage.defineItem<string[]>('local:list', { fallback: [] });
    expect(await item.getValue()).toEqual([]);
    await item.setValue(['a']);
    expect(await stored('list')).toEqual({ list: ['a'] });
    await item.setValue(null as unknown as string[]);
    expect(await stored('list')).toEqual({});
  });

  it('a fresh versioned item gets its version with its first write', async () => {
    const item = storage.defineItem<{ n: number } | null>('local:thing', {
      fallback: null,
      version: 3,
      migrations: {},
    });
    await item.setValue({ n: 1 });
    expect(await stored('thing', 'thing$')).toEqual({ thing: { n: 1 }, thing$: { v: 3 } });
  });

  it('migrates an older value once, step by step, and records the version', async () => {
    await browser.storage.local.set({ thing: { a: 1 } });
    const item = storage.defineItem<Record<string, number> | null>('local:thing', {
      fallback: null,
      version: 3,
      migrations: {
        2: (old: Record<string, number>) => ({ ...old, b: 2 }),
        3: (old: Record<string, number>) => ({ ...old, c: 3 }),
      },
    });
    expect(await item.getValue()).toEqual({ a: 1, b: 2, c: 3 });
    expect(await stored('thing$')).toEqual({ thing$: { v: 3 } });
  });

  it('a newer stored version is left as it is (logged, not migrated down)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await browser.storage.local.set({ thing: { x: 1 }, thing$: { v: 5 } });
    const item = storage.defineItem<unknown>('local:thing', {
      fallback: null,
      version: 2,
      migrations: { 2: () => 'no' },
    });
    expect(await item.getValue()).toEqual({ x: 1 });
    expect(error).toHaveBeenCalled();
  });
});

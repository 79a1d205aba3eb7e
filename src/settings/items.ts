/**
 * The background's stored configuration, one WXT storage item per concern: the preferences, the
 * accounts, their keys, the domains used lately. Only the background imports this module (the key never reaches a
 * page), and every write of it goes through here, one after another.
 */
import { memoized, storage } from './storage';
import { serialized } from '../background/writes';
import { ACCOUNT_KEYS_KEY, ACCOUNTS_KEY, newAccountId, readAccounts, readKeys, type AccountKeys, type AccountsState } from '../accounts/accounts';
import { withAccount } from '../accounts/effective';
import { migrateLegacy } from '../accounts/migrate';
import type { Stored } from '../accounts/planners';
import { isDomain, readSettings, SETTINGS_KEY, type Settings } from './settings';

const MAX_RECENT_DOMAINS = 5;

/** The domains the user chose lately, most recent first, offered in the popup. */
export const recentDomainsItem = storage.defineItem<string[]>('local:recentDomains', { fallback: [] });

/**
 * The settings. Version 1 kept its version inline and held `recentDomains`; version 2 moves those
 * to their own item, so a save from the options page and a shortening can no longer overwrite
 * each other's read-modify-write.
 */
export const SETTINGS_VERSION = 2;
export const settingsItem = storage.defineItem<Record<string, unknown> | null>(`local:${SETTINGS_KEY}`, {
  fallback: null,
  version: SETTINGS_VERSION,
  migrations: {
    2: async (old: unknown) => {
      const { version: _, recentDomains, ...rest } = (old && typeof old === 'object' ? old : {}) as Record<string, unknown>;
      if (Array.isArray(recentDomains)) await recentDomainsItem.setValue(recentDomains.filter(isDomain).slice(0, MAX_RECENT_DOMAINS));
      return rest;
    },
  },
});

/**
 * The single account's API key, before accounts: read once by the migration below, then removed.
 * Its keys now live in `accountKeys`.
 */
export const apiKeyItem = storage.defineItem<string | null>('local:apiKey', { fallback: null });

/** The accounts (no keys): `{ current, accounts }`, see src/accounts/accounts.ts. Null: not migrated yet. */
export const accountsItem = storage.defineItem<unknown>(`local:${ACCOUNTS_KEY}`, { fallback: null });
/** The accounts' keys by account id: storage.local only (never sync), read by the background alone. */
export const accountKeysItem = storage.defineItem<unknown>(`local:${ACCOUNT_KEYS_KEY}`, { fallback: null });

let migrating: Promise<Stored & { settings: Settings }> | null = null;

/**
 * The accounts, their keys and the preferences. A profile from before accounts (no `accounts`
 * item) is migrated on this first read: one account from its settings and key, written in one
 * storage write, then the old key item removed. Not queued (writes that read this wait in the
 * queue themselves); a read during the migration shares it. The background keeps the answer in
 * memory between messages until one of these items changes (keepInMemory in ./storage.ts): the
 * objects answered are shared, never to be changed in place (the planners make new ones).
 */
export const loadStored: () => Promise<Stored & { settings: Settings }> = memoized(
  [SETTINGS_KEY, `${SETTINGS_KEY}$`, ACCOUNTS_KEY, ACCOUNT_KEYS_KEY, 'apiKey'],
  readStored,
);

async function readStored(): Promise<Stored & { settings: Settings }> {
  const [settingsRaw, accountsRaw, keysRaw, legacyKey] = await Promise.all([
    settingsItem.getValue(),
    accountsItem.getValue(),
    accountKeysItem.getValue(),
    apiKeyItem.getValue(),
  ]);
  if (accountsRaw === null || accountsRaw === undefined) return (migrating ??= migrate(settingsRaw, legacyKey).finally(() => (migrating = null)));
  const state = readAccounts(accountsRaw);
  const keys = readKeys(keysRaw);
  if (legacyKey !== null) await adoptLegacyKey(state, keys, legacyKey);
  return { state, keys, settings: withAccount(readSettings(settingsRaw), state) };
}

/**
 * A single-account key beside the accounts: a migration interrupted after its write left it (a
 * stale copy: dropped), or it was written after them by an older writer; a current account without
 * a key takes it, so no key is lost.
 */
async function adoptLegacyKey(state: AccountsState, keys: AccountKeys, legacyKey: unknown): Promise<void> {
  const key = typeof legacyKey === 'string' ? legacyKey.trim() : '';
  if (state.current && !keys[state.current] && key) {
    keys[state.current] = key;
    await accountKeysItem.setValue(keys);
  }
  await apiKeyItem.removeValue();
}

async function migrate(settingsRaw: unknown, legacyKey: unknown): Promise<Stored & { settings: Settings }> {
  const { state, keys, prefs } = migrateLegacy(settingsRaw, legacyKey, newAccountId());
  // Nothing configured (a fresh profile): nothing to write; the first save makes the accounts.
  if (state.accounts.length === 0) return { state, keys, settings: withAccount(readSettings(prefs), state) };
  await storage.setItems([
    { item: accountsItem, value: state },
    { item: accountKeysItem, value: keys },
    { item: settingsItem, value: prefs },
  ]);
  // A batch write skips the item's version, which says the stored shape needs no migration.
  await settingsItem.setMeta({ v: SETTINGS_VERSION });
  // Removed only when it is still the key migrated: one written meanwhile is adopted by the next read.
  if ((await apiKeyItem.getValue()) === legacyKey) await apiKeyItem.removeValue();
  return { state, keys, settings: withAccount(readSettings(prefs), state) };
}

/** The effective settings: the preferences with the current account's service, domain and group. */
export async function loadSettings(): Promise<Settings> {
  return (await loadStored()).settings;
}

/** The current account's key. */
export async function loadApiKey(): Promise<string | null> {
  return (await loadConfiguration()).apiKey;
}

/** The effective settings and the current account's key, from one read. */
export async function loadConfiguration(): Promise<{ settings: Settings; apiKey: string | null }> {
  const { state, keys, settings } = await loadStored();
  return { settings, apiKey: (state.current && keys[state.current]) || null };
}

export async function loadRecentDomains(): Promise<string[]> {
  const value = await recentDomainsItem.getValue();
  return Array.isArray(value) ? value.filter(isDomain) : [];
}

/** A domain just used goes first in the recent ones. */
export function rememberDomain(domain: string): Promise<void> {
  return serialized(async () => {
    const recent = await loadRecentDomains();
    await recentDomainsItem.setValue([domain, ...recent.filter((d) => d !== domain)].slice(0, MAX_RECENT_DOMAINS));
  });
}

/** What a page may see of a key: its last four characters, and only for keys long enough to hide the rest. */
export function keyHint(key: string | null): string | null {
  return key && key.length >= 12 ? key.slice(-4) : null;
}

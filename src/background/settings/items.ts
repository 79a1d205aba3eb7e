/**
 * The background's stored configuration, one WXT storage item per concern: the preferences, the
 * accounts, their keys, the domains used lately. Only the background imports this module (the key never reaches a
 * page), and every write of it goes through here, one after another.
 */
import { storage } from 'wxt/utils/storage';
import { enforcePolicy } from '../../shared/policy/enforce';
import { readPolicy } from '../policy/read';
import { placeLegacyKey } from '../../shared/accounts/legacy';
import { serialized } from '../writes';
import { ACCOUNT_KEYS_KEY, ACCOUNTS_KEY, newAccountId, readAccounts, readKeys } from '../../shared/accounts/accounts';
import { withAccount } from '../../shared/accounts/effective';
import { migrateLegacy } from '../../shared/accounts/migrate';
import type { Stored } from '../../shared/accounts/planners';
import { isDomain, readSettings, SETTINGS_KEY, type Settings } from '../../shared/settings/settings';

const MAX_RECENT_DOMAINS = 5;

/** The domains the user chose lately, most recent first, offered in the popup. */
export const recentDomainsItem = storage.defineItem<string[]>('local:recentDomains', { fallback: [], version: 1 });

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
export const apiKeyItem = storage.defineItem<string | null>('local:apiKey', { fallback: null, version: 1 });

/** The accounts (no keys): `{ current, accounts }`, see src/shared/accounts/accounts.ts. Null: not migrated yet. */
export const accountsItem = storage.defineItem<unknown>(`local:${ACCOUNTS_KEY}`, { fallback: null, version: 1 });
/** The accounts' keys by account id: storage.local only (never sync), read by the background alone. */
export const accountKeysItem = storage.defineItem<unknown>(`local:${ACCOUNT_KEYS_KEY}`, { fallback: null, version: 1 });

type Loaded = Stored & { settings: Settings };

/**
 * The accounts, their keys and the preferences, with the administrator's locked values applied
 * (src/shared/policy/enforce.ts): every reader sees them, whatever storage holds. A profile from before
 * accounts (no `accounts` item) is migrated on the first read, and a single-account key found
 * beside the accounts is placed (src/shared/accounts/legacy.ts). Not queued (writes that read this wait in the queue
 * themselves).
 */
export async function loadStored(): Promise<Loaded> {
  const [stored, policy] = await Promise.all([readStored(), readPolicy({ warn: false })]);
  return enforcePolicy(stored, policy);
}

interface Raw {
  settingsRaw: unknown;
  accountsRaw: unknown;
  keysRaw: unknown;
  legacyKey: unknown;
}

async function readRaw(): Promise<Raw> {
  const [settingsRaw, accountsRaw, keysRaw, legacyKey] = await Promise.all([
    settingsItem.getValue(),
    accountsItem.getValue(),
    accountKeysItem.getValue(),
    apiKeyItem.getValue(),
  ]);
  return { settingsRaw, accountsRaw, keysRaw, legacyKey };
}

const notMigrated = (raw: Raw) => raw.accountsRaw === null || raw.accountsRaw === undefined;
/** The old shape with something in it to move, or a single-account key beside the accounts. */
const unsettled = (raw: Raw) => (notMigrated(raw) ? fromLegacy(raw).state.accounts.length > 0 : raw.legacyKey !== null);

/** One settling at a time; every reader that found the old shape waits for it, then reads again. */
let settling: Promise<void> | null = null;

async function readStored(): Promise<Loaded> {
  let raw = await readRaw();
  if (unsettled(raw)) {
    await (settling ??= settle().finally(() => (settling = null)));
    raw = await readRaw();
  }
  // Nothing configured (a fresh profile): nothing was written; the settings item's fields stand.
  if (notMigrated(raw)) return fromLegacy(raw);
  const state = readAccounts(raw.accountsRaw);
  return { state, keys: readKeys(raw.keysRaw), settings: withAccount(readSettings(raw.settingsRaw), state) };
}

function fromLegacy(raw: Raw): Loaded {
  const { state, keys, prefs } = migrateLegacy(raw.settingsRaw, raw.legacyKey, newAccountId());
  return { state, keys, settings: withAccount(readSettings(prefs), state) };
}

/**
 * Moves the single-account shape to accounts, or places a single-account key found beside them,
 * from a read made here and now: a reader that saw the old shape a while ago (and a migration
 * finished and a newer save landed since) never writes its stale copy over them.
 */
async function settle(): Promise<void> {
  const raw = await readRaw();
  if (notMigrated(raw)) return migrate(raw);
  if (raw.legacyKey !== null) return adoptLegacyKey(raw);
}

/**
 * A single-account key beside the accounts (a migration interrupted after its write, or an older
 * writer): placed by ./legacy.ts with the service its settings named, never another's.
 */
async function adoptLegacyKey(raw: Raw): Promise<void> {
  const stored = { state: readAccounts(raw.accountsRaw), keys: readKeys(raw.keysRaw) };
  const placed = placeLegacyKey(stored, raw.legacyKey, readSettings(raw.settingsRaw).serviceUrl, newAccountId());
  // No room for it (the accounts' limit): kept where it is, not lost.
  if (!placed) return;
  if (placed !== stored) await storage.setItems([
    { item: accountsItem, value: placed.state },
    { item: accountKeysItem, value: placed.keys },
  ]);
  await apiKeyItem.removeValue();
}

async function migrate(raw: Raw): Promise<void> {
  const { state, keys, prefs } = migrateLegacy(raw.settingsRaw, raw.legacyKey, newAccountId());
  // Nothing configured (a fresh profile): nothing to write; the first save makes the accounts.
  if (state.accounts.length === 0) return;
  await storage.setItems([
    { item: accountsItem, value: state },
    { item: accountKeysItem, value: keys },
    ...settingsWrite(prefs),
  ]);
  // Removed only when it is still the key migrated: one written meanwhile is placed by the next read.
  if ((await apiKeyItem.getValue()) === raw.legacyKey) await apiKeyItem.removeValue();
}

/**
 * The preferences and their version (the meta WXT keeps at `settings$`), for a storage.setItems:
 * a batch write skips the item's version, and in the same write the shape is never unversioned.
 */
export const settingsWrite = (prefs: unknown) => [
  { item: settingsItem, value: prefs },
  { key: `${settingsItem.key}$` as const, value: { v: SETTINGS_VERSION } },
];

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

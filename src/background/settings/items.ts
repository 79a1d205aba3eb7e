/**
 * The background's stored configuration, one WXT storage item per concern: the preferences, the
 * accounts, their keys, the domains used lately. Only the background imports this module (the key never reaches a
 * page), and every write of it goes through here, one after another.
 */
import * as z from 'zod/mini';
import { storage } from 'wxt/utils/storage';
import { enforcePolicy } from '../../shared/policy/enforce';
import type { PreferenceName } from '../../shared/policy/fields';
import { readPolicy } from './read-policy';
import { serialized } from '../writes';
import { ACCOUNT_KEYS_KEY, ACCOUNTS_KEY, newAccountId } from '../../shared/accounts/accounts';
import { readAccounts, readKeys } from '../../shared/accounts/accounts-schema';
import { PREFERENCE_NAMES, prefsFromSync, withAccount, type Preferences } from '../../shared/accounts/effective';
import { legacyService, migrateLegacy, placeLegacyKey } from '../../shared/accounts/migrate';
import type { Stored } from '../../shared/accounts/planners';
import { DEFAULT_SETTINGS, SETTINGS_KEY, type Settings } from '../../shared/settings/settings';
import { domainSchema, isSetting, readSettings } from '../../shared/settings/settings-schema';
import { PREF_PREFIX } from '../../shared/settings/keys';
import { EMPTY_PRESETS, PRESETS_KEY } from '../../shared/links/presets';
import { rulesItem, rulesOf, type RulesState } from './rules-item';

const MAX_RECENT_DOMAINS = 5;

/** The recent domains from whatever storage held: a bad one dropped alone, anything not a list none. */
const recentDomains = z.catch(z.array(z.unknown()), []);
const readRecentDomains = (raw: unknown): string[] =>
  recentDomains
    .parse(raw)
    .filter((d): d is string => domainSchema.safeParse(d).success)
    .slice(0, MAX_RECENT_DOMAINS);

/** The domains the user chose lately, most recent first, offered in the popup. */
export const recentDomainsItem = storage.defineItem<string[]>('local:recentDomains', { fallback: [], version: 1 });

/**
 * The settings as storage.local kept them before the preferences moved to storage.sync: read only
 * to move them (`settle` below), then removed. Version 1 kept its version inline and held
 * `recentDomains`; version 2 moved those to their own item.
 */
export const SETTINGS_VERSION = 2;
export const settingsItem = storage.defineItem<Record<string, unknown> | null>(`local:${SETTINGS_KEY}`, {
  fallback: null,
  version: SETTINGS_VERSION,
  migrations: {
    2: async (old: unknown) => {
      const {
        version: _,
        recentDomains,
        ...rest
      } = (old && typeof old === 'object' ? old : {}) as Record<string, unknown>;
      if (Array.isArray(recentDomains)) await recentDomainsItem.setValue(readRecentDomains(recentDomains));
      return rest;
    },
  },
});

/**
 * The single account's API key, before accounts: read once by the migration below, then removed.
 * Its keys now live in `accountKeys`.
 */
export const apiKeyItem = storage.defineItem<string | null>('local:apiKey', { fallback: null, version: 1 });

/**
 * A single-account key was dropped because its service address no longer passes today's check (a
 * key never changes origin): the options page asks for the key again until an account has one.
 */
export const keyDroppedItem = storage.defineItem<boolean>('local:keyDropped', { fallback: false, version: 1 });

/** The accounts (no keys): `{ current, accounts }`, see src/shared/accounts/accounts.ts. Null: not migrated yet. */
export const accountsItem = storage.defineItem<unknown>(`local:${ACCOUNTS_KEY}`, { fallback: null, version: 1 });
/** The accounts' keys by account id: storage.local only (never sync), read by the background alone. */
export const accountKeysItem = storage.defineItem<unknown>(`local:${ACCOUNT_KEYS_KEY}`, { fallback: null, version: 1 });

/** A preference's storage.sync key (see PREF_PREFIX): it follows the user to their other computers. */
export const prefKey = (name: keyof Preferences) => `sync:${PREF_PREFIX}${name}` as const;

/**
 * The campaign presets, in storage.sync: `{ presets, lastUsed }` (src/shared/links/presets.ts). WXT reads a
 * missing version as 1, so a later shape's migration (`migrations: { 2: … }`) finds today's values.
 */
export const presetsItem = storage.defineItem<unknown>(`sync:${PRESETS_KEY}`, { fallback: EMPTY_PRESETS, version: 1 });
/** Where the presets were before storage.sync: moved by `settle`, then removed. */
export const localPresetsItem = storage.defineItem<unknown>(`local:${PRESETS_KEY}`, { fallback: null });

/** Everything an action needs to know, from one read per storage area: the account, its key, its settings and the site rules. */
export type Loaded = Stored & { settings: Settings };
export type Configuration = Loaded & {
  rules: RulesState;
  /** The preferences the administrator locked: the locked-rule checks hold them on every address (../rules/locked-rule.ts). */
  lockedPreferences?: readonly PreferenceName[];
};

/**
 * The accounts, their keys and the preferences, with the administrator's locked values applied
 * (src/shared/policy/enforce.ts): every reader sees them, whatever storage holds. A profile from before
 * accounts (no `accounts` item) is migrated on the first read, and a single-account key found
 * beside the accounts is placed (src/shared/accounts/migrate.ts). Not queued (writes that read this wait in the queue
 * themselves).
 */
export async function loadStored(): Promise<Configuration> {
  const [{ rulesRaw, ...stored }, policy] = await Promise.all([readStored(), readPolicy({ warn: false })]);
  return { ...enforcePolicy(stored, policy), rules: rulesOf(rulesRaw, policy), lockedPreferences: policy.locked };
}

interface Raw {
  settingsRaw: unknown;
  accountsRaw: unknown;
  keysRaw: unknown;
  legacyKey: unknown;
  /** The preferences' storage.sync keys (`pref.<name>`) and what they hold. */
  syncRaw: Record<string, unknown>;
  localPresets: unknown;
  rulesRaw: unknown;
}

/** One read per storage area (every action opens the service: a list opens it 40 times a second). */
async function readRaw(): Promise<Raw> {
  const [settingsRaw, accountsRaw, keysRaw, legacyKey, localPresets, rulesRaw, ...synced] = await storage.getItems([
    settingsItem,
    accountsItem,
    accountKeysItem,
    apiKeyItem,
    localPresetsItem,
    rulesItem,
    ...PREFERENCE_NAMES.map(prefKey),
  ]);
  const syncRaw = Object.fromEntries(
    synced.filter((s) => s.value !== null).map((s) => [s.key.slice('sync:'.length), s.value]),
  );
  return {
    settingsRaw: settingsRaw!.value,
    accountsRaw: accountsRaw!.value,
    keysRaw: keysRaw!.value,
    legacyKey: legacyKey!.value,
    syncRaw,
    localPresets: localPresets!.value,
    rulesRaw: rulesRaw!.value,
  };
}

const notMigrated = (raw: Raw) => raw.accountsRaw === null || raw.accountsRaw === undefined;
/** The old shape with something in it to move, a single-account key beside the accounts, or values still to move to storage.sync. */
const unsettled = (raw: Raw) =>
  (notMigrated(raw) ? isToMigrate(fromLegacy(raw)) : raw.legacyKey !== null) ||
  raw.settingsRaw !== null ||
  raw.localPresets !== null;

/** The preferences: storage.sync's, over any the local settings item still holds. */
const prefsOf = (raw: Raw, local: unknown = raw.settingsRaw) =>
  readSettings({ ...(local && typeof local === 'object' ? local : {}), ...prefsFromSync(raw.syncRaw) });

/** One settling at a time; every reader that found the old shape waits for it, then reads again. */
let settling: Promise<void> | null = null;

/** Moves whatever an older release left (see settle); readers that found it wait for it. */
export const settleStored = (): Promise<void> => (settling ??= settle().finally(() => (settling = null)));

async function readStored(): Promise<Loaded & { rulesRaw: unknown }> {
  let raw = await readRaw();
  if (unsettled(raw)) {
    await settleStored();
    raw = await readRaw();
  }
  // Nothing configured (a fresh profile): nothing was written; the settings item's fields stand.
  if (notMigrated(raw)) return { ...fromLegacy(raw), rulesRaw: raw.rulesRaw };
  const state = readAccounts(raw.accountsRaw);
  return { state, keys: readKeys(raw.keysRaw), settings: withAccount(prefsOf(raw), state), rulesRaw: raw.rulesRaw };
}

const isToMigrate = (migrated: Loaded & { keyDropped?: true }) =>
  migrated.state.accounts.length > 0 || migrated.keyDropped === true;

function fromLegacy(raw: Raw): Loaded & { keyDropped?: true } {
  const { state, keys, prefs, keyDropped } = migrateLegacy(raw.settingsRaw, raw.legacyKey, newAccountId());
  return { state, keys, settings: withAccount(prefsOf(raw, prefs), state), ...(keyDropped && { keyDropped }) };
}

/**
 * Moves the single-account shape to accounts, or places a single-account key found beside them,
 * from a read made here and now: a reader that saw the old shape a while ago (and a migration
 * finished and a newer save landed since) never writes its stale copy over them.
 */
async function settle(): Promise<void> {
  const raw = await readRaw();
  if (notMigrated(raw)) await migrate(raw);
  else if (raw.legacyKey !== null) await adoptLegacyKey(raw);
  // The settings item names the service a single-account key left beside the accounts was for: kept while one is.
  const now = await readRaw();
  if (now.legacyKey === null && (now.settingsRaw !== null || now.localPresets !== null)) await moveToSync(now);
}

/**
 * The preferences and presets storage.local held, moved to storage.sync once, then removed from
 * storage.local. A value already in storage.sync wins: it was written by this release (here or on
 * another computer), after the local one. Only preferences the user changed (not their default)
 * move, so a computer that never changed one does not overwrite another's choice.
 */
async function moveToSync(raw: Raw): Promise<void> {
  const local = (raw.settingsRaw && typeof raw.settingsRaw === 'object' ? raw.settingsRaw : {}) as Record<
    string,
    unknown
  >;
  const inSync = prefsFromSync(raw.syncRaw);
  const moved = PREFERENCE_NAMES.filter(
    (name) => isSetting(name, local[name]) && local[name] !== DEFAULT_SETTINGS[name] && !isSetting(name, inSync[name]),
  ).map((name) => ({ key: prefKey(name), value: local[name] }));
  const presetsInSync = await storage.getItem(presetsItem.key);
  const presets =
    raw.localPresets !== null && presetsInSync === null ? [{ item: presetsItem, value: raw.localPresets }] : [];
  if (moved.length || presets.length) await storage.setItems([...moved, ...presets]);
  await Promise.all([settingsItem.removeValue({ removeMeta: true }), localPresetsItem.removeValue()]);
}

/**
 * A single-account key beside the accounts (a migration interrupted after its write, or an older
 * writer): placed by src/shared/accounts/migrate.ts with the service its settings named, never another's.
 */
async function adoptLegacyKey(raw: Raw): Promise<void> {
  const stored = { state: readAccounts(raw.accountsRaw), keys: readKeys(raw.keysRaw) };
  const origin = legacyService(raw.settingsRaw);
  if (origin === null) return dropLegacyKey();
  const placed = placeLegacyKey(stored, raw.legacyKey, origin, newAccountId());
  // No room for it (the accounts' limit): kept where it is, not lost.
  if (!placed) return;
  if (placed !== stored)
    await storage.setItems([
      { item: accountsItem, value: placed.state },
      { item: accountKeysItem, value: placed.keys },
    ]);
  await apiKeyItem.removeValue();
}

/** A single-account key whose service no longer passes today's check: removed, and the user asked for it again. */
async function dropLegacyKey(): Promise<void> {
  await keyDroppedItem.setValue(true);
  await apiKeyItem.removeValue();
}

/** The preferences the settings item holds beside the account's fields move to storage.sync next (settle). */
async function migrate(raw: Raw): Promise<void> {
  const { state, keys, keyDropped } = migrateLegacy(raw.settingsRaw, raw.legacyKey, newAccountId());
  if (keyDropped) return dropLegacyKey();
  // Nothing configured (a fresh profile): nothing to write; the first save makes the accounts.
  if (state.accounts.length === 0) return;
  await storage.setItems([
    { item: accountsItem, value: state },
    { item: accountKeysItem, value: keys },
  ]);
  // Removed only when it is still the key migrated: one written meanwhile is placed by the next read.
  if ((await apiKeyItem.getValue()) === raw.legacyKey) await apiKeyItem.removeValue();
}

/**
 * The preferences that changed, each to its storage.sync key, for a storage.setItems: a preference
 * left as it was is not written, so it never overwrites one changed meanwhile on another computer.
 */
export function prefsWrite(before: Settings, next: Settings, always: readonly string[] = []) {
  return PREFERENCE_NAMES.filter((name) => next[name] !== before[name] || always.includes(name)).map((name) => ({
    key: prefKey(name),
    value: next[name],
  }));
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
  return readRecentDomains(value);
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

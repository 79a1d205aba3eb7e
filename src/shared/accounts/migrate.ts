/**
 * Every stored shape older than this release, and where it goes (pure; the background reads, runs
 * these and writes the answer in one place, `settle` in src/background/settings/items.ts, at install, update
 * and the first read that finds one):
 * - the single-account shape (settings holding the service, default domain and group, and the
 *   `apiKey` item) → accounts: `migrateLegacy`;
 * - a single-account key left beside the accounts → its account: `placeLegacyKey`;
 * - preferences and presets in storage.local → storage.sync (`moveToSync` in items.ts);
 * - settings v1 (version inline, recent domains inside) → v2: the settings item's WXT migration;
 * - the unscoped `linksCache` → dropped on install (src/background/install.ts).
 */
import { DEFAULT_SETTINGS } from '../settings/settings';
import { readSettings } from '../settings/settings-schema';
import { checkServiceUrl } from '../settings/service-url';
import { nameFromService, NO_ACCOUNTS, type AccountKeys, type AccountsState } from './accounts';
import { planAdd, type Stored } from './planners';
import { preferencesOf, type Preferences } from './effective';

export interface Migrated {
  state: AccountsState;
  keys: AccountKeys;
  prefs: Preferences;
  /** The key's service no longer passes today's check: the key was dropped, never moved to another origin. */
  keyDropped?: true;
}

/**
 * The service a single-account key was saved for, as its settings named it (none named: the
 * default); null when today's check refuses that address. A key never changes origin, so such a
 * key is dropped rather than attached to the default service.
 */
export function legacyService(settingsRaw: unknown): string | null {
  const named =
    settingsRaw && typeof settingsRaw === 'object' ? (settingsRaw as Record<string, unknown>).serviceUrl : undefined;
  if (named === undefined) return DEFAULT_SETTINGS.serviceUrl;
  return typeof named === 'string' && checkServiceUrl(named).ok ? named : null;
}

/**
 * From the single-account shape to accounts: one account named from its service's host, with its
 * key. Its link store is found by the same fingerprint (service and key are unchanged), so its
 * links stay its own.
 */
export function migrateLegacy(settingsRaw: unknown, apiKeyRaw: unknown, id: string): Migrated {
  const settings = readSettings(settingsRaw);
  const prefs = preferencesOf(settings);
  const key = typeof apiKeyRaw === 'string' && apiKeyRaw.trim() ? apiKeyRaw.trim() : null;
  if (legacyService(settingsRaw) === null)
    return { state: NO_ACCOUNTS, keys: {}, prefs, ...(key && { keyDropped: true }) };
  const configured =
    key !== null ||
    settings.serviceUrl !== DEFAULT_SETTINGS.serviceUrl ||
    settings.defaultDomain !== '' ||
    settings.defaultGroupId !== '';
  if (!configured) return { state: NO_ACCOUNTS, keys: {}, prefs };
  const { serviceUrl, defaultDomain, defaultGroupId } = settings;
  return {
    state: {
      current: id,
      accounts: [{ id, name: nameFromService(serviceUrl), serviceUrl, defaultDomain, defaultGroupId }],
    },
    keys: key ? { [id]: key } : {},
    prefs,
  };
}

/**
 * Where a single-account key found beside the accounts goes (a migration interrupted after its
 * write left a copy, or an older writer saved one). A key is only ever sent to the origin it was
 * saved for: `origin` is the service the settings named beside it.
 */
/**
 * `stored` itself when nothing changes (a copy of a key an account on that service already has, or
 * no key); null when there is no room for it (kept where it is, not lost).
 */
export function placeLegacyKey(stored: Stored, legacyKey: unknown, origin: string, newId: string): Stored | null {
  const key = typeof legacyKey === 'string' ? legacyKey.trim() : '';
  if (!key) return stored;
  const onOrigin = stored.state.accounts.filter((a) => a.serviceUrl === origin);
  if (onOrigin.some((a) => stored.keys[a.id] === key)) return stored;
  // The current account, on that service and without a key, takes it (an account the older writer set up).
  const current = onOrigin.find((a) => a.id === stored.state.current);
  if (current && !stored.keys[current.id]) return { state: stored.state, keys: { ...stored.keys, [current.id]: key } };
  // Otherwise an account of its own on its service: the key another account has stays that account's.
  const added = planAdd(stored, { name: nameFromService(origin), serviceUrl: origin, apiKey: key }, newId);
  return added.ok ? added.value : null;
}

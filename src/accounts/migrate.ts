/**
 * From the single-account shape (settings v2 holding the service, default domain and group, and the
 * `apiKey` item) to accounts: one account named from its service's host, with its key. Its link
 * store is found by the same fingerprint (service and key are unchanged), so its links stay its own.
 * Pure; the background writes the answer (src/settings/items.ts).
 */
import { DEFAULT_SETTINGS } from '../settings/settings';
import { readSettings } from '../settings/settings-schema';
import { nameFromService, NO_ACCOUNTS, type AccountKeys, type AccountsState } from './accounts';
import { preferencesOf, type Preferences } from './effective';

export interface Migrated {
  state: AccountsState;
  keys: AccountKeys;
  prefs: Preferences;
}

export function migrateLegacy(settingsRaw: unknown, apiKeyRaw: unknown, id: string): Migrated {
  const settings = readSettings(settingsRaw);
  const prefs = preferencesOf(settings);
  const key = typeof apiKeyRaw === 'string' && apiKeyRaw.trim() ? apiKeyRaw.trim() : null;
  const configured =
    key !== null ||
    settings.serviceUrl !== DEFAULT_SETTINGS.serviceUrl ||
    settings.defaultDomain !== '' ||
    settings.defaultGroupId !== '';
  if (!configured) return { state: NO_ACCOUNTS, keys: {}, prefs };
  const { serviceUrl, defaultDomain, defaultGroupId } = settings;
  return {
    state: { current: id, accounts: [{ id, name: nameFromService(serviceUrl), serviceUrl, defaultDomain, defaultGroupId }] },
    keys: key ? { [id]: key } : {},
    prefs,
  };
}

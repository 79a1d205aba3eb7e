/**
 * The settings the extension acts on: the global preferences (the `settings` item) with the current
 * account's service, default domain and group. Pure: the popup composes them from its one storage
 * read, the background from its items. Before the accounts exist (a profile not yet migrated) the
 * settings item still holds the account's fields, and they are used as they are.
 */
import { DEFAULT_SETTINGS, type Settings } from '../settings/settings';
import { currentAccount, type AccountsState } from './accounts';
import { PREF_PREFIX } from '../settings/keys';

/** The members of Settings that belong to an account, not to the user's preferences. */
export const ACCOUNT_FIELDS = ['serviceUrl', 'defaultDomain', 'defaultGroupId'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];
export type Preferences = Omit<Settings, AccountField>;

/** The global preferences alone (what the `settings` item keeps once accounts exist). */
export function preferencesOf(settings: Settings): Preferences {
  const { serviceUrl: _s, defaultDomain: _d, defaultGroupId: _g, ...prefs } = settings;
  return prefs;
}

/** The preferences' names: the members of Settings not kept per account (each its own storage.sync key). */
export const PREFERENCE_NAMES = Object.keys(DEFAULT_SETTINGS).filter(
  (name) => !(ACCOUNT_FIELDS as readonly string[]).includes(name),
) as (keyof Preferences)[];

/** The preferences from what storage.sync held (`pref.<name>` keys): only known names, unchecked. */
export function prefsFromSync(stored: Record<string, unknown>): Partial<Record<keyof Preferences, unknown>> {
  const prefs: Partial<Record<keyof Preferences, unknown>> = {};
  for (const name of PREFERENCE_NAMES)
    if (Object.hasOwn(stored, PREF_PREFIX + name)) prefs[name] = stored[PREF_PREFIX + name];
  return prefs;
}

export function withAccount(settings: Settings, state: AccountsState): Settings {
  const account = currentAccount(state);
  return {
    ...settings,
    serviceUrl: account?.serviceUrl ?? DEFAULT_SETTINGS.serviceUrl,
    defaultDomain: account?.defaultDomain ?? '',
    defaultGroupId: account?.defaultGroupId ?? '',
  };
}

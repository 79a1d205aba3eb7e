/**
 * The settings the extension acts on: the global preferences (the `settings` item) with the current
 * account's service, default domain and group. Pure: the popup composes them from its one storage
 * read, the background from its items. Before the accounts exist (a profile not yet migrated) the
 * settings item still holds the account's fields, and they are used as they are.
 */
import { DEFAULT_SETTINGS, readSettings, type Settings } from '../settings/settings';
import { currentAccount, readAccounts, type AccountsState } from './accounts';

/** The members of Settings that belong to an account, not to the user's preferences. */
export const ACCOUNT_FIELDS = ['serviceUrl', 'defaultDomain', 'defaultGroupId'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];
export type Preferences = Omit<Settings, AccountField>;

/** The global preferences alone (what the `settings` item keeps once accounts exist). */
export function preferencesOf(settings: Settings): Preferences {
  const { serviceUrl: _s, defaultDomain: _d, defaultGroupId: _g, ...prefs } = settings;
  return prefs;
}

/** `accountsRaw` undefined/null: not migrated yet, the settings item's own fields stand. */
export function effectiveSettings(settingsRaw: unknown, accountsRaw: unknown): Settings {
  const settings = readSettings(settingsRaw);
  if (accountsRaw === undefined || accountsRaw === null) return settings;
  return withAccount(settings, readAccounts(accountsRaw));
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

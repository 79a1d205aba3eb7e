/**
 * Tells the extension's pages that the settings, the accounts or their keys changed (never what
 * to): see src/platform/messages/configuration-changed.ts. storage.sync's changes come from this computer or
 * from another one signed into the same browser.
 */
import { browser } from 'wxt/browser';
import { ACCOUNT_KEYS_KEY, ACCOUNTS_KEY } from '../shared/accounts/accounts';
import { CONFIGURATION_CHANGED } from '../platform/messages/configuration-changed';
import { PRESETS_KEY } from '../shared/links/presets';
import { PREF_PREFIX, SETTINGS_KEY } from '../shared/settings/keys';

const WATCHED = [SETTINGS_KEY, ACCOUNTS_KEY, ACCOUNT_KEYS_KEY];
const watchedInSync = (name: string) => name.startsWith(PREF_PREFIX) || name === PRESETS_KEY;

// No page open: nobody to tell.
const tell = () => void browser.runtime.sendMessage(CONFIGURATION_CHANGED).catch(() => undefined);

export function watchConfiguration(): void {
  browser.storage.local.onChanged.addListener((changes) => {
    if (WATCHED.some((name) => name in changes)) tell();
  });
  browser.storage.sync.onChanged.addListener((changes) => {
    if (Object.keys(changes).some(watchedInSync)) tell();
  });
}

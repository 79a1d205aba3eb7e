/** Tells the extension's pages that the settings, the accounts or their keys changed (never what to): see src/platform/messages/configuration-changed.ts. */
import { browser } from 'wxt/browser';
import { ACCOUNT_KEYS_KEY, ACCOUNTS_KEY } from '../shared/accounts/accounts';
import { CONFIGURATION_CHANGED } from '../platform/messages/configuration-changed';
import { SETTINGS_KEY } from '../shared/settings/settings';

const WATCHED = [SETTINGS_KEY, ACCOUNTS_KEY, ACCOUNT_KEYS_KEY];

export function watchConfiguration(): void {
  browser.storage.local.onChanged.addListener((changes) => {
    // No page open: nobody to tell.
    if (WATCHED.some((name) => name in changes)) browser.runtime.sendMessage(CONFIGURATION_CHANGED).catch(() => undefined);
  });
}

/** Tells the extension's pages that the settings, the accounts or their keys changed (never what to): see src/messages/configuration-changed.ts. */
import { browser } from 'wxt/browser';
import { CONFIGURATION_CHANGED } from '../messages/configuration-changed';
import { accountKeysItem, accountsItem, settingsItem } from '../settings/items';

function tellPages(): void {
  // No page open: nobody to tell.
  browser.runtime.sendMessage(CONFIGURATION_CHANGED).catch(() => undefined);
}

export function watchConfiguration(): void {
  settingsItem.watch(tellPages);
  accountsItem.watch(tellPages);
  accountKeysItem.watch(tellPages);
}

/**
 * Saving the settings and the key. A change of service or key is a change of account: the new
 * account's empty link store is written in the same storage write as the key, so no page ever
 * reads the old account's links beside the new key, and a late write for the old account finds
 * the store no longer its own (src/links/store.ts). A service origin no longer used loses its
 * host permission.
 */
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { accountOf } from '../links/account';
import { switchTo } from '../links/store';
import { DEFAULT_SERVICE_URL } from '../manifest';
import { apiKeyItem, loadApiKey, loadSettings, SETTINGS_VERSION, settingsItem } from '../settings/items';
import { originPattern } from '../settings/service-url';
import { readSettings, type Settings } from '../settings/settings';
import { serialized } from './writes';

/** `apiKey`: a new key, null to remove it, undefined to keep it. */
export function saveConfiguration(patch: Partial<Settings>, apiKey?: string | null): Promise<void> {
  return serialized(async () => {
    const [before, oldKey] = await Promise.all([loadSettings(), loadApiKey()]);
    const settings = readSettings({ ...before, ...patch });
    const key = apiKey === undefined ? oldKey : apiKey?.trim() || null;
    const [oldAccount, account] = await Promise.all([accountOf(before.serviceUrl, oldKey), accountOf(settings.serviceUrl, key)]);
    await storage.setItems([
      // A group is one account's: a new account starts with none unless this save names one.
      { item: settingsItem, value: account === oldAccount ? settings : { ...settings, defaultGroupId: patch.defaultGroupId ?? '' } },
      { item: apiKeyItem, value: key },
      ...(account === oldAccount ? [] : switchTo(account)),
    ]);
    // A batch write skips the item's version, which says the stored shape needs no migration.
    await settingsItem.setMeta({ v: SETTINGS_VERSION });
    if (before.serviceUrl !== settings.serviceUrl) await dropPermission(before.serviceUrl);
  });
}

/**
 * The host permission of a service no longer used. One the manifest asks for (the default service,
 * the test build's loopback) is not the user's grant: kept (Firefox would remove it if asked).
 */
async function dropPermission(origin: string): Promise<void> {
  if (origin === DEFAULT_SERVICE_URL) return;
  const pattern = originPattern(origin);
  if (browser.runtime.getManifest().host_permissions?.includes(pattern)) return;
  try {
    await browser.permissions.remove({ origins: [pattern] });
  } catch {
    // Nothing to drop, or the browser refuses: the permission stays, unused.
  }
}

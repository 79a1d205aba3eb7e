/**
 * Stack floor worker for `status` (../stack-floor.ts): the least the real answer can do with the
 * stack: the request checked by the contract's schema, storage read once per area (local, sync,
 * the administrator's managed storage) where the real one reads item by item, and what it answers
 * read through the same zod schemas (settings, accounts, keys, presets).
 */
import { browser } from 'wxt/browser';
import { ACCOUNT_KEYS_KEY, ACCOUNTS_KEY } from '../../../src/shared/accounts/accounts';
import { readAccounts, readKeys } from '../../../src/shared/accounts/accounts-schema';
import { PRESETS_KEY } from '../../../src/shared/links/presets';
import { readPresets } from '../../../src/shared/links/presets-schema';
import { requestSchema } from '../../../src/shared/messages/contract';
import { readSettings } from '../../../src/shared/settings/settings-schema';

async function status() {
  const [local, synced, managed] = await Promise.all([
    browser.storage.local.get(null),
    browser.storage.sync.get(null),
    browser.storage.managed.get().catch(() => ({})),
  ]);
  return {
    ok: true,
    value: {
      settings: readSettings(synced),
      accounts: readAccounts(local[ACCOUNTS_KEY]),
      keys: Object.keys(readKeys(local[ACCOUNT_KEYS_KEY])).length,
      presets: readPresets(synced[PRESETS_KEY]),
      policy: managed,
    },
  };
}

browser.runtime.onMessage.addListener((message: unknown) =>
  requestSchema.safeParse(message).success ? status() : undefined,
);

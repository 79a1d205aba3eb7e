/**
 * What a browser test writes into a fresh profile to configure the extension: the shape this
 * release stores (one account and its key in storage.local, each preference under its own key in
 * storage.sync), never an older one (migrations have their own unit tests). Computed here; each
 * harness writes it in the extension's context (test/e2e/support/chromium.ts,
 * test/firefox/support/firefox.ts).
 */
import { ACCOUNT_FIELDS, PREFERENCE_NAMES } from '../../src/shared/accounts/effective';
import { ACCOUNT_KEYS_KEY, ACCOUNTS_KEY } from '../../src/shared/accounts/accounts';
import { PREF_PREFIX } from '../../src/shared/settings/keys';

export interface Seed {
  local: Record<string, unknown>;
  sync: Record<string, unknown>;
}

export const SEEDED_ACCOUNT_ID = 'account-test';

/** `settings`: preferences and the account's default domain or group (`serviceUrl` is the first argument). */
export function seedConfiguration(
  serviceUrl: string,
  apiKey: string | null,
  settings: Record<string, unknown> = {},
): Seed {
  for (const name of Object.keys(settings)) {
    if (!(PREFERENCE_NAMES as string[]).includes(name) && !(ACCOUNT_FIELDS as readonly string[]).includes(name))
      throw new Error(`seedConfiguration: no setting named ${name}`);
  }
  const id = SEEDED_ACCOUNT_ID;
  const account = {
    id,
    name: new URL(serviceUrl).host,
    serviceUrl,
    defaultDomain: (settings.defaultDomain as string | undefined) ?? '',
    defaultGroupId: (settings.defaultGroupId as string | undefined) ?? '',
  };
  const sync = Object.fromEntries(
    PREFERENCE_NAMES.filter((name) => name in settings).map((name) => [PREF_PREFIX + name, settings[name]]),
  );
  return {
    local: { [ACCOUNTS_KEY]: { current: id, accounts: [account] }, [ACCOUNT_KEYS_KEY]: apiKey ? { [id]: apiKey } : {} },
    sync,
  };
}

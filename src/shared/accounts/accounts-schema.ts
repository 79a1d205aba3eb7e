/**
 * The stored accounts and their keys, read through zod schemas: a bad account is dropped alone
 * (its id, name or service wrong), a bad default domain or group reads as none, a current id that
 * names no account is none; nothing throws. The popup reads what the background wrote with plain
 * checks of the same rules (src/pages/popup/first-frame.ts).
 */
import * as z from 'zod/mini';
import type { Settings } from '../settings/settings';
import { domainSchema, groupIdSchema, readSettings, serviceUrlSchema } from '../settings/settings-schema';
import { prefsFromSync, withAccount } from './effective';
import { cleanName, NO_ACCOUNTS, type Account, type AccountKeys, type AccountsState } from './accounts';

const accountId = z.string().check(z.regex(/^[\w-]{1,64}$/));
/** A name as kept (./accounts.ts cleanName): one that cleans to nothing or too long is no name. */
const accountName = z.pipe(
  z.string().check(z.refine((name) => cleanName(name) !== null)),
  z.transform((name) => cleanName(name)!),
);

const storedAccount = z.object({
  /** `account-<random>`: the user-facing identity (the link store goes by a fingerprint of service and key). */
  id: accountId,
  name: accountName,
  serviceUrl: serviceUrlSchema,
  defaultDomain: z.catch(domainSchema, ''),
  defaultGroupId: z.catch(groupIdSchema, ''),
});

const storedState = z.catch(
  z.object({ current: z.catch(z.nullable(z.string()), null), accounts: z.catch(z.array(z.unknown()), []) }),
  { current: null, accounts: [] },
);

/** The accounts from whatever storage held: bad accounts and duplicate ids dropped; a current id that names none is none. */
export function readAccounts(raw: unknown): AccountsState {
  if (raw === null || raw === undefined) return NO_ACCOUNTS;
  const stored = storedState.parse(raw);
  const accounts: Account[] = [];
  for (const item of stored.accounts) {
    const account = storedAccount.safeParse(item);
    if (account.success && !accounts.some((a) => a.id === account.data.id)) accounts.push(account.data);
  }
  const current = accounts.some((a) => a.id === stored.current) ? stored.current : null;
  return { current, accounts };
}

const storedKeys = z.catch(z.record(z.string(), z.unknown()), {});
const storedKey = z.string().check(z.trim(), z.minLength(1));

/** The keys from whatever storage held: only non-empty strings (trimmed) for well-formed ids. */
export function readKeys(raw: unknown): AccountKeys {
  const keys: AccountKeys = {};
  for (const [id, key] of Object.entries(storedKeys.parse(raw ?? {}))) {
    const read = storedKey.safeParse(key);
    if (accountId.safeParse(id).success && read.success) keys[id] = read.data;
  }
  return keys;
}

/**
 * `settingsRaw`: the local settings item (the account's fields before accounts, and the preferences
 * until they move to storage.sync); `syncRaw`: storage.sync, whose preferences win. `accountsRaw`
 * undefined/null: not migrated yet, the settings item's own account fields stand.
 */
export function effectiveSettings(
  settingsRaw: unknown,
  accountsRaw: unknown,
  syncRaw: Record<string, unknown> = {},
): Settings {
  const local = settingsRaw && typeof settingsRaw === 'object' ? settingsRaw : {};
  const settings = readSettings({ ...local, ...prefsFromSync(syncRaw) });
  if (accountsRaw === undefined || accountsRaw === null) return settings;
  return withAccount(settings, readAccounts(accountsRaw));
}

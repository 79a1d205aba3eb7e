/**
 * The user's accounts as stored: `accounts` holds each account's service, default domain, group and
 * name (no key: the popup reads this item for its first render); `accountKeys` holds the keys by
 * account id and is read by the background alone. Pure and free of the schema library (the popup's
 * first frame uses it): storage is read through ./accounts-schema.ts.
 */

/** An account as kept (checked by ./accounts-schema.ts); its key is kept apart. */
export interface Account {
  /** `account-<random>`: the user-facing identity (the link store goes by a fingerprint of service and key). */
  id: string;
  name: string;
  serviceUrl: string;
  defaultDomain: string;
  defaultGroupId: string;
}

/** The storage.local items. */
export { ACCOUNTS_KEY } from '../settings/keys';
export const ACCOUNT_KEYS_KEY = 'accountKeys';

export const NAME_MAX = 40;

export interface AccountsState {
  /** The account the extension acts for; null: none ("not configured"). */
  current: string | null;
  accounts: Account[];
}

/** Keys by account id (background only). */
export type AccountKeys = Record<string, string>;

export const NO_ACCOUNTS: AccountsState = { current: null, accounts: [] };

/** A name as kept: control characters dropped, spaces collapsed and trimmed; null when empty or too long. */
export function cleanName(raw: string): string | null {
  const name = raw
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return name.length >= 1 && [...name].length <= NAME_MAX ? name : null;
}

export const currentAccount = (state: AccountsState): Account | null =>
  state.accounts.find((a) => a.id === state.current) ?? null;

/** A fresh id (crypto-random; never derived from the key). */
export function newAccountId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `account-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** A name for an account the user did not name: its service's host. */
export function nameFromService(serviceUrl: string): string {
  try {
    return cleanName(new URL(serviceUrl).host) ?? 'Account';
  } catch {
    return 'Account';
  }
}

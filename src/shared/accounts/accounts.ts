/**
 * The user's accounts as stored: `accounts` holds each account's service, default domain, group and
 * name (no key: the popup reads this item for its first render); `accountKeys` holds the keys by
 * account id and is read by the background alone. Pure, and checked by plain predicates (the popup
 * stays clear of the schema library): a corrupt member costs only itself, nothing throws.
 */
import { isDomain, settingChecks } from '../settings/settings';

/** The storage.local items. */
export { ACCOUNTS_KEY } from '../settings/keys';
export const ACCOUNT_KEYS_KEY = 'accountKeys';

export const NAME_MAX = 40;

export interface Account {
  /** `account-<random>`: the user-facing identity (the link store goes by a fingerprint of service and key). */
  id: string;
  name: string;
  serviceUrl: string;
  defaultDomain: string;
  defaultGroupId: string;
}

export interface AccountsState {
  /** The account the extension acts for; null: none ("not configured"). */
  current: string | null;
  accounts: Account[];
}

/** Keys by account id (background only). */
export type AccountKeys = Record<string, string>;

export const NO_ACCOUNTS: AccountsState = { current: null, accounts: [] };

const isId = (v: unknown): v is string => typeof v === 'string' && /^[\w-]{1,64}$/.test(v);

/** A name as kept: control characters dropped, spaces collapsed and trimmed; null when empty or too long. */
export function cleanName(raw: string): string | null {
  const name = raw.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();
  return name.length >= 1 && [...name].length <= NAME_MAX ? name : null;
}

function readAccount(raw: unknown): Account | null {
  if (!raw || typeof raw !== 'object') return null;
  const a = raw as Record<string, unknown>;
  if (!isId(a.id) || typeof a.name !== 'string' || !settingChecks.serviceUrl(a.serviceUrl)) return null;
  const name = cleanName(a.name);
  if (!name) return null;
  return {
    id: a.id,
    name,
    serviceUrl: a.serviceUrl,
    defaultDomain: isDomain(a.defaultDomain) ? a.defaultDomain : '',
    defaultGroupId: settingChecks.defaultGroupId(a.defaultGroupId) ? a.defaultGroupId : '',
  };
}

/** The accounts from whatever storage held: bad accounts and duplicate ids dropped; a current id that names none is none. */
export function readAccounts(raw: unknown): AccountsState {
  if (!raw || typeof raw !== 'object') return NO_ACCOUNTS;
  const r = raw as Record<string, unknown>;
  const accounts: Account[] = [];
  for (const item of Array.isArray(r.accounts) ? r.accounts : []) {
    const account = readAccount(item);
    if (account && !accounts.some((a) => a.id === account.id)) accounts.push(account);
  }
  const current = accounts.some((a) => a.id === r.current) ? (r.current as string) : null;
  return { current, accounts };
}

/** The keys from whatever storage held: only non-empty strings for well-formed ids. */
export function readKeys(raw: unknown): AccountKeys {
  const keys: AccountKeys = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return keys;
  for (const [id, key] of Object.entries(raw)) if (isId(id) && typeof key === 'string' && key.trim()) keys[id] = key.trim();
  return keys;
}

export const currentAccount = (state: AccountsState): Account | null => state.accounts.find((a) => a.id === state.current) ?? null;

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

/**
 * What each change of the accounts makes of the stored state, or why it is refused. Pure: the
 * background reads the state, plans, and commits the answer in one storage write
 * (src/background/accounts/change-accounts.ts); a policy's locks can wrap these planners.
 */
import { fail, ok, type Result } from '../types';
import { checkDomain } from '../links/domain';
import type { AccountFailureReason, Failure } from '../messages/contract';
import { checkServiceUrl } from '../settings/service-url';
import { isSetting } from '../settings/settings-schema';
import { cleanName, nameFromService, type Account, type AccountKeys, type AccountsState } from './accounts';

/** Both stored items: the accounts and their keys. */
export interface Stored {
  state: AccountsState;
  keys: AccountKeys;
}

export const MAX_ACCOUNTS = 20;

export interface NewAccount {
  /** Empty: named from the service's host. */
  name: string;
  serviceUrl: string;
  defaultDomain?: string;
  defaultGroupId?: string;
  /** Null: none yet (only the single-account settings save makes one without a key). */
  apiKey: string | null;
}

export interface AccountChanges {
  name?: string;
  serviceUrl?: string;
  defaultDomain?: string;
  defaultGroupId?: string;
  /** A new key; null removes it. */
  apiKey?: string | null;
}

type Plan = Result<Stored, Failure>;
const refuse = (reason: AccountFailureReason): Plan => fail({ kind: 'account', reason });

const cleanKey = (key: string | null | undefined) => (key == null ? null : key.trim() || null);

/** Another account on the same service with the same key. */
function duplicateOf(stored: Stored, serviceUrl: string, key: string | null, except?: string): boolean {
  if (!key) return false;
  return stored.state.accounts.some((a) => a.id !== except && a.serviceUrl === serviceUrl && stored.keys[a.id] === key);
}

/** The account's fields checked and normalized, or the reason they are refused. */
function checkFields(fields: {
  name?: string;
  serviceUrl?: string;
  defaultDomain?: string;
  defaultGroupId?: string;
}): Result<Partial<Account>, Failure> {
  const out: Partial<Account> = {};
  if (fields.serviceUrl !== undefined) {
    const checked = checkServiceUrl(fields.serviceUrl);
    if (!checked.ok) return fail({ kind: 'invalid-service-url', reason: checked.reason });
    out.serviceUrl = checked.origin;
  }
  if (fields.name !== undefined) {
    const name = cleanName(fields.name);
    if (!name) return fail({ kind: 'account', reason: 'name' });
    out.name = name;
  }
  if (fields.defaultDomain !== undefined) {
    const domain = fields.defaultDomain.trim();
    if (checkDomain(domain) !== null) return fail({ kind: 'account', reason: 'domain' });
    out.defaultDomain = domain;
  }
  if (fields.defaultGroupId !== undefined) {
    if (!isSetting('defaultGroupId', fields.defaultGroupId)) return fail({ kind: 'account', reason: 'group' });
    out.defaultGroupId = fields.defaultGroupId;
  }
  return ok(out);
}

/** A new account; it becomes the current one when there was none. */
export function planAdd(stored: Stored, input: NewAccount, id: string): Plan {
  if (stored.state.accounts.length >= MAX_ACCOUNTS) return refuse('limit');
  const checked = checkFields({ ...input, name: input.name.trim() ? input.name : undefined });
  if (!checked.ok) return checked;
  const serviceUrl = checked.value.serviceUrl!;
  const key = cleanKey(input.apiKey);
  if (input.apiKey !== null && !key) return refuse('key');
  if (duplicateOf(stored, serviceUrl, key)) return refuse('duplicate');
  const account: Account = {
    id,
    name: checked.value.name ?? nameFromService(serviceUrl),
    serviceUrl,
    defaultDomain: checked.value.defaultDomain ?? '',
    defaultGroupId: checked.value.defaultGroupId ?? '',
  };
  return ok({
    state: { current: stored.state.current ?? id, accounts: [...stored.state.accounts, account] },
    keys: key ? { ...stored.keys, [id]: key } : stored.keys,
  });
}

/**
 * Changes to one account. A new service or key makes it another account on the service: its group
 * starts empty unless given. A key is only ever sent to the origin it was saved for: a new service
 * without a new key is refused (`onMove: 'refuse'`, a user's change: they are asked for the key) or
 * leaves the account without a key (`'drop-key'`, the policy's move: the user enters it again).
 */
export function planUpdate(
  stored: Stored,
  id: string,
  changes: AccountChanges,
  { onMove = 'refuse' }: { onMove?: 'refuse' | 'drop-key' } = {},
): Plan {
  const before = stored.state.accounts.find((a) => a.id === id);
  if (!before) return refuse('unknown');
  const checked = checkFields(changes);
  if (!checked.ok) return checked;
  const account: Account = { ...before, ...checked.value };
  const serviceMoved = account.serviceUrl !== before.serviceUrl;
  const oldKey = stored.keys[id] ?? null;
  if (serviceMoved && changes.apiKey === undefined && oldKey && onMove === 'refuse') return refuse('service-key');
  const key = changes.apiKey !== undefined ? cleanKey(changes.apiKey) : serviceMoved ? null : oldKey;
  if (typeof changes.apiKey === 'string' && !key) return refuse('key');
  const moved = serviceMoved || key !== oldKey;
  if (moved && changes.defaultGroupId === undefined) account.defaultGroupId = '';
  if (duplicateOf(stored, account.serviceUrl, key, id)) return refuse('duplicate');
  const { [id]: _, ...others } = stored.keys;
  return ok({
    state: { ...stored.state, accounts: stored.state.accounts.map((a) => (a.id === id ? account : a)) },
    keys: key ? { ...others, [id]: key } : others,
  });
}

/** An account and its key removed; the current one falls back to the first remaining account, or to none. */
export function planRemove(stored: Stored, id: string): Plan {
  if (!stored.state.accounts.some((a) => a.id === id)) return refuse('unknown');
  const accounts = stored.state.accounts.filter((a) => a.id !== id);
  const current = stored.state.current === id ? (accounts[0]?.id ?? null) : stored.state.current;
  const { [id]: _, ...keys } = stored.keys;
  return ok({ state: { current, accounts }, keys });
}

export function planSwitch(stored: Stored, id: string): Plan {
  if (!stored.state.accounts.some((a) => a.id === id)) return refuse('unknown');
  return ok({ state: { ...stored.state, current: id }, keys: stored.keys });
}

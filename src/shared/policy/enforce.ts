/**
 * The administrator's locked values, applied to the configuration as it is read (src/background/settings/items.ts
 * `loadStored`: the one place every reader goes through), not only when the policy is applied: a
 * stored value that differs (written before the policy arrived, or by anything else) is never acted
 * on. Locked preferences take the policy's value; a managed account's locked fields take the
 * policy's, and a locked key the shipped one. A key only goes to the origin it was saved for: an
 * account whose locked service differs from the stored one keeps no stored key (only a shipped one),
 * and a shipped key is attached only while the account is on the policy's service (a locked key
 * locks its service when the policy is parsed; this holds even without that). Pure.
 */
import type { Account } from '../accounts/accounts';
import { withAccount } from '../accounts/effective';
import type { Stored } from '../accounts/planners';
import type { Settings } from '../settings/settings';
import { managedId } from './locks';
import type { ManagedAccount, Policy } from './policy';

type Loaded = Stored & { settings: Settings };

export function enforcePolicy(loaded: Loaded, policy: Policy): Loaded {
  const locksAccounts = policy.accounts.some((a) => a.locked.length > 0);
  const locksPreferences = policy.locked.some((name) => policy.preferences[name] !== undefined);
  if (!locksAccounts && !locksPreferences) return loaded;
  const keys = { ...loaded.keys };
  const accounts = loaded.state.accounts.map((account) => {
    const managed = policy.accounts.find((a) => managedId(a.id) === account.id);
    return managed ? lockedAccount(account, managed, keys) : account;
  });
  const settings = { ...loaded.settings } as Record<string, unknown>;
  for (const name of policy.locked)
    if (policy.preferences[name] !== undefined) settings[name] = policy.preferences[name];
  const state = { ...loaded.state, accounts };
  return { state, keys, settings: withAccount(settings as Settings, state) };
}

/** The account with its locked fields set; `keys` changed in place (a copy made above). */
function lockedAccount(account: Account, managed: ManagedAccount, keys: Record<string, string>): Account {
  const locked = new Set(managed.locked);
  const out = { ...account };
  if (locked.has('name')) out.name = managed.name;
  if (locked.has('defaultDomain')) out.defaultDomain = managed.defaultDomain;
  if (locked.has('defaultGroupId') && managed.defaultGroupId !== undefined) out.defaultGroupId = managed.defaultGroupId;
  if (locked.has('serviceUrl') && managed.serviceUrl !== account.serviceUrl) {
    out.serviceUrl = managed.serviceUrl;
    delete keys[account.id];
    if (managed.apiKey) keys[account.id] = managed.apiKey;
  }
  if (locked.has('apiKey') && managed.apiKey && out.serviceUrl === managed.serviceUrl)
    keys[account.id] = managed.apiKey;
  return out;
}

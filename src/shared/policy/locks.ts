/**
 * Which changes a policy refuses. Pure: the background reads the policy and the stored accounts,
 * and runs these inside the same queued step that plans and commits the change
 * (src/background/policy/lock-guard.ts), so no page, forged or stale, gets a locked field past them. A value
 * equal to the locked one is no change (the options page sends its whole form).
 */
import { cleanName, type Account } from '../accounts/accounts';
import type { AccountChanges, Stored } from '../accounts/planners';
import { checkServiceUrl } from '../settings/service-url';
import type { Settings } from '../settings/settings';
import type { AccountField, LockedTarget } from './fields';
import type { ManagedAccount, Policy } from './policy';

export type LockedFailure = { kind: 'locked'; field: LockedTarget };
const locked = (field: LockedTarget): LockedFailure => ({ kind: 'locked', field });

/** The stored id of a managed account: its policy id, marked so it never meets a user's `account-…` id. */
export const managedId = (policyId: string) => `managed-${policyId}`;

export const managedAccountOf = (policy: Policy, storedId: string | null): ManagedAccount | undefined =>
  storedId === null ? undefined : policy.accounts.find((a) => managedId(a.id) === storedId);

function normalized(field: Exclude<AccountField, 'apiKey'>, value: string): string {
  if (field === 'serviceUrl') {
    const checked = checkServiceUrl(value);
    return checked.ok ? checked.origin : value;
  }
  if (field === 'name') return cleanName(value) ?? value;
  return value.trim();
}

export function refusePreferences(policy: Policy, current: Settings, patch: Partial<Settings>): LockedFailure | null {
  for (const name of policy.locked) {
    const value = patch[name];
    if (value !== undefined && value !== (policy.preferences[name] ?? current[name])) return locked(name);
  }
  return null;
}

/** A change to one stored account; only a managed account has locks. */
export function refuseAccountChange(
  policy: Policy,
  id: string | null,
  account: Account | undefined,
  changes: AccountChanges,
): LockedFailure | null {
  const managed = managedAccountOf(policy, id);
  if (!managed) return null;
  for (const field of managed.locked) {
    if (field === 'apiKey') {
      if (changes.apiKey !== undefined) return locked('apiKey');
      continue;
    }
    const value = changes[field];
    if (value === undefined) continue;
    const enforced =
      field === 'defaultGroupId' ? (managed.defaultGroupId ?? account?.defaultGroupId ?? '') : managed[field];
    if (normalized(field, value) !== enforced) return locked(field);
  }
  return null;
}

/** The options' single-account save: the preferences, and the current account's fields and key. */
export function refuseSave(
  policy: Policy,
  stored: Stored,
  current: Settings,
  patch: Partial<Settings>,
  apiKey: string | null | undefined,
): LockedFailure | null {
  const id = stored.state.current;
  const { serviceUrl, defaultDomain, defaultGroupId } = patch;
  return (
    refusePreferences(policy, current, patch) ??
    refuseAccountChange(
      policy,
      id,
      stored.state.accounts.find((a) => a.id === id),
      { serviceUrl, defaultDomain, defaultGroupId, apiKey },
    )
  );
}

export const refuseAdd = (policy: Policy): LockedFailure | null =>
  policy.allowUserAccounts ? null : locked('userAccounts');

export const refuseRemove = (policy: Policy, id: string): LockedFailure | null =>
  managedAccountOf(policy, id) ? locked('managedAccount') : null;

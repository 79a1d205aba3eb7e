/**
 * The background's refusal of any change to a field the administrator locked, whatever a page sends
 * (a forged message, a page opened before the policy arrived). A value equal to the locked one is
 * no change (the options page sends the whole form). The policy is read fresh for every check.
 */
import { fail, type Result } from '../api/types';
import type { Failure } from '../messages/contract';
import type { LockableField } from '../policy/fields';
import type { Policy } from '../policy/policy';
import { readPolicy } from '../policy/read';
import { policyView } from '../policy/view';
import type { Settings } from '../settings/settings';

export type LockedFailure = Extract<Failure, { kind: 'locked' }>;

/** The first locked field this save would change, or null. `current`: the settings as stored. */
export function lockedChange(policy: Policy, current: Settings, patch: Partial<Settings>, apiKey: string | null | undefined): LockedFailure | null {
  const locked = new Set<LockableField>(policyView(policy).locked);
  const account = policy.accounts[0];
  const enforced: Partial<Settings> = { ...current, ...policy.preferences, ...(account && { serviceUrl: account.serviceUrl, defaultDomain: account.defaultDomain }), ...(account?.defaultGroupId !== undefined && { defaultGroupId: account.defaultGroupId }) };
  for (const [name, value] of Object.entries(patch) as [keyof Settings, unknown][]) {
    if (value !== undefined && locked.has(name as LockableField) && value !== enforced[name]) return { kind: 'locked', field: name as LockableField };
  }
  if (apiKey !== undefined && locked.has('apiKey')) return { kind: 'locked', field: 'apiKey' };
  return null;
}

/** The refusal for a save, read against the policy in force now; null when the save may go on. */
export async function refuseLockedSave(current: Settings, patch: Partial<Settings>, apiKey: string | null | undefined): Promise<Result<never, Failure> | null> {
  const refused = lockedChange(await readPolicy({ warn: false }), current, patch, apiKey);
  return refused ? fail(refused) : null;
}

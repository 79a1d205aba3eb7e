/**
 * The background's refusal of any change the administrator's policy forbids, whatever a page sends
 * (a forged message, a page opened before the policy arrived): a locked preference or field of a
 * managed account, a key the policy locks, an account of the user's own when the policy allows
 * none, the removal of a managed account. The policy is read fresh for every change; each check
 * runs twice: before anything else (so the answer is "locked", not a missing permission for an
 * address the page should never have sent) and inside the queued step that commits the change.
 */
import type { Stored } from '../../shared/accounts/planners';
import { fail, type Result } from '../../shared/types';
import type { Failure } from '../../shared/messages/contract';
import type { Policy } from '../../shared/policy/policy';
import { readPolicy } from '../settings/read-policy';
import { loadStored } from '../settings/items';

export const currentPolicy = (): Promise<Policy> => readPolicy({ warn: false });

/** Runs a check against what is stored now (the early check). */
export async function checkNow(
  check: (stored: Stored & { settings: import('../../shared/settings/settings').Settings }) => Failure | null,
): Promise<Result<never, Failure> | null> {
  const refused = check(await loadStored());
  return refused ? fail(refused) : null;
}

/** A planner that first asks the check (the check inside the commit's step). */
export function guarded<S extends Stored, A extends unknown[]>(
  check: (stored: S) => Failure | null,
  plan: (stored: S, ...rest: A) => Result<Stored, Failure>,
): (stored: S, ...rest: A) => Result<Stored, Failure> {
  return (stored, ...rest) => {
    const refused = check(stored);
    return refused ? fail(refused) : plan(stored, ...rest);
  };
}

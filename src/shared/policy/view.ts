/** What the pages see of a policy: names of locked fields and stored ids of managed accounts, never values. Pure. */
import type { LockableField } from './fields';
import { managedAccountOf, managedId } from './locks';
import type { Policy, PolicyView } from './policy';

/** `currentAccount`: the stored id of the account acted for, if any. */
export function policyView(policy: Policy, currentAccount: string | null): PolicyView {
  const locked: LockableField[] = [...policy.locked, ...(managedAccountOf(policy, currentAccount)?.locked ?? [])];
  return {
    locked,
    accountLocks: Object.fromEntries(policy.accounts.map((a) => [managedId(a.id), [...a.locked]])),
    managedAccounts: policy.accounts.map((a) => managedId(a.id)),
    allowUserAccounts: policy.allowUserAccounts,
    ...(policy.lockSiteRules ? { siteRulesLocked: true } : {}),
  };
}

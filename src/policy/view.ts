/** What the pages and the locks see of a policy: names of locked fields, never values. Pure. */
import type { LockableField } from './fields';
import type { Policy, PolicyView } from './policy';

/**
 * `currentAccount`: the id of the managed account the configuration is now, if any. Until several
 * accounts are stored, the configuration IS the policy's first account (src/background/apply-policy.ts).
 */
export function policyView(policy: Policy, currentAccount: string | null = policy.accounts[0]?.id ?? null): PolicyView {
  const current = policy.accounts.find((a) => a.id === currentAccount);
  const locked: LockableField[] = [...policy.locked, ...(current?.locked ?? [])];
  return {
    locked,
    accountLocks: Object.fromEntries(policy.accounts.map((a) => [a.id, [...a.locked]])),
    managedAccounts: policy.accounts.map((a) => a.id),
    allowUserAccounts: policy.allowUserAccounts,
  };
}

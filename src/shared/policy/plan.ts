/**
 * From a policy and what was applied before, what to write now and what is locked. Pure.
 *
 * A locked value is written every time (whatever the user or a stale page did). An unlocked value
 * is a preset: written when the policy first names it or when the administrator changes it, and
 * otherwise left to the user, so a user's own choice survives a restart. What was applied is
 * remembered (`Applied`, in storage.local) by value, and for a key only by its account
 * fingerprint (src/shared/links/account.ts), never the key. A shipped key belongs to the policy's
 * service: it is only ever written together with that service, so a key the administrator
 * rotates never lands in an account the user moved to a server of their own.
 */
import type { AccountField, PreferenceName } from './fields';
import type { ManagedAccount, Policy, Preferences } from './policy';

type AccountValues = { name: string; serviceUrl: string; defaultDomain: string; defaultGroupId: string };

/** What the policy last wrote: preference values, account values, and the shipped key's fingerprint. */
export interface Applied {
  preferences: Partial<Preferences>;
  accounts: Record<string, Partial<AccountValues> & { keyPrint?: string }>;
}

export const NOTHING_APPLIED: Applied = { preferences: {}, accounts: {} };

export interface AccountPlan {
  id: string;
  /** The account as the policy describes it, for creating it when it does not exist yet. */
  preset: AccountValues;
  /** What to write into an existing account now. */
  changes: Partial<AccountValues>;
  /** The shipped key, to store now (new, changed by the administrator, or locked); `changes` then hold its service. */
  apiKey?: string;
}

export interface PolicyPlan {
  preferences: Partial<Preferences>;
  accounts: AccountPlan[];
  applied: Applied;
}

/** `keyPrints`: each shipped key's fingerprint, by account id (computed by the caller: it is async). */
export function planPolicy(policy: Policy, before: Applied, keyPrints: Record<string, string> = {}): PolicyPlan {
  const preferences: Partial<Preferences> = {};
  for (const [name, value] of Object.entries(policy.preferences) as [PreferenceName, Preferences[PreferenceName]][]) {
    if (policy.locked.includes(name) || before.preferences[name] !== value)
      (preferences as Record<string, unknown>)[name] = value;
  }
  const accounts = policy.accounts.map((account) =>
    planAccount(account, before.accounts[account.id] ?? {}, keyPrints[account.id]),
  );
  return {
    preferences,
    accounts,
    applied: {
      preferences: { ...policy.preferences },
      accounts: Object.fromEntries(
        policy.accounts.map((a) => [
          a.id,
          { ...presetOf(a), ...(keyPrints[a.id] ? { keyPrint: keyPrints[a.id] } : {}) },
        ]),
      ),
    },
  };
}

function presetOf(a: ManagedAccount): AccountValues {
  return {
    name: a.name,
    serviceUrl: a.serviceUrl,
    defaultDomain: a.defaultDomain,
    defaultGroupId: a.defaultGroupId ?? '',
  };
}

function planAccount(
  account: ManagedAccount,
  before: Applied['accounts'][string],
  keyPrint: string | undefined,
): AccountPlan {
  const preset = presetOf(account);
  const locked = (f: AccountField) => account.locked.includes(f);
  const changes: Partial<AccountValues> = {};
  for (const name of Object.keys(preset) as (keyof AccountValues)[]) {
    // A group the policy does not name is not the administrator's to reset.
    if (name === 'defaultGroupId' && account.defaultGroupId === undefined) continue;
    if (locked(name) || before[name] !== preset[name]) changes[name] = preset[name];
  }
  const plan: AccountPlan = { id: account.id, preset, changes };
  if (account.apiKey && (locked('apiKey') || !keyPrint || before.keyPrint !== keyPrint)) {
    plan.apiKey = account.apiKey;
    changes.serviceUrl = preset.serviceUrl;
  }
  return plan;
}

/**
 * The administrator's policy applied: on install, update, browser start and every change of
 * managed storage. Locked values are written every time, presets when new or changed by the
 * administrator (src/shared/policy/plan.ts); what was applied is remembered in `local:policyApplied`
 * (values, and a shipped key only as its account fingerprint).
 *
 * Each managed account is a stored account (src/shared/accounts) with the id `managed-<policy id>`: made
 * when the policy first names it (and made the current account when it is the policy's first, so a
 * rollout takes effect), updated after. A shipped key is stored like a key the user typed
 * (`accountKeys`, background only, never shown back). One storage write for the accounts, their
 * keys and the preferences. An account the policy no longer names stays, as the user's own.
 */
import * as z from 'zod/mini';
import { storage } from 'wxt/utils/storage';
import { ok } from '../../shared/types';
import { planAdd, planSwitch, planUpdate, type Stored } from '../../shared/accounts/planners';
import { accountOf } from '../../shared/links/account';
import { managedId } from '../../shared/policy/locks';
import { parsePolicy } from '../../shared/policy/parse';
import { NOTHING_APPLIED, planPolicy, type Applied } from '../../shared/policy/plan';
import { readPolicy } from '../settings/read-policy';
import { readSettings } from '../../shared/settings/settings-schema';
import { changeAccounts } from '../accounts/change-accounts';

export const appliedItem = storage.defineItem<Applied | null>('local:policyApplied', { fallback: null, version: 1 });

/** The record's shape; its preferences are checked as a policy's are (src/shared/policy/parse.ts). */
const storedApplied = z.catch(
  z.object({
    preferences: z.catch(z.unknown(), {}),
    accounts: z.catch(z.record(z.string(), z.record(z.string(), z.unknown())), {}),
  }),
  NOTHING_APPLIED,
);

/** What was applied before, checked like any stored value: a corrupt record is an empty one, a corrupt member an empty member. */
async function loadApplied(): Promise<Applied> {
  const raw = storedApplied.parse((await appliedItem.getValue()) ?? NOTHING_APPLIED);
  const preferences = parsePolicy({ preferences: raw.preferences }, () => {}).preferences;
  return { preferences, accounts: raw.accounts as Applied['accounts'] };
}

let running: Promise<void> = Promise.resolve();

/** One application at a time (install and a managed-storage change may come together). */
export function applyPolicy(): Promise<void> {
  running = running.then(applyNow, applyNow);
  return running;
}

async function applyNow(): Promise<void> {
  const policy = await readPolicy();
  const keyPrints: Record<string, string> = {};
  for (const a of policy.accounts) if (a.apiKey) keyPrints[a.id] = await accountOf(a.serviceUrl, a.apiKey);
  const plan = planPolicy(policy, await loadApplied(), keyPrints);
  if (plan.accounts.length === 0 && Object.keys(plan.preferences).length === 0)
    return appliedItem.setValue(plan.applied);

  const result = await changeAccounts(
    (stored) => {
      let next: Stored = stored;
      plan.accounts.forEach((account, i) => {
        const id = managedId(account.id);
        const exists = next.state.accounts.some((a) => a.id === id);
        const step = exists
          ? // Moved to another service without a key shipped for it: the old key stays behind (the user enters one).
            // A shipped key comes with the policy's service in `changes` (plan.ts): never written to another server.
            planUpdate(
              next,
              id,
              { ...account.changes, ...(account.apiKey && { apiKey: account.apiKey }) },
              { onMove: 'drop-key' },
            )
          : planAdd(next, { ...account.preset, apiKey: policy.accounts[i]!.apiKey ?? null }, id);
        if (!step.ok)
          return console.warn(
            `PrettyLink policy: accounts[${i}] not applied (${step.error.kind === 'account' ? step.error.reason : step.error.kind})`,
          );
        next = step.value;
        if (!exists && i === 0 && next.state.current !== id) {
          const current = planSwitch(next, id);
          if (current.ok) next = current.value;
        }
      });
      return ok(next);
    },
    Object.keys(plan.preferences).length > 0
      ? (settings) => readSettings({ ...settings, ...plan.preferences })
      : undefined,
    // The popup's first frame reads storage, not the policy: the values the plan sets are stored.
    Object.keys(plan.preferences),
  );
  if (result.ok) await appliedItem.setValue(plan.applied);
}

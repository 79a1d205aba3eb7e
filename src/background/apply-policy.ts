/**
 * The administrator's policy applied: on install, update, browser start and every change of
 * managed storage. Locked values are written every time, presets when new or changed by the
 * administrator (src/policy/plan.ts); what was applied is remembered in `local:policyApplied`
 * (values, and a shipped key only as its account fingerprint).
 *
 * Until several accounts are stored, the configuration is one account: the policy's first account
 * is written into it (service, default domain, group, and its key if the administrator shipped
 * one, stored like a key the user typed: `apiKey`, background only, never shown back).
 */
import { storage } from 'wxt/utils/storage';
import { accountOf } from '../links/account';
import { parsePolicy } from '../policy/parse';
import { NOTHING_APPLIED, planPolicy, type Applied } from '../policy/plan';
import { readPolicy } from '../policy/read';
import type { Settings } from '../settings/settings';
import { saveConfiguration } from './configure';

export const appliedItem = storage.defineItem<Applied | null>('local:policyApplied', { fallback: null });

/** What was applied before, checked like any stored value: a corrupt record is an empty one. */
async function loadApplied(): Promise<Applied> {
  const raw = await appliedItem.getValue();
  if (!raw || typeof raw !== 'object') return NOTHING_APPLIED;
  const preferences = parsePolicy({ preferences: (raw as Applied).preferences }, () => {}).preferences;
  const accounts = (raw as Applied).accounts;
  return { preferences, accounts: accounts && typeof accounts === 'object' && !Array.isArray(accounts) ? accounts : {} };
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
  const first = plan.accounts[0];
  const patch: Partial<Settings> = { ...plan.preferences };
  if (first) {
    const { name: _, ...fields } = first.changes;
    Object.assign(patch, fields);
  }
  if (Object.keys(patch).length > 0 || first?.apiKey) await saveConfiguration(patch, first?.apiKey);
  await appliedItem.setValue(plan.applied);
}

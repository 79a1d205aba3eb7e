/**
 * The site rules as stored: one storage.sync item (they are preferences and follow the user), read
 * with the rest of the configuration (./items.ts) and written by ../rules/rules-store.ts.
 */
import { storage } from 'wxt/utils/storage';
import { readRules } from '../../shared/rules/rule-file';
import type { SiteRule } from '../../shared/rules/rule';
import type { Policy } from '../../shared/policy/policy';

export const RULES_KEY = 'siteRules';
/** Null: the user never saved rules. */
export const rulesItem = storage.defineItem<unknown>(`sync:${RULES_KEY}`, { fallback: null, version: 1 });

export interface RulesState {
  rules: SiteRule[];
  /** The policy's rules apply and cannot be changed here. */
  locked: boolean;
}

/** An administrator's policy may preset the rules (used until the user saves a list of their own) or lock them. */
export function rulesOf(raw: unknown, policy: Policy): RulesState {
  if (policy.lockSiteRules) return { rules: policy.siteRules ?? [], locked: true };
  if (raw === null && policy.siteRules) return { rules: policy.siteRules, locked: false };
  return { rules: readRules(raw), locked: false };
}

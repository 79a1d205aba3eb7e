/**
 * The site rules as the background keeps them: one storage.sync item (they are preferences and
 * follow the user), written only here and through the write queue. An administrator's policy may
 * preset them (used until the user saves a list of their own) or lock them (the policy's apply).
 */
import { storage } from 'wxt/utils/storage';
import { fail, ok, type Result } from '../../shared/types';
import type { Failure } from '../../shared/failures';
import { readRules } from '../../shared/rules/rule-file';
import { tidyRule, type SiteRule } from '../../shared/rules/rule';
import { readPolicy } from '../policy/read';
import { serialized } from '../writes';
import { t } from '../../platform/text/i18n';

/** storage.sync's cap on one item. */
const SYNC_ITEM_BYTES = 8192;
export const RULES_KEY = 'siteRules';

/** Null: the user never saved rules (a policy's preset ones apply). */
export const rulesItem = storage.defineItem<unknown>(`sync:${RULES_KEY}`, { fallback: null, version: 1 });

export interface RulesState {
  rules: SiteRule[];
  /** The policy's rules apply and cannot be changed here. */
  locked: boolean;
}

export async function loadRules(): Promise<RulesState> {
  const [raw, policy] = await Promise.all([rulesItem.getValue(), readPolicy({ warn: false })]);
  if (policy.lockSiteRules) return { rules: policy.siteRules ?? [], locked: true };
  if (raw === null && policy.siteRules) return { rules: policy.siteRules, locked: false };
  return { rules: readRules(raw), locked: false };
}

/** The whole list, as the options page edited it (already checked by the contract). */
export function saveRules(rules: SiteRule[]): Promise<Result<RulesState, Failure>> {
  return serialized(async () => {
    if ((await loadRules()).locked) return fail({ kind: 'locked', field: 'siteRules' });
    const next = rules.map(tidyRule);
    if (new TextEncoder().encode(RULES_KEY + JSON.stringify(next)).length > SYNC_ITEM_BYTES)
      return fail({ kind: 'validation', message: t('rulesTooLarge'), fields: {} });
    await rulesItem.setValue(next);
    return ok({ rules: next, locked: false });
  });
}

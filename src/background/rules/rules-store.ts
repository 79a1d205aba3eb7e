/**
 * The site rules as the background keeps them: one storage.sync item (../settings/rules-item.ts, read with
 * the rest of the configuration), written only here and through the write queue. An
 * administrator's policy may preset them or lock them (the policy's apply).
 */
import { fail, ok, type Result } from '../../shared/types';
import type { Failure } from '../../shared/failures';
import { tidyRule, type SiteRule } from '../../shared/rules/rule';
import { loadStored } from '../settings/items';
import { RULES_KEY, rulesItem, type RulesState } from '../settings/rules-item';
import { serialized } from '../writes';
import { t } from '../../platform/text/i18n';

/** storage.sync's cap on one item. */
const SYNC_ITEM_BYTES = 8192;

export const loadRules = async (): Promise<RulesState> => (await loadStored()).rules;

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

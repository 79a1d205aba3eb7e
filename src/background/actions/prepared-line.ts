/**
 * The one short line a notification of the menu or the shortcut adds to say what changed the
 * address or where the link went: the rule applied, the canonical address, the parameters removed.
 */
import type { PreparedUrl, ShortenOutcome } from '../../shared/messages/contract';
import { t } from '../../platform/text/i18n';

export function preparedLine(prepared: PreparedUrl | null, outcome: ShortenOutcome): string {
  const rule = outcome.rule ?? prepared?.rule;
  const parts = [
    ...(rule ? [t('ruleApplied', rule)] : []),
    ...(outcome.elsewhere ? [t('ruleMadeIn', outcome.elsewhere.name)] : []),
    ...(prepared?.source === 'canonical' ? [t('notifyCanonicalUsed')] : []),
    ...(prepared?.stripped.length ? [t('notifyStripped', prepared.stripped.join(', '))] : []),
  ];
  return parts.join(' · ');
}

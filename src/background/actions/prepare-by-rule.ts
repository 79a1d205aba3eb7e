/**
 * A page's address prepared under the site rule that matches the tab's address: the page's
 * canonical address when the rule (else the user) asks for it, then the rule applied to it as to
 * any address (../../shared/rules/rule-address.ts). The address the user's own settings would give
 * is kept beside it when it differs, for the popup's "shorten once without it".
 */
import type { PreparedUrl } from '../../shared/messages/contract';
import { ruleFor } from '../../shared/rules/match';
import { underRule } from '../../shared/rules/rule-address';
import type { Settings } from '../../shared/settings/settings';
import { prepareUrl, type TabTarget } from './prepare-url';
import { loadPresets } from '../links/presets';
import { loadRules } from '../rules/rules-store';
import type { RulesState } from '../settings/rules-item';

type Choices = Pick<Settings, 'useCanonical' | 'stripTracking'>;

/** `rules`: when the caller read them already. */
export async function prepareByRule(tab: TabTarget, settings: Choices, rules?: RulesState): Promise<PreparedUrl> {
  const { rules: list, locked } = rules ?? (await loadRules());
  const rule = ruleFor(list, tab.url);
  if (!rule) return prepareUrl(tab, settings);
  const useCanonical = rule.useCanonical ?? settings.useCanonical;
  const changes =
    useCanonical !== settings.useCanonical || (rule.stripTracking ?? settings.stripTracking) !== settings.stripTracking;
  const [read, presets, plain] = await Promise.all([
    prepareUrl(tab, { useCanonical, stripTracking: false }),
    rule.presetId ? loadPresets().then((state) => state.presets) : [],
    changes || rule.stripParams || rule.presetId ? prepareUrl(tab, settings) : null,
  ]);
  const { url, stripped, campaign } = underRule(read.url, rule, { stripTracking: settings.stripTracking, presets });
  return {
    ...read,
    url,
    stripped,
    rule: rule.pattern,
    // A locked rule offers no way around it (the background refuses one): no plain address to offer.
    ...(locked ? { locked: true } : plain && plain.url !== url ? { withoutRule: plain.url } : {}),
    ...(campaign ? { campaign: campaign.name } : {}),
    ...(rule.neverAuto ? { neverAuto: true } : {}),
    ...(rule.domain || rule.account ? { domain: rule.domain ?? '' } : {}),
  };
}

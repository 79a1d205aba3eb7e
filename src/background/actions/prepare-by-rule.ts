/**
 * A page's address prepared under the site rule that matches the tab's address: the rule's
 * canonical, tracking and extra-parameter choices over the user's, and its campaign preset. The
 * address the user's own settings would give is kept beside it when it differs, for the popup's
 * "shorten once without it".
 */
import { applyPreset } from '../../shared/links/utm';
import type { PreparedUrl } from '../../shared/messages/contract';
import { ruleFor } from '../../shared/rules/match';
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
  const ruled = {
    useCanonical: rule.useCanonical ?? settings.useCanonical,
    stripTracking: rule.stripTracking ?? settings.stripTracking,
    extraParams: rule.stripParams,
  };
  const changes = ruled.useCanonical !== settings.useCanonical || ruled.stripTracking !== settings.stripTracking;
  const [prepared, preset, plain] = await Promise.all([
    prepareUrl(tab, ruled),
    rule.presetId ? presetOf(rule.presetId) : null,
    changes || rule.stripParams || rule.presetId ? prepareUrl(tab, settings) : null,
  ]);
  const url = preset ? applyPreset(prepared.url, preset) : prepared.url;
  return {
    ...prepared,
    url,
    rule: rule.pattern,
    // A locked rule offers no way around it (the background refuses one): no plain address to offer.
    ...(locked ? { locked: true } : plain && plain.url !== url ? { withoutRule: plain.url } : {}),
    ...(preset ? { campaign: preset.name } : {}),
    ...(rule.neverAuto ? { neverAuto: true } : {}),
    ...(rule.domain || rule.account ? { domain: rule.domain ?? '' } : {}),
  };
}

async function presetOf(id: string) {
  return (await loadPresets()).presets.find((p) => p.id === id) ?? null;
}

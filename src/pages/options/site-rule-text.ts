/** The words for a site rule: what it sets, in one line, and why a rule or a file of rules is refused. */
import type { AccountView } from '../../shared/messages/contract';
import type { LinkGroup } from '../../shared/types';
import type { Preset } from '../../shared/links/presets';
import type { PatternProblem } from '../../shared/rules/pattern';
import type { RuleProblem, RuleProblemKind } from '../../shared/rules/rule-check';
import type { SiteRule } from '../../shared/rules/rule';
import { t, type MessageName } from '../../platform/text/i18n';

export const PATTERN_PROBLEM_TEXT: Record<PatternProblem, MessageName> = {
  'pattern-empty': 'rulePatternEmpty',
  'pattern-scheme': 'rulePatternScheme',
  'pattern-wildcard': 'rulePatternWildcard',
  'pattern-public-suffix': 'rulePatternPublicSuffix',
  'pattern-host': 'rulePatternHost',
  'pattern-query': 'rulePatternQuery',
};

const PROBLEM_TEXT: Record<Exclude<RuleProblemKind, PatternProblem>, MessageName> = {
  'not-json': 'rulesFileNotJson',
  'not-rules': 'rulesFileNotRules',
  'too-many': 'rulesFileTooMany',
  'not-object': 'ruleNotObject',
  'unknown-member': 'ruleUnknownMember',
  'bad-value': 'ruleBadValue',
};

export function problemText({ kind, rule, member = '' }: RuleProblem): string {
  const what =
    kind in PATTERN_PROBLEM_TEXT
      ? t(PATTERN_PROBLEM_TEXT[kind as PatternProblem])
      : t(PROBLEM_TEXT[kind as keyof typeof PROBLEM_TEXT], member);
  return rule === undefined ? what : t('ruleProblemAt', rule, what);
}

/** "Account: Work · Domain: acme.link · …": what a rule sets, or that it sets nothing. */
export function ruleSummary(
  rule: SiteRule,
  accounts: readonly AccountView[],
  presets: readonly Preset[],
  groups: readonly LinkGroup[] = [],
): string {
  const account =
    rule.account && (accounts.find((a) => a.id === rule.account)?.name ?? rule.accountName ?? rule.account);
  const parts = [...(account ? [`${t('ruleAccount')}: ${account}`] : []), ...settingParts(rule, presets, groups)];
  return parts.length ? parts.join(' · ') : t('ruleSetsNothing');
}

/** What a rule sets but its account (the import says that apart), or that it sets nothing else. */
export function ruleSettings(rule: SiteRule, presets: readonly Preset[], groups: readonly LinkGroup[]): string {
  const parts = settingParts(rule, presets, groups);
  return parts.length ? parts.join(' · ') : t('ruleSetsNothing');
}

/** A group by its name where the account's links show it; else said not found, its id beside (the service lists no groups). */
export const groupName = (id: string, groups: readonly LinkGroup[]) =>
  groups.find((g) => g.id === id)?.name ?? `${t('ruleGroupUnseen')} (${id})`;

function settingParts(rule: SiteRule, presets: readonly Preset[], groups: readonly LinkGroup[]): string[] {
  const onOff = (v: boolean) => (v ? t('ruleOn') : t('ruleOff'));
  const preset = rule.presetId && (presets.find((p) => p.id === rule.presetId)?.name ?? rule.presetId);
  return [
    rule.domain && `${t('ruleDomain')}: ${rule.domain}`,
    rule.groupId && `${t('ruleGroup')}: ${groupName(rule.groupId, groups)}`,
    preset && `${t('rulePreset')}: ${preset}`,
    rule.useCanonical !== undefined && `${t('ruleCanonical')}: ${onOff(rule.useCanonical)}`,
    rule.stripTracking !== undefined && `${t('ruleStripTracking')}: ${onOff(rule.stripTracking)}`,
    rule.stripParams?.length && `${t('ruleStripParams')}: ${rule.stripParams.join(', ')}`,
    rule.neverAuto && t('ruleNeverAuto'),
  ].filter((p): p is string => typeof p === 'string' && p !== '');
}

/**
 * A policy's site rules, checked rule by rule with the same schema as the user's: a bad rule is
 * ignored alone, with a warning that names its place and member, never a value. A rule's account
 * is the administrator's id of a managed account, kept as its stored id (./locks.ts).
 */
import { ruleProblem } from '../rules/rule-check';
import { MAX_RULES, tidyRule, type SiteRule } from '../rules/rule';
import { managedId } from './locks';

export function parsePolicyRules(
  v: unknown,
  warn: (message: string) => void = (m) => console.warn(`PrettyLink policy: ${m}`),
): SiteRule[] {
  if (!Array.isArray(v)) {
    warn('siteRules: not a list: ignored');
    return [];
  }
  const rules: SiteRule[] = [];
  v.slice(0, MAX_RULES).forEach((item, i) => {
    const problem = ruleProblem(item);
    // An unknown member's name is not echoed: it could be a key pasted in the wrong place.
    const at = problem?.member && problem.kind !== 'unknown-member' ? `.${problem.member}` : '';
    if (problem) return warn(`siteRules[${i}]${at}: ${problem.kind}: ignored`);
    const rule = tidyRule(item as SiteRule);
    rules.push(rule.account ? { ...rule, account: managedId(rule.account) } : rule);
  });
  if (v.length > MAX_RULES) warn(`siteRules: more than ${MAX_RULES}, the rest ignored`);
  return rules;
}

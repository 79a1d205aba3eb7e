/** The site rules as stored, imported and exported: read rule by rule (./rule-check.ts), nothing thrown. */
import { isObject, ruleProblem, type RuleProblem } from './rule-check';
import { MAX_RULES, tidyRule, type SiteRule } from './rule';

/** What storage held, made safe: a bad rule dropped alone. */
export function readRules(raw: unknown): SiteRule[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .slice(0, MAX_RULES)
    .filter((item) => ruleProblem(item) === null)
    .map((item) => tidyRule(item as SiteRule));
}

/** The export's shape; an import also takes a bare list. */
export const RULES_FILE_VERSION = 1;

export function exportRules(rules: SiteRule[]): string {
  return `${JSON.stringify({ version: RULES_FILE_VERSION, rules: rules.map(tidyRule) }, null, 2)}\n`;
}

/** An imported file: its rules, or every problem found (at most one per rule). */
export function importRules(text: string): { ok: true; rules: SiteRule[] } | { ok: false; problems: RuleProblem[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ kind: 'not-json' }] };
  }
  const list = Array.isArray(parsed) ? parsed : isObject(parsed) && Array.isArray(parsed.rules) ? parsed.rules : null;
  if (!list) return { ok: false, problems: [{ kind: 'not-rules' }] };
  if (list.length > MAX_RULES) return { ok: false, problems: [{ kind: 'too-many' }] };
  const problems = list.flatMap((item, i) => {
    const problem = ruleProblem(item);
    return problem ? [{ ...problem, rule: i + 1 }] : [];
  });
  return problems.length ? { ok: false, problems } : { ok: true, rules: readRules(list) };
}

/**
 * The site rules read through zod: one schema per member, the list a page may save, what storage
 * held (a bad rule dropped alone), and an imported file checked with a problem per bad rule.
 */
import * as z from 'zod/mini';
import { checkDomain } from '../links/domain';
import { parsePattern, type PatternProblem } from './pattern';
import { MAX_RULES, MAX_STRIP_PARAMS, PARAM_MAX, RULE_MEMBERS, tidyRule, type SiteRule } from './rule';

const short = (max: number) => z.string().check(z.maxLength(max));
const param = z.string().check(z.minLength(1), z.maxLength(PARAM_MAX), z.regex(/^[^\s=&#?]+$/));

/** One schema per member: a bad member names itself in an import's problem. */
const members = {
  pattern: z.string().check(z.refine((v) => typeof parsePattern(v) !== 'string')),
  account: short(64),
  accountName: short(200),
  domain: z.string().check(z.refine((v) => checkDomain(v) === null)),
  groupId: short(200),
  presetId: z.string().check(z.regex(/^[\w-]{1,64}$/)),
  useCanonical: z.boolean(),
  stripTracking: z.boolean(),
  stripParams: z.array(param).check(z.maxLength(MAX_STRIP_PARAMS)),
  neverAuto: z.boolean(),
} satisfies Record<(typeof RULE_MEMBERS)[number], z.ZodMiniType>;

export const ruleSchema = z.strictObject({
  pattern: members.pattern,
  account: z.optional(members.account),
  accountName: z.optional(members.accountName),
  domain: z.optional(members.domain),
  groupId: z.optional(members.groupId),
  presetId: z.optional(members.presetId),
  useCanonical: z.optional(members.useCanonical),
  stripTracking: z.optional(members.stripTracking),
  stripParams: z.optional(members.stripParams),
  neverAuto: z.optional(members.neverAuto),
});

/** A list a page may save: every rule valid, at most MAX_RULES. */
export const ruleListSchema = z.array(ruleSchema).check(z.maxLength(MAX_RULES));

/** What storage held, made safe: a bad rule dropped alone, nothing thrown. */
export function readRules(raw: unknown): SiteRule[] {
  if (!Array.isArray(raw)) return [];
  const rules: SiteRule[] = [];
  for (const item of raw.slice(0, MAX_RULES)) {
    const rule = ruleSchema.safeParse(item);
    if (rule.success) rules.push(tidyRule(rule.data));
  }
  return rules;
}

/** Why a file of rules is refused: where (rule number from 1, member), and what (./rule-problems.ts words it). */
export type RuleProblemKind =
  PatternProblem | 'not-json' | 'not-rules' | 'too-many' | 'not-object' | 'unknown-member' | 'bad-value';

export interface RuleProblem {
  kind: RuleProblemKind;
  /** 1-based; absent for the whole file. */
  rule?: number;
  member?: string;
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

/** The first thing wrong with one rule, or null. */
export function ruleProblem(item: unknown): Omit<RuleProblem, 'rule'> | null {
  if (!isObject(item)) return { kind: 'not-object' };
  const unknown = Object.keys(item).find((name) => !(RULE_MEMBERS as readonly string[]).includes(name));
  if (unknown !== undefined) return { kind: 'unknown-member', member: unknown.slice(0, 40) };
  const pattern = typeof item.pattern === 'string' ? parsePattern(item.pattern) : 'pattern-empty';
  if (typeof pattern === 'string') return { kind: pattern, member: 'pattern' };
  for (const name of RULE_MEMBERS) {
    if (name === 'pattern' || item[name] === undefined) continue;
    if (!members[name].safeParse(item[name]).success) return { kind: 'bad-value', member: name };
  }
  return null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

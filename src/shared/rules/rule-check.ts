/**
 * A site rule checked member by member, without the schema library (the options page checks an
 * imported file with it, and zod stays out of its first load): the first thing wrong, or null.
 */
import { checkDomain } from '../links/domain';
import { parsePattern, type PatternProblem } from './pattern';
import { MAX_STRIP_PARAMS, PARAM_MAX, RULE_MEMBERS } from './rule';

/** Why a rule or a file of rules is refused (src/pages/options/site-rule-text.ts words it). */
export type RuleProblemKind =
  PatternProblem | 'not-json' | 'not-rules' | 'too-many' | 'not-object' | 'unknown-member' | 'bad-value';

export interface RuleProblem {
  kind: RuleProblemKind;
  /** 1-based; absent for the whole file. */
  rule?: number;
  member?: string;
}

const string = (max: number) => (v: unknown) => typeof v === 'string' && v.length <= max;
const boolean = (v: unknown) => typeof v === 'boolean';
const PARAM = /^[^\s=&#?]+$/;

/** Each member but the pattern: whether a value is one it may take. */
const VALID: Record<Exclude<(typeof RULE_MEMBERS)[number], 'pattern'>, (v: unknown) => boolean> = {
  account: string(64),
  accountName: string(200),
  domain: (v) => typeof v === 'string' && checkDomain(v) === null,
  groupId: string(200),
  presetId: (v) => typeof v === 'string' && /^[\w-]{1,64}$/.test(v),
  useCanonical: boolean,
  stripTracking: boolean,
  stripParams: (v) =>
    Array.isArray(v) &&
    v.length <= MAX_STRIP_PARAMS &&
    v.every((p) => typeof p === 'string' && p.length <= PARAM_MAX && PARAM.test(p)),
  neverAuto: boolean,
};

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first thing wrong with one rule, or null. */
export function ruleProblem(item: unknown): Omit<RuleProblem, 'rule'> | null {
  if (!isObject(item)) return { kind: 'not-object' };
  const unknown = Object.keys(item).find((name) => !(RULE_MEMBERS as readonly string[]).includes(name));
  if (unknown !== undefined) return { kind: 'unknown-member', member: unknown.slice(0, 40) };
  const pattern = typeof item.pattern === 'string' ? parsePattern(item.pattern) : 'pattern-empty';
  if (typeof pattern === 'string') return { kind: pattern, member: 'pattern' };
  for (const [name, valid] of Object.entries(VALID))
    if (item[name] !== undefined && !valid(item[name])) return { kind: 'bad-value', member: name };
  return null;
}

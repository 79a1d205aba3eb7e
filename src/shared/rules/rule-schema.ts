/** The site rules a page may save, as the message contract checks them (./rule-check.ts, member by member). */
import * as z from 'zod/mini';
import { ruleProblem } from './rule-check';
import { MAX_RULES, type SiteRule } from './rule';

export const ruleSchema = z.custom<SiteRule>((v) => ruleProblem(v) === null);

/** A list a page may save: every rule valid, at most MAX_RULES. */
export const ruleListSchema = z.array(ruleSchema).check(z.maxLength(MAX_RULES));

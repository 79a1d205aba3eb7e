/**
 * A site rule: a pattern (./pattern.ts) and what it sets for the addresses it matches. Every
 * member but the pattern is optional: absent means the user's own settings apply. Pure and free
 * of the schema library: the schema is in ./rule-schema.ts.
 */

export interface SiteRule {
  pattern: string;
  /** The account the link is made in, by id (`account` in src/shared/accounts/accounts.ts). */
  account?: string;
  /** The account's name when the rule was saved: finds it on a computer where its id differs. */
  accountName?: string;
  /** The short link's domain. */
  domain?: string;
  /** The group the link is put in. */
  groupId?: string;
  /** A campaign preset applied to the address (src/shared/links/presets.ts). */
  presetId?: string;
  /** Shorten the page's canonical address (on) or the tab's (off). */
  useCanonical?: boolean;
  /** Remove tracking parameters (on) or keep them (off). */
  stripTracking?: boolean;
  /** Parameters removed too, by name (compared lower case). */
  stripParams?: string[];
  /** The popup does not shorten on opening: the site's pages are private. */
  neverAuto?: boolean;
}

/** The site rules as the options page edits them (the `siteRules` and `saveSiteRules` answers). */
export interface SiteRulesState {
  rules: SiteRule[];
  /** The administrator's policy sets them: shown, not changed. */
  locked: boolean;
}

/** storage.sync caps an item at 8 KB: a rule is a few hundred bytes at most. */
export const MAX_RULES = 50;
export const MAX_STRIP_PARAMS = 20;
export const PARAM_MAX = 100;
/** A file of rules is read only below this size: 50 rules exported with room to spare, and no hang on a wrong file. */
export const MAX_RULES_FILE_BYTES = 64 * 1024;

/** The members a rule may have, in the order an export writes them. */
export const RULE_MEMBERS = [
  'pattern',
  'account',
  'accountName',
  'domain',
  'groupId',
  'presetId',
  'useCanonical',
  'stripTracking',
  'stripParams',
  'neverAuto',
] as const satisfies readonly (keyof SiteRule)[];

/** A rule with its empty members dropped and its pattern trimmed: what is saved and exported. */
export function tidyRule(rule: SiteRule): SiteRule {
  const out: SiteRule = { pattern: rule.pattern.trim() };
  for (const name of RULE_MEMBERS) {
    if (name === 'pattern') continue;
    const value = typeof rule[name] === 'string' ? (rule[name] as string).trim() : rule[name];
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      const params = [...new Set(value.map((p) => p.trim().toLowerCase()).filter(Boolean))];
      if (params.length) out.stripParams = params;
    } else (out as unknown as Record<string, unknown>)[name] = value;
  }
  return out;
}

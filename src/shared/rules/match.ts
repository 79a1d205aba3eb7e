/** Which site rule applies to an address: the first in the list whose pattern matches it. */
import { parsePattern, patternMatches } from './pattern';
import type { SiteRule } from './rule';

export function ruleFor(rules: readonly SiteRule[], address: string): SiteRule | null {
  for (const rule of rules) {
    const pattern = parsePattern(rule.pattern);
    if (typeof pattern !== 'string' && patternMatches(pattern, address)) return rule;
  }
  return null;
}

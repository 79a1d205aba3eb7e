/**
 * What an imported file of rules would change, shown before anything is saved: the file's list
 * replaces the user's, so each of its rules is new, replaces the rule for the same site, or is
 * the same; each of the user's rules the file lacks is removed. A rule naming an account says how
 * that account was found here: by its id (the same account), or only by its name (a different
 * computer's account that may not be the one meant: the user must tick it), or not at all.
 */
import type { SiteRule } from './rule';

interface Named {
  id: string;
  name: string;
}

/** How a rule's account was found on this computer. */
export type AccountMatch =
  { by: 'current' } | { by: 'id'; account: Named } | { by: 'name'; account: Named } | { by: 'missing'; name: string };

export interface PlannedRule {
  rule: SiteRule;
  change: 'added' | 'replaced' | 'same';
  match: AccountMatch;
}

export interface ImportPlan {
  /** The file's rules, in its order. */
  incoming: PlannedRule[];
  /** The user's rules the file lacks, by their site. */
  removed: SiteRule[];
}

export function planImport(
  current: readonly SiteRule[],
  file: readonly SiteRule[],
  accounts: readonly Named[],
): ImportPlan {
  const mine = new Map(current.map((r) => [r.pattern, r]));
  const incoming = file.map((rule): PlannedRule => {
    const before = mine.get(rule.pattern);
    const change = !before ? 'added' : same(before, rule) ? 'same' : 'replaced';
    return { rule, change, match: matchAccount(rule, accounts) };
  });
  const theirs = new Set(file.map((r) => r.pattern));
  return { incoming, removed: current.filter((r) => !theirs.has(r.pattern)) };
}

/** The case-insensitive name match the background falls back on for synced rules; an import asks first. */
function matchAccount(rule: SiteRule, accounts: readonly Named[]): AccountMatch {
  if (!rule.account) return { by: 'current' };
  const byId = accounts.find((a) => a.id === rule.account);
  if (byId) return { by: 'id', account: byId };
  const name = rule.accountName?.toLowerCase();
  const named = name ? accounts.filter((a) => a.name.toLowerCase() === name) : [];
  return named.length === 1
    ? { by: 'name', account: named[0]! }
    : { by: 'missing', name: rule.accountName ?? rule.account };
}

/**
 * The rules to save: the file's, each account matched by name and ticked bound to that account
 * by id (so nothing is left to a name later). Null while a match by name is not ticked.
 */
export function importedRules(plan: ImportPlan, ticked: ReadonlySet<number>): SiteRule[] | null {
  if (plan.incoming.some((p, i) => p.match.by === 'name' && !ticked.has(i))) return null;
  return plan.incoming.map(({ rule, match }) =>
    match.by === 'name' ? { ...rule, account: match.account.id, accountName: match.account.name } : rule,
  );
}

const same = (a: SiteRule, b: SiteRule) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The account a site rule names: by its id, else (on a computer where the ids differ, the rules
 * having followed the user through storage.sync) by the name it had when the rule was saved.
 */
import type { Account, AccountsState } from '../../shared/accounts/accounts';
import type { SiteRule } from '../../shared/rules/rule';

export function ruleAccount(rule: SiteRule, state: AccountsState): Account | null {
  if (!rule.account) return null;
  const byId = state.accounts.find((a) => a.id === rule.account);
  if (byId) return byId;
  const name = rule.accountName?.toLowerCase();
  const named = name ? state.accounts.filter((a) => a.name.toLowerCase() === name) : [];
  return named.length === 1 ? named[0]! : null;
}

/**
 * Every shortening goes through here: the first site rule that matches the address sets its
 * account, domain and group (what the user chose in the popup's form wins). A link for an
 * account that is not the current one is made with that account's key and lands in its store;
 * the outcome names the account so the popup does not show it among the current account's links.
 */
import { fail, ok, type Result } from '../../shared/types';
import type { Failure, ShortenOutcome } from '../../shared/messages/contract';
import { ruleFor } from '../../shared/rules/match';
import type { SiteRule } from '../../shared/rules/rule';
import { loadStored, type Configuration } from '../settings/items';
import { shorten, type LookAhead } from '../links/shorten';
import { ruleAccount } from './rule-account';
import { locksTracking, underLockedRule, withoutTracking } from './locked-rule';

type Request = Parameters<typeof shorten>[0] & {
  /** "Shorten once without it": the user's own settings, whatever rule matches. */
  withoutRule?: boolean;
};

/**
 * `configuration`: when the caller read it already. One read serves the whole action, so its rule,
 * account and key come from the same moment.
 */
export async function shortenByRule(
  request: Request,
  ahead?: LookAhead | null,
  configuration?: Configuration,
): Promise<Result<ShortenOutcome, Failure>> {
  const { withoutRule, ...given } = request;
  const config = configuration ?? (await loadStored());
  const asked = locksTracking(config) ? withoutTracking(given) : given;
  const { locked } = config.rules;
  // A locked rule is never set aside: refused before anything is sent.
  if (withoutRule && locked) return fail({ kind: 'locked', field: 'siteRules' });
  const rule = withoutRule ? null : ruleFor(config.rules.rules, request.url);
  if (!rule) return shorten(asked, asked.url === given.url ? ahead : null, config);
  const rest = locked ? underLockedRule(asked, rule) : asked;
  const target = accountFor(rule, config);
  if (!target.ok) return target;
  const other = target.value;
  const answer = await shorten(
    {
      ...rest,
      domain: rest.domain?.trim() || rule.domain,
      groupId: rest.groupId !== undefined ? rest.groupId : rule.groupId,
      ...(other ? { accountId: other.id } : {}),
    },
    // A lookup made ahead for the current account (or another address) is not this one's.
    other || rest.url !== given.url ? null : ahead,
    config,
  );
  if (!answer.ok) return answer;
  return ok({
    ...answer.value,
    rule: rule.pattern,
    ...(locked ? { ruleLocked: true } : {}),
    ...(other ? { elsewhere: other } : {}),
  });
}

/**
 * The account (by id) a site rule sends this address to when it is not the current one; null for
 * the current one, and when the rule's account is missing (nothing is sent then).
 */
export function elsewhereFor(url: string, config: Configuration): string | null {
  const rule = ruleFor(config.rules.rules, url);
  const target = rule ? accountFor(rule, config) : null;
  return target?.ok ? (target.value?.id ?? null) : null;
}

/** Null: the current account. */
function accountFor(
  rule: SiteRule,
  { state, keys }: Configuration,
): Result<{ id: string; name: string } | null, Failure> {
  if (!rule.account) return ok(null);
  const account = ruleAccount(rule, state);
  // Never another account than the one named: a work site's links do not go to a personal account.
  if (!account || !keys[account.id]) return fail({ kind: 'rule-account-missing', name: rule.accountName ?? '' });
  return ok(account.id === state.current ? null : { id: account.id, name: account.name });
}

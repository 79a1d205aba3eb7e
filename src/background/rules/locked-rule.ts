/**
 * What a locked rule holds whatever a page sends (the policy's site rules, `lockSiteRules`): the
 * address as the rule prepares it (its removed parameters gone, so "Use the original address", an
 * edited form, an edited destination or a crafted message cannot bring them back), and its domain
 * and group over the page's choice; and a locked "remove tracking parameters" the same way. The
 * canonical address needs the page itself: the popup reads it.
 */
import { isTrackingKey, stripParams } from '../../shared/links/tracking';
import type { SiteRule } from '../../shared/rules/rule';
import { ruleFor } from '../../shared/rules/match';
import { fail, ok, type Result } from '../../shared/types';
import type { Failure } from '../../shared/failures';
import { loadStored, type Configuration } from '../settings/items';
import { ruleAccount } from './rule-account';

interface Asked {
  url: string;
  domain?: string;
  groupId?: string | null;
}

/**
 * An administrator's locked "remove tracking parameters" (on) holds for every address the same way,
 * rule or none: the original address a page asks for loses them too.
 */
export const locksTracking = ({ settings, lockedPreferences }: Configuration): boolean =>
  settings.stripTracking && (lockedPreferences ?? []).includes('stripTracking');

export function withoutTracking<T extends Asked>(request: T): T {
  return { ...request, url: stripParams(request.url, isTrackingKey).url };
}

export function underLockedRule<T extends Asked>(request: T, rule: SiteRule): T {
  const extra = rule.stripParams ?? [];
  const url = stripParams(
    request.url,
    (key) => (rule.stripTracking === true && isTrackingKey(key)) || extra.includes(key.toLowerCase()),
  ).url;
  return {
    ...request,
    url,
    ...(rule.domain ? { domain: rule.domain } : {}),
    ...(rule.groupId ? { groupId: rule.groupId } : {}),
  };
}

/**
 * An edited destination under a locked rule: prepared as the rule prepares it, and refused when
 * the rule sends its site's links to another account than the link's own (the current one), so an
 * edit cannot move a link into a site whose links belong elsewhere.
 */
export async function lockedEdit(destination: string): Promise<Result<string, Failure>> {
  const config = await loadStored();
  const { rules, state } = config;
  if (locksTracking(config)) destination = withoutTracking({ url: destination }).url;
  const rule = rules.locked ? ruleFor(rules.rules, destination) : null;
  if (!rule) return ok(destination);
  const account = rule.account ? ruleAccount(rule, state) : null;
  if (rule.account && account?.id !== state.current) return fail({ kind: 'locked', field: 'siteRules' });
  return ok(underLockedRule({ url: destination }, rule).url);
}

/**
 * The groups seen on the links of each account the site rules name (and of the account in use),
 * so rules show and choose groups by name; a group none of those links shows stays its id.
 */
import { useEffect, useState } from 'preact/hooks';
import type { LinkGroup } from '../../shared/types';
import type { AccountView } from '../../shared/messages/contract';
import type { SiteRule } from '../../shared/rules/rule';
import { send } from '../../platform/messages/send';

/** '' stands for the account in use. */
type ByAccount = Readonly<Record<string, readonly LinkGroup[]>>;

export const askGroups = async (accountId: string): Promise<LinkGroup[]> => {
  const reply = await send(accountId ? { type: 'linkGroups', accountId } : { type: 'linkGroups' });
  return reply.ok ? reply.value : [];
};

export function useRuleGroups(rules: readonly SiteRule[] | undefined, accounts: readonly AccountView[]) {
  const [groups, setGroups] = useState<ByAccount>({});
  const wanted = [
    '',
    ...new Set(
      (rules ?? []).flatMap((r) => (r.account && accounts.some((a) => a.id === r.account) ? [r.account] : [])),
    ),
  ];
  const key = wanted.join('\n');
  useEffect(() => {
    const missing = wanted.filter((id) => !(id in groups));
    for (const id of missing) void askGroups(id).then((found) => setGroups((g) => ({ ...g, [id]: found })));
  }, [key]);
  /** The groups a rule's group is named among: its account's. */
  return (rule: SiteRule): readonly LinkGroup[] => groups[rule.account ?? ''] ?? groups[''] ?? [];
}

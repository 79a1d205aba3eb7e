/**
 * Which URL an action on a page shortens: the tab's, or the page's canonical address when the
 * settings ask for it and it is on the same site, then without its tracking parameters when they
 * ask for that (the user's own choices: a site rule's are ./prepare-by-rule.ts). Used by the
 * shortcut, the menus, the address bar and the popup's opening, always before `shorten`, so
 * "already shortened" compares the URL that would be sent.
 */
import { checkCanonical } from '../../shared/links/canonical';
import { isShortenable } from '../../shared/links/shortenable';
import { underRule } from '../../shared/rules/rule-address';
import type { PreparedUrl } from '../../shared/messages/contract';
import type { Settings } from '../../shared/settings/settings';
import { readCanonical } from './read-canonical';

export interface TabTarget {
  /** Absent when the caller has no tab (then there is no page to ask). */
  id?: number;
  url: string;
}

export async function prepareUrl(
  tab: TabTarget,
  settings: Pick<Settings, 'useCanonical' | 'stripTracking'>,
): Promise<PreparedUrl> {
  let url = tab.url;
  let source: PreparedUrl['source'] = 'tab';
  if (settings.useCanonical && tab.id !== undefined && isShortenable(tab.url)) {
    const canonical = checkCanonical(await readCanonical(tab.id), tab.url);
    if (canonical && canonical !== tab.url) [url, source] = [canonical, 'canonical'];
  }
  const { url: clean, stripped } = underRule(url, null, { stripTracking: settings.stripTracking, presets: [] });
  return { url: clean, source, stripped };
}

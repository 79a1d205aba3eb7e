/**
 * Which URL an action on a page shortens: the tab's, or the page's canonical address when the
 * settings ask for it and it is on the same site, then without its tracking parameters when they
 * ask for that. Used by the shortcut, the page menu and (through the `prepareUrl` message) the popup,
 * always before `shorten`, so "already shortened" compares the URL that would be sent.
 */
import { checkCanonical } from '../../shared/links/canonical';
import { isShortenable } from '../../shared/links/shortenable';
import { isTrackingKey, stripParams } from '../../shared/links/tracking';
import type { PreparedUrl } from '../../shared/messages/contract';
import type { Settings } from '../../shared/settings/settings';
import { readCanonical } from './read-canonical';

export interface TabTarget {
  /** Absent when the caller has no tab (then there is no page to ask). */
  id?: number;
  url: string;
}

/** `extraParams`: parameters a site rule removes too (lower case), tracking or not. */
export async function prepareUrl(
  tab: TabTarget,
  settings: Pick<Settings, 'useCanonical' | 'stripTracking'> & { extraParams?: readonly string[] },
): Promise<PreparedUrl> {
  let url = tab.url;
  let source: PreparedUrl['source'] = 'tab';
  if (settings.useCanonical && tab.id !== undefined && isShortenable(tab.url)) {
    const canonical = checkCanonical(await readCanonical(tab.id), tab.url);
    if (canonical && canonical !== tab.url) [url, source] = [canonical, 'canonical'];
  }
  const extra = settings.extraParams ?? [];
  if (!settings.stripTracking && extra.length === 0) return { url, source, stripped: [] };
  const clean = stripParams(
    url,
    (key) => (settings.stripTracking && isTrackingKey(key)) || extra.includes(key.toLowerCase()),
  );
  return { url: clean.url, source, stripped: clean.stripped };
}

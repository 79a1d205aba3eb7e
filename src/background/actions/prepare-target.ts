/**
 * For the shortcut and the menus: the URL to shorten, prepared under the site rule that matches it.
 * `tabId` is the tab whose page is the target (absent for a link, whose page is not its target:
 * only its parameters go). A URL that cannot be shortened is passed on as is, to be refused in words.
 */
import { isShortenable } from '../../shared/links/shortenable';
import type { PreparedUrl } from '../../shared/messages/contract';
import { loadStored } from '../settings/items';
import { prepareByRule } from './prepare-by-rule';

export interface Target {
  url: string | undefined;
  /** How it was prepared (null: not at all), said in the notification. */
  prepared: PreparedUrl | null;
}

export async function prepareTarget(url: string | undefined, tabId: number | undefined): Promise<Target> {
  if (!isShortenable(url)) return { url, prepared: null };
  const { settings, rules } = await loadStored();
  const prepared = await prepareByRule({ id: tabId, url }, settings, rules);
  return { url: prepared.url, prepared };
}

/** An address pasted in the popup: prepared as a link's would be (no tab, so no canonical address), under its site rule. */
export async function prepareAddress(url: string): Promise<PreparedUrl> {
  const { prepared } = await prepareTarget(url, undefined);
  return prepared ?? { url, source: 'tab', stripped: [] };
}

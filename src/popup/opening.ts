/**
 * What the popup does on opening, before and beside its first render: with auto-shorten on, the
 * shorten request leaves as soon as the active tab and the stored settings are known (the only two
 * awaits it needs; the URL prepared first when a preference asks for it), not after a render or a
 * status round trip. The popup's body adopts the action when it mounts.
 */
import type { Reply } from '../messages/contract';
import { send } from '../messages/send';
import { isShortenable } from '../links/shortenable';
import type { PreparedUrl } from '../messages/contract';
import type { Settings } from '../settings/settings';
import { prepareTab } from './prepare-tab';
import type { ShortenInput } from './use-shortener';

export interface TabInfo {
  id?: number;
  /** Its window: where the manager's side panel opens. */
  windowId?: number;
  url?: string;
  title?: string;
}

/** A shortening already sent: its input, its action id, its reply to come. */
export interface Shortening {
  input: ShortenInput;
  actionId: string;
  reply: Promise<Reply<'shorten'>>;
}

export interface Opening {
  tab: TabInfo | null;
  /** The tab's URL as it will be shortened; null when the tab cannot be shortened. */
  prepared: PreparedUrl | null;
  /** Sent on opening (auto-shorten on, a page that can be shortened); null otherwise. */
  shortening: Shortening | null;
}

export async function beginOpening(settings: Settings, activeTab: Promise<TabInfo | null>): Promise<Opening> {
  const tab = await activeTab;
  if (!isShortenable(tab?.url)) return { tab, prepared: null, shortening: null };
  const prepared = await prepareTab({ id: tab.id, url: tab.url }, settings);
  if (!settings.autoShorten) return { tab, prepared, shortening: null };
  const input: ShortenInput = { url: prepared.url, title: tab.title, reuseKnown: true };
  const actionId = crypto.randomUUID();
  return { tab, prepared, shortening: { input, actionId, reply: send({ type: 'shorten', ...input, actionId }) } };
}

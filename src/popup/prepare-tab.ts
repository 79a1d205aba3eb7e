/**
 * The popup's side of "which URL": the active tab's URL as the background prepares it (canonical
 * address, tracking parameters). Asked only when a preference needs it, so the popup's default
 * path costs no extra message; any failure keeps the tab's URL.
 */
import type { PreparedUrl } from '../messages/contract';
import { send } from '../messages/send';
import type { Settings } from '../settings/settings';

export const needsPreparing = (s: Settings) => s.useCanonical || s.stripTracking;

export async function prepareTab(tab: { id?: number; url: string }, settings: Settings): Promise<PreparedUrl> {
  const asIs: PreparedUrl = { url: tab.url, source: 'tab', stripped: [] };
  if (!needsPreparing(settings)) return asIs;
  const reply = await send({ type: 'prepareUrl', tabId: tab.id, url: tab.url });
  return reply.ok ? reply.value : asIs;
}

/**
 * The background tells its pages that an account's links changed (a sync page landed, a link was
 * made, edited or deleted) and where the sync stands; pages re-read what they show. Like
 * ./configuration-changed.ts, it never carries the key.
 */
import { browser } from 'wxt/browser';
import type { SyncState } from '../../shared/links/sync-state';

export interface LinksChanged {
  type: 'linksChanged';
  state: SyncState;
}

/** The background's side: no page open is not an error. */
export function tellLinksChanged(state: SyncState): void {
  const message: LinksChanged = { type: 'linksChanged', state };
  browser.runtime.sendMessage(message).catch(() => undefined);
}

/** A page's side: calls `listener` with the sync's state when the background says links changed. */
export function onLinksChanged(listener: (state: SyncState) => void): () => void {
  const onMessage = (message: unknown, sender: { id?: string }) => {
    const m = message as Partial<LinksChanged> | null;
    if (sender.id === browser.runtime.id && m?.type === 'linksChanged' && m.state) listener(m.state);
  };
  browser.runtime.onMessage.addListener(onMessage);
  return () => browser.runtime.onMessage.removeListener(onMessage);
}

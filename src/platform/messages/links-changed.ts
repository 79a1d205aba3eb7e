/**
 * The background tells its pages that an account's links changed (a sync page landed, a link was
 * made, edited or deleted) and where the sync stands; pages re-read what they show. Like
 * ./configuration-changed.ts, it never carries the key.
 */
import { browser } from 'wxt/browser';
import type { StoredLink } from '../../shared/links/head';
import type { SyncState } from '../../shared/links/sync-state';

/** The links the extension put or removed since the last notice: a page that has read the whole mirror applies them instead of reading it again. */
export interface LinkChanges {
  put: StoredLink[];
  removed: string[];
}

export interface LinksChanged {
  type: 'linksChanged';
  state: SyncState;
  /** Absent (a sync page landed, or too many changes): the page reads the mirror again. */
  changes?: LinkChanges;
}

/** The background's side: no page open is not an error. */
export function tellLinksChanged(state: SyncState, changes?: LinkChanges): void {
  const message: LinksChanged = { type: 'linksChanged', state, ...(changes ? { changes } : {}) };
  browser.runtime.sendMessage(message).catch(() => undefined);
}

/** A page's side: calls `listener` with the sync's state (and the changes, when named) when the background says links changed. */
export function onLinksChanged(listener: (state: SyncState, changes?: LinkChanges) => void): () => void {
  const onMessage = (message: unknown, sender: { id?: string }) => {
    const m = message as Partial<LinksChanged> | null;
    if (sender.id === browser.runtime.id && m?.type === 'linksChanged' && m.state) listener(m.state, m.changes);
  };
  browser.runtime.onMessage.addListener(onMessage);
  return () => browser.runtime.onMessage.removeListener(onMessage);
}

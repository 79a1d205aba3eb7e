/**
 * What each shortening action has done so far, in storage.session (it survives the worker being
 * stopped, not the browser): one item per action, so concurrent actions never overwrite each
 * other's. A refused action's record goes at once; a finished one stays a few minutes, for a retry
 * whose answer was lost on the way to the page, then goes.
 */
import { browser } from 'wxt/browser';
import type { Link } from '../api/types';
import { sameDestination } from '../links/head';

export interface ActionRecord {
  account: string;
  url: string;
  /** When the create was sent (local clock). */
  startedAt: number;
  /** Known once the service answered the create. */
  link?: Link;
  /** When the action finished (its link answered to the user). */
  doneAt?: number;
}

/** How long a finished action's record is kept. */
export const RECORD_TTL_MS = 5 * 60_000;
const PREFIX = 'shorten:';
const keyOf = (actionId: string) => PREFIX + actionId;

/** Every action's record, by action id: one read for everything an action needs to know. */
export async function loadRecords(): Promise<Map<string, ActionRecord>> {
  const all = await browser.storage.session.get(null);
  return new Map(Object.entries(all).filter(([key]) => key.startsWith(PREFIX)).map(([key, value]) => [key.slice(PREFIX.length), value as ActionRecord]));
}

export async function remember(actionId: string, record: ActionRecord): Promise<void> {
  await browser.storage.session.set({ [keyOf(actionId)]: record });
}

export async function forget(actionId: string): Promise<void> {
  await browser.storage.session.remove(keyOf(actionId));
}

/** Another action's unfinished create of this URL for this account (e.g. cut short by a stopped worker). */
export function unfinished(records: Map<string, ActionRecord>, account: string, url: string, except: string): [string, ActionRecord] | undefined {
  for (const entry of records) {
    const [id, record] = entry;
    if (id !== except && record.account === account && !record.doneAt && sameDestination(record.url, url)) return entry;
  }
  return undefined;
}

/** Removes finished records older than the TTL. */
export async function sweep(records: Map<string, ActionRecord>, now = Date.now()): Promise<void> {
  const old = [...records].filter(([, r]) => r.doneAt !== undefined && now - r.doneAt > RECORD_TTL_MS).map(([id]) => keyOf(id));
  if (old.length) await browser.storage.session.remove(old);
}

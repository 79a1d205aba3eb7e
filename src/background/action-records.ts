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

export async function recall(actionId: string): Promise<ActionRecord | undefined> {
  return (await browser.storage.session.get(keyOf(actionId)))[keyOf(actionId)] as ActionRecord | undefined;
}

export async function remember(actionId: string, record: ActionRecord): Promise<void> {
  await browser.storage.session.set({ [keyOf(actionId)]: record });
}

export async function forget(actionId: string): Promise<void> {
  await browser.storage.session.remove(keyOf(actionId));
}

/** Another action's unfinished create of this URL for this account (e.g. cut short by a stopped worker). */
export async function unfinished(account: string, url: string): Promise<[string, ActionRecord] | undefined> {
  const all = await browser.storage.session.get(null);
  for (const [key, value] of Object.entries(all)) {
    const record = value as ActionRecord;
    if (key.startsWith(PREFIX) && record.account === account && !record.doneAt && sameDestination(record.url, url)) return [key.slice(PREFIX.length), record];
  }
  return undefined;
}

/** Removes finished records older than the TTL. */
export async function sweep(now = Date.now()): Promise<void> {
  const all = await browser.storage.session.get(null);
  const old = Object.entries(all).filter(([key, v]) => key.startsWith(PREFIX) && (v as ActionRecord).doneAt !== undefined && now - (v as ActionRecord).doneAt! > RECORD_TTL_MS);
  if (old.length) await browser.storage.session.remove(old.map(([key]) => key));
}

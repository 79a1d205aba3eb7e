/**
 * The tombstones in the account database (`meta` record `gone`, ../../shared/links/tombstones.ts)
 * and the worker's pending removals: deletions the service answered whose write failed (a full
 * disk). A pending removal is honoured by every read and every write of the handle's account until
 * a removal writes it; it is the one thing the worker knows before the disk does, because the
 * service already said it. A stopped worker forgets it, and the sync's confirm step (a 404 by id)
 * removes the link again.
 */
import { done, GONE, META } from '../../platform/account-db/layout';
import { leaseKey, type AccountLease } from '../../platform/account-db/lease';
import { buried, buriedFor, readTombstones, type Tombstones } from '../../shared/links/tombstones';

const pending = new Map<string, Set<string>>();
const none: ReadonlySet<string> = new Set();

export const pendingOf = (lease: AccountLease): ReadonlySet<string> => pending.get(leaseKey(lease)) ?? none;

/** Removals answered but not written: kept until a removal writes them. */
export function keepPending(lease: AccountLease, ids: readonly string[]): void {
  const key = leaseKey(lease);
  const set = pending.get(key) ?? new Set<string>();
  for (const id of ids) set.add(id);
  pending.set(key, set);
}

/** Removals now written. */
export function writtenPending(lease: AccountLease, ids: readonly string[]): void {
  const set = pending.get(leaseKey(lease));
  for (const id of ids) set?.delete(id);
  if (set && !set.size) pending.delete(leaseKey(lease));
}

/** A stopped worker: its pending removals are gone with its memory. */
export function forgetPending(): void {
  pending.clear();
}

/** The tombstones, read inside `t` (which must include META). */
export const stonesIn = async (t: IDBTransaction): Promise<Tombstones> =>
  readTombstones(await done(t.objectStore(META).get(GONE)));

/** What is not shown or handed out at `now`: the recent tombstones and the pending removals. */
export function shownGone(lease: AccountLease, stones: Tombstones, now: number): Set<string> {
  const gone = buried(stones, now);
  for (const id of pendingOf(lease)) gone.add(id);
  return gone;
}

/** Every id a tombstone names, at any age, and the pending removals: a journal's link is never handed out past them. */
export function everGone(lease: AccountLease, stones: Tombstones): Set<string> {
  return new Set([...Object.keys(stones), ...pendingOf(lease)]);
}

/** Whether an answer to a request sent at `sentAt` may not bring this link back. */
export const goneFor = (lease: AccountLease, stones: Tombstones, now: number, sentAt: number) => {
  const isBuried = buriedFor(stones, now, sentAt);
  const waiting = pendingOf(lease);
  return (id: string) => waiting.has(id) || isBuried(id);
};

/** The ids of `goneFor` among the tombstones and pending removals, as a set. */
export function goneForSet(lease: AccountLease, stones: Tombstones, now: number, sentAt: number): Set<string> {
  const gone = goneFor(lease, stones, now, sentAt);
  return new Set([...Object.keys(stones), ...pendingOf(lease)].filter(gone));
}

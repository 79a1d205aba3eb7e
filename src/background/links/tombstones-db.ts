/**
 * The tombstones in the account database (`meta` record `gone`, ../../shared/links/tombstones.ts)
 * and the pending removals: deletions the service answered whose write failed (a full disk). A
 * pending removal is honoured by every read and write of its account until a removal writes it; it
 * is the one thing the worker knows before the disk does, because the service already said it. It
 * is kept in memory and in storage.session (memory too, so a full disk does not refuse it): a
 * stopped worker finds it again. A quit browser forgets it; the sync's confirm step (a 404 by id)
 * then removes the link.
 */
import { browser } from 'wxt/browser';
import { done, GONE, META } from '../../platform/account-db/layout';
import type { AccountLease } from '../../platform/account-db/lease';
import { buried, buriedFor, readTombstones, type Tombstones } from '../../shared/links/tombstones';

const pending = new Map<string, Set<string>>();
/** Accounts whose pending removals this worker read back from storage.session. */
const loaded = new Map<string, Promise<void>>();
const none: ReadonlySet<string> = new Set();
const sessionKey = (account: string) => `pendingRemovals:${account}`;

export const pendingOf = (lease: AccountLease): ReadonlySet<string> => pending.get(lease.account) ?? none;

/** Reads back the pending removals a stopped worker left (once per account and worker). */
export function loadPending({ account }: AccountLease): Promise<void> {
  let loading = loaded.get(account);
  if (!loading) {
    loading = (async () => {
      const stored = (await browser.storage.session?.get(sessionKey(account)).catch(() => null))?.[sessionKey(account)];
      if (Array.isArray(stored))
        keep(
          account,
          stored.filter((id): id is string => typeof id === 'string'),
        );
    })();
    loaded.set(account, loading);
  }
  return loading;
}

function keep(account: string, ids: readonly string[]): void {
  const set = pending.get(account) ?? new Set<string>();
  for (const id of ids) set.add(id);
  pending.set(account, set);
}

/** The account's pending removals as storage.session keeps them (a failure leaves the worker's memory). */
function save(account: string): void {
  const ids = [...(pending.get(account) ?? [])];
  const session = browser.storage.session;
  void (ids.length ? session?.set({ [sessionKey(account)]: ids }) : session?.remove(sessionKey(account)))?.catch(
    () => undefined,
  );
}

/** Removals answered but not written: kept until a removal writes them. */
export function keepPending(lease: AccountLease, ids: readonly string[]): void {
  keep(lease.account, ids);
  save(lease.account);
}

/** Removals now written (or their account removed). */
export function writtenPending(lease: AccountLease, ids: readonly string[]): void {
  const set = pending.get(lease.account);
  for (const id of ids) set?.delete(id);
  if (set && !set.size) pending.delete(lease.account);
  save(lease.account);
}

/** Removed accounts: nothing of theirs is kept. */
export function dropPending(accounts: readonly string[]): void {
  for (const account of accounts) pending.delete(account);
  void browser.storage.session?.remove(accounts.map(sessionKey))?.catch(() => undefined);
}

/** A stopped worker: its memory is gone (storage.session is not). */
export function forgetPending(): void {
  pending.clear();
  loaded.clear();
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

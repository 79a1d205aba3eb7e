/**
 * The right of one account-database handle to write. Nothing of a removed account outlives its
 * removal: it is marked removed (`markRemoved`) before its database is deleted, and every write
 * checks the mark first, so a late write (a sync page in flight, a delete's or a create's answer)
 * is refused instead of recreating the database. A handle taken before a removal stays refused
 * even when the same key is added back: that account starts with nothing.
 */

/** Accounts removed in this worker and not added back (a restarted worker has no write in flight). */
const removed = new Set<string>();
/** Per account, how many times it was removed: a handle from before a removal never writes again. */
const removals = new Map<string, number>();

export interface AccountLease {
  readonly account: string;
  readonly removals: number;
}

export const leaseFor = (account: string): AccountLease => ({ account, removals: removals.get(account) ?? 0 });

/** One key per lease: what a worker keeps in memory for a handle (its journal copy, its pending removals). */
export const leaseKey = (lease: AccountLease) => `${lease.account} ${lease.removals}`;

/** Whether the lease still holds: its account is not removed, and was not removed since the lease. */
export const mayWrite = (lease: AccountLease) =>
  !removed.has(lease.account) && (removals.get(lease.account) ?? 0) === lease.removals;

/** What a write to a removed account's database fails with (callers discard it, with a log line). */
export class AccountRemoved extends Error {
  constructor(account: string) {
    super(`the database of ${account} was removed`);
    this.name = 'AccountRemoved';
  }
}

/** Throws AccountRemoved when the lease no longer holds. */
export function checkLease(lease: AccountLease): void {
  if (!mayWrite(lease)) throw new AccountRemoved(lease.account);
}

/** Marks the accounts removed (synchronously: no write after this call opens their database). */
export function markRemoved(accounts: string[]): void {
  for (const account of accounts) {
    removed.add(account);
    removals.set(account, (removals.get(account) ?? 0) + 1);
  }
}

/** Accounts that exist (again): new handles may write; handles from before a removal still may not. */
export function markPresent(accounts: string[]): void {
  for (const account of accounts) removed.delete(account);
}

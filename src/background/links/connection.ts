/**
 * The worker's connections to the account databases (one per account while the worker lives),
 * their transactions, and the writes under way: a read waits for the writes begun before it, so an
 * answer given before its link was written (the popup's, a list's) is still seen by the next
 * "already shortened". Removing an account is the only delete of its database.
 */
import { dbName, deleteDb, hasIndexedDb } from '../../platform/account-db/layout';
import { checkLease, markPresent, markRemoved, type AccountLease } from '../../platform/account-db/lease';
import { openAccountDb } from '../../platform/account-db/open';
import { dropPending } from './tombstones-db';

const connections = new Map<string, Promise<IDBDatabase>>();

function connect(lease: AccountLease): Promise<IDBDatabase> {
  const { account } = lease;
  checkLease(lease); // a handle from before the account's removal never reaches a connection
  let db = connections.get(account);
  if (!db) {
    db = openAccountDb(lease);
    connections.set(account, db);
    const forget = () => connections.get(account) === db && connections.delete(account);
    db.then((d) => d.addEventListener('close', forget), forget);
  }
  return db;
}

/** A transaction, reopening once when the connection was closed under it (a delete or an upgrade elsewhere). */
export async function tx(lease: AccountLease, stores: string[], mode: IDBTransactionMode): Promise<IDBTransaction> {
  const opened = connect(lease);
  try {
    return (await opened).transaction(stores, mode);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'InvalidStateError')) throw error;
    if (connections.get(lease.account) === opened) connections.delete(lease.account);
    return (await connect(lease)).transaction(stores, mode);
  }
}

/** A write's transaction: the lease is checked at the write itself, so a removed account's late answer goes nowhere. */
export function writeTx(lease: AccountLease, stores: string[]): Promise<IDBTransaction> {
  checkLease(lease);
  return tx(lease, stores, 'readwrite');
}

/** Writes begun and not yet over, per account. */
const writing = new Map<string, Set<Promise<unknown>>>();

/** Tracks a write from its call: reads begun after it wait for it. */
export function tracked<T>(account: string, write: Promise<T>): Promise<T> {
  const set = writing.get(account) ?? new Set();
  writing.set(account, set);
  set.add(write);
  const untrack = () => {
    set.delete(write);
    if (!set.size && writing.get(account) === set) writing.delete(account);
  };
  write.then(untrack, untrack);
  return write;
}

/** Resolves once the account's writes begun so far are over (committed or failed). */
export async function written(account: string): Promise<void> {
  const set = writing.get(account);
  if (set) await Promise.allSettled([...set]);
}

/** Closes the connections (a stopped worker in tests, and before a database is deleted). */
export async function closeConnections(): Promise<void> {
  const all = [...connections.values()];
  connections.clear();
  for (const db of all) (await db.catch(() => null))?.close();
}

/**
 * Deletes the databases of accounts that are gone (removed, or their key replaced): their links,
 * tombstones, journal and list go with them. Marked removed first so that no later write recreates
 * them (a late answer is discarded); `present` are the accounts that exist now (one added back may
 * have a database again).
 */
export async function dropAccountDbs(accounts: string[], present: string[] = []): Promise<void> {
  if (!hasIndexedDb()) return;
  const gone = accounts.filter(Boolean);
  markRemoved(gone);
  markPresent(present);
  dropPending(gone);
  for (const account of gone) {
    const db = connections.get(account);
    connections.delete(account);
    (await db?.catch(() => null))?.close();
    await deleteDb(dbName(account)).catch(() => undefined);
  }
}

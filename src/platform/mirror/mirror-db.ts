/**
 * One account's database, the one durable source of truth for its links (docs/link-store.md):
 * `prettylink-mirror-<account>` with four stores:
 * - `links`: every link known (records of ./mirror-records.ts, by id, indexed by destination and by
 *   creation date: the manager's first screen, newest first, without reading every link);
 * - `meta`: the first page as the store knows it (`head`), the links seen deleted (`gone`), where
 *   the sync stands (`progress`);
 * - `journal`: each shortening action's intent and outcome, by action id;
 * - `jobs`: the account's list being shortened.
 * A database that is outdated, from a newer release or corrupt (stores missing, wrong format mark)
 * is deleted and built afresh, never a crash. Plain IndexedDB (no wrapper): the few promises it
 * needs are below.
 *
 * Nothing of a removed account outlives its removal: it is marked removed (`markRemoved`) before
 * its database is deleted, and every open checks the mark first, so a late write (a sync
 * page in flight, a delete's answer) is refused instead of recreating the database. A mirror
 * handle opened before a removal stays refused even when the account is added back.
 */

export const DB_PREFIX = 'prettylink-mirror-';
/** Bumped when the layout changes: an older database is dropped and rebuilt (the sync refills it). */
export const DB_VERSION = 3;
/** Written in `meta` when the stores are made: a database without it was not made by this code. */
export const FORMAT = 'prettylink-mirror/3';
export const LINKS = 'links';
export const META = 'meta';
export const JOURNAL = 'journal';
export const JOBS = 'jobs';
/** Every store: a change that may touch any of them takes them all in one transaction. */
export const ALL_STORES = ['links', 'meta', 'journal', 'jobs'];
export const BY_DEST = 'dest';
/** The index by `createdAt` (links without a date are not in it). */
export const BY_CREATED = 'createdAt';

export const dbName = (account: string) => DB_PREFIX + account;

export const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/** Accounts removed in this worker and not added back (a restarted worker has no write in flight). */
const removed = new Set<string>();
/** Per account, how many times it was removed: a handle from before a removal never opens again. */
const removals = new Map<string, number>();

/** The right of one mirror handle to open its account's database. */
export interface MirrorLease {
  readonly account: string;
  readonly removals: number;
}

export const leaseFor = (account: string): MirrorLease => ({ account, removals: removals.get(account) ?? 0 });

/** Whether the lease still holds: its account is not removed, and was not removed since the lease. */
export const mayOpen = (lease: MirrorLease) =>
  !removed.has(lease.account) && (removals.get(lease.account) ?? 0) === lease.removals;

/** What a write to a removed account's mirror fails with (callers drop it). */
export class MirrorRemoved extends Error {
  constructor(account: string) {
    super(`the mirror of ${account} was removed`);
    this.name = 'MirrorRemoved';
  }
}

/** Throws MirrorRemoved when the lease no longer holds. */
export function checkLease(lease: MirrorLease): void {
  if (!mayOpen(lease)) throw new MirrorRemoved(lease.account);
}

/** Marks the accounts removed (synchronously: no write after this call opens their database). */
export function markRemoved(accounts: string[]): void {
  for (const account of accounts) {
    removed.add(account);
    removals.set(account, (removals.get(account) ?? 0) + 1);
  }
}

/** Accounts that exist (again): new handles may open their mirror; handles from before a removal still may not. */
export function markPresent(accounts: string[]): void {
  for (const account of accounts) removed.delete(account);
}

/** An IDBRequest as a promise. */
export function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** A transaction's end as a promise. */
export function finished(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
  });
}

/** The layout before the journal and the list moved in: its links, tombstones and sync progress are kept. */
const PREVIOUS = { version: 2, format: 'prettylink-mirror/2' } as const;

function build(db: IDBDatabase, tx: IDBTransaction, oldVersion: number): void {
  if (oldVersion === PREVIOUS.version && db.objectStoreNames.contains(LINKS) && db.objectStoreNames.contains(META)) {
    // An update: the journal and the list join the account's links (a corrupt old one is rebuilt on open).
    for (const name of [JOURNAL, JOBS]) if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
    tx.objectStore(META).put(FORMAT, 'format');
    return;
  }
  for (const name of [...db.objectStoreNames]) db.deleteObjectStore(name);
  const links = db.createObjectStore(LINKS, { keyPath: 'id' });
  links.createIndex(BY_DEST, 'dest');
  links.createIndex(BY_CREATED, 'createdAt');
  db.createObjectStore(META);
  db.createObjectStore(JOURNAL);
  db.createObjectStore(JOBS);
  tx.objectStore(META).put(FORMAT, 'format');
}

function openOnce(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, DB_VERSION);
    // A first open or an outdated layout: the stores are made afresh (the sync refills them).
    request.onupgradeneeded = (event) => build(request.result, request.transaction!, event.oldVersion);
    // Watched from its first moment: a delete elsewhere can reach it while its stores are checked.
    request.onsuccess = () => resolve(watch(request.result));
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('mirror database blocked'));
  });
}

async function isSound(db: IDBDatabase): Promise<boolean> {
  if (!ALL_STORES.every((name) => db.objectStoreNames.contains(name))) return false;
  const tx = db.transaction([LINKS, META], 'readonly');
  if (!tx.objectStore(LINKS).indexNames.contains(BY_DEST)) return false; // BY_CREATED came with the format mark's /2
  return (await done(tx.objectStore(META).get('format'))) === FORMAT;
}

export function deleteDb(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
    request.onblocked = () => resolve(); // others are told to close (versionchange); the delete goes on
  });
}

/**
 * Opens (or rebuilds) the account's database for the background; refused (MirrorRemoved) once the
 * lease no longer holds. Checked right before each open: a removal marks before it deletes, and
 * IndexedDB runs an open asked before a delete first, so the delete always comes last.
 */
export async function openMirrorDb(lease: MirrorLease): Promise<IDBDatabase> {
  const name = dbName(lease.account);
  let db: IDBDatabase | null = null;
  try {
    checkLease(lease);
    db = await openOnce(name);
    if (await isSound(db)) return db;
  } catch (error) {
    if (error instanceof MirrorRemoved) throw error;
    // A newer release's version (VersionError) or a broken file: rebuilt below.
  }
  db?.close();
  checkLease(lease);
  await deleteDb(name);
  checkLease(lease);
  return openOnce(name);
}

/** A page's read-only open: never creates or upgrades a database (null when there is no sound one). */
export function openMirrorDbReadOnly(account: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(dbName(account));
    } catch {
      return resolve(null);
    }
    request.onupgradeneeded = () => request.transaction?.abort(); // none yet: leave it to the background
    request.onsuccess = () => {
      const db = request.result;
      const ok = db.version === DB_VERSION && db.objectStoreNames.contains(LINKS);
      if (!ok) db.close();
      resolve(ok ? watch(db) : null);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/** Closes when another context deletes or upgrades the database, so that is never blocked. */
function watch(db: IDBDatabase): IDBDatabase {
  db.onversionchange = () => db.close();
  return db;
}

/**
 * The account database's layout (docs/link-store.md): one IndexedDB database per account,
 * `prettylink-mirror-<account>` (the name it had before the store had its name: renaming it would
 * strand every user's journal and tombstones), with four stores:
 * - `links`: every link known (records of ./records.ts, by id, indexed by destination and by
 *   creation date: the manager's first screen, newest first, without reading every link);
 * - `meta`: the first page as the store knows it (`head`), the links seen deleted (`gone`), where
 *   the sync stands (`progress`), the last QR code style (`qrStyle`);
 * - `journal`: each shortening action's intent and outcome, by action id;
 * - `jobs`: the account's list being shortened.
 * Plain IndexedDB (no wrapper): the few promises it needs are below.
 */

export const DB_PREFIX = 'prettylink-mirror-';
/** Bumped when the layout changes: an upgrade adds what is missing and keeps what it can read. */
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
/** The `meta` record of the tombstones. */
export const GONE = 'gone';

export const dbName = (account: string) => DB_PREFIX + account;

export const hasIndexedDb = () => typeof indexedDB !== 'undefined';

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

/**
 * Makes the layout inside an upgrade: what is missing is added, and every store whose records are
 * read checked (meta, journal, jobs) is kept, so an update never loses the journal or the
 * tombstones. Only a `links` store of another shape is made afresh (the sync refills it).
 */
export function upgrade(db: IDBDatabase, tx: IDBTransaction): void {
  const has = (name: string) => db.objectStoreNames.contains(name);
  for (const name of [...db.objectStoreNames]) if (!ALL_STORES.includes(name)) db.deleteObjectStore(name);
  if (has(LINKS) && tx.objectStore(LINKS).keyPath !== 'id') db.deleteObjectStore(LINKS);
  const links = has(LINKS) ? tx.objectStore(LINKS) : db.createObjectStore(LINKS, { keyPath: 'id' });
  if (!links.indexNames.contains(BY_DEST)) links.createIndex(BY_DEST, 'dest');
  if (!links.indexNames.contains(BY_CREATED)) links.createIndex(BY_CREATED, 'createdAt');
  for (const name of [META, JOURNAL, JOBS]) if (!has(name)) db.createObjectStore(name);
  tx.objectStore(META).put(FORMAT, 'format');
}

/** Whether a database opened at DB_VERSION has this layout (one another program made may not). */
export async function isSound(db: IDBDatabase): Promise<boolean> {
  if (!ALL_STORES.every((name) => db.objectStoreNames.contains(name))) return false;
  const tx = db.transaction([LINKS, META], 'readonly');
  const links = tx.objectStore(LINKS);
  if (!links.indexNames.contains(BY_DEST) || !links.indexNames.contains(BY_CREATED)) return false;
  return (await done(tx.objectStore(META).get('format'))) === FORMAT;
}

/** Closes when another context deletes or upgrades the database, so that is never blocked for long. */
export function watch(db: IDBDatabase): IDBDatabase {
  db.onversionchange = () => db.close();
  return db;
}

export function deleteDb(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
    request.onblocked = () => resolve(); // others are told to close (versionchange); the delete goes on
  });
}

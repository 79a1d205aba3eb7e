/**
 * Opening an account's database for the background. An error is not corruption: an open that fails
 * (a busy disk, a browser error) is tried again after STORAGE_OPEN_BACKOFF_MS, and then answered
 * as StorageUnreachable (the action that needed it sends nothing and says so); nothing is deleted.
 * An upgrade blocked by a page of an older release waits for it: that page closes on `versionchange`.
 *
 * Only a database this release cannot use as it is (a newer release's, or one another program
 * made at this version) is rebuilt, and its journal and tombstones are carried into the new one:
 * the links are the service's, and the sync refills them. Removing an account is the only other
 * delete (../../background/links/connection.ts).
 */
import { clock } from '../../shared/time/clock';
import { STORAGE_OPEN_BACKOFF_MS } from '../../shared/time/limits';
import { dbName, DB_VERSION, deleteDb, done, finished, GONE, isSound, JOURNAL, META, upgrade, watch } from './layout';
import { AccountRemoved, checkLease, type AccountLease } from './lease';

/** The account's database could not be opened, even after the tries: the action says so and sends nothing. */
export class StorageUnreachable extends Error {
  constructor(account: string, cause: unknown) {
    super(`the database of ${account.slice(0, 8)}… could not be opened`, { cause });
    this.name = 'StorageUnreachable';
  }
}

/** Opens (upgrading or rebuilding if it must) the account's database; refused once the lease no longer holds. */
export async function openAccountDb(lease: AccountLease): Promise<IDBDatabase> {
  for (let attempt = 0; ; attempt++) {
    checkLease(lease);
    try {
      return await openUsable(lease);
    } catch (error) {
      if (error instanceof AccountRemoved) throw error;
      const pause = STORAGE_OPEN_BACKOFF_MS[attempt];
      if (pause === undefined) throw new StorageUnreachable(lease.account, error);
      await clock.sleep(pause);
    }
  }
}

async function openUsable(lease: AccountLease): Promise<IDBDatabase> {
  let db: IDBDatabase;
  try {
    db = await openAt(dbName(lease.account), DB_VERSION);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'VersionError')) throw error;
    return rebuild(lease); // a newer release's layout
  }
  if (await isSound(db)) return db;
  db.close();
  return rebuild(lease);
}

function openAt(name: string, version: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = () => upgrade(request.result, request.transaction!);
    // Watched from its first moment: a delete elsewhere can reach it while its stores are checked.
    request.onsuccess = () => resolve(watch(request.result));
    request.onerror = () => reject(request.error);
    // A page of an older release holds it: the open goes on once that page closes (on versionchange).
    request.onblocked = () => console.info('PrettyLink: the account database waits for another page to let go of it.');
  });
}

/** The one rebuild: the journal and the tombstones carried over; any failure before the delete deletes nothing. */
async function rebuild(lease: AccountLease): Promise<IDBDatabase> {
  const name = dbName(lease.account);
  const kept = await readKept(name);
  checkLease(lease);
  await deleteDb(name);
  checkLease(lease);
  const db = await openAt(name, DB_VERSION);
  const tx = db.transaction([META, JOURNAL], 'readwrite');
  if (kept.gone !== undefined) tx.objectStore(META).put(kept.gone, GONE);
  for (const [key, value] of kept.journal) tx.objectStore(JOURNAL).put(value, key);
  await finished(tx);
  return db;
}

interface Kept {
  gone: unknown;
  journal: [IDBValidKey, unknown][];
}

/** The journal and the tombstones of a database as it is (never upgraded; each is checked by its reader). */
async function readKept(name: string): Promise<Kept> {
  const db = await openAsItIs(name);
  if (!db) return { gone: undefined, journal: [] };
  try {
    const has = (store: string) => db.objectStoreNames.contains(store);
    const stores = [META, JOURNAL].filter(has);
    if (!stores.length) return { gone: undefined, journal: [] };
    const tx = db.transaction(stores, 'readonly');
    const journal = has(JOURNAL) ? tx.objectStore(JOURNAL) : null;
    const [gone, keys, values] = await Promise.all([
      has(META) ? done(tx.objectStore(META).get(GONE)) : undefined,
      journal ? done(journal.getAllKeys()) : [],
      journal ? done(journal.getAll()) : [],
    ]);
    return { gone, journal: keys.map((key, i) => [key, values[i]]) };
  } finally {
    db.close();
  }
}

/** The database at whatever version it has, or null when there is none; never creates or upgrades it. */
export function openAsItIs(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    let none = false;
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => {
      none = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => resolve(watch(request.result));
    request.onerror = () => (none ? resolve(null) : reject(request.error));
    request.onblocked = () => resolve(null);
  });
}

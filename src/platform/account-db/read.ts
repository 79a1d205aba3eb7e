/**
 * Pages' read-only view of an account's database: every stored link of `account`, any order (or
 * only the newest, below); [] when the database is missing, outdated or not this layout (the
 * background upgrades it). Never creates, upgrades or writes the database.
 */
import type { StoredLink } from '../../shared/links/head';
import { BY_CREATED, dbName, DB_VERSION, done, hasIndexedDb, LINKS } from './layout';
import { openAsItIs } from './open';
import { fromRecord } from './records';

/** The account's database for a page, or null when there is none of this layout. */
async function openReadOnly(account: string): Promise<IDBDatabase | null> {
  const db = await openAsItIs(dbName(account)).catch(() => null);
  if (db && db.version === DB_VERSION && db.objectStoreNames.contains(LINKS)) return db;
  db?.close();
  return null;
}

/**
 * `newest` > 0: only the account's `newest` newest links by creation date, newest first, through
 * the index by date with a cursor that stops there (the manager's first screen, not every link).
 */
export async function readAccountLinks(account: string, newest = 0): Promise<StoredLink[]> {
  if (!account || !hasIndexedDb()) return [];
  const db = await openReadOnly(account);
  if (!db) return [];
  try {
    const store = db.transaction(LINKS, 'readonly').objectStore(LINKS);
    if (!newest) return (await done(store.getAll())).map(fromRecord).filter((l): l is StoredLink => l !== null);
    const request = store.index(BY_CREATED).openCursor(null, 'prev');
    const links: StoredLink[] = [];
    return await new Promise((resolve, reject) => {
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const cursor = request.result;
        const link = cursor && fromRecord(cursor.value);
        if (link) links.push(link);
        if (cursor && links.length < newest) cursor.continue();
        else resolve(links);
      };
    });
  } catch {
    return [];
  } finally {
    db.close();
  }
}

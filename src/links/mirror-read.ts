/**
 * Pages' read-only view of an account's full mirror (issue 10): every stored link of `account`
 * from IndexedDB, any order; [] when the mirror is missing, outdated or corrupt (the background
 * rebuilds it). Never creates, upgrades or writes the database.
 */
import type { StoredLink } from './head';
import { BY_CREATED, done, hasIndexedDb, LINKS, openMirrorDbReadOnly } from './mirror-db';
import { fromRecord } from './mirror-records';

export async function readMirrorLinks(account: string): Promise<StoredLink[]> {
  if (!account || !hasIndexedDb()) return [];
  const db = await openMirrorDbReadOnly(account);
  if (!db) return [];
  try {
    const records = await done(db.transaction(LINKS, 'readonly').objectStore(LINKS).getAll());
    return records.map(fromRecord).filter((l): l is StoredLink => l !== null);
  } catch {
    return [];
  } finally {
    db.close();
  }
}

/**
 * The account's `limit` newest links by creation date (newest first), read through the index by
 * date with a cursor that stops at `limit`: a screenful without reading every link. [] as above.
 */
export async function readNewestLinks(account: string, limit: number): Promise<StoredLink[]> {
  if (!account || !hasIndexedDb() || limit <= 0) return [];
  const db = await openMirrorDbReadOnly(account);
  if (!db) return [];
  try {
    const store = db.transaction(LINKS, 'readonly').objectStore(LINKS);
    if (!store.indexNames.contains(BY_CREATED)) return [];
    const request = store.index(BY_CREATED).openCursor(null, 'prev');
    return await new Promise<StoredLink[]>((resolve, reject) => {
      const links: StoredLink[] = [];
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return resolve(links);
        const link = fromRecord(cursor.value);
        if (link) links.push(link);
        if (links.length >= limit) resolve(links);
        else cursor.continue();
      };
    });
  } catch {
    return [];
  } finally {
    db.close();
  }
}

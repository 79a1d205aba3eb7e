/**
 * Pages' read-only view of an account's full mirror: every stored link of `account`
 * from IndexedDB, any order (or only the newest, below); [] when the mirror is missing, outdated or corrupt (the background
 * rebuilds it). Never creates, upgrades or writes the database.
 */
import type { StoredLink } from '../../shared/links/head';
import { BY_CREATED, done, hasIndexedDb, LINKS, openMirrorDbReadOnly } from './mirror-db';
import { fromRecord } from './mirror-records';

/**
 * `newest` > 0: only the account's `newest` newest links by creation date, newest first, through
 * the index by date with a cursor that stops there (the manager's first screen, not every link).
 */
export async function readMirrorLinks(account: string, newest = 0): Promise<StoredLink[]> {
  if (!account || !hasIndexedDb()) return [];
  const db = await openMirrorDbReadOnly(account);
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

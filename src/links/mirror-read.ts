/**
 * Pages' read-only view of an account's full mirror (issue 10): every stored link of `account`
 * from IndexedDB, any order; [] when the mirror is missing, outdated or corrupt (the background
 * rebuilds it). Never creates, upgrades or writes the database.
 */
import type { StoredLink } from './head';
import { done, hasIndexedDb, LINKS, openMirrorDbReadOnly } from './mirror-db';
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

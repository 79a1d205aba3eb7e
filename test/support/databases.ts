/**
 * Each account's database (src/platform/mirror/mirror-db.ts) is the link store's one source of
 * truth: a test file that goes through the store imports this first (an IndexedDB in Node) and
 * starts each test from no database at all.
 */
import 'fake-indexeddb/auto';
import { closeMirrors } from '../../src/background/links/mirror';
import { forgetJournalCopy } from '../../src/background/links/journal';
import { deleteDb } from '../../src/platform/mirror/mirror-db';

/** Every database deleted, and the worker's copies of them (connections, journals) forgotten. */
export async function freshDatabases(): Promise<void> {
  await closeMirrors();
  forgetJournalCopy();
  for (const { name } of await indexedDB.databases()) if (name) await deleteDb(name);
}

/**
 * Each account's database (src/platform/account-db/layout.ts) is the link store's one source of
 * truth: a test file that goes through the store imports this first (an IndexedDB in Node) and
 * starts each test from no database at all.
 */
import 'fake-indexeddb/auto';
import { closeAccountDbs } from '../../src/background/links/account-db';
import { forgetJournalCopy } from '../../src/background/links/journal';
import { linkStore } from '../../src/background/links/store';
import { deleteDb } from '../../src/platform/account-db/layout';
import { useClock } from '../../src/shared/time/clock';
import type { JournalEntry } from '../../src/background/links/journal';

/** Every database deleted, and the worker's copies of them (connections, journals) forgotten. */
export async function freshDatabases(): Promise<void> {
  await restartWorker();
  for (const { name } of await indexedDB.databases()) if (name) await deleteDb(name);
}

/** A stopped worker: its memory (connections, journal copies, pending removals) gone, the databases kept. */
export async function restartWorker(): Promise<void> {
  await closeAccountDbs();
  forgetJournalCopy();
}

/** The account's store as an action gets it. */
export const storeOf = (account: string) => linkStore(account);

/** The store's sweep of the account's journal as the clock reads `now` (the real clock after). */
export async function sweepAt(account: string, entries: Map<string, JournalEntry>, now: number): Promise<void> {
  useClock({ now: () => now, sleep: async () => undefined });
  try {
    await linkStore(account).sweep(entries);
  } finally {
    useClock(null);
  }
}

/**
 * The journal in the account database: each shortening action's entry, by action id, and the
 * worker's copy of it per handle's lease, read once, so an action's request leaves without waiting
 * for a read. Memory follows the disk: the copy changes only once a write committed (inside the
 * write the handle tracks), so a write that fails leaves it as it was, and the next action sees
 * what a restart would.
 */
import { readJournalEntry, type JournalEntry } from '../../shared/links/journal-entry';
import { done, finished, JOURNAL } from '../../platform/account-db/layout';
import { leaseKey, type AccountLease } from '../../platform/account-db/lease';
import { tx, writeTx } from './connection';

/** A change of entries: an entry written, or (null) deleted. */
export type JournalChange = readonly [actionId: string, entry: JournalEntry | null];

interface Copy {
  read: Promise<Map<string, JournalEntry>>;
  entries?: Map<string, JournalEntry>;
}
const copies = new Map<string, Copy>();

/** The worker's copy of the handle's journal (read from the database the first time). */
export function journalCopy(lease: AccountLease): Promise<Map<string, JournalEntry>> {
  const key = leaseKey(lease);
  let copy = copies.get(key);
  if (!copy) {
    const made: Copy = { read: readJournal(lease) };
    made.read.then(
      (entries) => void (made.entries = entries),
      () => copies.get(key) === made && copies.delete(key), // read again next time
    );
    copies.set(key, (copy = made));
  }
  return copy.read;
}

/** Changes that committed: the copy follows (at once when it is read already). */
export function committedToCopy(lease: AccountLease, changes: readonly JournalChange[]): void {
  const copy = copies.get(leaseKey(lease));
  const apply = (entries: Map<string, JournalEntry>) => {
    for (const [id, entry] of changes)
      if (entry) entries.set(id, entry);
      else entries.delete(id);
  };
  if (copy?.entries) apply(copy.entries);
  else void copy?.read.then(apply, () => undefined);
}

/** A stopped worker (tests) or a removed account: the copy is read again from the database. */
export function forgetJournalCopy(account?: string): void {
  if (account === undefined) copies.clear();
  else for (const key of copies.keys()) if (key.startsWith(`${account} `)) copies.delete(key);
}

/** Every action's journal entry, by action id (a corrupt one left out). */
export async function readJournal(lease: AccountLease): Promise<Map<string, JournalEntry>> {
  const t = await tx(lease, [JOURNAL], 'readonly');
  const store = t.objectStore(JOURNAL);
  const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
  const entries = new Map<string, JournalEntry>();
  keys.forEach((key, i) => {
    const entry = readJournalEntry(values[i]);
    if (typeof key === 'string' && entry) entries.set(key, entry);
  });
  return entries;
}

/** Writes (or, with null, deletes) journal entries, in one transaction. */
export async function writeJournal(lease: AccountLease, entries: readonly JournalChange[]): Promise<void> {
  if (!entries.length) return;
  const t = await writeTx(lease, [JOURNAL]);
  for (const [id, entry] of entries)
    if (entry) t.objectStore(JOURNAL).put(entry, id);
    else t.objectStore(JOURNAL).delete(id);
  await finished(t);
  committedToCopy(lease, entries);
}

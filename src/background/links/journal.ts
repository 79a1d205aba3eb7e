/**
 * Each shortening action's journal entry, in its account's database (./mirror.ts): its intent is
 * written before the request leaves, its outcome after, so a restart (a stopped worker, a quit
 * browser) knows every action that may have made a link. A refused action's entry goes at once; a
 * finished one stays JOURNAL_TTL_MS, for a retry whose answer was lost on the way to the page.
 *
 * The worker is the entries' only writer, so after one read per account its own writes keep a copy
 * in memory right, and an action's request leaves without waiting for a read.
 */
import { sameDestination } from '../../shared/links/head';
import type { JournalEntry } from '../../shared/links/journal-entry';
import { JOURNAL_TTL_MS } from '../../shared/time/limits';
import { clock } from '../../shared/time/clock';
import { mirrorFor } from './mirror';

export type { JournalEntry } from '../../shared/links/journal-entry';

const kept = new Map<string, Promise<Map<string, JournalEntry>>>();

/** Tests and a removed account: the copy is read again from the database. */
export function forgetJournalCopy(account?: string): void {
  if (account === undefined) kept.clear();
  else kept.delete(account);
}

/** Every action's entry of the account, by action id: one read for everything an action needs to know. */
export async function loadJournal(account: string): Promise<Map<string, JournalEntry>> {
  let copy = kept.get(account);
  if (!copy) {
    copy = mirrorFor(account).journal();
    kept.set(account, copy);
    copy.catch(() => kept.get(account) === copy && kept.delete(account)); // read again next time
  }
  return new Map(await copy);
}

/** The kept copy follows each write as it is made (reactions on the copy run in the order they were added). */
export const keepCopy = (account: string, change: (entries: Map<string, JournalEntry>) => void) =>
  void kept.get(account)?.then(change, () => undefined);

/** Writes an entry (the copy first: the next action of this worker sees it without a read). */
export async function remember(account: string, actionId: string, entry: JournalEntry): Promise<void> {
  keepCopy(account, (entries) => entries.set(actionId, entry));
  await mirrorFor(account).writeJournal([[actionId, entry]]);
}

export async function forget(account: string, actionId: string): Promise<void> {
  keepCopy(account, (entries) => entries.delete(actionId));
  await mirrorFor(account).writeJournal([[actionId, null]]);
}

/** Another action's unfinished create of this URL (e.g. cut short by a stopped worker). */
export function unfinished(
  entries: Map<string, JournalEntry>,
  url: string,
  except: string,
): [string, JournalEntry] | undefined {
  for (const entry of entries) {
    const [id, record] = entry;
    if (id !== except && !record.doneAt && sameDestination(record.url, url)) return entry;
  }
  return undefined;
}

/**
 * Another action's entry for this URL that knows or may know its link: unfinished (cut short by a
 * stopped worker or a lost answer), or finished with a link not deleted since (its write to the
 * links may have failed: the journal still knows it). Abandoned ones are left out. The buried ids
 * are read only when such a link is there to check (most pages have none: no read before a create).
 */
export async function madeFor(
  entries: Map<string, JournalEntry>,
  url: string,
  except: string,
  buried: () => Promise<ReadonlySet<string>>,
): Promise<[string, JournalEntry] | undefined> {
  const unfinishedOne = unfinished(entries, url, except);
  if (unfinishedOne) return unfinishedOne;
  const linked = [...entries].filter(
    ([id, record]) => id !== except && !record.abandoned && record.link && sameDestination(record.url, url),
  );
  if (!linked.length) return undefined;
  const gone = await buried();
  return linked.find(([, record]) => record.link && !gone.has(record.link.id));
}

/** Removes finished entries older than JOURNAL_TTL_MS. */
export async function sweep(account: string, entries: Map<string, JournalEntry>, now = clock.now()): Promise<void> {
  const old = [...entries]
    .filter(([, r]) => r.doneAt !== undefined && now - r.doneAt > JOURNAL_TTL_MS)
    .map(([id]) => id);
  if (!old.length) return;
  keepCopy(account, (copy) => old.forEach((id) => copy.delete(id)));
  await mirrorFor(account).writeJournal(old.map((id) => [id, null] as const));
}

/**
 * The journal's rules: each shortening action's entry, in its account's database (./journal-db.ts,
 * written through the action's store), has its intent written before the request leaves and its
 * outcome after, so a restart (a stopped worker, a quit browser) knows every action that may have
 * made a link. A refused action's entry goes at once; a finished one stays JOURNAL_TTL_MS, for a
 * retry whose answer was lost on the way to the page.
 */
import { sameDestination } from '../../shared/links/head';
import type { JournalEntry } from '../../shared/links/journal-entry';
import { JOURNAL_TTL_MS } from '../../shared/time/limits';
import type { JournalChange } from './journal-db';

export type { JournalEntry } from '../../shared/links/journal-entry';
export { forgetJournalCopy, type JournalChange } from './journal-db';

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
 * stopped worker or a lost answer), or finished with a link no tombstone names, at any age (its
 * write to the links may have failed: the journal still knows it). Abandoned ones are left out.
 * The deleted ids are read only when such a link is there to check (most pages have none).
 */
export async function madeFor(
  entries: Map<string, JournalEntry>,
  url: string,
  except: string,
  deleted: () => Promise<ReadonlySet<string>>,
): Promise<[string, JournalEntry] | undefined> {
  const unfinishedOne = unfinished(entries, url, except);
  if (unfinishedOne) return unfinishedOne;
  const linked = [...entries].filter(
    ([id, record]) => id !== except && !record.abandoned && record.link && sameDestination(record.url, url),
  );
  if (!linked.length) return undefined;
  const gone = await deleted();
  return linked.find(([, record]) => record.link && !gone.has(record.link.id));
}

/** The finished entries older than JOURNAL_TTL_MS, as deletions. */
export function expired(entries: Map<string, JournalEntry>, now: number): JournalChange[] {
  return [...entries]
    .filter(([, r]) => r.doneAt !== undefined && now - r.doneAt > JOURNAL_TTL_MS)
    .map(([id]) => [id, null] as const);
}

/**
 * Where a list address's action keeps its journal entry: in the account its link is made in, the
 * one its site rule sends it to, else the job's own. A resumed list settles an address by that
 * entry, so one made in a rule's account before a restart reads "made" there too.
 */
import type { JournalEntry } from '../links/journal';
import type { LinkStore } from '../links/store';
import { elsewhereFor } from '../rules/shorten-by-rule';
import { openServiceOf } from '../service';
import { loadStored } from '../settings/items';

/** The journal of a rule's account (by its id; null: the job's own). */
export async function journalOf(accountId: string | null, own: LinkStore): Promise<Map<string, JournalEntry>> {
  if (!accountId) return own.journal();
  const service = await openServiceOf(accountId);
  return service.ok ? service.value.store.journal() : new Map();
}

/** An address's action's entry, by its address and action id: each journal read once for the run, the rules once. */
export async function journalsOf(own: LinkStore) {
  const config = await loadStored();
  const read = new Map<string | null, Promise<Map<string, JournalEntry>>>();
  return async (url: string, actionId: string): Promise<JournalEntry | undefined> => {
    const accountId = elsewhereFor(url, config);
    if (!read.has(accountId)) read.set(accountId, journalOf(accountId, own));
    return (await read.get(accountId)!).get(actionId);
  };
}

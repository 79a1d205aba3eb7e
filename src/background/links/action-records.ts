/**
 * What each shortening action has done so far, in storage.session (it survives the worker being
 * stopped, not the browser): one item per action, so concurrent actions never overwrite each
 * other's. A refused action's record goes at once; a finished one stays a few minutes, for a retry
 * whose answer was lost on the way to the page, then goes.
 */
import * as z from 'zod/mini';
import { storage } from 'wxt/utils/storage';
import { sameDestination } from '../../shared/links/head';
import { linkSchema } from '../../shared/links/head-schema';

const actionRecord = z.object({
  account: z.string(),
  url: z.string(),
  /** When the create was sent (local clock). */
  startedAt: z.number(),
  /** Known once the service answered the create. */
  link: z.optional(linkSchema),
  /** When the create failed in a way that does not prove nothing was made (a lost answer, a 5xx). */
  failedAt: z.optional(z.number()),
  /** When the action finished (its link answered to the user, or the user gave up on it). */
  doneAt: z.optional(z.number()),
  /** The user chose to make a new link instead of waiting for this one to show. */
  abandoned: z.optional(z.boolean()),
});
export type ActionRecord = z.infer<typeof actionRecord>;

/** How long a finished action's record is kept. */
export const RECORD_TTL_MS = 5 * 60_000;
const PREFIX = 'shorten:';
const keyOf = (actionId: string) => `session:${PREFIX}${actionId}` as const;

/**
 * The records as this worker knows them (the background only, see keepRecordsInMemory): the
 * worker is their only writer, so after one read its own writes keep the copy right, and an
 * action's request leaves without waiting for a storage read. A stopped worker reads them again.
 * (WXT storage keeps no copy in memory; this is the one kept here.)
 */
let kept: Promise<Map<string, ActionRecord>> | null = null;
let keeping = false;

export function keepRecordsInMemory(): void {
  keeping = true;
}

/** Tests: back to reading storage every time. */
export function stopKeepingRecords(): void {
  keeping = false;
  kept = null;
}

async function read(): Promise<Map<string, ActionRecord>> {
  const all = await storage.snapshot('session');
  const records = new Map<string, ActionRecord>();
  // A corrupt record is no record: its action looks for its link again, as after a stopped worker.
  for (const [key, value] of Object.entries(all)) {
    const record = actionRecord.safeParse(value);
    if (key.startsWith(PREFIX) && record.success) records.set(key.slice(PREFIX.length), record.data);
  }
  return records;
}

/** Every action's record, by action id: one read for everything an action needs to know. */
export async function loadRecords(): Promise<Map<string, ActionRecord>> {
  if (!keeping) return read();
  kept ??= read().catch((error: unknown) => {
    kept = null; // read again next time
    throw error;
  });
  return new Map(await kept);
}

/** The kept copy follows each write as it is made (reactions on `kept` run in the order they were added). */
const keep = (change: (records: Map<string, ActionRecord>) => void) => void kept?.then(change, () => undefined);

export async function remember(actionId: string, record: ActionRecord): Promise<void> {
  keep((records) => records.set(actionId, record));
  await storage.setItem(keyOf(actionId), record);
}

export async function forget(actionId: string): Promise<void> {
  keep((records) => records.delete(actionId));
  await storage.removeItem(keyOf(actionId));
}

/** Another action's unfinished create of this URL for this account (e.g. cut short by a stopped worker). */
export function unfinished(
  records: Map<string, ActionRecord>,
  account: string,
  url: string,
  except: string,
): [string, ActionRecord] | undefined {
  for (const entry of records) {
    const [id, record] = entry;
    if (id !== except && record.account === account && !record.doneAt && sameDestination(record.url, url)) return entry;
  }
  return undefined;
}

/** Removes finished records older than the TTL. */
export async function sweep(records: Map<string, ActionRecord>, now = Date.now()): Promise<void> {
  const old = [...records]
    .filter(([, r]) => r.doneAt !== undefined && now - r.doneAt > RECORD_TTL_MS)
    .map(([id]) => id);
  if (!old.length) return;
  keep((kept) => old.forEach((id) => kept.delete(id)));
  await storage.removeItems(old.map(keyOf));
}

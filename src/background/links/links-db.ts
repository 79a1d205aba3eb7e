/**
 * The links and the head (the first page as the store knows it) in the account database: every
 * write one transaction, nothing buried put back (../../shared/links/tombstones.ts), and the one
 * removal (`removeLinks`): the links, the head and the tombstones together.
 *
 * Merging follows ../../shared/links/merge.ts: the newest `updatedAt` wins, else this extension's
 * write, else the later knowledge, so a list page never reverts a link written after it was
 * requested.
 */
import type { Link } from '../../shared/types';
import { destinationKey, emptyHead, type LinkHead, type StoredLink } from '../../shared/links/head';
import { readHead } from '../../shared/links/head-schema';
import { applyList, dropLink, newer, putLink, refreshLink } from '../../shared/links/merge';
import { bury } from '../../shared/links/tombstones';
import type { JournalEntry } from '../../shared/links/journal-entry';
import { clock } from '../../shared/time/clock';
import { BY_DEST, done, finished, GONE, JOURNAL, LINKS, META } from '../../platform/account-db/layout';
import type { AccountLease } from '../../platform/account-db/lease';
import { fromRecord, sameContent, toRecord } from '../../platform/account-db/records';
import { tx, writeTx } from './connection';
import { goneFor, goneForSet, shownGone, stonesIn } from './tombstones-db';

const HEAD = 'head';

/** What the account's data looks like now: its first page and the ids not shown. */
export interface View {
  head: LinkHead;
  gone: ReadonlySet<string>;
}

/** A journal entry written in the same transaction as a link. */
export type JournalWrite = readonly [actionId: string, entry: JournalEntry];

/** One link to put: the answer to a request sent at `sentAt`, with its action's journal entry; `recent`: into the head too. */
export interface Put {
  link: StoredLink;
  sentAt: number;
  recent: boolean;
  entry?: JournalWrite;
}

export const headIn = async (t: IDBTransaction, account: string): Promise<LinkHead> => {
  const head = readHead(await done(t.objectStore(META).get(HEAD)));
  return head?.account === account ? head : emptyHead(account);
};

/** A record's pass mark, kept when a write does not come from a full pass. */
const passOf = (raw: unknown) => (raw as { pass?: number } | undefined)?.pass;

/**
 * Puts a list page's links (merged with what is known) inside `t`, buried ones (`gone`) left out;
 * answers how many were new or changed. Without a pass, a record keeps the pass mark it had.
 */
export async function putLinks(
  t: IDBTransaction,
  links: Link[],
  requestedAt: number,
  gone: ReadonlySet<string>,
  pass?: number,
): Promise<number> {
  const store = t.objectStore(LINKS);
  let changed = 0;
  await Promise.all(
    links
      .filter((link) => !gone.has(link.id))
      .map(async (link) => {
        const raw = await done(store.get(link.id));
        const known = fromRecord(raw);
        const incoming: StoredLink = { ...link, seenAt: requestedAt };
        if (!known || !sameContent(known, link)) changed++;
        const winner = known ? newer(known, incoming) : incoming;
        store.put(toRecord(known?.made ? { ...winner, made: true } : winner, pass ?? passOf(raw)));
      }),
  );
  return changed;
}

/** The ids an answer to a request sent at `sentAt` may not bring back, read inside `t`. */
export const goneForIn = async (lease: AccountLease, t: IDBTransaction, sentAt: number) =>
  goneForSet(lease, await stonesIn(t), clock.now(), sentAt);

/** A first page requested at `requestedAt`: its links and the head merged in one transaction. */
export async function applyFirstPage(lease: AccountLease, links: Link[], total: number, requestedAt: number) {
  const t = await writeTx(lease, [LINKS, META]);
  const [gone, before] = await Promise.all([goneForIn(lease, t, requestedAt), headIn(t, lease.account)]);
  const head = applyList(before, links, total, requestedAt, gone);
  t.objectStore(META).put(head, HEAD);
  await putLinks(t, links, requestedAt, gone);
  await finished(t);
  return head;
}

/** An earlier release's first page, only into a database that never had a head; true when it was taken. */
export async function seedHead(lease: AccountLease, earlier: LinkHead): Promise<boolean> {
  const t = await writeTx(lease, [LINKS, META]);
  const had = await done(t.objectStore(META).getKey(HEAD));
  if (had !== undefined || earlier.account !== lease.account) return false;
  const gone = await goneForIn(lease, t, 0);
  t.objectStore(META).put(applyList(emptyHead(lease.account), earlier.links, earlier.total, 0, gone), HEAD);
  await putLinks(t, earlier.links, 0, gone);
  await finished(t);
  return true;
}

/**
 * Puts links (with their journal entries) and their head in one transaction, in order, each merged
 * with what is known; buried ones left out (their journal entries still written: the action is over).
 * Answers the ids left out.
 */
export async function putStored(lease: AccountLease, puts: Put[]): Promise<ReadonlySet<string>> {
  const t = await writeTx(lease, [LINKS, META, JOURNAL]);
  const store = t.objectStore(LINKS);
  const [stones, before] = await Promise.all([stonesIn(t), headIn(t, lease.account)]);
  const now = clock.now();
  const shown = shownGone(lease, stones, now);
  const left = new Set<string>();
  let head = before;
  for (const { link, entry, sentAt, recent } of puts) {
    if (entry) t.objectStore(JOURNAL).put(entry[1], entry[0]);
    if (goneFor(lease, stones, now, sentAt)(link.id)) {
      left.add(link.id);
      continue;
    }
    const raw = await done(store.get(link.id));
    const known = fromRecord(raw);
    const winner = known ? newer(known, link) : link;
    store.put(toRecord(known?.made || link.made ? { ...winner, made: true } : winner, passOf(raw)));
    if (recent) head = putLink(head, link, link.seenAt, link.made === true, shown);
  }
  if (head !== before) t.objectStore(META).put(head, HEAD);
  await finished(t);
  return left;
}

/** A link read by id, requested at `requestedAt`: merged where it is known; true when the head changed. */
export async function refresh(lease: AccountLease, link: Link, requestedAt: number): Promise<boolean> {
  const t = await writeTx(lease, [LINKS, META]);
  const [gone, before] = await Promise.all([goneForIn(lease, t, requestedAt), headIn(t, lease.account)]);
  const head = refreshLink(before, link, requestedAt, gone);
  if (head !== before) t.objectStore(META).put(head, HEAD);
  await putLinks(t, [link], requestedAt, gone);
  await finished(t);
  return head !== before;
}

/** The one removal: the links leave the links and the head and are buried, in one transaction; true when the head changed. */
export async function removeLinks(lease: AccountLease, ids: readonly string[]): Promise<boolean> {
  const t = await writeTx(lease, [LINKS, META]);
  const meta = t.objectStore(META);
  const [stones, before] = await Promise.all([stonesIn(t), headIn(t, lease.account)]);
  for (const id of ids) t.objectStore(LINKS).delete(id);
  meta.put(bury(stones, ids, clock.now()), GONE);
  const head = ids.reduce(dropLink, before);
  if (head !== before) meta.put(head, HEAD);
  await finished(t);
  return head !== before;
}

/** The head and what is not shown, as committed; the head without them. */
export async function viewOf(lease: AccountLease): Promise<View> {
  const t = await tx(lease, [META], 'readonly');
  const [head, stones] = await Promise.all([headIn(t, lease.account), stonesIn(t)]);
  const gone = shownGone(lease, stones, clock.now());
  const links = head.links.filter((l) => !gone.has(l.id));
  return { head: links.length === head.links.length ? head : { ...head, links }, gone };
}

/** Every link known, the ones whose removal is pending left out. */
export async function allLinks(lease: AccountLease, gone: ReadonlySet<string>): Promise<StoredLink[]> {
  const t = await tx(lease, [LINKS], 'readonly');
  const records = await done(t.objectStore(LINKS).getAll());
  return records.map(fromRecord).filter((l): l is StoredLink => l !== null && !gone.has(l.id));
}

export async function countLinks(lease: AccountLease): Promise<number> {
  const t = await tx(lease, [LINKS], 'readonly');
  return done(t.objectStore(LINKS).count());
}

/** The account's links to this exact destination, newest first; ones not shown left out. */
export async function byDestination(lease: AccountLease, url: string): Promise<StoredLink[]> {
  const key = destinationKey(url);
  const t = await tx(lease, [LINKS, META], 'readonly');
  const [found, stones] = await Promise.all([done(t.objectStore(LINKS).index(BY_DEST).getAll(key)), stonesIn(t)]);
  const gone = shownGone(lease, stones, clock.now());
  // The destination itself is checked too: a record written before destinations were compared
  // as sent holds a looser key (no fragment) until a sync lists it again and rewrites it.
  const links = found
    .map(fromRecord)
    .filter((l): l is StoredLink => l !== null && !gone.has(l.id) && destinationKey(l.destination) === key);
  // Newest first, when the account shortened the same page more than once.
  return links.sort((a, b) => (b.createdAt ?? b.seenAt) - (a.createdAt ?? a.seenAt));
}

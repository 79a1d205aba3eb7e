/**
 * One account's database (background side), the one durable source of truth for its links:
 * every link known, the first page as the store knows it (the head), the links seen deleted
 * (tombstones), each action's journal entry, the list being shortened and where the sync stands
 * (../../platform/mirror/mirror-db.ts says where each lives). Each change is one transaction, and a
 * change of the head is projected to storage.local for the popup after it commits (./projection.ts).
 *
 * Merging follows ../../shared/links/merge.ts: the newest `updatedAt` wins, else this extension's
 * write, else the later knowledge, so a list page never reverts a link written after it was
 * requested. Removal has one path, `remove`: the links, the head and the tombstones in one
 * transaction; nothing buried is put back by a page, a sync page or a late answer.
 */
import type { Link } from '../../shared/types';
import { destinationKey, emptyHead, type LinkHead, type StoredLink } from '../../shared/links/head';
import { readHead } from '../../shared/links/head-schema';
import { applyList, dropLink, newer, putLink, refreshLink } from '../../shared/links/merge';
import {
  BY_DEST,
  checkLease,
  dbName,
  deleteDb,
  done,
  finished,
  hasIndexedDb,
  JOBS,
  JOURNAL,
  leaseFor,
  LINKS,
  markPresent,
  markRemoved,
  META,
  openMirrorDb,
  type MirrorLease,
} from '../../platform/mirror/mirror-db';
import { emptyProgress, readProgress, type Progress } from './mirror-progress';
import { fromRecord, sameContent, toRecord } from '../../platform/mirror/mirror-records';
import { buried, buriedFor, bury, readTombstones } from '../../shared/links/tombstones';
import { readJournalEntry, type JournalEntry } from '../../shared/links/journal-entry';
import { clock } from '../../shared/time/clock';
import { project } from './projection';

/** The `meta` records. */
const GONE = 'gone';
const HEAD = 'head';
const PROGRESS = 'progress';
/** The `jobs` record of the account's list. */
const LIST_JOB = 'list';

/** What the account's data looks like now: its first page and the ids buried. */
export interface View {
  head: LinkHead;
  gone: ReadonlySet<string>;
}

/** A journal entry written in the same transaction as a link. */
export type JournalWrite = readonly [actionId: string, entry: JournalEntry];

export interface Mirror {
  readonly account: string;
  /** The first page and the tombstones, read together. */
  view(): Promise<View>;
  /** A first page requested at `requestedAt`: its links and the head merged in one transaction; answers the head. */
  applyFirstPage(links: Link[], total: number, requestedAt: number): Promise<LinkHead>;
  /**
   * The first page an earlier release kept only in storage.local, taken once: into a database that
   * never had a head of its own (its links put as known before any request of this release).
   */
  seedHead(head: LinkHead): Promise<void>;
  /**
   * A sync's page: its links put and the progress after it saved in the same transaction, so a
   * worker stopped at any moment has either both or neither. Answers how many links were new or
   * changed, and how many the database holds now.
   */
  landPage(
    links: Link[],
    requestedAt: number,
    pass: number | undefined,
    progress: Progress,
  ): Promise<{ changed: number; count: number }>;
  /**
   * One link made, changed or fetched by the extension, in the head and the links, with its
   * action's journal entry when given, in one transaction; false when it is buried (left out).
   */
  put(link: StoredLink, entry?: JournalWrite, sentAt?: number, recent?: boolean): Promise<boolean>;
  /** A link read by id, requested at `requestedAt`: merged where it is known (not added to the head). */
  refresh(link: Link, requestedAt: number): Promise<void>;
  /** The one removal: links the service said are gone leave the links and the head and are buried, in one transaction. */
  remove(ids: string[]): Promise<void>;
  all(): Promise<StoredLink[]>;
  count(): Promise<number>;
  /** The account's links to this exact destination, newest first; buried ones left out. */
  byDestination(url: string): Promise<StoredLink[]>;
  /**
   * After a full pass read its pages: ids of at most `limit` links it did not list, learned before
   * `learnedBefore` and created before `createdBefore` (the sync confirms each by id before
   * anything is removed).
   */
  unseen(pass: number, within: { learnedBefore: number; createdBefore: number; limit: number }): Promise<string[]>;
  progress(): Promise<Progress>;
  saveProgress(progress: Progress): Promise<void>;
  /** Every action's journal entry, by action id (a corrupt one left out). */
  journal(): Promise<Map<string, JournalEntry>>;
  /** Writes (or, with null, deletes) journal entries. */
  writeJournal(entries: readonly (readonly [string, JournalEntry | null])[]): Promise<void>;
  /** The account's list job as stored (checked by its reader), or null. */
  job(): Promise<unknown>;
  saveJob(job: unknown): Promise<void>;
}

/** One connection per account while the worker lives (reopened if it was closed). */
const connections = new Map<string, Promise<IDBDatabase>>();

function connect(lease: MirrorLease): Promise<IDBDatabase> {
  const { account } = lease;
  checkLease(lease); // a handle from before the account's removal never reaches a connection
  let db = connections.get(account);
  if (!db) {
    db = openMirrorDb(lease);
    connections.set(account, db);
    db.then(
      (d) => d.addEventListener('close', () => connections.delete(account)),
      () => connections.delete(account),
    );
  }
  return db;
}

/** A transaction, reopening once when the connection was closed under it (a rebuild elsewhere). */
async function tx(lease: MirrorLease, stores: string[], mode: IDBTransactionMode): Promise<IDBTransaction> {
  try {
    return (await connect(lease)).transaction(stores, mode);
  } catch {
    checkLease(lease);
    connections.delete(lease.account);
    return (await connect(lease)).transaction(stores, mode);
  }
}

/** Closes the connections (tests, and before a database is deleted). */
export async function closeMirrors(): Promise<void> {
  const all = [...connections.values()];
  connections.clear();
  for (const db of all) (await db.catch(() => null))?.close();
}

/** Writes that fail as on a full disk (tests); null: none. */
let writeFault: ((account: string, stores: readonly string[]) => boolean) | null = null;

/** Tests: a write of `stores` fails (QuotaExceededError) while `fails` says so; null: writes go through. */
export function setWriteFault(fails: ((account: string, stores: readonly string[]) => boolean) | null): void {
  writeFault = fails;
}

async function writeTx(lease: MirrorLease, stores: string[]): Promise<IDBTransaction> {
  if (writeFault?.(lease.account, stores))
    throw new DOMException('the storage is full (a test fault)', 'QuotaExceededError');
  return tx(lease, stores, 'readwrite');
}

/**
 * Writes begun and not yet committed, per account: a read waits for them, so an answer given before
 * its link was written (the popup's, a list's) is still seen by the next "already shortened".
 */
const writing = new Map<string, Set<Promise<unknown>>>();

function tracked<T>(account: string, write: Promise<T>): Promise<T> {
  const set = writing.get(account) ?? new Set();
  writing.set(account, set);
  set.add(write);
  const untrack = () => {
    set.delete(write);
    if (!set.size && writing.get(account) === set) writing.delete(account);
  };
  write.then(untrack, untrack);
  return write;
}

/** Resolves once the account's writes begun so far are over (committed or failed). */
const written = async (account: string) => {
  const set = writing.get(account);
  if (set) await Promise.allSettled([...set]);
};

/** The ids buried now, read inside `t` (which must include META). */
const stonesIn = async (t: IDBTransaction) => readTombstones(await done(t.objectStore(META).get(GONE)));
const buriedIn = async (t: IDBTransaction) => buried(await stonesIn(t), clock.now());
/** The ids an answer to a request sent at `sentAt` may not bring back (../../shared/links/tombstones.ts). */
const buriedForIn = async (t: IDBTransaction, sentAt: number) => {
  const stones = await stonesIn(t);
  return new Set(Object.keys(stones).filter(buriedFor(stones, clock.now(), sentAt)));
};

const headIn = async (t: IDBTransaction, account: string): Promise<LinkHead> => {
  const head = readHead(await done(t.objectStore(META).get(HEAD)));
  return head?.account === account ? head : emptyHead(account);
};

/** A record's pass mark, kept when a write does not come from a full pass. */
const passOf = (raw: unknown) => (raw as { pass?: number } | undefined)?.pass;

/**
 * Puts a list page's links (merged with what is known) inside `t`, buried ones (`gone`) left out;
 * answers how many were new or changed. Without a pass, a record keeps the pass mark it had.
 */
async function putLinks(
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

/**
 * Deletes the databases of accounts that are gone (removed, or their key replaced): their links,
 * tombstones, journal and list go with them. Marked removed first so that no later write recreates
 * them (a late answer is discarded); `present` are the accounts that exist now (one added back may
 * have a database again).
 */
export async function dropMirrors(accounts: string[], present: string[] = []): Promise<void> {
  if (!hasIndexedDb()) return;
  const gone = accounts.filter(Boolean);
  markRemoved(gone);
  markPresent(present);
  for (const account of gone) {
    const db = connections.get(account);
    connections.delete(account);
    (await db?.catch(() => null))?.close();
    await deleteDb(dbName(account)).catch(() => undefined);
  }
}

/** Puts of one account's links asked for in the same turn (under the same lease), waiting for their shared transaction. */
const waitingPuts = new Map<string, { puts: Put[]; written: Promise<ReadonlySet<string>> }>();

/** One link to put: the answer to a request sent at `sentAt`, with its action's journal entry; `recent`: added to the head (else only refreshed there). */
interface Put {
  link: StoredLink;
  sentAt: number;
  recent: boolean;
  entry?: JournalWrite;
}

/**
 * Puts links (with their journal entries) and their head in one transaction, in order, each merged
 * with what is known; buried ones left out. Answers the ids left out.
 */
async function putStored(lease: MirrorLease, puts: Put[]): Promise<ReadonlySet<string>> {
  const t = await writeTx(lease, [LINKS, META, JOURNAL]);
  const store = t.objectStore(LINKS);
  const [stones, before] = await Promise.all([stonesIn(t), headIn(t, lease.account)]);
  const now = clock.now();
  const left = new Set<string>();
  let head = before;
  for (const { link, entry, sentAt, recent } of puts) {
    // The journal learns the outcome even for a link buried meanwhile: the action is over.
    if (entry) t.objectStore(JOURNAL).put(entry[1], entry[0]);
    if (buriedFor(stones, now, sentAt)(link.id)) {
      left.add(link.id);
      continue;
    }
    const gone = buried(stones, now);
    const raw = await done(store.get(link.id));
    const known = fromRecord(raw);
    const winner = known ? newer(known, link) : link;
    store.put(toRecord(known?.made || link.made ? { ...winner, made: true } : winner, passOf(raw)));
    head = putLink(head, link, link.seenAt, link.made === true, gone, recent);
  }
  if (head !== before) t.objectStore(META).put(head, HEAD);
  await finished(t);
  return left;
}

export function openMirror(account: string): Mirror {
  const lease = leaseFor(account);
  /** After a commit that changed the head: the popup's projection follows (a failed one waits for the next). */
  const projected = () => project(account, async () => (await viewNow()).head).catch(() => undefined);
  /** The head and tombstones as committed (the projection reads it from inside a write: it must not wait for writes). */
  const viewNow = async (): Promise<View> => {
    const t = await tx(lease, [META], 'readonly');
    const [head, gone] = await Promise.all([headIn(t, account), buriedIn(t)]);
    return { head, gone };
  };
  /** A write, tracked from its call: reads begun after it wait for it. */
  const w =
    <A extends unknown[], T>(write: (...args: A) => Promise<T>) =>
    (...args: A) =>
      tracked(account, write(...args));
  /** A write whose commit may change the head: the projection follows it, outside the write (a switch waits for writes, and a projection for switches). */
  const projecting =
    <A extends unknown[], T>(write: (...args: A) => Promise<readonly [T, boolean]>) =>
    async (...args: A): Promise<T> => {
      const [result, headChanged] = await w(write)(...args);
      if (headChanged) await projected();
      return result;
    };
  const mirror: Mirror = {
    account,
    async view() {
      await written(account);
      return viewNow();
    },
    applyFirstPage: projecting(async (links, total, requestedAt) => {
      const t = await writeTx(lease, [LINKS, META]);
      const [gone, before] = await Promise.all([buriedForIn(t, requestedAt), headIn(t, account)]);
      const head = applyList(before, links, total, requestedAt, gone);
      t.objectStore(META).put(head, HEAD);
      await putLinks(t, links, requestedAt, gone);
      await finished(t);
      return [head, true];
    }),
    seedHead: projecting(async (earlier) => {
      const t = await writeTx(lease, [LINKS, META]);
      const had = await done(t.objectStore(META).getKey(HEAD));
      if (had !== undefined || earlier.account !== account) return [undefined, false];
      const gone = await buriedForIn(t, 0);
      t.objectStore(META).put(applyList(emptyHead(account), earlier.links, earlier.total, 0, gone), HEAD);
      await putLinks(t, earlier.links, 0, gone);
      await finished(t);
      return [undefined, true];
    }),
    landPage: w(async (links, requestedAt, pass, progress) => {
      const t = await writeTx(lease, [LINKS, META]);
      const changed = await putLinks(t, links, requestedAt, await buriedForIn(t, requestedAt), pass);
      t.objectStore(META).put(progress, PROGRESS);
      const count = await done(t.objectStore(LINKS).count());
      await finished(t);
      return { changed, count };
    }),
    // A list's links answered in the same turn share one transaction.
    async put(link, entry, sentAt = link.seenAt, recent = true) {
      const key = `${account} ${lease.removals}`;
      let waiting = waitingPuts.get(key);
      if (!waiting) {
        const puts: Put[] = [];
        const written = Promise.resolve().then(() => {
          waitingPuts.delete(key);
          return putStored(lease, puts);
        });
        waitingPuts.set(key, (waiting = { puts, written: tracked(account, written) }));
      }
      waiting.puts.push(entry ? { link, sentAt, recent, entry } : { link, sentAt, recent });
      const left = await waiting.written;
      await projected();
      return !left.has(link.id);
    },
    refresh: projecting(async (link, requestedAt) => {
      const t = await writeTx(lease, [LINKS, META]);
      const [gone, before] = await Promise.all([buriedForIn(t, requestedAt), headIn(t, account)]);
      const head = refreshLink(before, link, requestedAt, gone);
      if (head !== before) t.objectStore(META).put(head, HEAD);
      await putLinks(t, [link], requestedAt, gone);
      await finished(t);
      return [undefined, head !== before];
    }),
    remove: projecting(async (ids) => {
      if (!ids.length) return [undefined, false];
      const t = await writeTx(lease, [LINKS, META]);
      const meta = t.objectStore(META);
      const [stones, before] = await Promise.all([done(meta.get(GONE)), headIn(t, account)]);
      for (const id of ids) t.objectStore(LINKS).delete(id);
      meta.put(bury(readTombstones(stones), ids, clock.now()), GONE);
      const head = ids.reduce(dropLink, before);
      if (head !== before) meta.put(head, HEAD);
      await finished(t);
      return [undefined, head !== before];
    }),
    async all() {
      const t = await tx(lease, [LINKS], 'readonly');
      const records = await done(t.objectStore(LINKS).getAll());
      return records.map(fromRecord).filter((l): l is StoredLink => l !== null);
    },
    async count() {
      await written(account);
      const t = await tx(lease, [LINKS], 'readonly');
      return done(t.objectStore(LINKS).count());
    },
    async byDestination(url) {
      await written(account);
      const key = destinationKey(url);
      const t = await tx(lease, [LINKS, META], 'readonly');
      const [found, gone] = await Promise.all([done(t.objectStore(LINKS).index(BY_DEST).getAll(key)), buriedIn(t)]);
      // The destination itself is checked too: a record written before destinations were compared
      // as sent holds a looser key (no fragment) until a sync lists it again and rewrites it.
      const links = found
        .map(fromRecord)
        .filter((l): l is StoredLink => l !== null && !gone.has(l.id) && destinationKey(l.destination) === key);
      // Newest first, when the account shortened the same page more than once.
      return links.sort((a, b) => (b.createdAt ?? b.seenAt) - (a.createdAt ?? a.seenAt));
    },
    async unseen(pass, { learnedBefore, createdBefore, limit }) {
      const t = await tx(lease, [LINKS], 'readonly');
      const ids: string[] = [];
      await new Promise<void>((resolve, reject) => {
        const cursor = t.objectStore(LINKS).openCursor();
        cursor.onerror = () => reject(cursor.error);
        cursor.onsuccess = () => {
          const c = cursor.result;
          if (!c || ids.length >= limit) return resolve();
          const r = c.value as { id: string; pass?: number; seenAt?: unknown; createdAt?: unknown };
          const learnedLater = typeof r.seenAt === 'number' && r.seenAt >= learnedBefore;
          const created = typeof r.createdAt === 'number' ? r.createdAt : r.seenAt;
          const madeLater = typeof created === 'number' && created >= createdBefore;
          if (r.pass !== pass && !learnedLater && !madeLater) ids.push(r.id);
          c.continue();
        };
      });
      return ids;
    },
    async progress() {
      const t = await tx(lease, [META], 'readonly');
      return readProgress(await done(t.objectStore(META).get(PROGRESS)));
    },
    saveProgress: w(async (progress) => {
      const t = await writeTx(lease, [META]);
      t.objectStore(META).put(progress, PROGRESS);
      await finished(t);
    }),
    async journal() {
      await written(account);
      const t = await tx(lease, [JOURNAL], 'readonly');
      const store = t.objectStore(JOURNAL);
      const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
      const entries = new Map<string, JournalEntry>();
      keys.forEach((key, i) => {
        const entry = readJournalEntry(values[i]);
        if (typeof key === 'string' && entry) entries.set(key, entry);
      });
      return entries;
    },
    writeJournal: w(async (entries) => {
      if (!entries.length) return;
      const t = await writeTx(lease, [JOURNAL]);
      for (const [id, entry] of entries)
        if (entry) t.objectStore(JOURNAL).put(entry, id);
        else t.objectStore(JOURNAL).delete(id);
      await finished(t);
    }),
    async job() {
      await written(account);
      const t = await tx(lease, [JOBS], 'readonly');
      return (await done(t.objectStore(JOBS).get(LIST_JOB))) ?? null;
    },
    saveJob: w(async (job) => {
      const t = await writeTx(lease, [JOBS]);
      t.objectStore(JOBS).put(job, LIST_JOB);
      await finished(t);
    }),
  };
  return mirror;
}

/** A mirror that holds nothing (no IndexedDB in this context, or no account). */
export const noMirror = (account: string): Mirror => ({
  account,
  view: async () => ({ head: emptyHead(account), gone: new Set() }),
  applyFirstPage: async () => emptyHead(account),
  seedHead: async () => undefined,
  landPage: async () => ({ changed: 0, count: 0 }),
  put: async () => true,
  refresh: async () => undefined,
  remove: async () => undefined,
  all: async () => [],
  count: async () => 0,
  byDestination: async () => [],
  unseen: async () => [],
  progress: async () => emptyProgress(),
  saveProgress: async () => undefined,
  journal: async () => new Map(),
  writeJournal: async () => undefined,
  job: async () => null,
  saveJob: async () => undefined,
});

export const mirrorFor = (account: string): Mirror =>
  account && hasIndexedDb() ? openMirror(account) : noMirror(account);

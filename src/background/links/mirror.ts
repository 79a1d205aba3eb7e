/**
 * One account's full mirror in IndexedDB (background side): links put, merged, removed, found by
 * destination, those a full pass missed named (to confirm); the sync's progress beside them.
 * Merging follows ./merge.ts: the newest `updatedAt` wins, else this extension's write, else the
 * later knowledge, so a list page never reverts a link written after it was requested. A removed
 * link is buried (./tombstones.ts, kept in `meta`): no page, sync page or late answer puts it back.
 */
import type { Link } from '../../shared/types';
import { destinationKey, type StoredLink } from '../../shared/links/head';
import { newer } from '../../shared/links/merge';
import {
  BY_DEST,
  checkLease,
  dbName,
  deleteDb,
  done,
  finished,
  hasIndexedDb,
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
import { forgetTombstones } from './tombstone-item';
import { buried, bury, readTombstones } from '../../shared/links/tombstones';

/** The `meta` record of the links this mirror saw deleted. */
const GONE = 'gone';

export interface Mirror {
  readonly account: string;
  /** Links of a list page requested at `requestedAt`, marked with a full pass's id: how many were new or changed. */
  putPage(links: Link[], requestedAt: number, pass?: number): Promise<number>;
  /**
   * A sync's page: its links put (as putPage) and the progress after it saved in the same
   * transaction, so a worker stopped at any moment has either both or neither. Answers how many
   * links were new or changed, and how many the mirror holds now.
   */
  landPage(
    links: Link[],
    requestedAt: number,
    pass: number | undefined,
    progress: Progress,
  ): Promise<{ changed: number; count: number }>;
  /** One link made, changed or fetched by the extension (see LinkStore.put); not a buried one. */
  put(link: StoredLink): Promise<void>;
  /** Links the service said are gone: removed and buried, in one transaction. */
  remove(ids: string[]): Promise<void>;
  all(): Promise<StoredLink[]>;
  count(): Promise<number>;
  byDestination(url: string): Promise<StoredLink | null>;
  /**
   * After a full pass read its pages: ids of at most `limit` links it did not list, learned before
   * `learnedBefore` and created before `createdBefore` (the sync confirms each by id before
   * anything is removed).
   */
  unseen(pass: number, within: { learnedBefore: number; createdBefore: number; limit: number }): Promise<string[]>;
  progress(): Promise<Progress>;
  saveProgress(progress: Progress): Promise<void>;
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

/** The ids buried in this mirror now, read inside `t` (which must include META). */
const buriedIn = async (t: IDBTransaction) =>
  buried(readTombstones(await done(t.objectStore(META).get(GONE))), Date.now());

/**
 * Puts a list page's links (merged with what is known) inside `t` (LINKS and META), buried ones
 * left out; answers how many were new or changed. Without a pass, a record keeps the pass mark it had.
 */
async function putLinks(t: IDBTransaction, links: Link[], requestedAt: number, pass?: number): Promise<number> {
  const store = t.objectStore(LINKS);
  const gone = await buriedIn(t);
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
        store.put(
          toRecord(
            known?.made ? { ...winner, made: true } : winner,
            pass ?? (raw as { pass?: number } | undefined)?.pass,
          ),
        );
      }),
  );
  return changed;
}

/**
 * Deletes the mirrors of accounts that are gone (removed, or their key replaced) and their
 * tombstones, marked removed first so that no later write recreates them; `present` are the
 * accounts that exist now (one added back may have a mirror again).
 */
export async function dropMirrors(accounts: string[], present: string[] = []): Promise<void> {
  await forgetTombstones(accounts.filter(Boolean));
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
const waitingPuts = new Map<string, { links: StoredLink[]; written: Promise<void> }>();

/** Puts `links` in one transaction, in order, each merged with what is known; buried ones left out. */
async function putStored(lease: MirrorLease, links: StoredLink[]): Promise<void> {
  const t = await tx(lease, [LINKS, META], 'readwrite');
  const store = t.objectStore(LINKS);
  const gone = await buriedIn(t);
  for (const link of links) {
    if (gone.has(link.id)) continue;
    const raw = await done(store.get(link.id));
    const known = fromRecord(raw);
    const winner = known ? newer(known, link) : link;
    const pass = (raw as { pass?: number } | undefined)?.pass;
    store.put(toRecord(known?.made || link.made ? { ...winner, made: true } : winner, pass));
  }
  await finished(t);
}

export function openMirror(account: string): Mirror {
  const lease = leaseFor(account);
  const mirror: Mirror = {
    account,
    async putPage(links, requestedAt, pass) {
      const t = await tx(lease, [LINKS, META], 'readwrite');
      const changed = await putLinks(t, links, requestedAt, pass);
      await finished(t);
      return changed;
    },
    async landPage(links, requestedAt, pass, progress) {
      const t = await tx(lease, [LINKS, META], 'readwrite');
      const changed = await putLinks(t, links, requestedAt, pass);
      t.objectStore(META).put(progress, 'progress');
      const count = await done(t.objectStore(LINKS).count());
      await finished(t);
      return { changed, count };
    },
    // A list's links come out of one head write together: they share one transaction too.
    put(link) {
      const key = `${account} ${lease.removals}`;
      let waiting = waitingPuts.get(key);
      if (!waiting) {
        const links: StoredLink[] = [];
        const written = Promise.resolve().then(() => {
          waitingPuts.delete(key);
          return putStored(lease, links);
        });
        waitingPuts.set(key, (waiting = { links, written }));
      }
      waiting.links.push(link);
      return waiting.written;
    },
    async remove(ids) {
      if (!ids.length) return;
      const t = await tx(lease, [LINKS, META], 'readwrite');
      for (const id of ids) t.objectStore(LINKS).delete(id);
      const meta = t.objectStore(META);
      meta.put(bury(readTombstones(await done(meta.get(GONE))), ids, Date.now()), GONE);
      await finished(t);
    },
    async all() {
      const t = await tx(lease, [LINKS], 'readonly');
      const records = await done(t.objectStore(LINKS).getAll());
      return records.map(fromRecord).filter((l): l is StoredLink => l !== null);
    },
    async count() {
      const t = await tx(lease, [LINKS], 'readonly');
      return done(t.objectStore(LINKS).count());
    },
    async byDestination(url) {
      const key = destinationKey(url);
      const t = await tx(lease, [LINKS, META], 'readonly');
      const [found, gone] = await Promise.all([done(t.objectStore(LINKS).index(BY_DEST).getAll(key)), buriedIn(t)]);
      // The destination itself is checked too: a record written before destinations were compared
      // as sent holds a looser key (no fragment) until a sync lists it again and rewrites it.
      const links = found
        .map(fromRecord)
        .filter((l): l is StoredLink => l !== null && !gone.has(l.id) && destinationKey(l.destination) === key);
      // The newest, when the account shortened the same page more than once.
      return links.sort((a, b) => (b.createdAt ?? b.seenAt) - (a.createdAt ?? a.seenAt))[0] ?? null;
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
      return readProgress(await done(t.objectStore(META).get('progress')));
    },
    async saveProgress(progress) {
      const t = await tx(lease, [META], 'readwrite');
      t.objectStore(META).put(progress, 'progress');
      await finished(t);
    },
  };
  return mirror;
}

/** A mirror that holds nothing (no IndexedDB in this context, or no account). */
export const noMirror = (account: string): Mirror => ({
  account,
  putPage: async () => 0,
  landPage: async () => ({ changed: 0, count: 0 }),
  put: async () => undefined,
  remove: async () => undefined,
  all: async () => [],
  count: async () => 0,
  byDestination: async () => null,
  unseen: async () => [],
  progress: async () => emptyProgress(),
  saveProgress: async () => undefined,
});

export const mirrorFor = (account: string): Mirror =>
  account && hasIndexedDb() ? openMirror(account) : noMirror(account);

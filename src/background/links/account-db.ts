/**
 * One account's database, as a handle (docs/link-store.md): the one durable source of truth for
 * its links, its first page (the head), its tombstones, its journal, its list and where its sync
 * stands. Each fact has its file (../../platform/account-db/layout.ts says where each lives):
 * ./connection.ts, ./links-db.ts, ./tombstones-db.ts, ./journal-db.ts, ./jobs-db.ts,
 * ./sync-cursor.ts. A change of the head is projected to storage.local after it commits
 * (./projection.ts).
 *
 * A handle holds its account's lease from the moment it is made: once the account is removed,
 * every write through it is refused (AccountRemoved), even when the same key is added back.
 */
import type { Link } from '../../shared/types';
import { emptyHead, type LinkHead, type StoredLink } from '../../shared/links/head';
import type { JournalEntry } from '../../shared/links/journal-entry';
import { clock } from '../../shared/time/clock';
import { REMOVAL_RETRY_MS } from '../../shared/time/limits';
import { hasIndexedDb, META } from '../../platform/account-db/layout';
import { AccountRemoved, leaseFor, leaseKey } from '../../platform/account-db/lease';
import { closeConnections, tracked, tx, written } from './connection';
import { readJob, saveJob } from './jobs-db';
import { readQrStyleRecord, saveQrStyleRecord } from './qr-style-db';
import { readPinsRecord, savePinsRecord } from './pins-db';
import { committedToCopy, journalCopy, writeJournal, type JournalChange } from './journal-db';
import * as links from './links-db';
import type { JournalWrite, Put, View } from './links-db';
import { emptyProgress, type Progress } from './sync-progress';
import { landPage, readSyncProgress, saveSyncProgress, unseen } from './sync-cursor';
import {
  everGone,
  forgetPending,
  keepPending,
  loadPending,
  pendingOf,
  stonesIn,
  writtenPending,
} from './tombstones-db';
import { project, projectWithout } from './projection';

export type { JournalWrite, View } from './links-db';

export interface AccountDb {
  readonly account: string;
  /** One key per handle's lease: what the worker keeps for it in memory (its journal copy). */
  readonly key: string;
  /** Resolves once the writes begun so far are over (committed or failed). */
  settled(): Promise<void>;
  /** The first page and what is not shown, read together (pending removals left out). */
  view(): Promise<View>;
  /** A first page requested at `requestedAt`: its links and the head merged in one transaction; answers the head. */
  applyFirstPage(links: Link[], total: number, requestedAt: number): Promise<LinkHead>;
  /** The first page an earlier release kept only in storage.local, taken once, into a database that never had a head. */
  seedHead(head: LinkHead): Promise<void>;
  /** A sync's page and the progress after it, in one transaction; how many links were new or changed, and are held. */
  landPage(
    links: Link[],
    requestedAt: number,
    pass: number | undefined,
    progress: Progress,
  ): Promise<{ changed: number; count: number }>;
  /** One link made, changed or fetched, with its action's journal entry, in one transaction; false when buried (left out). */
  put(link: StoredLink, entry?: JournalWrite, sentAt?: number, recent?: boolean): Promise<boolean>;
  /** A link read by id, requested at `requestedAt`: merged where it is known (not added to the head). */
  refresh(link: Link, requestedAt: number): Promise<void>;
  /**
   * The one removal: links the service said are gone leave the links and the head and are buried.
   * A write that fails keeps them as pending removals (honoured at once), tried again after
   * REMOVAL_RETRY_MS and with the account's next write that succeeds.
   */
  remove(ids: string[]): Promise<void>;
  all(): Promise<StoredLink[]>;
  count(): Promise<number>;
  /** The account's links to this exact destination, newest first; buried ones left out. */
  byDestination(url: string): Promise<StoredLink[]>;
  /** Every id a tombstone names, at any age, and the pending removals. */
  deleted(): Promise<ReadonlySet<string>>;
  unseen(pass: number, within: { learnedBefore: number; createdBefore: number; limit: number }): Promise<string[]>;
  progress(): Promise<Progress>;
  saveProgress(progress: Progress): Promise<void>;
  /** Every action's journal entry, by action id (the worker's copy), once the writes begun before are over. */
  journal(): Promise<Map<string, JournalEntry>>;
  /** Writes (or, with null, deletes) journal entries; the copy follows once they committed. */
  writeJournal(entries: readonly JournalChange[]): Promise<void>;
  job(): Promise<unknown>;
  saveJob(job: unknown): Promise<void>;
  /** The last QR code style (checked by its reader), or null. */
  qrStyle(): Promise<unknown>;
  saveQrStyle(style: unknown): Promise<void>;
  /** The pinned links' ids (checked by their reader), or null. */
  pins(): Promise<unknown>;
  savePins(ids: readonly string[]): Promise<void>;
}

/** Puts of one handle's links asked for in the same turn, waiting for their shared transaction. */
const waitingPuts = new Map<string, { puts: Put[]; written: Promise<ReadonlySet<string>> }>();
/** Bumped by a stopped worker: the retries of the worker before it stop. */
let generation = 0;

export function openAccountDb(account: string): AccountDb {
  const lease = leaseFor(account);
  const key = leaseKey(lease);
  /** Reads wait for the writes begun before them, and know the pending removals. */
  const ready = async () => void (await Promise.all([written(account), loadPending(lease)]));
  /** After a commit that changed the head: the popup's projection follows (a failed one waits for the next). */
  const projected = () => project(account, async () => (await links.viewOf(lease)).head).catch(() => undefined);
  /** Writes the pending removals; false when the write failed (they stay pending). */
  const removePending = async (): Promise<boolean> => {
    const ids = [...pendingOf(lease)];
    if (!ids.length) return true;
    try {
      const changed = await tracked(account, links.removeLinks(lease, ids));
      writtenPending(lease, ids);
      if (changed) await projected();
      return true;
    } catch (error) {
      if (error instanceof AccountRemoved) {
        writtenPending(lease, ids); // nothing of a removed account is kept
        throw error;
      }
      await projectWithout(account, pendingOf(lease)).catch(() => undefined); // not shown from now on
      return false;
    }
  };
  const retryRemovals = async () => {
    const mine = generation;
    for (const pause of REMOVAL_RETRY_MS) {
      await clock.sleep(pause);
      if (mine !== generation || !pendingOf(lease).size) return;
      if (await removePending().catch(() => true)) return;
    }
  };
  /** A write, tracked from its call; once it committed, pending removals ride on the next transaction. */
  const w =
    <A extends unknown[], T>(write: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      const result = await tracked(
        account,
        loadPending(lease).then(() => write(...args)),
      );
      if (pendingOf(lease).size) void removePending().catch(() => undefined);
      return result;
    };
  const projecting =
    <A extends unknown[], T>(write: (...args: A) => Promise<readonly [T, boolean]>) =>
    async (...args: A): Promise<T> => {
      const [result, headChanged] = await w(write)(...args);
      if (headChanged) await projected();
      return result;
    };
  return {
    account,
    key,
    settled: ready,
    async view() {
      await ready();
      return links.viewOf(lease);
    },
    applyFirstPage: projecting(async (page: Link[], total: number, requestedAt: number) => [
      await links.applyFirstPage(lease, page, total, requestedAt),
      true,
    ]),
    seedHead: projecting(async (earlier: LinkHead) => [undefined, await links.seedHead(lease, earlier)]),
    landPage: w((page: Link[], requestedAt: number, pass: number | undefined, progress: Progress) =>
      landPage(lease, page, requestedAt, pass, progress),
    ),
    // A list's links answered in the same turn share one transaction.
    async put(link, entry, sentAt = link.seenAt, recent = true) {
      let waiting = waitingPuts.get(key);
      if (!waiting) {
        const puts: Put[] = [];
        const stored = Promise.resolve().then(() => {
          waitingPuts.delete(key);
          return loadPending(lease).then(async () => {
            const left = await links.putStored(lease, puts);
            committedToCopy(
              lease,
              puts.flatMap((p) => (p.entry ? [p.entry] : [])),
            );
            return left;
          });
        });
        waitingPuts.set(key, (waiting = { puts, written: w(() => stored)() }));
      }
      waiting.puts.push(entry ? { link, sentAt, recent, entry } : { link, sentAt, recent });
      const left = await waiting.written;
      await projected();
      return !left.has(link.id);
    },
    refresh: projecting(async (link: Link, requestedAt: number) => [
      undefined,
      await links.refresh(lease, link, requestedAt),
    ]),
    async remove(ids) {
      if (!ids.length) return;
      await loadPending(lease);
      keepPending(lease, ids); // honoured by every read from now on, whatever the write does
      if (!(await removePending())) void retryRemovals();
    },
    all: async () => {
      await ready();
      return links.allLinks(lease, pendingOf(lease));
    },
    async count() {
      await written(account);
      return links.countLinks(lease);
    },
    async byDestination(url) {
      await ready();
      return links.byDestination(lease, url);
    },
    async deleted() {
      await ready();
      const t = await tx(lease, [META], 'readonly');
      return everGone(lease, await stonesIn(t));
    },
    unseen: (pass, within) => unseen(lease, pass, within),
    progress: () => readSyncProgress(lease),
    saveProgress: w((progress: Progress) => saveSyncProgress(lease, progress)),
    async journal() {
      const copy = journalCopy(lease);
      await written(account);
      return new Map(await copy);
    },
    writeJournal: w((entries: readonly JournalChange[]) => writeJournal(lease, entries)),
    async job() {
      await written(account);
      return readJob(lease);
    },
    saveJob: w((job: unknown) => saveJob(lease, job)),
    async qrStyle() {
      await written(account);
      return readQrStyleRecord(lease);
    },
    saveQrStyle: w((style: unknown) => saveQrStyleRecord(lease, style)),
    async pins() {
      await written(account);
      return readPinsRecord(lease);
    },
    savePins: w((ids: readonly string[]) => savePinsRecord(lease, ids)),
  };
}

/** A database that holds nothing (no IndexedDB in this context, or no account). */
export const noAccountDb = (account: string): AccountDb => ({
  account,
  key: account,
  settled: async () => undefined,
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
  deleted: async () => new Set(),
  unseen: async () => [],
  progress: async () => emptyProgress(),
  saveProgress: async () => undefined,
  journal: async () => new Map(),
  writeJournal: async () => undefined,
  job: async () => null,
  saveJob: async () => undefined,
  qrStyle: async () => null,
  saveQrStyle: async () => undefined,
  pins: async () => null,
  savePins: async () => undefined,
});

export const accountDbFor = (account: string): AccountDb =>
  account && hasIndexedDb() ? openAccountDb(account) : noAccountDb(account);

/** A stopped worker (tests), and before databases are deleted: connections closed, pending removals and their retries gone. */
export async function closeAccountDbs(): Promise<void> {
  generation++;
  forgetPending();
  waitingPuts.clear();
  await closeConnections();
}

/**
 * The link store: the one module the background's actions use to keep an account's links, its
 * journal and its list. Opened for one account, it writes to that account's database
 * (./account-db.ts) whoever is current: a late answer lands in the account that asked, and is
 * never shown in another. Every write of an action goes through the store it opened, so a removed
 * account's late answer is discarded, with a line in the log, even when the same key is back.
 *
 * "Already shortened" looks in the account's first page, then in all its links; a link known only
 * from the full list for longer than MIRROR_TRUST_MS is confirmed by id before it is handed out
 * again. What this promises, for readers: docs/link-store.md.
 */
import type { Link, LinkGroup, LinkPage, Result } from '../../shared/types';
import { destinationKey, emptyHead, groupsSeen, type LinkHead, type StoredLink } from '../../shared/links/head';
import { MAX_CONFIRMS, MIRROR_TRUST_MS } from '../../shared/time/limits';
import { clock } from '../../shared/time/clock';
import { AccountRemoved } from '../../platform/account-db/lease';
import { accountDbFor, type JournalWrite } from './account-db';
import { expired, type JournalEntry } from './journal';
import { tellChanges } from './change-notices';
import { readPins } from './pins-db';

/** Reads one link by id (`GET /links/{id}`): how the store confirms what the database knows. */
export type ReadLink = (id: string) => Promise<Result<Link, { kind: string }>>;

export interface LinkStore {
  readonly account: string;
  /** The account's first page as known now. */
  head(): Promise<LinkHead>;
  /** A first page requested at `requestedAt`, merged; answers the merged head. */
  applyList(page: LinkPage, requestedAt: number): Promise<LinkHead>;
  /** A later page (2 and on) as shown: the links this store saw deleted left out. */
  laterPage(page: LinkPage): Promise<LinkPage>;
  /**
   * A link made (`made`), changed or fetched by the extension: the answer to a request sent at
   * `sentAt` (now, if not given), with its action's journal entry when given (one transaction).
   * `recent` false: kept with the account's links but not added to the first page (a private
   * window's). False when it was not kept: deleted since the request was sent, or its account removed.
   */
  put(link: Link, made?: boolean, entry?: JournalWrite, sentAt?: number, recent?: boolean): Promise<boolean>;
  /** Links the service said are gone (a DELETE answered, a 404 on an edit or a read): removed and buried. */
  bury(ids: string[]): Promise<void>;
  /**
   * The account's link for this exact destination, if the store knows one. One known only from
   * the full list, learned more than MIRROR_TRUST_MS ago, is read by id through `confirm` first: a
   * 404 buries it (and the next one is tried), any other failure leaves the store's word standing
   * (the service cannot say otherwise, and a create would meet the same failure).
   */
  findByDestination(url: string, confirm?: ReadLink): Promise<StoredLink | null>;
  /** The groups seen on the account's first page. */
  groups(): Promise<LinkGroup[]>;
  /** The ids of links deleted recently (what is not shown, whatever a lagging list says). */
  buried(): Promise<ReadonlySet<string>>;
  /** Every id a tombstone names, at any age, and the pending removals: a journal's link is never handed out past them. */
  deleted(): Promise<ReadonlySet<string>>;
  /** Every action's journal entry, by action id (the worker's copy, read once). */
  journal(): Promise<Map<string, JournalEntry>>;
  /** Writes an action's entry; a failure is thrown (an intent that is not written sends nothing). */
  remember(actionId: string, entry: JournalEntry): Promise<void>;
  /** Deletes an action's entry (a removed account's is discarded). */
  forget(actionId: string): Promise<void>;
  /** Deletes the finished entries older than JOURNAL_TTL_MS. */
  sweep(entries: Map<string, JournalEntry>): Promise<void>;
  /** The account's list job as stored (checked by its reader), or null. */
  job(): Promise<unknown>;
  saveJob(job: unknown): Promise<void>;
  /** The last QR code style (checked by its reader), or null. */
  qrStyle(): Promise<unknown>;
  saveQrStyle(style: unknown): Promise<void>;
  /** Every link of the account as kept (the links deleted lately left out). */
  links(): Promise<StoredLink[]>;
  /** The pinned links' ids, in the order pinned (ids no longer kept still listed: the reader drops them). */
  pins(): Promise<string[]>;
  savePins(ids: readonly string[]): Promise<void>;
}

/** A removed account's late write is discarded: its database is gone, and nothing recreates it. */
async function unlessRemoved<T>(account: string, task: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (!(error instanceof AccountRemoved)) throw error;
    console.info(`PrettyLink: an answer for a removed account (${account.slice(0, 8)}…) was discarded.`);
    return fallback;
  }
}

export function linkStore(account: string): LinkStore {
  const db = accountDbFor(account);
  const view = () => unlessRemoved(account, db.view, { head: emptyHead(account), gone: new Set<string>() });

  const store: LinkStore = {
    account,
    head: async () => (await view()).head,
    applyList: (page, requestedAt) =>
      unlessRemoved(
        account,
        () => db.applyFirstPage(page.links, page.pagination.total, requestedAt),
        emptyHead(account),
      ),
    async laterPage(page) {
      const { gone } = await view();
      const links = page.links.filter((l) => !gone.has(l.id));
      const left = page.links.length - links.length;
      return left ? { ...page, links, pagination: { ...page.pagination, total: page.pagination.total - left } } : page;
    },
    async put(link, made = false, entry, sentAt, recent = true) {
      const stored: StoredLink = { ...link, seenAt: clock.now(), written: true, ...(made ? { made } : {}) };
      const kept = await unlessRemoved(account, () => db.put(stored, entry, sentAt ?? stored.seenAt, recent), false);
      if (kept) await tellChanges(db, { put: stored }).catch(() => undefined);
      return kept;
    },
    async bury(ids) {
      if (!ids.length) return;
      await unlessRemoved(account, () => db.remove(ids), undefined);
      await tellChanges(db, { removed: ids }).catch(() => undefined);
    },
    async findByDestination(url, confirm) {
      const wanted = destinationKey(url);
      const { head, gone } = await view();
      const inHead = head.links.find((l) => !gone.has(l.id) && destinationKey(l.destination) === wanted);
      if (inHead) return inHead;
      const known = await unlessRemoved(account, () => db.byDestination(url), []);
      for (const found of known.slice(0, MAX_CONFIRMS)) {
        if (!confirm || clock.now() - found.seenAt <= MIRROR_TRUST_MS) return found;
        const requestedAt = clock.now();
        const current = await confirm(found.id);
        if (!current.ok && current.error.kind !== 'not-found') return found;
        if (!current.ok) {
          await store.bury([found.id]); // not found again; the next one is tried
          continue;
        }
        await unlessRemoved(account, () => db.refresh(current.value, requestedAt), undefined);
        if (destinationKey(current.value.destination) === wanted)
          return { ...current.value, seenAt: requestedAt, ...(found.made ? { made: true } : {}) };
        // It points elsewhere since: the next one, if any.
      }
      return null;
    },
    groups: async () => groupsSeen((await view()).head.links),
    buried: async () => (await view()).gone,
    deleted: () => unlessRemoved(account, db.deleted, new Set<string>()),
    journal: () => db.journal(),
    remember: (actionId, entry) => db.writeJournal([[actionId, entry]]),
    forget: (actionId) => unlessRemoved(account, () => db.writeJournal([[actionId, null]]), undefined),
    sweep: (entries) => unlessRemoved(account, () => db.writeJournal(expired(entries, clock.now())), undefined),
    job: () => db.job(),
    saveJob: (job) => db.saveJob(job),
    qrStyle: () => db.qrStyle(),
    saveQrStyle: (style) => db.saveQrStyle(style),
    async links() {
      const [all, { gone }] = await Promise.all([unlessRemoved(account, db.all, []), view()]);
      return all.filter((l) => !gone.has(l.id));
    },
    pins: async () => readPins(await unlessRemoved(account, db.pins, null)),
    savePins: (ids) => db.savePins(ids),
  };
  return store;
}

/** The items to write together with a new key or service: the new account's first page, from its database. */
export async function switchTo(account: string): Promise<LinkHead> {
  return (
    (await linkStore(account)
      .head()
      .catch(() => null)) ?? emptyHead(account)
  );
}

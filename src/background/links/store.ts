/**
 * The link store: the one module that knows how the user's links are kept (background only; the
 * popup reads the head item itself, see ./head.ts). Opened for one account; a write for an account
 * that is no longer the current one is dropped, so a late answer never lands in another
 * account's links. Every write is queued with the settings and key writes (../background/writes).
 *
 * Behind this interface: the head (first page) in storage.local, which the popup reads, and the
 * full mirror of every page in IndexedDB (./mirror.ts, filled by ../background/sync.ts). Every
 * write goes to both; "already shortened" looks in the head, then in the mirror. The mirror is a
 * cache: when it fails (no IndexedDB, a database being rebuilt) the head still answers.
 *
 * A link the service said is gone is buried (./tombstones.ts) for the head and the mirror alike, so
 * no list, sync page or late answer brings it back; a link known only from the mirror for longer
 * than MIRROR_TRUST_MS is confirmed by id before it is handed out again. What this promises, for
 * readers: docs/link-store.md.
 */
import { storage } from 'wxt/utils/storage';
import type { Link, LinkGroup, LinkPage, Result } from '../../shared/types';
import { serialized, settled } from '../writes';
import { loadConfiguration } from '../settings/items';
import { accountOf } from '../../shared/links/account';
import {
  destinationKey,
  emptyHead,
  groupsSeen,
  HEAD_KEY,
  type LinkHead,
  type StoredLink,
} from '../../shared/links/head';
import { readHead } from '../../shared/links/head-schema';
import { applyList, dropLink, putLink, refreshLink } from '../../shared/links/merge';
import { mirrorFor } from './mirror';
import { tellChanges } from './change-notices';
import { tombstonesItem, tombstonesOf, withTombstones } from './tombstone-item';
import { buried, bury } from '../../shared/links/tombstones';

export const headItem = storage.defineItem<unknown>(`local:${HEAD_KEY}`, { fallback: null, version: 1 });

/** The items to write together with a new key or service: the new account's empty store. */
export const switchTo = (account: string) => [{ item: headItem, value: emptyHead(account) }];

/** The head and the tombstones in one storage read. */
const readHeadAndStones = async (): Promise<[unknown, unknown]> => {
  const [head, stones] = await storage.getItems([headItem, tombstonesItem]);
  return [head!.value, stones!.value];
};

async function currentAccount(): Promise<string> {
  const { settings, apiKey } = await loadConfiguration();
  return accountOf(settings.serviceUrl, apiKey);
}

/**
 * How long the mirror's knowledge of a link (its `seenAt`) is trusted for "already shortened"
 * without asking the service: a link edited or deleted elsewhere stays in the mirror until a full
 * pass (daily), so one learned longer ago than this is read by id first.
 */
export const MIRROR_TRUST_MS = 10 * 60_000;
/** Links for one destination confirmed at most, one after the other, before the action makes a new one. */
const MAX_CONFIRMS = 3;

/** Reads one link by id (`GET /links/{id}`): how the store confirms what the mirror knows. */
export type ReadLink = (id: string) => Promise<Result<Link, { kind: string }>>;

export interface LinkStore {
  readonly account: string;
  /** The account's first page as known now (empty for another account's head). */
  head(): Promise<LinkHead>;
  /** A first page requested at `requestedAt`, merged; answers the merged head. */
  applyList(page: LinkPage, requestedAt: number): Promise<LinkHead>;
  /** A later page (2 and on) as shown: the links this store saw deleted left out. */
  laterPage(page: LinkPage): Promise<LinkPage>;
  /**
   * A link made (`made`), changed or fetched by the extension. `fromList`: one of a list's links
   * (40 a second), whose head write waits a moment for the next ones to share it.
   */
  put(link: Link, made?: boolean, fromList?: boolean): Promise<void>;
  /** A link the service said is gone. */
  drop(id: string): Promise<void>;
  /** Links the service said are gone (deleted, or a 404). */
  dropAll(ids: string[]): Promise<void>;
  /**
   * The account's link for this exact destination, if the store knows one. One known only from
   * the mirror, learned more than MIRROR_TRUST_MS ago, is read by id through `confirm` first: a 404
   * buries it (and the next one is tried), any other failure leaves the mirror's word standing
   * (the service cannot say otherwise, and a create would meet the same failure).
   */
  findByDestination(url: string, confirm?: ReadLink): Promise<StoredLink | null>;
  /** The groups seen on the account's links. */
  groups(): Promise<LinkGroup[]>;
  /** The ids of links this store saw deleted (still buried): never handed out again. */
  buried(): Promise<ReadonlySet<string>>;
}

/** A mirror failure never fails the store's answer. */
const quietly = async <T>(task: () => Promise<T>, fallback: T): Promise<T> => {
  try {
    return await task();
  } catch {
    return fallback;
  }
};

/** Edits of one account's head waiting for their write: every edit queued before it starts shares it. */
interface HeadBatch {
  edits: ((head: LinkHead, gone: ReadonlySet<string>) => LinkHead)[];
  dead: string[];
  written: Promise<{ head: LinkHead; gone: ReadonlySet<string> } | null>;
  /** Queues the write now (a batch of a list's links waits LIST_HEAD_GAP_MS first). */
  now: () => void;
}
const batches = new Map<string, HeadBatch>();

/**
 * How long a list's link waits for the next ones before the head (about 18 kB) is written: a few
 * writes a second instead of one per link. Any other edit, and any read, does not wait for it.
 */
export const LIST_HEAD_GAP_MS = 250;

export function linkStore(account: string): LinkStore {
  const mirror = mirrorFor(account);
  const mine = (raw: unknown): LinkHead | null => {
    const head = readHead(raw);
    return head?.account === account ? head : null;
  };
  const read = async () => {
    // A list's links waiting for their head write are part of what is known.
    await batches.get(account)?.written.catch(() => null);
    await settled();
    const [head, stones] = await readHeadAndStones();
    return { head: mine(head) ?? emptyHead(account), gone: buried(tombstonesOf(stones, account), Date.now()) };
  };
  /**
   * Changes this account's head, given the ids buried now, and buries `dead` in the same write. A
   * write for an account that is no longer the current one is dropped (null); a missing, corrupt
   * or stale head (another account's, left by a key written behind the store's back) is started
   * afresh for the current account.
   */
  const write =
    ({ edits, dead }: HeadBatch) =>
    async () => {
      batches.delete(account); // edits from now on wait for the next write
      const [raw, stones] = await readHeadAndStones();
      const head = mine(raw);
      if (!head && (await currentAccount()) !== account) return null;
      const now = Date.now();
      const tombstones = bury(tombstonesOf(stones, account), dead, now);
      const gone = buried(tombstones, now);
      // Every edit sees every id buried in this write: a link put and dropped in one batch stays dropped.
      const next = edits.reduce((h, edit) => edit(h, gone), head ?? emptyHead(account));
      if (!dead.length) await headItem.setValue(next);
      else
        await storage.setItems([
          { item: headItem, value: next },
          { item: tombstonesItem, value: withTombstones(stones, account, tombstones) },
        ]);
      return { head: next, gone };
    };
  /**
   * Edits queued while the write queue is busy share one head write; a list's links (`wait`) also
   * wait LIST_HEAD_GAP_MS for the next ones. An edit that may not wait starts a waiting write at once.
   */
  const change = (edit: (head: LinkHead, gone: ReadonlySet<string>) => LinkHead, dead: string[] = [], wait = false) => {
    let batch = batches.get(account);
    if (!batch) {
      const fresh: HeadBatch = { edits: [], dead: [], written: Promise.resolve(null), now: () => undefined };
      if (wait) {
        const due = new Promise<void>((resolve) => (fresh.now = resolve));
        fresh.written = due.then(() => serialized(write(fresh)));
        setTimeout(fresh.now, LIST_HEAD_GAP_MS);
      } else fresh.written = serialized(write(fresh));
      batches.set(account, (batch = fresh));
    } else if (!wait) batch.now();
    batch.edits.push(edit);
    batch.dead.push(...dead);
    return batch.written;
  };
  /** A link read by id, requested at `requestedAt`: its newer version kept where the store holds it. */
  const refresh = async (link: Link, requestedAt: number) => {
    const changed = await change((head, gone) => refreshLink(head, link, requestedAt, gone));
    if (changed && !changed.gone.has(link.id)) await quietly(() => mirror.putPage([link], requestedAt), 0);
  };

  const store: LinkStore = {
    account,
    head: async () => (await read()).head,
    async applyList(page, requestedAt) {
      // Null: the account changed meanwhile; its links are not shown under another one.
      const changed = await change((head, gone) =>
        applyList(head, page.links, page.pagination.total, requestedAt, gone),
      );
      if (!changed) return emptyHead(account);
      // The mirror follows without holding up the answer (the popup waits for it).
      const alive = page.links.filter((l) => !changed.gone.has(l.id));
      void quietly(() => mirror.putPage(alive, requestedAt), 0);
      return changed.head;
    },
    async laterPage(page) {
      const { gone } = await read();
      const links = page.links.filter((l) => !gone.has(l.id));
      const left = page.links.length - links.length;
      return left ? { ...page, links, pagination: { ...page.pagination, total: page.pagination.total - left } } : page;
    },
    async put(link, made = false, fromList = false) {
      const seenAt = Date.now();
      const stored = { ...link, seenAt, written: true, ...(made ? { made } : {}) };
      // A list's link is in the mirror (its own account's, where a delete buries it) while its head
      // write waits: a worker stopped meanwhile still finds it as "already shortened".
      const mirrored = fromList ? quietly(() => mirror.put(stored), undefined) : null;
      const changed = await change((head, gone) => putLink(head, link, seenAt, made, gone), [], fromList);
      if (!changed || changed.gone.has(link.id)) return;
      await (mirrored ?? quietly(() => mirror.put(stored), undefined));
      await quietly(() => tellChanges(mirror, { put: stored }), undefined);
    },
    drop: (id) => store.dropAll([id]),
    async dropAll(ids) {
      if (!ids.length) return;
      const dead = new Set(ids);
      // Buried even when the head did not hold them (most links are beyond it).
      const changed = await change(
        (head) => (head.links.some((l) => dead.has(l.id)) ? ids.reduce(dropLink, head) : head),
        ids,
      );
      if (!changed) return; // another account's by now: its mirror is not reopened
      await quietly(() => mirror.remove(ids), undefined);
      await quietly(() => tellChanges(mirror, { removed: ids }), undefined);
    },
    async findByDestination(url, confirm) {
      const wanted = destinationKey(url);
      const { head, gone } = await read();
      const inHead = head.links.find((l) => !gone.has(l.id) && destinationKey(l.destination) === wanted);
      if (inHead) return inHead;
      for (let tries = 0; tries < MAX_CONFIRMS; tries++) {
        const found = await quietly(() => mirror.byDestination(url), null);
        if (!found || gone.has(found.id)) return null;
        if (!confirm || Date.now() - found.seenAt <= MIRROR_TRUST_MS) return found;
        const requestedAt = Date.now();
        const current = await confirm(found.id);
        if (!current.ok && current.error.kind !== 'not-found') return found;
        if (!current.ok)
          await store.drop(found.id); // buried: not found again
        else if (destinationKey(current.value.destination) === wanted) {
          await refresh(current.value, requestedAt);
          return { ...current.value, seenAt: requestedAt, ...(found.made ? { made: true } : {}) };
        } else await refresh(current.value, requestedAt); // pointed elsewhere since: the next one, if any
      }
      return null;
    },
    groups: async () => groupsSeen((await read()).head.links),
    buried: async () => (await read()).gone,
  };
  return store;
}

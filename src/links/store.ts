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
 */
import { storage } from '../settings/storage';
import type { Link, LinkGroup, LinkPage } from '../api/types';
import { serialized, settled } from '../background/writes';
import { loadConfiguration } from '../settings/items';
import { accountOf } from './account';
import { destinationKey, emptyHead, groupsSeen, HEAD_KEY, readHead, type LinkHead, type StoredLink } from './head';
import { applyList, dropLink, putLink } from './merge';
import { mirrorFor, type Mirror } from './mirror';
import { stateOf } from './mirror-progress';
import { tellLinksChanged } from '../messages/links-changed';

export const headItem = storage.defineItem<unknown>(`local:${HEAD_KEY}`, { fallback: null });

/** The items to write together with a new key or service: the new account's empty store. */
export const switchTo = (account: string) => [{ item: headItem, value: emptyHead(account) }];

async function currentAccount(): Promise<string> {
  const { settings, apiKey } = await loadConfiguration();
  return accountOf(settings.serviceUrl, apiKey);
}

export interface LinkStore {
  readonly account: string;
  /** The account's first page as known now (empty for another account's head). */
  head(): Promise<LinkHead>;
  /** A first page requested at `requestedAt`, merged; answers the merged head. */
  applyList(page: LinkPage, requestedAt: number): Promise<LinkHead>;
  /** A link made (`made`), changed or fetched by the extension. */
  put(link: Link, made?: boolean): Promise<void>;
  /** A link the service said is gone. */
  drop(id: string): Promise<void>;
  /** Links the service said are gone (deleted, or a 404). */
  dropAll(ids: string[]): Promise<void>;
  /** The account's link for this destination, if the store knows one. */
  findByDestination(url: string): Promise<StoredLink | null>;
  /** The groups seen on the account's links. */
  groups(): Promise<LinkGroup[]>;
}

/** A mirror failure never fails the store's answer. */
const quietly = async <T>(task: () => Promise<T>, fallback: T): Promise<T> => {
  try {
    return await task();
  } catch {
    return fallback;
  }
};

/** Pages are told that the account's links changed (a link made, edited or deleted), with where the sync stands. */
async function tellChanged(account: string, mirror: Mirror): Promise<void> {
  const [progress, count] = await Promise.all([mirror.progress(), mirror.count()]);
  tellLinksChanged(stateOf(account, progress, count));
}

export function linkStore(account: string): LinkStore {
  const mirror = mirrorFor(account);
  const mine = (raw: unknown): LinkHead | null => {
    const head = readHead(raw);
    return head?.account === account ? head : null;
  };
  const read = async () => {
    await settled();
    return mine(await headItem.getValue()) ?? emptyHead(account);
  };
  /**
   * Changes this account's head. A write for an account that is no longer the current one is
   * dropped; a missing, corrupt or stale head (another account's, left by a key written behind the
   * store's back) is started afresh for the current account.
   */
  const change = (edit: (head: LinkHead) => LinkHead) =>
    serialized(async () => {
      const head = mine(await headItem.getValue());
      if (!head && (await currentAccount()) !== account) return null;
      const next = edit(head ?? emptyHead(account));
      await headItem.setValue(next);
      return next;
    });

  const store: LinkStore = {
    account,
    head: read,
    async applyList(page, requestedAt) {
      // Null: the account changed meanwhile; its links are not shown under another one.
      const head = await change((head) => applyList(head, page.links, page.pagination.total, requestedAt));
      // The mirror follows without holding up the answer (the popup waits for it).
      if (head) void quietly(() => mirror.putPage(page.links, requestedAt), 0);
      return head ?? emptyHead(account);
    },
    async put(link, made = false) {
      const seenAt = Date.now();
      if (!(await change((head) => putLink(head, link, seenAt, made)))) return;
      await quietly(() => mirror.put({ ...link, seenAt, ...(made ? { made } : {}) }), undefined);
      await quietly(() => tellChanged(account, mirror), undefined);
    },
    drop: (id) => store.dropAll([id]),
    async dropAll(ids) {
      const gone = new Set(ids);
      await change((head) => (head.links.some((l) => gone.has(l.id)) ? ids.reduce(dropLink, head) : head));
      // Removed from the mirror even when the head did not hold them (most links are beyond it).
      await quietly(() => mirror.remove(ids), undefined);
      await quietly(() => tellChanged(account, mirror), undefined);
    },
    async findByDestination(url) {
      const wanted = destinationKey(url);
      const inHead = (await read()).links.find((l) => destinationKey(l.destination) === wanted);
      return inHead ?? (await quietly(() => mirror.byDestination(url), null));
    },
    groups: async () => groupsSeen((await read()).links),
  };
  return store;
}

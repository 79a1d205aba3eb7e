/**
 * The link store: the one module that knows how the user's links are kept (background only; the
 * popup reads the head item itself, see ./head.ts). Opened for one account; a write for an account
 * that is no longer the current one is dropped, so a late answer never lands in another
 * account's links. Every write is queued with the settings and key writes (../background/writes).
 *
 * Behind this interface today: the head (first page) in storage.local. A full mirror of every page
 * (the link manager) fits behind the same methods.
 */
import { storage } from 'wxt/utils/storage';
import type { Link, LinkGroup, LinkPage } from '../api/types';
import { serialized, settled } from '../background/writes';
import { loadConfiguration } from '../settings/items';
import { accountOf } from './account';
import { destinationKey, emptyHead, groupsSeen, HEAD_KEY, readHead, type LinkHead, type StoredLink } from './head';
import { applyList, dropLink, putLink } from './merge';

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
  /** The account's link for this destination, if the store knows one. */
  findByDestination(url: string): Promise<StoredLink | null>;
  /** The groups seen on the account's links. */
  groups(): Promise<LinkGroup[]>;
}

export function linkStore(account: string): LinkStore {
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

  return {
    account,
    head: read,
    async applyList(page, requestedAt) {
      // Null: the account changed meanwhile; its links are not shown under another one.
      return (await change((head) => applyList(head, page.links, page.pagination.total, requestedAt))) ?? emptyHead(account);
    },
    put: async (link, made = false) => void (await change((head) => putLink(head, link, Date.now(), made))),
    drop: async (id) => void (await change((head) => dropLink(head, id))),
    async findByDestination(url) {
      const wanted = destinationKey(url);
      return (await read()).links.find((l) => destinationKey(l.destination) === wanted) ?? null;
    },
    groups: async () => groupsSeen((await read()).links),
  };
}

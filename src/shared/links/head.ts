/**
 * The first page of one account's links as the extension knows them: a small storage.local item
 * the popup reads in its first render (one read, no worker wake-up). Written by the background's
 * link store only (src/background/links/store.ts); this module is pure, free of the schema library, and holds what
 * both sides need.
 */
import type { Link, LinkGroup } from '../types';
import type { LinkHead } from './head-schema';

/** The storage.local item. */
export { HEAD_KEY } from '../settings/keys';
/** The most links kept: a popup's worth (two pages), not an archive. */
export const HEAD_LIMIT = 60;

/** The shapes are the schemas' (./head-schema.ts), which read what storage held. */
export type { LinkHead, StoredLink } from './head-schema';

/** The head of "no account" (no key): nothing to show, nothing to reuse. */
export const NO_ACCOUNT = '';

/** An empty head for an account. */
export const emptyHead = (account: string): LinkHead => ({ account, links: [], total: 0 });

/**
 * The URL as compared for "already shortened": exactly as it would be sent, parsed and serialised
 * (what the URL standard normalises: case of scheme and host, default port, an empty path as `/`)
 * and nothing more. The fragment and the query are part of it: `#/invoice/1` and `#/invoice/2`,
 * `?next=/` and `?next=` are different pages.
 */
export function destinationKey(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/** Same destination, as sent. */
export const sameDestination = (a: string, b: string): boolean => destinationKey(a) === destinationKey(b);

/** The distinct groups on these links (the service lists no groups of its own), by name. */
export function groupsSeen(links: readonly Link[]): LinkGroup[] {
  const byId = new Map<string, LinkGroup>();
  for (const { group } of links)
    if (group && !byId.has(group.id)) byId.set(group.id, { id: group.id, name: group.name });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The first page of one account's links as the extension knows them: a small storage.local item
 * the popup reads in its first render (one read, no worker wake-up). Written by the background's
 * link store only (./store.ts); this module is pure and holds what both sides need.
 */
import type { Link, LinkGroup } from '../types';

/** The storage.local item. */
export { HEAD_KEY } from '../settings/keys';
/** The most links kept: a popup's worth (two pages), not an archive. */
export const HEAD_LIMIT = 60;

/** A link with what the store knows of where it came from. */
export interface StoredLink extends Link {
  /** When this version was learned: a local write's answer, or the time its list was requested. */
  seenAt: number;
  /** Made by this extension (remembered for "already shortened" before any list mentions it). */
  made?: boolean;
  /** This version is the answer to this extension's own write (it wins ties, ./merge.ts). */
  written?: boolean;
}

export interface LinkHead {
  /** The account these links belong to: a fingerprint of the service and the key, never the key. */
  account: string;
  /** Newest first. */
  links: StoredLink[];
  /** How many links the service said it holds. */
  total: number;
}

/** The head of "no account" (no key): nothing to show, nothing to reuse. */
export const NO_ACCOUNT = '';

const isString = (v: unknown): v is string => typeof v === 'string';
const isHttp = (v: unknown) => isString(v) && /^https?:\/\//i.test(v);
const isTime = (v: unknown) => v === null || typeof v === 'number';
const isFlag = (v: unknown) => v === undefined || typeof v === 'boolean';

/**
 * Checked by hand (the popup's first render stays clear of the schema library): a stored link that
 * is not exactly a link is not trusted.
 */
export function isStoredLink(v: unknown): v is StoredLink {
  if (!v || typeof v !== 'object') return false;
  const l = v as Record<string, unknown>;
  const g = l.group as Record<string, unknown> | null;
  return (
    isString(l.id) && l.id !== '' && isString(l.title) && isString(l.domain) && isString(l.backHalf) &&
    isHttp(l.shortLink) && isHttp(l.destination) && isTime(l.createdAt) && isTime(l.updatedAt) &&
    typeof l.seenAt === 'number' && isFlag(l.made) && isFlag(l.written) &&
    (g === null || (typeof g === 'object' && isString(g.id) && isString(g.name)))
  );
}

/** The head from whatever storage held, or null when it is missing or corrupt (then it is rebuilt). */
export function readHead(stored: unknown): LinkHead | null {
  if (!stored || typeof stored !== 'object') return null;
  const h = stored as Record<string, unknown>;
  const valid = isString(h.account) && typeof h.total === 'number' && Array.isArray(h.links) && h.links.every(isStoredLink);
  return valid ? (stored as LinkHead) : null;
}

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
  for (const { group } of links) if (group && !byId.has(group.id)) byId.set(group.id, { id: group.id, name: group.name });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

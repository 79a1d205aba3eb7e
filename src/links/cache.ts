/**
 * The first page of the user's links, kept in storage.local so the popup can show them in its first
 * render. Written by the background only; read by the popup directly (no worker wake-up needed).
 */
import { browser } from 'wxt/browser';
import type { Link } from '../api/types';

/** The storage.local item. */
export const CACHE_KEY = 'linksCache';
/** The most links kept: a popup's worth, not an archive. */
export const CACHE_LIMIT = 60;

export interface LinksCache {
  /** The service these links came from; a cache of another service is ignored. */
  serviceUrl: string;
  links: Link[];
  /** How many links the service said it holds. */
  total: number;
  savedAt: number;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isHttp = (v: unknown) => isString(v) && /^https?:\/\//i.test(v);
const isTime = (v: unknown) => v === null || typeof v === 'number';

/**
 * The stored cache, checked by hand (the popup's first render stays clear of the schema library):
 * anything that is not exactly a cache of links counts as no cache.
 */
function isLink(v: unknown): v is Link {
  if (!v || typeof v !== 'object') return false;
  const l = v as Record<string, unknown>;
  const g = l.group as Record<string, unknown> | null;
  return (
    isString(l.id) && l.id !== '' && isString(l.title) && isString(l.domain) && isString(l.backHalf) &&
    isHttp(l.shortLink) && isHttp(l.destination) && isTime(l.createdAt) && isTime(l.updatedAt) &&
    (g === null || (typeof g === 'object' && isString(g.id) && isString(g.name)))
  );
}

function isCache(v: unknown): v is LinksCache {
  if (!v || typeof v !== 'object') return false;
  const c = v as Record<string, unknown>;
  return isString(c.serviceUrl) && typeof c.total === 'number' && typeof c.savedAt === 'number' && Array.isArray(c.links) && c.links.every(isLink);
}

/** The cache of this service from what storage held, or null. */
export function readCache(stored: unknown, serviceUrl: string): LinksCache | null {
  return isCache(stored) && stored.serviceUrl === serviceUrl ? stored : null;
}

export async function loadCache(serviceUrl: string): Promise<LinksCache | null> {
  await writes;
  return readCache((await browser.storage.local.get(CACHE_KEY))[CACHE_KEY], serviceUrl);
}

/** Replaces the stored cache (a fresh first page); queued with every other write. */
export function saveCache(cache: LinksCache): Promise<void> {
  return enqueue(() => write(cache));
}

async function write(cache: LinksCache): Promise<void> {
  await browser.storage.local.set({ [CACHE_KEY]: { ...cache, links: cache.links.slice(0, CACHE_LIMIT) } });
}

/** Puts a new or changed link at its place: a changed one stays where it was, a new one goes first. */
export function upsert(links: Link[], link: Link): Link[] {
  const at = links.findIndex((l) => l.id === link.id);
  if (at === -1) return [link, ...links];
  const next = links.slice();
  next[at] = link;
  return next;
}

/** Same destination, ignoring a trailing slash on the path and the fragment. */
export function sameDestination(a: string, b: string): boolean {
  const norm = (u: string) => {
    try {
      const url = new URL(u);
      url.hash = '';
      return url.href.replace(/\/$/, '');
    } catch {
      return u;
    }
  };
  return norm(a) === norm(b);
}

/** The worker's cache writes, one after another: concurrent read-modify-writes would lose links. */
let writes: Promise<void> = Promise.resolve();

/**
 * Applies `change` to the stored cache of this service, if there is one, or starts one. All writes
 * are queued, and this worker's reads wait for them, so a caller may reply before the write is done.
 */
export function updateCache(serviceUrl: string, change: (links: Link[]) => Link[], totalDelta = 0): Promise<void> {
  return enqueue(async () => {
    const cache = readCache((await browser.storage.local.get(CACHE_KEY))[CACHE_KEY], serviceUrl) ?? { serviceUrl, links: [], total: 0, savedAt: Date.now() };
    await write({ ...cache, links: change(cache.links), total: Math.max(0, cache.total + totalDelta), savedAt: Date.now() });
  });
}

function enqueue(task: () => Promise<void>): Promise<void> {
  writes = writes.then(task).catch(() => undefined);
  return writes;
}

/**
 * The first page of the user's links, kept in storage.local so the popup can show them in its first
 * render. Written by the background only; read by the popup directly (no worker wake-up needed).
 */
import { browser } from 'wxt/browser';
import * as z from 'zod/mini';
import type { Link } from '../api/types';

const KEY = 'linksCache';
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

const http = z.string().check(z.regex(/^https?:\/\//i));
const linkSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  domain: z.string(),
  backHalf: z.string(),
  shortLink: http,
  destination: http,
  group: z.nullable(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.nullable(z.number()),
  updatedAt: z.nullable(z.number()),
});
const cacheSchema = z.object({
  serviceUrl: z.string(),
  links: z.array(linkSchema),
  total: z.number(),
  savedAt: z.number(),
});

export async function loadCache(serviceUrl: string): Promise<LinksCache | null> {
  const parsed = cacheSchema.safeParse((await browser.storage.local.get(KEY))[KEY]);
  return parsed.success && parsed.data.serviceUrl === serviceUrl ? parsed.data : null;
}

export async function saveCache(cache: LinksCache): Promise<void> {
  await browser.storage.local.set({ [KEY]: { ...cache, links: cache.links.slice(0, CACHE_LIMIT) } });
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

/** Applies `change` to the stored cache of this service, if there is one, or starts one. */
export async function updateCache(serviceUrl: string, change: (links: Link[]) => Link[], totalDelta = 0): Promise<void> {
  const cache = (await loadCache(serviceUrl)) ?? { serviceUrl, links: [], total: 0, savedAt: Date.now() };
  await saveCache({ ...cache, links: change(cache.links), total: Math.max(0, cache.total + totalDelta), savedAt: Date.now() });
}

/**
 * How the store merges what it learns (pure, so it is tested as a table and a model): by id, the
 * newest `updatedAt` wins, or, when the service's dates cannot tell, the later local knowledge. A
 * list answer is older than anything written after it was requested: it never removes or reverts
 * such a link.
 */
import type { Link } from '../api/types';
import { HEAD_LIMIT, type LinkHead, type StoredLink } from './head';

/**
 * How long a link this extension made is kept although a list does not mention it: a list served by
 * a lagging replica misses links made in the last moments, and "already shortened" must not.
 */
export const REPLICA_GRACE_MS = 5 * 60_000;

/** The newer of two versions of one link. */
export function newer(a: StoredLink, b: StoredLink): StoredLink {
  if (a.updatedAt !== null && b.updatedAt !== null && a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? a : b;
  return b.seenAt >= a.seenAt ? b : a;
}

const when = (l: StoredLink) => l.createdAt ?? l.seenAt;

/** Newest first (by creation, else by when it was learned); the service's order is not assumed. */
function ordered(links: StoredLink[]): StoredLink[] {
  return links.map((l, i) => [l, i] as const).sort(([a, i], [b, j]) => when(b) - when(a) || i - j).map(([l]) => l).slice(0, HEAD_LIMIT);
}

/** A link the extension made, changed or fetched: its version as of `seenAt`. */
export function putLink(head: LinkHead, link: Link, seenAt: number, made = false): LinkHead {
  const incoming: StoredLink = { ...link, seenAt, ...(made ? { made } : {}) };
  const at = head.links.findIndex((l) => l.id === link.id);
  if (at === -1) return { ...head, links: ordered([incoming, ...head.links]), total: head.total + 1 };
  const existing = head.links[at]!;
  const winner = newer(existing, incoming);
  const links = head.links.slice();
  links[at] = existing.made || made ? { ...winner, made: true } : winner;
  return { ...head, links: ordered(links) };
}

/** A link the service said is gone (deleted, or a 404 on update). */
export function dropLink(head: LinkHead, id: string): LinkHead {
  const links = head.links.filter((l) => l.id !== id);
  return links.length === head.links.length ? head : { ...head, links, total: Math.max(0, head.total - 1) };
}

/**
 * The first page of a list requested at `requestedAt`. Its links replace what the head knew from
 * before the request; what was written after the request (and what this extension made within
 * the replica grace) stays, in its newer version.
 */
export function applyList(head: LinkHead, listed: Link[], total: number, requestedAt: number): LinkHead {
  const known = new Map(head.links.map((l) => [l.id, l]));
  const fromList = listed.map((link) => {
    const mine = known.get(link.id);
    const version: StoredLink = { ...link, seenAt: requestedAt };
    if (!mine) return version;
    const winner = newer(mine, version);
    return mine.made ? { ...winner, made: true } : winner;
  });
  const listedIds = new Set(listed.map((l) => l.id));
  const kept = head.links.filter(
    (l) => !listedIds.has(l.id) && (l.seenAt > requestedAt || (l.made === true && l.seenAt > requestedAt - REPLICA_GRACE_MS)),
  );
  return { ...head, links: ordered([...kept, ...fromList]), total: Math.max(total + kept.length, fromList.length + kept.length) };
}

/**
 * How the store merges what it learns (pure, so it is tested as a table and a model): by id, the
 * newest `updatedAt` wins; when the service's dates tie (they have second precision) or are
 * missing, this extension's own write wins over a read, unless the read was requested well after
 * the write (past a replica's lag), and between two reads or two writes the later knowledge wins.
 * A list answer never removes or reverts a link written after it was requested, and nothing
 * brings back a link this extension saw deleted (its tombstone, ./tombstones.ts).
 */
import type { Link } from '../types';
import { HEAD_LIMIT, type LinkHead, type StoredLink } from './head';
import { REPLICA_GRACE_MS } from '../time/limits';

const NONE: ReadonlySet<string> = new Set();

/**
 * The newer of two versions of one link. A tie on `updatedAt` between a write's answer and a read
 * (a list, a GET) goes to the write: a replica that lags serves the version before it with the
 * same second. A read requested more than REPLICA_GRACE_MS after the write answered is past any
 * lag: it then shows an edit made elsewhere in the same second, and wins.
 */
export function newer(a: StoredLink, b: StoredLink): StoredLink {
  if (a.updatedAt !== null && b.updatedAt !== null && a.updatedAt !== b.updatedAt)
    return a.updatedAt > b.updatedAt ? a : b;
  if (!!a.written !== !!b.written) {
    const [write, read] = a.written ? [a, b] : [b, a];
    return read.seenAt - write.seenAt > REPLICA_GRACE_MS ? read : write;
  }
  return b.seenAt >= a.seenAt ? b : a;
}

const when = (l: StoredLink) => l.createdAt ?? l.seenAt;

/** Newest first (by creation, else by when it was learned); the service's order is not assumed. */
function ordered(links: StoredLink[]): StoredLink[] {
  return links
    .map((l, i) => [l, i] as const)
    .sort(([a, i], [b, j]) => when(b) - when(a) || i - j)
    .map(([l]) => l)
    .slice(0, HEAD_LIMIT);
}

/** `incoming` merged into the head by id (a new one only if `add`); never a buried one. */
function merged(head: LinkHead, incoming: StoredLink, add: boolean, gone: ReadonlySet<string>): LinkHead {
  const at = head.links.findIndex((l) => l.id === incoming.id);
  if (gone.has(incoming.id) || (at === -1 && !add)) return head;
  if (at === -1) return { ...head, links: ordered([incoming, ...head.links]), total: head.total + 1 };
  const existing = head.links[at]!;
  const winner = newer(existing, incoming);
  const links = head.links.slice();
  links[at] = existing.made || incoming.made ? { ...winner, made: true } : winner;
  return { ...head, links: ordered(links) };
}

/**
 * A link the extension made or changed: its write's answer, arrived at `seenAt`. `add` false (a
 * private window's link, an edit): refreshed where the head holds it, never added to it.
 */
export const putLink = (head: LinkHead, link: Link, seenAt: number, made = false, gone = NONE, add = true): LinkHead =>
  merged(head, { ...link, seenAt, written: true, ...(made ? { made } : {}) }, add, gone);

/**
 * A link read by id (`GET /links/{id}`) requested at `requestedAt`: merged if the head holds it
 * (an old link confirmed is not moved into the first page).
 */
export const refreshLink = (head: LinkHead, link: Link, requestedAt: number, gone = NONE): LinkHead =>
  merged(head, { ...link, seenAt: requestedAt }, false, gone);

/** A link the service said is gone (deleted, or a 404 on update). */
export function dropLink(head: LinkHead, id: string): LinkHead {
  const links = head.links.filter((l) => l.id !== id);
  return links.length === head.links.length ? head : { ...head, links, total: Math.max(0, head.total - 1) };
}

/**
 * The first page of a list requested at `requestedAt`. Its links replace what the head knew from
 * before the request; what was written after the request (and what this extension made within
 * the replica grace) stays, in its newer version. Buried links (`gone`) are not taken back, nor
 * counted.
 */
export function applyList(head: LinkHead, page: Link[], total: number, requestedAt: number, gone = NONE): LinkHead {
  const listed = page.filter((l) => !gone.has(l.id));
  total -= page.length - listed.length;
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
    (l) =>
      !listedIds.has(l.id) &&
      !gone.has(l.id) &&
      (l.seenAt > requestedAt || (l.made === true && l.seenAt > requestedAt - REPLICA_GRACE_MS)),
  );
  return {
    ...head,
    links: ordered([...kept, ...fromList]),
    total: Math.max(total + kept.length, fromList.length + kept.length),
  };
}

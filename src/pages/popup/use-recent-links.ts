/**
 * The popup's list of the user's links: shown at once from the cache, refreshed from the service,
 * more pages on demand. A fresh list arriving while the pointer is over the list waits until it
 * leaves, so nothing jumps under the pointer.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { Link } from '../../shared/types';
import type { LinkHead } from '../../shared/links/head';
import type { Failure } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';

export const PAGE_SIZE = 30;

export interface RecentLinks {
  links: Link[];
  /** The account the links belong to (link store fingerprint), once known: edits and deletes name it. */
  account: string | undefined;
  /** Links the service holds in all. */
  total: number;
  /** Loading the first page (no cache) or another page. */
  loading: boolean;
  error: Failure | null;
  /** Items the service sent that could not be shown. */
  skipped: number;
  hasMore: boolean;
  loadMore: () => void;
  refresh: () => void;
  /** A link made or changed in this popup. */
  put: (link: Link) => void;
  drop: (id: string) => void;
  /** Where the list stands (also on the list's element, `data-state`, for tests and styling). */
  state: 'idle' | 'loading' | 'waiting' | 'failed' | 'ready';
  /** Bind to the list element so a refresh waits for the pointer to leave. */
  pointer: { onPointerEnter: () => void; onPointerLeave: () => void };
}

export function useRecentLinks(head: LinkHead | null, enabled: boolean): RecentLinks {
  const [links, setLinks] = useState<Link[]>(head?.links ?? []);
  const [total, setTotal] = useState(head?.total ?? 0);
  const [account, setAccount] = useState(head?.account || undefined);
  const [pages, setPages] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  const [skipped, setSkipped] = useState(0);
  const hovering = useRef(false);
  const pending = useRef<(() => void) | null>(null);
  // A fresh first page held back while the pointer is over the list.
  const [waiting, setWaiting] = useState(false);

  // What this popup made, changed or deleted, and when: a first page asked for before that and
  // answered after it must not undo it (the background may finish the list before its own write).
  const local = useRef(new Map<string, LocalChange>());

  const load = useCallback(async (page: number) => {
    setLoading(true);
    const requestedAt = performance.now();
    const reply = await send({ type: 'listLinks', page, perPage: PAGE_SIZE });
    setLoading(false);
    if (!reply.ok) return setError(reply.error);
    setError(null);
    const apply = () => {
      const fresh = reply.value.links;
      const first = page === 1 ? keepLocal(fresh, local.current, requestedAt) : null;
      setLinks((current) =>
        first
          ? sameAsBefore(first.links, current)
          : [...current, ...fresh.filter((l) => !current.some((c) => c.id === l.id))],
      );
      setTotal(reply.value.pagination.total + (first?.added ?? 0));
      setSkipped((s) => (page === 1 ? reply.value.skipped : s + reply.value.skipped));
      setPages(page);
      setAccount(reply.value.account);
    };
    if (page === 1 && hovering.current) {
      pending.current = apply;
      setWaiting(true);
    } else apply();
  }, []);

  // Stable across renders, so the memoized rows they are handed do not render again for them.
  const put = useCallback((link: Link) => {
    local.current.set(link.id, { link, at: performance.now() });
    setLinks((current) => {
      if (!current.some((l) => l.id === link.id)) setTotal((n) => n + 1);
      return upsert(current, link);
    });
  }, []);
  const drop = useCallback((id: string) => {
    local.current.set(id, { link: null, at: performance.now() });
    setLinks((current) => current.filter((l) => l.id !== id));
  }, []);

  useEffect(() => {
    if (enabled) void load(1);
  }, [enabled, load]);

  return {
    links,
    account,
    total,
    loading,
    error,
    skipped,
    hasMore: links.length < total,
    state: loading ? 'loading' : waiting ? 'waiting' : error ? 'failed' : pages > 0 ? 'ready' : 'idle',
    loadMore: () => void load(pages + 1),
    refresh: () => void load(1),
    put,
    drop,
    pointer: {
      onPointerEnter: () => (hovering.current = true),
      onPointerLeave: () => {
        hovering.current = false;
        pending.current?.();
        pending.current = null;
        setWaiting(false);
      },
    },
  };
}

/** A link this popup made or changed (`link`), or deleted (null), at `at` (performance.now()). */
export interface LocalChange {
  link: Link | null;
  at: number;
}

/**
 * A fresh first page with what this popup did since it was asked for: links made since stay
 * (first, as new ones go), changed ones keep their new version, deleted ones stay gone. `added`:
 * links the page did not count, less those deleted since.
 */
export function keepLocal(
  fresh: Link[],
  local: ReadonlyMap<string, LocalChange>,
  requestedAt: number,
): { links: Link[]; added: number } {
  const since = [...local.entries()].filter(([, c]) => c.at >= requestedAt);
  if (since.length === 0) return { links: fresh, added: 0 };
  const changed = new Map(since);
  const links = fresh.filter((l) => changed.get(l.id)?.link !== null).map((l) => changed.get(l.id)?.link ?? l);
  const made = since.flatMap(([id, c]) => (c.link && !fresh.some((l) => l.id === id) ? [c.link] : []));
  return { links: [...made.reverse(), ...links], added: made.length - (fresh.length - links.length) };
}

/**
 * A fresh page with each link that did not change kept as the object already shown: the rows are
 * memoized on their link, so a refresh that brings nothing new renders none of them again (less
 * work and less garbage as the popup opens; test/bench/heap.ts).
 */
function sameAsBefore(fresh: Link[], current: Link[]): Link[] {
  const shown = new Map(current.map((l) => [l.id, l]));
  const kept = fresh.map((l) => {
    const before = shown.get(l.id);
    return before && sameLink(before, l) ? before : l;
  });
  return kept.length === current.length && kept.every((l, i) => l === current[i]) ? current : kept;
}

/** Every field of a Link (a new field fails to compile here until it is compared); `seenAt` and the like, not shown, are not. */
const FIELDS: Record<keyof Link, true> = {
  id: true,
  title: true,
  domain: true,
  backHalf: true,
  shortLink: true,
  destination: true,
  group: true,
  createdAt: true,
  updatedAt: true,
};

const sameLink = (a: Link, b: Link) =>
  (Object.keys(FIELDS) as (keyof Link)[]).every((k) =>
    k === 'group' ? a.group?.id === b.group?.id && a.group?.name === b.group?.name : a[k] === b[k],
  );

/** Puts a new or changed link at its place: a changed one stays where it was, a new one goes first. */
function upsert(links: Link[], link: Link): Link[] {
  const at = links.findIndex((l) => l.id === link.id);
  if (at === -1) return [link, ...links];
  const next = links.slice();
  next[at] = link;
  return next;
}

/**
 * Held answers of 'hold' faults: a test decides when, and in which order, each one is sent, so it
 * can make the service answer out of order (the second request first, a create after its list).
 */
import { globToRegExp } from './faults.ts';
import type { RecordedRequest } from './request-log.ts';

/** Which held answers to send, and in which order; every member optional. */
export interface ReleaseFilter {
  /** Only requests with this method (case-insensitive). */
  method?: string;
  /** Only paths matching this glob (`*` matches anything), e.g. `/api/v1/links/*`. */
  path?: string;
  /** At most this many (default: all that match). */
  count?: number;
  /** 'fifo' (default): oldest held first; 'lifo': newest first. */
  order?: 'fifo' | 'lifo';
}

/** What the server does with one held request. */
export interface HeldActions {
  /** Processes the request if not done yet and sends its answer (quietly nothing if the client left). */
  release(): void;
  /** Sends nothing and closes the connection, so the client is not left hanging. */
  drop(): void;
}

/** The held answers, oldest first. */
export interface Holds {
  hold(record: RecordedRequest, actions: HeldActions): void;
  /** Sends the answers `filter` selects, in its order; returns how many. */
  release(filter?: ReleaseFilter): number;
  /** The requests whose answer is held, oldest first. */
  held(): RecordedRequest[];
  /** Closes the connections `filter` selects unanswered (a browser quit under them); returns how many. */
  drop(filter?: ReleaseFilter): number;
  /** Drops every held answer (reset, close). */
  dropAll(): void;
}

/** Checks a release filter from untrusted JSON (the control API); throws an Error naming the problem. */
export function parseReleaseFilter(value: unknown): ReleaseFilter {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new Error('a release filter must be an object');
  const f = value as Record<string, unknown>;
  for (const name of ['method', 'path'] as const) {
    if (f[name] !== undefined && typeof f[name] !== 'string') throw new Error(`${name} must be a string`);
  }
  if (f.count !== undefined && !(Number.isInteger(f.count) && (f.count as number) >= 0)) {
    throw new Error('count must be a non-negative integer');
  }
  if (f.order !== undefined && f.order !== 'fifo' && f.order !== 'lifo') throw new Error('order must be fifo or lifo');
  return {
    method: f.method as string | undefined,
    path: f.path as string | undefined,
    count: f.count as number | undefined,
    order: f.order as ReleaseFilter['order'],
  };
}

/** Creates an empty set of held answers. */
export function createHolds(): Holds {
  let queue: { record: RecordedRequest; actions: HeldActions }[] = [];
  /** The held requests `filter` selects, in its order, out of the queue. */
  function take(filter: ReleaseFilter) {
    const f = parseReleaseFilter(filter);
    const path = f.path === undefined ? undefined : globToRegExp(f.path);
    const matching = queue.filter(
      (h) => (!f.method || f.method.toUpperCase() === h.record.method) && (!path || path.test(h.record.path)),
    );
    if (f.order === 'lifo') matching.reverse();
    const chosen = matching.slice(0, f.count ?? matching.length);
    // Out of the queue first: a release that throws must not leave an answer to be sent twice.
    queue = queue.filter((h) => !chosen.includes(h));
    return chosen;
  }
  return {
    hold(record, actions) {
      queue.push({ record, actions });
    },
    release(filter = {}) {
      const chosen = take(filter);
      for (const h of chosen) h.actions.release();
      return chosen.length;
    },
    drop(filter = {}) {
      const chosen = take(filter);
      for (const h of chosen) h.actions.drop();
      return chosen.length;
    },
    held: () => queue.map((h) => h.record),
    dropAll() {
      const all = queue;
      queue = [];
      for (const h of all) h.actions.drop();
    },
  };
}

/**
 * How politely the sync asks: request starts spaced `paceMs` apart (25 a second at most, half the
 * service's 50), at most two pages in flight, and a waiting sync's backoff.
 */
import type { Failure } from '../../shared/messages/contract';
import { SYNC_MAX_BACKOFF_MS } from '../../shared/time/limits';
import { clock } from '../../shared/time/clock';

export const PER_PAGE = 30;

/** A gate that lets one request start every `paceMs`. */
export function pacer(paceMs: number, wait: (ms: number) => Promise<void>, now = clock.now) {
  let nextStart = 0;
  return async <T>(task: () => Promise<T>): Promise<T> => {
    const at = Math.max(now(), nextStart);
    nextStart = at + paceMs;
    const delay = at - now();
    if (delay > 0) await wait(delay);
    return task();
  };
}

/** Failures the sync waits out and tries again; anything else needs the user ('failed'). */
export function isTransient(error: Failure): boolean {
  return (
    error.kind === 'offline' || error.kind === 'timeout' || error.kind === 'server' || error.kind === 'rate-limited'
  );
}

/** The wait before try `n` (1-based) after a transient failure: the service's Retry-After, else jittered exponential. */
export function backoffFor(n: number, error: Failure, random = Math.random): number {
  const after = 'retryAfterSeconds' in error ? error.retryAfterSeconds : null;
  if (after !== null && after !== undefined) return Math.min(SYNC_MAX_BACKOFF_MS, Math.max(1000, after * 1000));
  const cap = Math.min(SYNC_MAX_BACKOFF_MS, 1000 * 2 ** (n - 1));
  return Math.round(cap / 2 + random() * (cap / 2));
}

/** When to try a GET again, and how long to wait: capped, jittered backoff that honours `Retry-After`. */

import { READ_MAX_WAIT_MS } from '../../shared/time/limits';
import { clock } from '../../shared/time/clock';

/** `Retry-After` as seconds (delta or HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = clock.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Exponential backoff with full jitter: attempt 1 waits up to 400 ms, then 800 ms, capped. */
export function backoffMs(attempt: number, random = Math.random): number {
  return Math.round(random() * Math.min(READ_MAX_WAIT_MS, 400 * 2 ** (attempt - 1)));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

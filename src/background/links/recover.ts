/**
 * Did an interrupted create make its link? Asked of the service, never guessed: by id when the
 * create's answer gave one (`GET /links/{id}`), otherwise by reading the pages it takes to find it.
 * The service has no idempotency key and its reads may lag behind its writes (a replica, a list
 * cache), so absence is never proof: recovery reads again with backoff until RECOVERY_BOUND_MS
 * after the attempt ended, and when the link still has not shown, it says it cannot tell
 * ('unverified') and makes nothing. The list's order is not assumed: a read of the pages stops
 * early only while every page seen so far was in fact newest first.
 */
import { sleep } from '../api/retry';
import { fail, ok, type Link, type Result } from '../../shared/types';
import { sameDestination } from '../../shared/links/head';
import type { Failure } from '../../shared/messages/contract';
import type { ActionRecord } from './action-records';
import type { ServiceApi } from '../service';

/**
 * The local clock may run ahead of the service's: a link made at local time T carries the
 * service's T - offset. A link created up to this long before the local start still counts as
 * this action's (one made by another action the records know is never taken for it).
 */
export const CLOCK_SKEW_MS = 5 * 60_000;
/** How long after an attempt ended its link may still be missing from reads: 9 s of re-reading at most. */
export const RECOVERY_BOUND_MS = 9_000;
/**
 * Long after an attempt ended, the lag is long past: then a read that does not show its link does
 * prove that none was made (or that it was deleted since), and a new action may make one. Until
 * then an unconfirmed attempt keeps its page at "cannot tell", with the user's "make a new one anyway".
 */
export const SETTLED_AFTER_MS = 10 * 60_000;
/** Pauses between reads: short first (most lag is brief), then longer. */
export const BACKOFF_MS = [500, 1_000, 2_000, 3_000] as const;
/** Past this many pages, the search gives up and says so rather than guess. */
export const MAX_PAGES = 40;
const PER_PAGE = 30;

/** The clock and the pause recovery uses; tests give their own so that nothing sleeps. */
export interface RecoveryTiming {
  now(): number;
  wait(ms: number): Promise<void>;
}
const realTiming: RecoveryTiming = { now: () => Date.now(), wait: sleep };
let timing = realTiming;

/** Tests: the clock and pause recovery uses (null: the real ones). */
export function setRecoveryTiming(next: RecoveryTiming | null): void {
  timing = next ?? realTiming;
}

/** One look at the service: the link, a failure to read, or 'absent' (not seen yet, which proves nothing). */
type Look = Result<Link, Failure> | 'absent';

/**
 * The link the action made, or why it cannot tell: 'unverified' when the link has not shown by
 * the bound, or the failure that kept the service from being read; null (none made, or deleted
 * since) only for an attempt that ended SETTLED_AFTER_MS ago. `others`: ids of links other
 * actions made, never taken for this one's.
 */
export async function recover(
  api: ServiceApi,
  record: ActionRecord,
  others: ReadonlySet<string> = new Set(),
): Promise<Result<Link | null, Failure>> {
  const ended = record.failedAt ?? record.doneAt ?? record.startedAt;
  const deadline = ended + RECOVERY_BOUND_MS;
  for (let attempt = 0; ; attempt++) {
    const seen = record.link ? await byId(api, record.link) : await inList(api, record, others);
    if (seen !== 'absent') return seen;
    if (timing.now() - ended > SETTLED_AFTER_MS) return ok(null);
    const left = deadline - timing.now();
    if (left <= 0) return fail({ kind: 'unverified' });
    await timing.wait(Math.min(BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!, left));
  }
}

/**
 * The create answered, so the link existed: its current version if the service gives it, the
 * answered one if the service cannot be asked. A 404 may be a replica that has not seen the
 * create yet: not "deleted" until the bound has passed, and even then only "cannot tell".
 */
async function byId(api: ServiceApi, answered: Link): Promise<Look> {
  const current = await api.get(answered.id);
  if (current.ok) return current;
  return current.error.kind === 'not-found' ? 'absent' : ok(answered);
}

async function inList(api: ServiceApi, record: ActionRecord, others: ReadonlySet<string>): Promise<Look> {
  const since = record.startedAt - CLOCK_SKEW_MS;
  const ours = (l: Link) =>
    !others.has(l.id) && sameDestination(l.destination, record.url) && (l.createdAt === null || l.createdAt >= since);
  let newestFirst = true;
  let previous = Infinity;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const listed = await api.list(page, PER_PAGE);
    if (!listed.ok) return listed;
    const { links, pagination } = listed.value;
    const found = links.find(ours);
    if (found) return ok(found);
    for (const l of links) {
      if (l.createdAt === null || l.createdAt > previous) newestFirst = false;
      else previous = l.createdAt;
    }
    const last = page >= pagination.totalPages || links.length === 0;
    if (last || (newestFirst && previous < since)) return 'absent';
  }
  return fail({ kind: 'unverified' });
}

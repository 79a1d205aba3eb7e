/**
 * Did an interrupted create make its link? Asked of the service, never guessed: by id when the
 * create's answer gave one (`GET /links/{id}`), otherwise by reading the pages it takes to find it.
 * The service has no idempotency key and its reads may lag behind its writes (a replica, a list
 * cache), so absence is never proof: recovery reads again with backoff until RECOVERY_BOUND_MS
 * after the attempt ended, and when the link still has not shown, it says it cannot tell
 * ('unverified') and makes nothing. The list's order is not assumed: a read of the pages stops
 * early only while every page seen so far was in fact newest first.
 */
import { fail, ok, type Link, type Result } from '../../shared/types';
import { sameDestination } from '../../shared/links/head';
import type { Failure } from '../../shared/messages/contract';
import type { JournalEntry } from './journal';
import type { ServiceApi } from '../service';
import {
  CLOCK_SKEW_MS,
  RECOVERY_BACKOFF_MS,
  RECOVERY_BOUND_MS,
  RECOVERY_MAX_PAGES,
  SETTLED_AFTER_MS,
} from '../../shared/time/limits';
import { clock } from '../../shared/time/clock';

const PER_PAGE = 30;

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
  record: JournalEntry,
  others: ReadonlySet<string> = new Set(),
): Promise<Result<Link | null, Failure>> {
  const ended = record.failedAt ?? record.doneAt ?? record.startedAt;
  const deadline = ended + RECOVERY_BOUND_MS;
  for (let attempt = 0; ; attempt++) {
    const seen = record.link ? await byId(api, record.link) : await inList(api, record, others);
    if (seen !== 'absent') return seen;
    if (clock.now() - ended > SETTLED_AFTER_MS) return ok(null);
    const left = deadline - clock.now();
    if (left <= 0) return fail({ kind: 'unverified' });
    await clock.sleep(Math.min(RECOVERY_BACKOFF_MS[Math.min(attempt, RECOVERY_BACKOFF_MS.length - 1)]!, left));
  }
}

/**
 * The create answered, so the link existed: its current version if the service gives it. A 404
 * may be a replica that has not seen the create yet: not "deleted" until the bound has passed, and
 * even then only "cannot tell". Any other failure is "cannot tell" too, never the answered link:
 * it may have been deleted since (docs/link-store.md, one rule for late answers).
 */
async function byId(api: ServiceApi, answered: Link): Promise<Look> {
  const current = await api.get(answered.id);
  return current.ok || current.error.kind !== 'not-found' ? current : 'absent';
}

async function inList(api: ServiceApi, record: JournalEntry, others: ReadonlySet<string>): Promise<Look> {
  const since = record.startedAt - CLOCK_SKEW_MS;
  const ours = (l: Link) =>
    !others.has(l.id) && sameDestination(l.destination, record.url) && (l.createdAt === null || l.createdAt >= since);
  let newestFirst = true;
  let previous = Infinity;
  for (let page = 1; page <= RECOVERY_MAX_PAGES; page++) {
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

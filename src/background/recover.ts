/**
 * Did an interrupted create make its link? Asked of the service, never guessed: by id when the
 * create's answer gave one (`GET /links/{id}`), otherwise by reading the pages it takes to prove
 * it either way. The list's order is not assumed: the search stops early only while every page
 * seen so far was in fact newest first.
 */
import { fail, ok, type Link, type Result } from '../api/types';
import { sameDestination } from '../links/head';
import type { Failure } from '../messages/contract';
import type { ActionRecord } from './action-records';
import type { ServiceApi } from './service';

/** Clocks differ: a link made up to this long before the local start still counts as this action's. */
export const CLOCK_SKEW_MS = 60_000;
/** Past this many pages, the search gives up and says so rather than guess. */
export const MAX_PAGES = 40;
const PER_PAGE = 30;

/** The link the action made, null when the service proves it made none, or why it cannot tell. */
export async function recover(api: ServiceApi, record: ActionRecord): Promise<Result<Link | null, Failure>> {
  if (record.link) {
    const current = await api.get(record.link.id);
    // The create answered, so the link existed: its current version if the service gives it, the
    // answered one if the service cannot be asked; gone (deleted since) is no link.
    if (current.ok) return current;
    return ok(current.error.kind === 'not-found' ? null : record.link);
  }
  const since = record.startedAt - CLOCK_SKEW_MS;
  let newestFirst = true;
  let previous = Infinity;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const listed = await api.list(page, PER_PAGE);
    if (!listed.ok) return listed;
    const { links, pagination } = listed.value;
    const found = links.find((l) => sameDestination(l.destination, record.url) && (l.createdAt === null || l.createdAt >= since));
    if (found) return ok(found);
    for (const l of links) {
      if (l.createdAt === null || l.createdAt > previous) newestFirst = false;
      else previous = l.createdAt;
    }
    const last = page >= pagination.totalPages || links.length === 0;
    if (last || (newestFirst && previous < since)) return ok(null);
  }
  return fail({ kind: 'unverified' });
}

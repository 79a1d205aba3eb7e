/**
 * Where the sync stands, persisted in the account database's `meta` store after every landed page so
 * a stopped worker resumes on the page it was at (pure: the shape, its zod schema and its steps).
 */
import * as z from 'zod/mini';
import { idleState, type SyncState } from '../../shared/links/sync-state';
import { once } from '../../shared/once';

/** The stored shape, built at the first read rather than at each start of the worker (a `status` reads none). */
const schemas = once(() => {
  const num = z.number().check(z.refine(Number.isFinite));
  const numOrNull = z.nullable(num);

  const passSchema = z.object({
    kind: z.enum(['full', 'incremental']),
    /** Marks the records a full pass listed (the others are confirmed gone by id before removal). */
    id: num,
    /** The next page to read (pages before it have landed). */
    nextPage: num.check(z.minimum(1)),
    /** When the pass began: links learned after it are never swept. */
    startedAt: num,
    /** The total the service gave on the pass's first page. */
    total: numOrNull,
    totalPages: numOrNull,
    /**
     * A full pass whose pages are all read: the links it did not list, still to be confirmed gone
     * by id before they are removed (absent while pages are read).
     */
    confirming: z.optional(z.array(z.string())),
  });

  const progressSchema = z.object({
    phase: z.enum(['idle', 'syncing', 'waiting', 'failed']) satisfies z.ZodMiniType<SyncState['phase']>,
    complete: z.boolean(),
    syncedAt: numOrNull,
    /** When the last complete full pass finished. */
    fullAt: numOrNull,
    pass: z.nullable(passSchema),
    /** Pages the last finished pass read. */
    pages: z.optional(z.number()),
    failure: z.optional(z.object({ kind: z.string() })),
  });
  return { progress: progressSchema };
});
export type Progress = z.infer<ReturnType<typeof schemas>['progress']>;
export type Pass = NonNullable<Progress['pass']>;
export type PassKind = Pass['kind'];

export const emptyProgress = (): Progress => ({
  phase: 'idle',
  complete: false,
  syncedAt: null,
  fullAt: null,
  pass: null,
});

/** The stored progress, or a fresh one when it is missing or corrupt (the sync starts over). */
export function readProgress(v: unknown): Progress {
  return schemas().progress.safeParse(v).data ?? emptyProgress();
}

/** A new pass from page 1. */
export function newPass(kind: PassKind, now: number): Pass {
  return { kind, id: now, nextPage: 1, startedAt: now, total: null, totalPages: null };
}

/** The pass after page `page` landed with this pagination. */
export function landed(pass: Pass, page: number, total: number, totalPages: number): Pass {
  return { ...pass, nextPage: page + 1, total: pass.total ?? total, totalPages };
}

/** What pages are told: the progress with the number of links held. */
export function stateOf(account: string, progress: Progress, linksKnown: number): SyncState {
  const pass = progress.pass;
  return {
    ...idleState(account),
    phase: progress.phase,
    pagesDone: pass ? pass.nextPage - 1 : (progress.pages ?? 0),
    pagesTotal: pass ? pass.totalPages : (progress.pages ?? null),
    linksKnown,
    complete: progress.complete,
    syncedAt: progress.syncedAt,
    ...(progress.failure ? { failure: progress.failure } : {}),
  };
}

/**
 * Where the mirror's sync stands, persisted in the mirror's `meta` store after every landed page so
 * a stopped worker resumes on the page it was at (pure: the shape, its check and its steps).
 */
import { idleState, type SyncState } from '../../shared/links/sync-state';

export type PassKind = 'full' | 'incremental';

export interface Pass {
  kind: PassKind;
  /** Marks the records a full pass listed (the others are confirmed gone by id before removal). */
  id: number;
  /** The next page to read (pages before it have landed). */
  nextPage: number;
  /** When the pass began: links learned after it are never swept. */
  startedAt: number;
  /** The total the service gave on the pass's first page. */
  total: number | null;
  totalPages: number | null;
  /**
   * A full pass whose pages are all read: the links it did not list, still to be confirmed gone
   * by id before they are removed (absent while pages are read).
   */
  confirming?: string[];
}

export interface Progress {
  phase: SyncState['phase'];
  complete: boolean;
  syncedAt: number | null;
  /** When the last complete full pass finished. */
  fullAt: number | null;
  pass: Pass | null;
  /** Pages the last finished pass read. */
  pages?: number;
  failure?: { kind: string };
}

export const emptyProgress = (): Progress => ({ phase: 'idle', complete: false, syncedAt: null, fullAt: null, pass: null });

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNumOrNull = (v: unknown) => v === null || isNum(v);

function isPass(v: unknown): v is Pass {
  if (!v || typeof v !== 'object') return false;
  const p = v as Record<string, unknown>;
  return (
    (p.kind === 'full' || p.kind === 'incremental') && isNum(p.id) && isNum(p.nextPage) && p.nextPage >= 1 &&
    isNum(p.startedAt) && isNumOrNull(p.total) && isNumOrNull(p.totalPages) &&
    (p.confirming === undefined || (Array.isArray(p.confirming) && p.confirming.every((id) => typeof id === 'string')))
  );
}

/** The stored progress, or a fresh one when it is missing or corrupt (the sync starts over). */
export function readProgress(v: unknown): Progress {
  if (!v || typeof v !== 'object') return emptyProgress();
  const p = v as Record<string, unknown>;
  const ok =
    ['idle', 'syncing', 'waiting', 'failed'].includes(p.phase as string) && typeof p.complete === 'boolean' &&
    isNumOrNull(p.syncedAt) && isNumOrNull(p.fullAt) && (p.pass === null || isPass(p.pass));
  return ok ? (v as Progress) : emptyProgress();
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
    pagesDone: pass ? pass.nextPage - 1 : progress.pages ?? 0,
    pagesTotal: pass ? pass.totalPages : progress.pages ?? null,
    linksKnown,
    complete: progress.complete,
    syncedAt: progress.syncedAt,
    ...(progress.failure ? { failure: progress.failure } : {}),
  };
}

/**
 * The full mirror's sync (issue 10): the account's links read page by page (30 a page, paced, two
 * in flight) into IndexedDB, the progress persisted after every page so a stopped worker resumes
 * where it was (the next syncLinks or the resume alarm), each landed page told to the pages.
 *
 * - First pass: full. Afterwards incremental (newest pages until a page brings nothing new or
 *   changed), and a full pass every 24 h (alarm) or when asked, which notices links deleted
 *   elsewhere: mark-and-sweep, only after a complete full pass whose total never moved between
 *   pages (a move means a link may have slid past a page boundary: the pass is read again, at most
 *   three times, and nothing is swept until one is clean).
 * - 429, 5xx, offline: phase 'waiting', tried again with backoff (Retry-After honoured); a refused
 *   key and anything else that needs the user: 'failed'.
 * - `complete` only once a full pass finished: a half list is never reported complete.
 */
import type { Result } from '../api/types';
import type { LinkPage } from '../api/types';
import type { Failure } from '../messages/contract';
import type { Mirror } from '../links/mirror';
import { landed, newPass, stateOf, type Pass, type PassKind, type Progress } from '../links/mirror-progress';
import type { SyncState } from '../links/sync-state';
import { sleep } from '../api/retry';
import { backoffFor, IN_FLIGHT, isTransient, PACE_MS, PER_PAGE, pacer } from './sync-pace';

/** A full pass at least this often (the daily alarm asks for one too). */
export const FULL_EVERY_MS = 24 * 60 * 60_000;
/** Full passes read again when the list moved under them, before giving up until the next one. */
export const MAX_ATTEMPTS = 3;

export interface SyncDeps {
  account: string;
  list: (page: number, perPage: number) => Promise<Result<LinkPage, Failure>>;
  mirror: Mirror;
  tell: (state: SyncState) => void;
  /** False once the account is no longer the current one: the sync stops (its progress kept). */
  stillCurrent: () => Promise<boolean>;
  /** A pass is under way (true) or over (false): the resume alarm that wakes a stopped worker. */
  underway?: (on: boolean) => void;
  /**
   * The account's first page, as any pass reads it: handed to the link store's head (the popup's
   * first frame and the manager's first rows read it), so the head is fresh after a sync.
   */
  firstPage?: (page: LinkPage, requestedAt: number) => Promise<unknown>;
  wait?: (ms: number) => Promise<void>;
  paceMs?: number;
  now?: () => number;
}

interface Run {
  promise: Promise<void>;
  wantFull: boolean;
}

/** The sync running in this worker, per account. */
const runs = new Map<string, Run>();

/** Whether a sync runs in this worker for this account (tests, the alarm). */
export const isRunning = (account: string) => runs.has(account);

/** Waits for the account's running sync, if any (tests). */
export const settledSync = async (account: string) => runs.get(account)?.promise;

/** Starts (or resumes, or joins) the account's sync; answers where it stands at once. */
export async function startSync(deps: SyncDeps, options: { full?: boolean } = {}): Promise<SyncState> {
  const { account, mirror } = deps;
  // Joined or registered before any await: two starts at once (the alarm and a page on a cold
  // worker) must find each other, or the account gets two loops.
  const running = runs.get(account);
  if (running) {
    if (options.full) running.wantFull = true;
  } else {
    const run: Run = { promise: Promise.resolve(), wantFull: options.full === true };
    runs.set(account, run);
    run.promise = mirror
      .progress()
      .then((saved) => sync(deps, run, saved))
      .catch(() => undefined) // a mirror that failed under it: the next start tries again from what was saved
      .finally(() => runs.get(account) === run && runs.delete(account));
  }
  const progress = await mirror.progress();
  const shown: Progress = { ...progress, phase: 'syncing' };
  delete shown.failure;
  return stateOf(account, shown, await mirror.count());
}

function kindFor(progress: Progress, wantFull: boolean, now: number): PassKind {
  return wantFull || !progress.complete || progress.fullAt === null || now - progress.fullAt >= FULL_EVERY_MS ? 'full' : 'incremental';
}

/** Pages to read next: two at once in a full pass that knows its end, else one. */
function nextPages(pass: Pass): number[] {
  const last = pass.totalPages ?? pass.nextPage;
  const count = pass.kind === 'full' && pass.totalPages !== null ? IN_FLIGHT : 1;
  const pages: number[] = [];
  for (let n = pass.nextPage; pages.length < count && (n <= last || pages.length === 0); n++) pages.push(n);
  return pages;
}

async function sync(deps: SyncDeps, run: Run, start: Progress): Promise<void> {
  const { account, mirror } = deps;
  const now = deps.now ?? Date.now;
  const wait = deps.wait ?? sleep;
  const paced = pacer(deps.paceMs ?? PACE_MS, wait, now);
  let p = start;
  const save = async (next: Progress) => {
    p = next;
    await mirror.saveProgress(p);
    deps.tell(stateOf(account, p, await mirror.count()));
  };
  let tries = 0;

  for (;;) {
    if (!p.pass || (run.wantFull && p.pass.kind !== 'full')) p = { ...p, pass: newPass(kindFor(p, run.wantFull, now()), now()) };
    if (p.pass!.kind === 'full') run.wantFull = false;
    if (!(await deps.stillCurrent())) return;
    if (p.phase !== 'syncing') {
      const { failure: _, ...rest } = p;
      await save({ ...rest, phase: 'syncing' });
      deps.underway?.(true);
    }
    const pass = p.pass!;
    const pages = nextPages(pass);
    const results = await Promise.all(
      pages.map((n) =>
        paced(async () => {
          const requestedAt = now();
          return { n, requestedAt, result: await deps.list(n, PER_PAGE) };
        }),
      ),
    );

    let failure: Failure | null = null;
    let ended: Pass | null = null;
    for (const { n, requestedAt, result } of results) {
      if (!result.ok) {
        failure = result.error;
        break;
      }
      const page = result.value;
      const current = p.pass!;
      const next = landed(current, n, page.pagination.total, page.pagination.totalPages);
      p = { ...p, pass: next };
      // The page and the progress past it land together (one transaction).
      const { changed, count } = await mirror.landPage(page.links, requestedAt, current.kind === 'full' ? current.id : undefined, p);
      if (n === 1 && deps.firstPage) await deps.firstPage(page, requestedAt).catch(() => undefined);
      const atEnd = page.links.length === 0 || n >= page.pagination.totalPages || (current.kind === 'incremental' && changed === 0);
      if (atEnd) {
        ended = next;
        break;
      }
      deps.tell(stateOf(account, p, count));
    }

    if (ended) {
      tries = 0;
      if (await finish(ended)) return;
      continue;
    }
    if (failure) {
      if (!isTransient(failure)) {
        await save({ ...p, phase: 'failed', failure: { kind: failure.kind } });
        deps.underway?.(false);
        return;
      }
      tries++;
      await save({ ...p, phase: 'waiting', failure: { kind: failure.kind } });
      await wait(backoffFor(tries, failure));
    } else tries = 0;
  }

  /** The pass read its last page: true when the sync is done, false when another pass follows. */
  async function finish(pass: Pass): Promise<boolean> {
    const at = now();
    const pages = pass.nextPage - 1;
    if (pass.kind === 'full' && !pass.stable && pass.attempt + 1 < MAX_ATTEMPTS) {
      // The list moved while it was read: read it again before trusting it (or sweeping by it).
      p = { ...p, pass: newPass('full', at, pass.attempt + 1) };
      await save(p);
      return false;
    }
    const clean = pass.kind === 'full' && pass.stable;
    if (clean) await mirror.sweep(pass.id, pass.startedAt);
    await save({
      phase: 'idle',
      complete: p.complete || clean,
      syncedAt: at,
      fullAt: clean ? at : p.fullAt,
      pass: null,
      pages,
    });
    if (run.wantFull) return false;
    deps.underway?.(false);
    return true;
  }
}

/**
 * The full mirror's sync: the account's links read page by page (30 a page, paced, two
 * in flight) into IndexedDB, the progress persisted after every page so a stopped worker resumes
 * where it was (the next syncLinks or the resume alarm), each landed page told to the pages.
 *
 * What it promises:
 * - One loop per account in a worker: a start while one runs joins it.
 * - First pass: full. Afterwards incremental (newest pages until a page brings nothing new or
 *   changed), and a full pass every 24 h (alarm) or when asked, which notices links deleted
 *   elsewhere.
 * - Nothing is removed for being absent from a list: offset pages shift while the list changes, so
 *   a live link can fall between two pages. After a full pass read its pages, each link it did not
 *   list (learned before it began, created more than SYNC_SETTLE_MS before it by the service's clock,
 *   which covers a lagging replica and a clock ahead) is asked for by id
 *   (./sync-confirm.ts): only a 404 removes it; an answer that proves nothing keeps it for the
 *   next full pass. At most 600 are confirmed per pass, in batches of 30 saved as they land, paced
 *   with the pages (two in flight); more wait for the next full pass.
 * - A full pass is complete once its pages are read and its candidates confirmed, however the
 *   total moved meanwhile (links the user makes during a pass do not hold it back). A link the
 *   mirror did not know yet that slid past a page boundary is read by the next pass that reaches it.
 * - 429, 5xx, offline: phase 'waiting', tried again with backoff (Retry-After honoured); a refused
 *   key and anything else that needs the user: 'failed'.
 * - `complete` only once a full pass finished: a half list is never reported complete.
 * - An account removed or re-keyed: the loop stops (not current any more), and its mirror refuses
 *   every write (src/platform/account-db/lease.ts), so nothing recreates it.
 */
import type { Link, LinkPage, Result } from '../../shared/types';
import type { Failure } from '../../shared/messages/contract';
import type { AccountDb } from '../links/account-db';
import { landed, newPass, stateOf, type Pass, type PassKind, type Progress } from '../links/sync-progress';
import type { SyncState } from '../../shared/links/sync-state';
import { backoffFor, isTransient, PER_PAGE, pacer } from './sync-pace';
import { confirmBatch } from './sync-confirm';
import { clock } from '../../shared/time/clock';
import {
  CONFIRM_PER_PASS,
  FULL_SYNC_EVERY_MS,
  SYNC_IN_FLIGHT,
  SYNC_PACE_MS,
  SYNC_SETTLE_MS,
} from '../../shared/time/limits';

export interface SyncDeps {
  account: string;
  list: (page: number, perPage: number) => Promise<Result<LinkPage, Failure>>;
  /** One link by id: how a link a full pass did not list is confirmed gone (404) or alive. */
  get: (id: string) => Promise<Result<Link, Failure>>;
  mirror: AccountDb;
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
  /** A start joined this loop since it last looked: a loop about to stop on a failure tries again. */
  asked: boolean;
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
    running.asked = true;
  } else {
    const run: Run = { promise: Promise.resolve(), wantFull: options.full === true, asked: false };
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
  return wantFull || !progress.complete || progress.fullAt === null || now - progress.fullAt >= FULL_SYNC_EVERY_MS
    ? 'full'
    : 'incremental';
}

/** Pages to read next: two at once in a full pass that knows its end, else one. */
function nextPages(pass: Pass): number[] {
  const last = pass.totalPages ?? pass.nextPage;
  const count = pass.kind === 'full' && pass.totalPages !== null ? SYNC_IN_FLIGHT : 1;
  const pages: number[] = [];
  for (let n = pass.nextPage; pages.length < count && (n <= last || pages.length === 0); n++) pages.push(n);
  return pages;
}

async function sync(deps: SyncDeps, run: Run, start: Progress): Promise<void> {
  const { account, mirror } = deps;
  const now = deps.now ?? clock.now;
  const wait = deps.wait ?? clock.sleep;
  const paced = pacer(deps.paceMs ?? SYNC_PACE_MS, wait, now);
  let p = start;
  const save = async (next: Progress) => {
    p = next;
    await mirror.saveProgress(p);
    deps.tell(stateOf(account, p, await mirror.count()));
  };
  let tries = 0;
  /** Leaves the account's runs in the same step as the last look at `run`: a later start begins a new loop. */
  const leave = () => void (runs.get(account) === run && runs.delete(account));

  for (;;) {
    run.asked = false;
    if (!p.pass || (run.wantFull && p.pass.kind !== 'full'))
      p = { ...p, pass: newPass(kindFor(p, run.wantFull, now()), now()) };
    if (p.pass!.kind === 'full') run.wantFull = false;
    if (!(await deps.stillCurrent())) return leave();
    if (p.phase !== 'syncing') {
      const { failure: _, ...rest } = p;
      await save({ ...rest, phase: 'syncing' });
      deps.underway?.(true);
    }
    const step = p.pass!.confirming ? await confirmStep(p.pass!, p.pass!.confirming) : await pageStep();
    if (step === 'done') return;
    if (step === 'next') {
      tries = 0;
      continue;
    }
    if (!isTransient(step)) {
      await save({ ...p, phase: 'failed', failure: { kind: step.kind } });
      if (run.asked || run.wantFull) continue; // asked again while the failure was saved
      leave();
      deps.underway?.(false);
      return;
    }
    tries++;
    await save({ ...p, phase: 'waiting', failure: { kind: step.kind } });
    await wait(backoffFor(tries, step));
  }

  /** Reads the next pages of the pass: 'next' to go on, 'done' when the sync is over, or the failure. */
  async function pageStep(): Promise<'next' | 'done' | Failure> {
    const pages = nextPages(p.pass!);
    const results = await Promise.all(
      pages.map((n) =>
        paced(async () => {
          const requestedAt = now();
          return { n, requestedAt, result: await deps.list(n, PER_PAGE) };
        }),
      ),
    );
    for (const { n, requestedAt, result } of results) {
      if (!result.ok) return result.error;
      const page = result.value;
      const current = p.pass!;
      const next = landed(current, n, page.pagination.total, page.pagination.totalPages);
      p = { ...p, pass: next };
      // The page and the progress past it land together (one transaction).
      const { changed, count } = await mirror.landPage(
        page.links,
        requestedAt,
        current.kind === 'full' ? current.id : undefined,
        p,
      );
      if (n === 1 && deps.firstPage) await deps.firstPage(page, requestedAt).catch(() => undefined);
      const atEnd =
        page.links.length === 0 || n >= page.pagination.totalPages || (current.kind === 'incremental' && changed === 0);
      if (atEnd) return (await pagesRead(next)) ? 'done' : 'next';
      deps.tell(stateOf(account, p, count));
    }
    return 'next';
  }

  /** A full pass read its pages: the links it did not list are to be confirmed before it ends. */
  async function pagesRead(pass: Pass): Promise<boolean> {
    if (pass.kind !== 'full') return finish(pass);
    const candidates = await mirror.unseen(pass.id, {
      learnedBefore: pass.startedAt,
      // `created_at` is the service's clock; SYNC_SETTLE_MS covers a lagging replica and a clock ahead.
      createdBefore: pass.startedAt - SYNC_SETTLE_MS,
      limit: CONFIRM_PER_PASS,
    });
    if (!candidates.length) return finish(pass);
    await save({ ...p, pass: { ...pass, confirming: candidates } });
    return false;
  }

  /** Confirms a batch of the pass's candidates: gone ones removed, live ones kept (marked seen). */
  async function confirmStep(pass: Pass, queue: string[]): Promise<'next' | 'done' | Failure> {
    const requestedAt = now();
    const { gone, alive, left, failure } = await confirmBatch(queue, deps.get, paced);
    // The one removal path: the links, the first page and the tombstones in one transaction.
    await mirror.remove(gone);
    const next: Pass = { ...pass, confirming: left };
    p = { ...p, pass: next };
    const { count } = await mirror.landPage(alive, requestedAt, pass.id, p);
    if (failure) return failure;
    if (left.length) {
      deps.tell(stateOf(account, p, count));
      return 'next';
    }
    return (await finish(next)) ? 'done' : 'next';
  }

  /** The pass is over: true when the sync is done, false when another pass follows. */
  async function finish(pass: Pass): Promise<boolean> {
    const at = now();
    const full = pass.kind === 'full';
    await save({
      phase: 'idle',
      complete: p.complete || full,
      syncedAt: at,
      fullAt: full ? at : p.fullAt,
      pass: null,
      pages: pass.nextPage - 1,
    });
    if (run.wantFull) return false;
    leave();
    deps.underway?.(false);
    return true;
  }
}

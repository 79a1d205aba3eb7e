/**
 * Shortening a list: an action over the link store, not part of it. Each address is one shortening
 * action (../links/shorten.ts) under an id made of the job's id and its place, so a job stopped
 * anywhere (a stopped worker, a quit browser) resumes where it was: an address whose action has a
 * journal entry is settled by it (its link, or its lost answer looked for on the service), never
 * sent again. The job lives in its account's database, written through the account's store
 * (../links/store.ts), saved every LIST_FULL_SAVE_MS and at its start, cancel and end; the dialog watches
 * a small progress projection in storage.local. Requests go out at the worker's one pace
 * (../api/request-pace.ts), and a 429 pauses them all for its Retry-After. A job waits while
 * another account is current, and goes with its account when that is removed.
 */
import { browser } from 'wxt/browser';
import { fail, ok, type Link, type Result } from '../../shared/types';
import { bulkProgressItem } from '../../platform/bulk-job-item';
import { progressOf, readJob, type BulkEntry, type BulkJob, type UnreadLine } from '../../shared/links/bulk-job';
import type { Failure } from '../../shared/messages/contract';
import { linkStore, type LinkStore } from '../links/store';
import { storageFailure } from '../links/storage-failure';
import { pace } from '../api/request-pace';
import { openService, serviceFor } from '../service';
import { followAccounts } from '../accounts/account-events';
import { shortenByRule } from '../rules/shorten-by-rule';
import { journalOf, journalsOf } from './list-journal';
import { planEntries } from './list-plan';
import { backoffFor, isTransient } from '../sync/sync-pace';
import { clock } from '../../shared/time/clock';
import {
  LIST_FULL_SAVE_MS,
  LIST_LANES,
  LIST_MAX_THROTTLED,
  LIST_MAX_TRIES,
  LIST_PROGRESS_EVERY_MS,
} from '../../shared/time/limits';

export const BULK_ALARM = 'bulk-resume';

export interface BulkStart {
  /** The account the dialog showed: refused (`account-changed`) once another is current. */
  account: string;
  addresses: string[];
  /** Planned URLs of local or private addresses the user ticked. */
  confirmed: string[];
  /** Lines without a web address: kept in the job as not shortened, so its counts cover every line. */
  unread?: UnreadLine[];
  presetId: string | null;
  /** Undefined: the account's default group. */
  groupId?: string | null;
  /** Started from a private window. */
  privateWindow?: boolean;
}

interface Run {
  job: BulkJob;
  /** The job's account's store, opened when the run began: a removed account's writes go nowhere. */
  store: LinkStore;
  cancelled: boolean;
  /** A test's stand-in for a stopped worker: nothing more is sent or written. */
  halted: boolean;
  finished: Promise<void>;
}

const linkOf = ({ id, shortLink, destination, title }: Link): NonNullable<BulkEntry['link']> => ({
  id,
  shortLink,
  destination,
  title,
});
export const bulkActionId = (job: Pick<BulkJob, 'id'>, index: number) => `bulk:${job.id}:${index}`;

/** `now`: a monotonic clock for the full saves (a test stops it to see a job stopped between two). */
export function createBulkEngine(wait: (ms: number) => Promise<void> = clock.sleep, now = () => performance.now()) {
  const runs = new Map<string, Run>();
  const writes = new Map<string, Promise<unknown>>();

  /**
   * The job's progress as it is now, and with `full` the job itself first (a shallow copy: entries
   * are replaced, never changed), written after the writes before them: a page that reads an end
   * in the progress finds the ended job in its item.
   */
  /** Null once saved; the failure (a full disk, storage out of reach) when the job's save failed. */
  function save(store: LinkStore, job: BulkJob, full = true): Promise<Failure | null> {
    const snapshot = full ? { ...job, entries: [...job.entries] } : null;
    const progress = progressOf(job);
    const next = (writes.get(job.account) ?? Promise.resolve()).then(async () => {
      if (snapshot) await store.saveJob(snapshot);
      await bulkProgressItem(job.account).setValue(progress);
    });
    // A save that fails (a full disk) leaves the last one standing: each address's journal entry
    // settles it on resume, so nothing is sent twice.
    const saved = next.then(
      () => null,
      (error: unknown) => storageFailure(error) ?? { kind: 'storage-full' as const },
    );
    writes.set(job.account, saved);
    return saved;
  }

  async function currentAccount(): Promise<string | null> {
    const service = await openService();
    return service.ok ? service.value.store.account : null;
  }

  async function stored(store: LinkStore): Promise<BulkJob | null> {
    await writes.get(store.account);
    return readJob(await store.job());
  }

  function launch(store: LinkStore, job: BulkJob): Run {
    const run: Run = { job, store, cancelled: false, halted: false, finished: Promise.resolve() };
    runs.set(job.account, run);
    run.finished = drive(run).finally(() => runs.get(job.account) === run && runs.delete(job.account));
    return run;
  }

  async function drive(run: Run): Promise<void> {
    const { job, store } = run;
    void browser.alarms?.create(BULK_ALARM, { periodInMinutes: 1 });
    const queue = job.entries.flatMap((e, i) => (e.state === 'pending' ? [i] : []));
    const recordOf = await journalsOf(store);
    let timer: ReturnType<typeof setTimeout> | null = null;
    // Written at its start (or by the worker that stopped): the next full save is due a while from now.
    let savedAt = now();
    const progress = () => {
      timer ??= setTimeout(() => {
        timer = null;
        if (run.halted) return;
        const full = now() - savedAt >= LIST_FULL_SAVE_MS;
        if (full) savedAt = now();
        void save(store, job, full);
      }, LIST_PROGRESS_EVERY_MS);
    };
    const lane = async () => {
      for (let i = queue.shift(); i !== undefined && !run.cancelled && !run.halted; i = queue.shift()) {
        const record = await recordOf(job.entries[i]!.url, bulkActionId(job, i));
        const settled =
          record?.link && record.doneAt !== undefined
            ? ({ state: 'made', link: linkOf(record.link) } as const)
            : await one(run, i);
        if (!settled || run.halted) return;
        job.entries[i] = { ...job.entries[i]!, ...settled };
        progress();
      }
    };
    await Promise.all(Array.from({ length: LIST_LANES }, lane));
    if (timer) clearTimeout(timer);
    if (run.halted) return;
    const left = job.entries.some((e) => e.state === 'pending');
    // A lane stopped by a switch of account leaves the job running, for that account's return.
    job.state = run.cancelled ? 'cancelled' : left ? 'running' : 'done';
    if (job.state !== 'running') job.endedAt = clock.now();
    await save(store, job);
    if (job.state !== 'running') void browser.alarms?.clear(BULK_ALARM);
  }

  /** One address, to its end: its link, or why not; null when the run stopped first (it stays pending). */
  async function one(run: Run, index: number): Promise<Partial<BulkEntry> | null> {
    const { job } = run;
    const entry = job.entries[index]!;
    let tries = 0;
    let throttled = 0;
    for (;;) {
      // Each action is for the job's account, checked with the service it runs on: after a switch, the job waits for its account.
      const answer = await shortenByRule({
        url: entry.url,
        actionId: bulkActionId(job, index),
        reuseKnown: true,
        privateConfirmed: entry.confirmed,
        groupId: job.groupId,
        account: job.account,
        privateWindow: job.privateWindow === true,
      });
      if (answer.ok) {
        const { link, reused, elsewhere } = answer.value;
        // "Reused" may be this action's own link, made before a stop and known since: made by this
        // list. Its journal entry is in the account the link was made in (a site rule's, maybe).
        const journal = reused ? await journalOf(elsewhere?.id ?? null, run.store) : null;
        const own = journal?.get(bulkActionId(job, index))?.link?.id === link.id;
        return { state: reused && !own ? 'reused' : 'made', link: linkOf(link) };
      }
      const error = answer.error;
      if (error.kind === 'account-changed' || error.kind === 'not-configured') return null;
      const throttle = error.kind === 'rate-limited' && ++throttled < LIST_MAX_THROTTLED;
      if (!throttle && (!isTransient(error) || ++tries >= LIST_MAX_TRIES)) return refusal(error);
      const ms = backoffFor(throttle ? 1 : tries, error);
      if (throttle) pace.pause(ms);
      await wait(ms);
      if (run.cancelled || run.halted) return null;
    }
  }

  const refusal = (failure: Failure): Partial<BulkEntry> => ({ state: 'refused', failure });

  /**
   * At the worker's start, on its alarm and when an account becomes current: that account's running
   * job goes on. With none running, the alarm that wakes the worker for it is cleared.
   */
  async function resume(account?: string | null): Promise<BulkJob | null> {
    account ??= await currentAccount();
    const store = account ? linkStore(account) : null;
    const job = account ? (runs.get(account)?.job ?? (await stored(store!).catch(() => null))) : null;
    if (!account || !job || job.state !== 'running') {
      if (!runs.size) void browser.alarms?.clear(BULK_ALARM);
    }
    if (!store || !job || runs.has(store.account)) return job;
    if (job.state === 'running') launch(store, job);
    else if (job.endedAt === null) {
      // Cancelled, then stopped before the answers on their way were in: those stay pending.
      const ended = { ...job, endedAt: clock.now() };
      if (!(await save(store, ended))) job.endedAt = ended.endedAt; // memory follows the disk
    }
    return job;
  }

  return {
    async start(input: BulkStart): Promise<Result<BulkJob, Failure>> {
      const service = await serviceFor(input.account);
      if (!service.ok) return service;
      const { store, settings } = service.value;
      // One list at a time per account: one still running (here, or stored by a stopped worker) is answered instead.
      const current = await resume(store.account);
      if (current?.state === 'running') return ok(current);
      const entries = await planEntries(input, settings.stripTracking);
      const job: BulkJob = {
        id: crypto.randomUUID(),
        account: store.account,
        state: 'running',
        groupId: input.groupId === undefined ? settings.defaultGroupId || null : input.groupId,
        ...(input.privateWindow ? { privateWindow: true } : {}),
        startedAt: clock.now(),
        endedAt: null,
        entries,
      };
      const refused = await save(store, job);
      if (refused) return fail(refused);
      launch(store, job);
      return ok(job);
    },

    /** Stops sending: answers on their way are kept, what is left stays pending, and the job ends `cancelled`. */
    async cancel(named: string): Promise<Result<BulkJob | null, Failure>> {
      const service = await serviceFor(named);
      if (!service.ok) return service;
      const { store } = service.value;
      const run = runs.get(store.account);
      const job = run?.job ?? (await stored(store));
      if (!job || job.state !== 'running') return ok(job);
      // Written at once, so a worker stopped now does not go on; it ends (endedAt) once the
      // answers on their way are in. Memory follows the disk: a save that fails cancels nothing.
      const cancelled: BulkJob = { ...job, state: 'cancelled', ...(run ? {} : { endedAt: clock.now() }) };
      const refused = await save(run?.store ?? store, cancelled);
      if (refused) return fail(refused);
      Object.assign(job, { state: cancelled.state, endedAt: cancelled.endedAt });
      if (run) run.cancelled = true;
      await run?.finished;
      return ok(job);
    },

    /** The account's job (null: none yet), resumed first if it was running when the worker stopped. */
    async status(named: string): Promise<Result<BulkJob | null, Failure>> {
      const service = await serviceFor(named);
      if (!service.ok) return service;
      const { account } = service.value.store;
      return ok(runs.get(account)?.job ?? (await resume(account)));
    },

    resume,

    /** A removed account: its job stops at once (its database, the job in it, goes next) and its progress item goes. */
    async forget(account: string): Promise<void> {
      const run = runs.get(account);
      if (run) run.halted = true;
      runs.delete(account);
      await bulkProgressItem(account).removeValue();
      if (!runs.size) await browser.alarms?.clear(BULK_ALARM);
    },

    /** Tests: the run, to wait for its end. */
    finished: (account: string) => runs.get(account)?.finished ?? Promise.resolve(),
    /** Tests: a stopped worker (nothing more sent, answers on their way are lost with it). */
    halt(): void {
      for (const run of runs.values()) run.halted = true;
      runs.clear();
    },
  };
}

/** The worker's engine: a removed account's list stops, a list waits for its account to be current again. */
export const bulk = createBulkEngine();
followAccounts({ removed: (account) => bulk.forget(account), current: (account) => void bulk.resume(account) });

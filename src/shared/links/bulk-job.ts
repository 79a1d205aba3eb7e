/**
 * A list being shortened, one per account, kept in its account's database: written only by the
 * background's engine (src/background/actions/list-engine.ts). Beside it, a small progress item the manager
 * watches while the list runs (the job itself is written less often). What storage holds is
 * checked on read: a job that does not parse is no job.
 */
import * as z from 'zod/mini';
import type { Failure } from '../failures';
import { once } from '../once';

/** At most this many addresses in one list (the contract's cap, and the manager's). */
export const MAX_BULK = 5_000;

/** The stored shapes, built at the first read rather than at each start of the worker (a `status` reads none). */
const schemas = once(() => {
  const entry = z.object({
    input: z.string(),
    url: z.string(),
    /** `pending`: not answered yet (sent or not: its action's journal entry says, src/background/links/journal.ts). */
    state: z.enum(['pending', 'made', 'reused', 'refused']),
    /** The user ticked this local or private address. */
    confirmed: z.optional(z.boolean()),
    link: z.optional(
      z.object({ id: z.string(), shortLink: z.string(), destination: z.string(), title: z.nullable(z.string()) }),
    ),
    /** Lines of the list merged into this one (the same address again): counted as the preview counts them. */
    repeats: z.optional(z.number()),
    /** A line without a web address to send, and why: carried so the results count every line pasted. */
    unread: z.optional(z.enum(['not-web-address', 'other-scheme', 'too-long'])),
    /** Why it was not shortened (the failure as the action answered it). */
    failure: z.optional(
      z.custom<Failure>(
        (v) => typeof v === 'object' && v !== null && typeof (v as { kind?: unknown }).kind === 'string',
      ),
    ),
  });
  const jobState = z.enum(['running', 'done', 'cancelled']);
  const job = z.object({
    id: z.string(),
    account: z.string(),
    /** `running` goes on by itself after a stopped worker; `cancelled` keeps what is left as pending. */
    state: jobState,
    groupId: z.nullable(z.string()),
    /** Started from a private window: its links stay out of the recent links (src/shared/settings/private-window.ts). */
    privateWindow: z.optional(z.boolean()),
    startedAt: z.number(),
    /** Set once nothing more can change (a cancelled job first waits for the answers on their way). */
    endedAt: z.nullable(z.number()),
    entries: z.array(entry),
  });
  const counts = z.object({ made: z.number(), reused: z.number(), refused: z.number(), left: z.number() });
  /** What the progress bar, the counts line and each address's status need: rewritten each second while the job runs. */
  const progress = z.object({
    jobId: z.string(),
    state: jobState,
    endedAt: z.nullable(z.number()),
    total: z.number(),
    counts,
    /** Each address's state, one character each (STATE_CODE); absent in an older item. */
    states: z.optional(z.string()),
  });
  return { entry, job, progress };
});
type Schemas = ReturnType<typeof schemas>;

export type BulkEntry = z.infer<Schemas['entry']>;
export type BulkJob = z.infer<Schemas['job']>;
export type BulkProgress = z.infer<Schemas['progress']>;
/** A line of the list without a web address, as the dialog read it. */
export type UnreadLine = { input: string; reason: NonNullable<BulkEntry['unread']> };

/** Repeated lines merged into the job's addresses. */
export const repeatsOf = (job: Pick<BulkJob, 'entries'>): number =>
  job.entries.reduce((n, e) => n + (e.repeats ?? 0), 0);

export interface BulkCounts {
  made: number;
  reused: number;
  refused: number;
  left: number;
}

/** One character per address, in order: its state while the list runs (5,000 addresses: 5 kB). */
const STATE_CODE = { pending: 'p', made: 'm', reused: 'r', refused: 'x' } as const;
const CODE_STATE = Object.fromEntries(Object.entries(STATE_CODE).map(([k, v]) => [v, k])) as Record<
  string,
  BulkEntry['state']
>;

export function countsOf(job: Pick<BulkJob, 'entries'>): BulkCounts {
  const counts: BulkCounts = { made: 0, reused: 0, refused: 0, left: 0 };
  for (const { state } of job.entries) counts[state === 'pending' ? 'left' : state]++;
  return counts;
}

/** What storage held, if it is a job. */
export function readJob(raw: unknown): BulkJob | null {
  const parsed = schemas().job.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export const progressOf = (job: BulkJob): BulkProgress => ({
  jobId: job.id,
  state: job.state,
  endedAt: job.endedAt,
  total: job.entries.length,
  counts: countsOf(job),
  states: job.entries.map((e) => STATE_CODE[e.state]).join(''),
});

/** The job as it started, each address in the state its progress says (its link comes with the whole job at the end). */
export function withStates(job: BulkJob, progress: BulkProgress): BulkJob {
  const { states } = progress;
  if (!states || states.length !== job.entries.length) return job;
  let changed = false;
  const entries = job.entries.map((entry, i) => {
    const state = CODE_STATE[states[i]!] ?? entry.state;
    if (state === entry.state) return entry;
    changed = true;
    return { ...entry, state };
  });
  return changed ? { ...job, entries } : job;
}

/** What storage held, if it is a job's progress. */
export function readProgress(raw: unknown): BulkProgress | null {
  const parsed = schemas().progress.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

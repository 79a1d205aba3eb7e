/**
 * The wakes of ./wake-profile.ts once more, under the browser's tracing instead of a debugger: no
 * session on the workers, so each starts as in the worker section. V8's events on each worker's
 * thread (its script's compile, its evaluation, each lazy compile, the code cache's use, GC) summed
 * per wake by event name (./trace-summary.ts).
 */
import type { Bench, WorkerWatch } from './setup';
import type { Page } from 'puppeteer-core';
import { rounds } from './stats';
import { timeWake } from './wake';
import { recordTrace, type TraceEvent } from './trace-record';

const CATEGORIES = [
  'devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'disabled-by-default-devtools.timeline',
];
/** V8's sampling profiler on every isolate that starts while tracing, a sample each 100 µs (hires). */
const PROFILER = ['disabled-by-default-v8.cpu_profiler', 'disabled-by-default-v8.cpu_profiler.hires'];

export interface Traced {
  name: string;
  watch: WorkerWatch;
  page: Page;
}

/**
 * `runs` wakes of each of `workers` in rounds, traced: the times and the trace's events. With the
 * profiler (`profile`), V8 also parses each function it runs again for its source positions, so the
 * phases are read from a trace without it.
 */
export async function traceWakes(
  b: Bench,
  runs: number,
  workers: Traced[],
  profile: boolean,
): Promise<{ times: number[][]; events: TraceEvent[] }> {
  const { result: times, events } = await recordTrace(b, profile ? [...CATEGORIES, ...PROFILER] : CATEGORIES, () =>
    rounds(
      runs,
      workers.map((w) => () => timeWake(w.watch, w.page, w.name)),
    ),
  );
  return { times, events };
}

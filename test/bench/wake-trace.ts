/**
 * The wakes of ./wake-profile.ts once more, under the browser's tracing instead of a debugger: no
 * session on the workers, so each starts as in the worker section. V8's events on each worker's
 * thread (its script's compile, its evaluation, each lazy compile, the code cache's use, GC) summed
 * per wake by event name (./trace-summary.ts).
 */
import type { Protocol } from 'puppeteer-core';
import type { Bench, WorkerWatch } from './setup';
import type { Page } from 'puppeteer-core';
import { rounds } from './stats';
import { timeWake } from './wake';

const CATEGORIES = [
  'devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'disabled-by-default-devtools.timeline',
];
/** V8's sampling profiler on every isolate that starts while tracing, a sample each 100 µs (hires). */
const PROFILER = ['disabled-by-default-v8.cpu_profiler', 'disabled-by-default-v8.cpu_profiler.hires'];

export type TraceEvent = Protocol.Tracing.DataCollectedEvent['value'][number];

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
  const session = await b.ext.browser.target().createCDPSession();
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', (e: Protocol.Tracing.DataCollectedEvent) => events.push(...e.value));
  const complete = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: profile ? [...CATEGORIES, ...PROFILER] : CATEGORIES,
      recordMode: 'recordAsMuchAsPossible',
    },
  });
  try {
    const times = await rounds(
      runs,
      workers.map((w) => () => timeWake(w.watch, w.page, w.name)),
    );
    return { times, events };
  } finally {
    await session.send('Tracing.end');
    await complete;
    await session.detach();
  }
}

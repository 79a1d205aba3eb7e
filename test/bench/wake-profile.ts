/**
 * Where a wake's time goes (`BENCH_ONLY=profile`, information): the real worker, the
 * least-with-the-stack worker (./stack/worker-status.ts), it with the product's listeners, and the
 * row's floor with the product's stack (./stack/worker-product-floor.ts), each stopped and woken with `status` as
 * the worker section does (./wake.ts), in rounds, under the browser's tracing (./wake-trace.ts: no
 * debugger on the workers, so they start as in the worker section, and V8's sampling profiler runs
 * on each new isolate, a sample each 100 µs). Per start (./trace-summary.ts): the time of its phases
 * (isolate, the script compiled from the code cache, its evaluation, the answer's microtasks…) and
 * its CPU profile, summed by function and module of the source (./profile-summary.ts; through the
 * script's source map when the build has one, `build.sourcemap: 'hidden'`). Printed, and written to
 * `.cache/wake-profile.json`. Tracing slows each wake, both alike: the split is what it is for.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Row } from './report';
import { watchWorkers, type Bench } from './setup';
import { addWorker, leastStackWorker } from './stack-workers';
import { profileText, summarizeProfiles, type ProfileSummary } from './profile-summary';
import { rounds, sleep } from './stats';
import { PHASES, startsIn } from './trace-summary';
import { timeWake } from './wake';
import { traceWakes } from './wake-trace';

export async function benchWakeProfile(b: Bench, runs: number): Promise<{ rows: Row[]; detail: unknown }> {
  b.sandbox.reset();
  await b.configure();
  const stackId = await leastStackWorker(b);
  const listenersDir = await addWorker(b.dir, 'stack-worker-listeners', 'worker-listeners.ts', true);
  const listenersId = await b.ext.browser.installExtension(listenersDir);
  // The row's floor within the product's stack: the listeners, tldts carried, WXT's 12 items (./stack/worker-product-floor.ts).
  const floorDir = await addWorker(b.dir, 'stack-worker-product-floor', 'worker-product-floor.ts', true);
  const floorId = await b.ext.browser.installExtension(floorDir);
  const ids = [b.ext.id, stackId, listenersId, floorId];
  const dirs = [b.dir, join(b.dir, 'stack-worker-status'), listenersDir, floorDir];
  const names = [
    'worker',
    'least-with-the-stack worker',
    "the same with the product's listeners",
    "the product's floor (listeners, tldts, WXT's items)",
  ];
  const watches = await watchWorkers(b.ext, ids);
  const pages = await Promise.all(
    ids.map(async (id) => {
      const page = await b.ext.browser.newPage();
      await page.goto(`chrome-extension://${id}/blank.html`, { waitUntil: 'load' });
      return page;
    }),
  );
  try {
    await sleep(500);
    const workers = ids.map((_, k) => ({ name: names[k]!, watch: watches[k]!, page: pages[k]! }));
    // Untraced first: the wakes as the worker section times them, pair by pair.
    const [real, least, listening, floor] = await rounds(
      runs,
      workers.map((w) => () => timeWake(w.watch, w.page, w.name)),
    );
    const over = (s: number[], base: number[]) => s.map((v, i) => v / base[i]!);
    const ratio = (name: string, samples: number[]): Row => ({
      group: 'profile',
      name,
      unit: 'ratio',
      samples,
      role: 'information',
    });
    const rows: Row[] = [
      ratio('untraced: worker ÷ least-with-the-stack worker', over(real!, least!)),
      ratio("untraced: worker ÷ the least-with-the-stack worker with the product's listeners", over(real!, listening!)),
      ratio(
        "untraced: the least-with-the-stack worker with the product's listeners ÷ without",
        over(listening!, least!),
      ),
      ratio("untraced: worker ÷ the product's floor worker", over(real!, floor!)),
      ratio("untraced: the product's floor worker ÷ least-with-the-stack worker", over(floor!, least!)),
    ];
    const plain = await traceWakes(b, runs, workers, false);
    const { events } = await traceWakes(b, runs, workers, true);
    const detail: Record<string, { cacheBytes: number[]; profile: ProfileSummary }> = {};
    ids.forEach((id, k) => {
      const origin = `chrome-extension://${id}/`;
      // rounds() drops its first 2 rounds: their starts go too.
      const starts = startsIn(plain.events, [origin]).slice(-runs);
      const profiled = startsIn(events, [origin]).slice(-runs);
      const fileOf = (url: string) => (url.startsWith(origin) ? join(dirs[k]!, new URL(url).pathname) : null);
      const profiles = profiled.flatMap((s) => (s.profile ? [s.profile] : []));
      const profile = summarizeProfiles(profiles, fileOf);
      detail[names[k]!] = { cacheBytes: starts.map((s) => s.cache), profile };
      process.stderr.write(`\n${profileText(names[k]!, profile)}\n`);
      const row = (name: string, samples: number[]): Row => ({
        group: 'profile',
        name: `${names[k]}: ${name}`,
        unit: 'ms',
        samples,
        role: 'information',
      });
      const each = profiles.map((p) => summarizeProfiles([p], fileOf));
      const self = (name: string) => each.map((s) => s.modules.find((m) => m.name === name)?.self ?? 0);
      rows.push(
        row('stopped → status answered (traced)', plain.times[k]!),
        row(
          'its thread, first event to last',
          starts.map((s) => s.span),
        ),
        ...PHASES.map((p) =>
          row(
            p,
            starts.map((s) => s.phases[p] ?? 0),
          ),
        ),
        row(
          'profiled: stopped → status answered',
          profiled.map((s) => s.span),
        ),
        // V8's own entries are named in parentheses: the rest is the script's functions and what they call.
        row(
          'profiled: JS',
          each.map((s) => s.modules.filter((m) => !m.name.startsWith('(')).reduce((a, m) => a + m.self, 0)),
        ),
        ...['(program)', '(garbage collector)', '(idle)'].map((name) => row(`profiled: ${name}`, self(name))),
      );
    });
    writeFileSync('.cache/wake-profile.json', JSON.stringify(detail, null, 1));
    // The whole trace, for DevTools' Performance panel (Load profile) or a closer look.
    writeFileSync('.cache/wake-trace.json', JSON.stringify({ traceEvents: events }));
    return { rows, detail: Object.fromEntries(Object.entries(detail).map(([k, v]) => [k, v.cacheBytes])) };
  } finally {
    for (const page of pages) await page.close();
    for (const id of [listenersId, floorId]) await b.ext.browser.uninstallExtension(id).catch(() => {});
  }
}

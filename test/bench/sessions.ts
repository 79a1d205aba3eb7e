/**
 * Rows a browser session decides: the heap after GC takes one of a few values per browser session
 * (all samples of a session within 0.5 kB), and Firefox's popup ÷ floor page moved from 1.29× to
 * 1.74× run to run. So those sections take their samples in several browsers launched one after the
 * other, the samples split between them: the row is the median of all, and each session's own
 * samples are an information row beside it (docs/benchmark.md, "The heap row, by browser session").
 * `BENCH_SESSIONS=1` takes them all in one session, as before.
 */
import type { Row } from './report';

const SESSIONS = Math.max(1, Number(process.env.BENCH_SESSIONS ?? 3));

/** `runs` split over the sessions as evenly as it goes (25 → 9, 8, 8); never a session without a sample. */
export function splitRuns(runs: number, sessions = SESSIONS): number[] {
  const n = Math.max(1, Math.min(sessions, runs));
  return Array.from({ length: n }, (_, i) => Math.floor(runs / n) + (i < runs % n ? 1 : 0));
}

/** `row` again for each session, with that session's samples only: information. */
export function sessionRows(row: Row, bySession: number[][]): Row[] {
  if (bySession.length < 2) return [];
  return bySession.map((samples, i) => ({
    group: row.group,
    name: `${row.name}: browser session ${i + 1} of ${bySession.length}`,
    unit: row.unit,
    samples,
    role: 'information',
  }));
}

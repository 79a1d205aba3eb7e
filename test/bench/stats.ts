/** Medians over runs, and baseline/subject pairs run alternately so a drifting machine hits both. */

export interface Summary {
  n: number;
  median: number;
  min: number;
  max: number;
}

export function summarize(values: number[]): Summary {
  if (values.length === 0) throw new Error('no samples');
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  const median = s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return { n: s.length, median, min: s[0]!, max: s.at(-1)! };
}

export interface Pairs {
  baseline: number[];
  subject: number[];
}

/**
 * `warmup` discarded pairs, then `runs` pairs; the order inside a pair alternates (B S, S B, B S…),
 * so neither side is always the one that runs first, or right after the other. `before` and
 * `after` run around each pair (outside both timings).
 */
export async function interleaved(
  runs: number,
  baseline: () => Promise<number>,
  subject: () => Promise<number>,
  opts: { warmup?: number; before?: () => Promise<void>; after?: () => Promise<void> } = {},
): Promise<Pairs> {
  const { warmup = 2, before, after } = opts;
  const out: Pairs = { baseline: [], subject: [] };
  for (let i = 0; i < warmup + runs; i++) {
    await before?.();
    let b: number;
    let s: number;
    if (i % 2 === 0) {
      b = await baseline();
      s = await subject();
    } else {
      s = await subject();
      b = await baseline();
    }
    await after?.();
    if (i >= warmup) {
      out.baseline.push(b);
      out.subject.push(s);
    }
  }
  return out;
}

export const ratios = (p: Pairs) => p.subject.map((s, i) => s / p.baseline[i]!);
export const differences = (p: Pairs) => p.subject.map((s, i) => s - p.baseline[i]!);

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Runs `subjects` in rounds, the order rotated each round, the first 2 rounds discarded: more than
 * two subjects timed alike while the machine's load moves them all (`interleaved`'s idea for many).
 */
export async function rounds(runs: number, subjects: (() => Promise<number>)[]): Promise<number[][]> {
  const out: number[][] = subjects.map(() => []);
  for (let i = 0; i < runs + 2; i++) {
    for (let k = 0; k < subjects.length; k++) {
      const j = (k + i) % subjects.length;
      const v = await subjects[j]!();
      if (i >= 2) out[j]!.push(v);
    }
  }
  return out;
}

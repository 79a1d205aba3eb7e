/**
 * The limits agree (docs/link-store.md#the-derived-limits): each window that must cover others is
 * stated here as an inequality, and each derived limit is checked to follow its inputs, by
 * evaluating src/shared/time/limits.ts again with one input changed alone.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as real from '../../../../src/shared/time/limits';

type Limits = Record<string, number | readonly number[]>;
const n = (limits: Limits, name: string) => limits[name] as number;

/** Every inequality between limits: its reason, and whether `l` holds it. */
const inequalities: [string, (l: Limits) => boolean][] = [
  [
    'the sync confirms no link a lagging replica may not know yet, whatever the clock: SYNC_SETTLE_MS ≥ REPLICA_GRACE_MS + CLOCK_SKEW_MS',
    (l) => n(l, 'SYNC_SETTLE_MS') >= n(l, 'REPLICA_GRACE_MS') + n(l, 'CLOCK_SKEW_MS'),
  ],
  [
    'one read settles an attempt only past any lag and skew: SETTLED_AFTER_MS ≥ REPLICA_GRACE_MS + CLOCK_SKEW_MS',
    (l) => n(l, 'SETTLED_AFTER_MS') >= n(l, 'REPLICA_GRACE_MS') + n(l, 'CLOCK_SKEW_MS'),
  ],
  [
    'a tombstone outlives a lagging list that still shows its link: TOMBSTONE_MS > REPLICA_GRACE_MS',
    (l) => n(l, 'TOMBSTONE_MS') > n(l, 'REPLICA_GRACE_MS'),
  ],
  [
    'a delete never evicts its own tombstones, even the largest the manager allows: MAX_TOMBSTONES ≥ MAX_DELETE_IDS',
    (l) => n(l, 'MAX_TOMBSTONES') >= n(l, 'MAX_DELETE_IDS'),
  ],
  [
    'no second holds more requests than the service allows: REQUEST_RATE_PER_S + REQUEST_BURST ≤ SERVICE_RATE_PER_S',
    (l) => n(l, 'REQUEST_RATE_PER_S') + n(l, 'REQUEST_BURST') <= n(l, 'SERVICE_RATE_PER_S'),
  ],
  [
    "the sync takes half the service's rate at most: 1000 / SYNC_PACE_MS ≤ SERVICE_RATE_PER_S / 2",
    (l) => 1000 / n(l, 'SYNC_PACE_MS') <= n(l, 'SERVICE_RATE_PER_S') / 2,
  ],
  [
    "a request times out before the browser stops the worker's fetch: REQUEST_TIMEOUT_MS < WORKER_FETCH_LIMIT_MS",
    (l) => n(l, 'REQUEST_TIMEOUT_MS') < n(l, 'WORKER_FETCH_LIMIT_MS'),
  ],
  [
    'a background action waits out a 429 only while its worker lives: MAX_RATE_WAIT_MS < WORKER_IDLE_LIMIT_MS',
    (l) => n(l, 'MAX_RATE_WAIT_MS') < n(l, 'WORKER_IDLE_LIMIT_MS'),
  ],
  [
    "a list's whole job is saved at a progress tick, not between: LIST_FULL_SAVE_MS ≥ LIST_PROGRESS_EVERY_MS",
    (l) => n(l, 'LIST_FULL_SAVE_MS') >= n(l, 'LIST_PROGRESS_EVERY_MS'),
  ],
];

/** The limits derived from others, and the limits each is derived from. */
const derived: [string, string[]][] = [
  ['SYNC_SETTLE_MS', ['REPLICA_GRACE_MS', 'CLOCK_SKEW_MS']],
  ['SETTLED_AFTER_MS', ['REPLICA_GRACE_MS', 'CLOCK_SKEW_MS']],
  ['REQUEST_BURST', ['SERVICE_RATE_PER_S', 'REQUEST_RATE_PER_S']],
  ['SYNC_PACE_MS', ['SERVICE_RATE_PER_S']],
  ['MAX_RATE_WAIT_MS', ['WORKER_IDLE_LIMIT_MS']],
  ['MAX_TOMBSTONES', ['MAX_DELETE_IDS']],
];

const source = readFileSync('src/shared/time/limits.ts', 'utf8');

/** limits.ts evaluated with `name`'s own value replaced by `value`, everything else as written. */
function limitsWith(name: string, value: number): Limits {
  const declaration = new RegExp(`(export const ${name} = )[^;]+;`);
  expect(source, `${name} is declared once in limits.ts`).toMatch(declaration);
  const changed = source.replace(declaration, `$1${value};`);
  const js = ts.transpileModule(changed, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
  const exports: Limits = {};
  new Function('exports', js)(exports);
  return exports;
}

describe('the limits agree', () => {
  it.each(inequalities)('%s', (_, holds) => {
    expect(holds(real as unknown as Limits)).toBe(true);
  });

  it('every limit evaluated again from the source equals the module (the check below reads the right file)', () => {
    const again = limitsWith('CLOCK_SKEW_MS', real.CLOCK_SKEW_MS);
    for (const [name, value] of Object.entries(real)) expect(again[name], name).toEqual(value);
  });

  describe.each(derived)('%s follows what it is derived from', (name, inputs) => {
    it.each(inputs)('%s changed alone (doubled or halved): every inequality still holds', (input) => {
      for (const factor of [2, 0.5]) {
        const limits = limitsWith(input, n(real as unknown as Limits, input) * factor);
        expect(limits[name], `${name} moved with ${input}`).not.toEqual(n(real as unknown as Limits, name));
        for (const [why, holds] of inequalities) expect(holds(limits), why).toBe(true);
      }
    });
  });
});

/**
 * The store and its sync with the local clock at the edge of CLOCK_SKEW_MS (either way) and every
 * read served by a replica REPLICA_GRACE_MS behind, as a fast-check model of the real background
 * against the sandbox: shortenings, deletes, first pages, full and incremental syncs, and time
 * passing across each window. After every step, and at the end: no deleted link listed or handed
 * out, and no live link lost (its page gets that link again, never a second one).
 * `MODEL_RUNS=200` searches deeper; `MODEL_OPS='{"skew":…,"lag":…,"ops":[…]}'` replays one run.
 */
import { freshDatabases } from '../../../support/databases';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import fc from 'fast-check';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handlers } from '../../../../src/background/handlers';
import { settledSync } from '../../../../src/background/sync/sync';
import { accountOf } from '../../../../src/shared/links/account';
import { HEAD_KEY } from '../../../../src/shared/links/head';
import { readHead } from '../../../../src/shared/links/head-schema';
import { useClock } from '../../../../src/shared/time/clock';
import { CLOCK_SKEW_MS, MIRROR_TRUST_MS, REPLICA_GRACE_MS, SYNC_SETTLE_MS } from '../../../../src/shared/time/limits';
import type { Failure } from '../../../../src/shared/messages/contract';
import type { Result } from '../../../../src/shared/types';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';

const sandbox = useSandbox({ closeConnections: true });
vi.setConfig({ testTimeout: Number(process.env.MODEL_TIMEOUT ?? 240_000) });

const PAGES = ['https://example.com/a', 'https://example.com/b', 'https://example.com/c'];
/** Time passing: within a replica's lag, across it, across the sync's cutoff and the store's trust. */
const WAITS = [1_000, 150_000, REPLICA_GRACE_MS, SYNC_SETTLE_MS + 1_000, MIRROR_TRUST_MS + 1_000];

type Op =
  | { kind: 'shorten'; page: number }
  | { kind: 'delete'; page: number }
  | { kind: 'first-page' }
  | { kind: 'sync'; full: boolean }
  | { kind: 'wait'; ms: number };
interface Run {
  skew: number;
  lag: number;
  ops: Op[];
}

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('shorten' as const), page: fc.nat(PAGES.length - 1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), page: fc.nat(PAGES.length - 1) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'first-page' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('sync' as const), full: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.constantFrom(...WAITS) }) },
);
const runs: fc.Arbitrary<Run> = fc.record({
  skew: fc.constantFrom(-CLOCK_SKEW_MS, 0, CLOCK_SKEW_MS),
  lag: fc.constantFrom(0, REPLICA_GRACE_MS),
  ops: fc.array(op, { minLength: 3, maxLength: 14 }),
});

/** Date.now moved with the model's time (the sandbox reads it too), restored after the test. */
const realNow = Date.now.bind(Date);
let movedDate: MockInstance<() => number> | null = null;

afterEach(() => {
  movedDate?.mockRestore();
  movedDate = null;
  useClock(null);
});

function value<T>(result: Result<T, Failure>): T {
  if (!result.ok) throw new Error(`failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

async function run({ skew, lag, ops }: Run): Promise<void> {
  fakeBrowser.reset();
  sandbox.current.reset();
  await freshDatabases();
  await configureFor(sandbox.current, DEMO_KEY);
  const account = await accountOf(sandbox.current.url, DEMO_KEY);
  let elapsed = 0;
  movedDate ??= vi.spyOn(Date, 'now');
  movedDate.mockImplementation(() => realNow() + elapsed);
  // The extension's clock is off the service's by `skew` for the whole run; its waits take no real time.
  useClock({ now: () => Date.now() + skew, sleep: async (ms) => void (elapsed += ms) });
  if (lag) sandbox.current.addFault({ kind: 'lag', lagMs: lag });

  /** The model: each page's live link, and every link deleted through the extension. */
  const live = new Map<number, string>();
  const deleted = new Set<string>();
  let action = 0;

  /** Shortens a page: its live link again when it has one (never lost, never a second), else a new one. */
  const shorten = async (page: number) => {
    const posts = creates(sandbox.current).length;
    const answer = value(
      await handlers.shorten({ type: 'shorten', url: PAGES[page]!, actionId: `act-${action++}`, reuseKnown: true }),
    );
    expect(deleted.has(answer.link.id), `deleted ${answer.link.id} handed out for ${PAGES[page]}`).toBe(false);
    const known = live.get(page);
    if (known) {
      expect(answer.link.id, `live ${known} lost for ${PAGES[page]}`).toBe(known);
      expect(creates(sandbox.current).length, 'a second create for a page with a live link').toBe(posts);
    }
    live.set(page, answer.link.id);
  };

  const invariants = async () => {
    const shown = readHead((await browser.storage.local.get(HEAD_KEY))[HEAD_KEY]);
    for (const l of shown?.links ?? []) expect(deleted.has(l.id), `deleted ${l.id} shown`).toBe(false);
    for (const [page, id] of live) {
      const onService = sandbox.current.store
        .list(DEMO_KEY, 1, 100)
        .links.filter((l) => l.original_link === PAGES[page]);
      expect(onService.map((l) => l.id)).toEqual([id]);
    }
  };

  for (const o of ops) {
    if (process.env.MODEL_TRACE) console.log(JSON.stringify(o));
    if (o.kind === 'shorten') await shorten(o.page);
    else if (o.kind === 'delete') {
      const id = live.get(o.page);
      if (!id) continue;
      const done = value(await handlers.deleteLinks({ type: 'deleteLinks', ids: [id], account }));
      expect([...done.deleted, ...done.gone]).toContain(id);
      live.delete(o.page);
      deleted.add(id);
    } else if (o.kind === 'first-page') {
      const page = value(await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 }));
      for (const l of page.links) expect(deleted.has(l.id), `deleted ${l.id} listed`).toBe(false);
    } else if (o.kind === 'sync') {
      value(await handlers.syncLinks({ type: 'syncLinks', full: o.full }));
      await settledSync(account);
    } else elapsed += o.ms;
    await invariants();
  }
  // The end: a full sync with the replica still behind, then every page asked for again.
  value(await handlers.syncLinks({ type: 'syncLinks', full: true }));
  await settledSync(account);
  await invariants();
  for (const page of PAGES.keys()) await shorten(page);
  await invariants();
}

it.skipIf(!process.env.MODEL_OPS)('one run (MODEL_OPS)', async () => {
  await run(JSON.parse(process.env.MODEL_OPS!) as Run);
});

describe('the store and its sync with the clock at ± CLOCK_SKEW_MS and a replica REPLICA_GRACE_MS behind', () => {
  it('loses no live link and lists no deleted one', async () => {
    await fc.assert(
      fc.asyncProperty(runs, (r) => run(r)),
      { numRuns: Number(process.env.MODEL_RUNS ?? 30) },
    );
  });
});

/**
 * The real background's shortening, deleting, sync and account switches as a model, against the
 * sandbox: actions answered on time, late (after a switch, a restart or a time jump) or lost; a
 * switch of account and back while answers are in flight; restarts (memory and storage.session
 * emptied, the old worker's later writes lost: it stopped at whatever await it was at); a full disk
 * at any write; deletes answered late or lost, and the sync's confirm step; the clock jumping past
 * each window, either way. Every run ends with: no page with two links from the extension's
 * actions, no deleted link listed or handed out, nothing of another account shown, and, after a
 * full sync, every live link of each account known.
 */
import 'fake-indexeddb/auto';
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import fc from 'fast-check';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handlers } from '../../../../src/background/handlers';
import { openService } from '../../../../src/background/service';
import { startSync, settledSync } from '../../../../src/background/sync/sync';
import { syncDeps } from '../../../../src/background/sync/sync-service';
import { closeAccountDbs, accountDbFor } from '../../../../src/background/links/account-db';
import { forgetJournalCopy } from '../../../../src/background/links/journal';
import { linkStore } from '../../../../src/background/links/store';
import { dbName, deleteDb } from '../../../../src/platform/account-db/layout';
import { accountOf } from '../../../../src/shared/links/account';
import { HEAD_KEY } from '../../../../src/shared/links/head';
import { readHead } from '../../../../src/shared/links/head-schema';
import { useClock } from '../../../../src/shared/time/clock';
import {
  CLOCK_SKEW_MS,
  JOURNAL_TTL_MS,
  MIRROR_TRUST_MS,
  REPLICA_GRACE_MS,
  SETTLED_AFTER_MS,
  TOMBSTONE_MS,
} from '../../../../src/shared/time/limits';
import type { Failure, Status } from '../../../../src/shared/messages/contract';
import type { Result } from '../../../../src/shared/types';
import { configureFor, DEMO_KEY, useSandbox } from '../../../support/sandbox';
import { useStorageFaults } from '../../../support/storage-faults';

const faults = useStorageFaults();

const OTHER_KEY = 'other-key-0000000000lifecycle';
const KEYS = [DEMO_KEY, OTHER_KEY] as const;
const sandbox = useSandbox({ keys: [...KEYS], closeConnections: true });
vi.setConfig({ testTimeout: Number(process.env.MODEL_TIMEOUT ?? 240_000) });

const PAGES = ['https://example.com/a', 'https://example.com/b', 'https://example.com/c'];
const WINDOWS = [TOMBSTONE_MS, REPLICA_GRACE_MS, MIRROR_TRUST_MS, SETTLED_AFTER_MS, JOURNAL_TTL_MS];

type Answer = 'now' | 'late' | 'lost';
type Op =
  | { kind: 'shorten'; page: number; answer: Answer; retry: boolean }
  | { kind: 'delete'; pick: number; answer: Answer }
  | { kind: 'release' }
  | { kind: 'switch' }
  | { kind: 'restart' }
  | { kind: 'full-disk'; writes: number }
  | { kind: 'sync' }
  | { kind: 'jump'; window: number; skew: number };

const answer = fc.constantFrom<Answer>('now', 'now', 'late', 'lost');
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('shorten' as const), page: fc.nat(2), answer, retry: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(), answer }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'release' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'switch' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('full-disk' as const), writes: fc.integer({ min: 1, max: 3 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'sync' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('jump' as const),
      window: fc.nat(WINDOWS.length - 1),
      skew: fc.constantFrom(-CLOCK_SKEW_MS + 1000, 0, CLOCK_SKEW_MS - 1000),
    }),
  },
);

/** Which worker a write comes from: after a restart, the old worker's writes never happen. */
const worker = new AsyncLocalStorage<number>();

let prints: string[] = [];
let ids: string[] = [];

beforeAll(async () => {
  prints = await Promise.all(KEYS.map((key) => accountOf(sandbox.current.url, key)));
});

/** Date.now moved with the model's time (one spy for every run of the property), restored after the test. */
const realNow = Date.now.bind(Date);
let movedDate: MockInstance<() => number> | null = null;

afterEach(() => {
  movedDate?.mockRestore();
  movedDate = null;
  useClock(null);
  faults.failWrites(null);
});

function value<T>(result: Result<T, Failure>): T {
  if (!result.ok) throw new Error(`failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

async function fresh(): Promise<void> {
  fakeBrowser.reset();
  sandbox.current.reset();
  forgetJournalCopy();
  await closeAccountDbs();
  for (const print of prints) await deleteDb(dbName(print));
  await configureFor(sandbox.current, DEMO_KEY);
  const added: Status = value(
    await handlers.addAccount({
      type: 'addAccount',
      name: 'Second',
      serviceUrl: sandbox.current.url,
      defaultDomain: 'zd.lc',
      apiKey: OTHER_KEY,
    }),
  );
  ids = [added.currentAccountId!, added.accounts.find((a) => a.name === 'Second')!.id];
}

/** Live links on the service, per account. */
const serviceLinks = (k: number) => sandbox.current.store.list(KEYS[k]!, 1, 30).links;

async function run(ops: Op[]): Promise<void> {
  if (process.env.MODEL_TRACE) console.log(Date.now() % 100000, 'fresh');
  await fresh();
  // Time passes for the service and the extension alike (the sandbox runs in this process); the
  // extension's clock is off the service's by the last jump's skew, within CLOCK_SKEW_MS as designed.
  let elapsed = 0;
  let skew = 0;
  movedDate ??= vi.spyOn(Date, 'now');
  movedDate.mockImplementation(() => realNow() + elapsed);
  useClock({ now: () => Date.now() + skew, sleep: async (ms) => void (elapsed += ms) });
  let generation = 0;
  let current = 0;
  let failWrites = 0;
  /** Writes refused so far: a delete during which one was refused may not have been recorded here. */
  let refused = 0;
  faults.failWrites(() => {
    const fails = worker.getStore() !== generation || failWrites > 0; // a stopped worker writes nothing more
    if (worker.getStore() === generation && failWrites > 0) failWrites--;
    if (fails) refused++;
    return fails;
  });
  const inFlight: Promise<unknown>[] = [];
  /** Ids the extension was told are deleted (a DELETE answered, or a 404), per account. */
  const confirmedGone = [new Set<string>(), new Set<string>()];
  const allDeleted = [new Set<string>(), new Set<string>()];
  let action = 0;
  /**
   * An action answered now, or its request held (late) or cut after it was processed (lost): waits
   * until its request is in, or until it needed none (a known link, a refusal); a fault it did not
   * use is cleared, so it never falls on another request.
   */
  const answered = async (how: Answer, method: string, done: Promise<unknown>) => {
    // Behind a held action for the same page (one at a time per page): in flight until the release.
    if (sandbox.current.held().length) return;
    if (how === 'now') return void (await done.catch(() => null));
    const before = sandbox.current.requests.filter((r) => r.fault !== undefined).length;
    sandbox.current.addFault({ kind: how === 'late' ? 'hold' : 'cut', method, times: 1 });
    await Promise.race([
      done.catch(() => null),
      sandbox.current.waitForRequest((r) => r.fault !== undefined, { count: before + 1, timeoutMs: 60_000 }),
    ]);
    sandbox.current.clearFaults();
  };
  const within = <T>(task: () => Promise<T>) => worker.run(generation, task);

  for (const o of ops) {
    const k = current;
    if (process.env.MODEL_TRACE) console.log(Date.now() % 100000, JSON.stringify(o));
    if (o.kind === 'shorten') {
      const actionId = o.retry && action > 0 ? `act-${action - 1}` : `act-${action++}`;
      const asked = within(() =>
        handlers.shorten({ type: 'shorten', url: PAGES[o.page]!, actionId, reuseKnown: true }),
      );
      inFlight.push(asked);
      await answered(o.answer, 'POST', asked);
    } else if (o.kind === 'delete') {
      const links = serviceLinks(k);
      if (!links.length) continue;
      const target = links[o.pick % links.length]!;
      allDeleted[k]!.add(target.id);
      const deleting = within(() =>
        handlers.deleteLinks({ type: 'deleteLinks', ids: [target.id], account: prints[k]! }),
      );
      const before = refused;
      const told = deleting.then((r) => {
        const deleted = r.ok && [...r.value.deleted, ...r.value.gone].includes(target.id);
        if (deleted && refused === before) confirmedGone[k]!.add(target.id);
      });
      inFlight.push(told);
      await answered(o.answer, 'DELETE', told);
    } else if (o.kind === 'release') {
      sandbox.current.release();
    } else if (o.kind === 'switch') {
      current = 1 - current;
      value(await within(() => handlers.switchAccount({ type: 'switchAccount', id: ids[current]! })));
    } else if (o.kind === 'restart') {
      generation++;
      forgetJournalCopy();
      await closeAccountDbs();
      await browser.storage.session.clear();
    } else if (o.kind === 'full-disk') {
      failWrites = o.writes;
    } else if (o.kind === 'sync') {
      const service = await within(() => openService());
      if (service.ok) {
        await within(() => startSync(syncDeps(service.value), { full: true }));
        await within(() => settledSync(prints[k]!));
      }
    } else if (o.kind === 'jump') {
      elapsed += WINDOWS[o.window]! + 1000;
      skew = o.skew;
    }
    await invariants(current, confirmedGone);
  }

  if (process.env.MODEL_TRACE) console.log(Date.now() % 100000, 'ops done');
  // Every answer arrives; then a full sync of each account, past every settle window.
  failWrites = 0;
  sandbox.current.clearFaults();
  sandbox.current.release();
  await Promise.allSettled(inFlight);
  await invariants(current, confirmedGone);
  if (process.env.MODEL_TRACE) console.log(Date.now() % 100000, 'settled');
  elapsed += 2 * TOMBSTONE_MS;
  for (const k of [0, 1]) {
    if (k !== current) {
      current = k;
      value(await within(() => handlers.switchAccount({ type: 'switchAccount', id: ids[k]! })));
    }
    const service = value(await within(() => openService()));
    await within(() => startSync(syncDeps(service), { full: true }));
    await within(() => settledSync(prints[k]!));
    const known = new Set((await accountDbFor(prints[k]!).all()).map((l) => l.id));
    const live = serviceLinks(k);
    // No link of the account lost, and nothing deleted (here or elsewhere) kept.
    for (const l of live) expect(known, `account ${k} lost ${l.id}`).toContain(l.id);
    for (const id of allDeleted[k]!) if (!live.some((l) => l.id === id)) expect(known).not.toContain(id);
  }
}

async function invariants(current: number, told: Set<string>[]): Promise<void> {
  // What the extension had been told before this look (a delete answered meanwhile is checked next time).
  const confirmedGone = told.map((ids) => new Set(ids));
  // One link per page per account: every action reuses a known link, and a lost answer is found, never re-sent.
  for (const k of [0, 1])
    for (const page of PAGES) {
      const made = serviceLinks(k).filter((l) => l.original_link === page);
      expect(made.length, `account ${k}, ${page}: ${made.map((l) => l.id).join(', ')}`).toBeLessThanOrEqual(1);
    }
  // What the popup shows is the current account's only, and no link it was told is deleted.
  const shown = readHead((await browser.storage.local.get(HEAD_KEY))[HEAD_KEY]);
  if (shown && shown.links.length) {
    expect(shown.account).toBe(prints[current]);
    const others = new Set(serviceLinks(1 - current).map((l) => l.id));
    for (const l of shown.links) {
      expect(others.has(l.id), `another account's ${l.id} shown`).toBe(false);
      expect(confirmedGone[current]!.has(l.id), `deleted ${l.id} shown`).toBe(false);
    }
  }
  // Neither account's database lists or hands out a link it was told is deleted.
  for (const k of [0, 1]) {
    const { head, gone } = await linkStore(prints[k]!)
      .head()
      .then(async (h) => ({ head: h, gone: await linkStore(prints[k]!).buried() }));
    for (const id of confirmedGone[k]!) {
      expect(
        head.links.some((l) => l.id === id),
        `deleted ${id} in the first page`,
      ).toBe(false);
      expect(gone.has(id) || !(await accountDbFor(prints[k]!).all()).some((l) => l.id === id)).toBe(true);
    }
    for (const page of PAGES) {
      const found = await linkStore(prints[k]!).findByDestination(page);
      if (found) expect(confirmedGone[k]!.has(found.id), `deleted ${found.id} handed out`).toBe(false);
    }
  }
}

it.skipIf(!process.env.MODEL_OPS)('one sequence (MODEL_OPS)', async () => {
  await run(JSON.parse(process.env.MODEL_OPS!) as Op[]);
});

describe('the store through switches, restarts, full disks, late deletes and time jumps', () => {
  it('keeps its promises', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 18 }), (ops) => run(ops)),
      { numRuns: Number(process.env.MODEL_RUNS ?? 40) },
    );
  });
});

/**
 * The store when storage itself fails, as a model of the real background against the sandbox: an
 * open that fails once or always (then comes back), an upgrade blocked by an old release's page, a
 * failed write at any write site (the journal, the links and head, the tombstones, the list) and
 * then continued life: the same page again, a retry of the same action, a sweep past
 * JOURNAL_TTL_MS, a delete, a delete larger than the tombstone cap, and a later restart. Every run
 * ends with the four invariants: no page with two links from one action, no deleted link listed or
 * handed out, nothing of another account shown, no live link of the account lost.
 * `MODEL_RUNS=200` searches deeper; `MODEL_OPS='[…]'` replays one sequence.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handlers } from '../../../../src/background/handlers';
import { openService } from '../../../../src/background/service';
import { startSync, settledSync } from '../../../../src/background/sync/sync';
import { syncDeps } from '../../../../src/background/sync/sync-service';
import { accountDbFor } from '../../../../src/background/links/account-db';
import { closeConnections } from '../../../../src/background/links/connection';
import { linkStore } from '../../../../src/background/links/store';
import { accountOf } from '../../../../src/shared/links/account';
import { HEAD_KEY } from '../../../../src/shared/links/head';
import { readHead } from '../../../../src/shared/links/head-schema';
import { useClock } from '../../../../src/shared/time/clock';
import { JOURNAL_TTL_MS, MAX_TOMBSTONES, TOMBSTONE_MS } from '../../../../src/shared/time/limits';
import { configureFor, DEMO_KEY, useSandbox } from '../../../support/sandbox';
import { useStorageFaults } from '../../../support/storage-faults';
import { freshDatabases, restartWorker } from '../../../support/databases';

// A small tombstone cap, so that a delete larger than it costs little: the rule is the same at 20,000.
vi.mock('../../../../src/shared/time/limits', async (original) => ({
  ...(await original<typeof import('../../../../src/shared/time/limits')>()),
  MAX_TOMBSTONES: 40,
}));

const OTHER_KEY = 'other-key-000000000storemodel';
const sandbox = useSandbox({ keys: [DEMO_KEY, OTHER_KEY] });
const faults = useStorageFaults();
vi.setConfig({ testTimeout: Number(process.env.MODEL_TIMEOUT ?? 240_000) });

const PAGES = ['https://example.com/a', 'https://example.com/b', 'https://example.com/c'];
const SITES = ['journal', 'links', 'meta', 'jobs'] as const;

type Op =
  | { kind: 'shorten'; page: number; retry: boolean }
  | { kind: 'delete'; pick: number }
  | { kind: 'big-delete' }
  | { kind: 'fail-writes'; site: number; times: number }
  | { kind: 'fail-open'; always: boolean }
  | { kind: 'heal' }
  | { kind: 'list' }
  | { kind: 'other' }
  | { kind: 'advance'; ms: number }
  | { kind: 'restart' };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('shorten' as const), page: fc.nat(2), retry: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('fail-writes' as const),
      site: fc.nat(SITES.length - 1),
      times: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fail-open' as const), always: fc.boolean() }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'heal' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'list' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'other' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.constantFrom(10_000, JOURNAL_TTL_MS + 1) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
);
/** A run's start: a fresh profile, or an old release's database held open by one of its pages. */
const start = fc.record({ old: fc.boolean(), bigDelete: fc.boolean() });

let A = '';
let B = '';
beforeAll(async () => {
  [A, B] = await Promise.all([accountOf(sandbox.current.url, DEMO_KEY), accountOf(sandbox.current.url, OTHER_KEY)]);
});

const serviceLinks = (key: string) => sandbox.current.store.list(key, 1, 100).links;

async function run(ops: Op[], { old, bigDelete }: { old: boolean; bigDelete: boolean }): Promise<void> {
  fakeBrowser.reset();
  sandbox.current.reset();
  faults.clear();
  let offset = 0;
  useClock({ now: () => Date.now() + offset, sleep: async (ms) => void (offset += ms) });
  await freshDatabases();
  if (old) await oldReleaseHolding(A);
  await configureFor(sandbox.current, DEMO_KEY);
  const deleted = new Set<string>();
  let action = 0;
  let failing: { site: string; times: number } | null = null;
  faults.failWrites((account, stores) => {
    if (account !== A || !failing || !stores.includes(failing.site)) return false;
    if (--failing.times <= 0) failing = null;
    return true;
  });
  const all = [...ops, ...(bigDelete ? [{ kind: 'big-delete' as const }] : [])];
  for (const o of all) {
    if (process.env.MODEL_TRACE) console.log(JSON.stringify(o));
    if (o.kind === 'shorten') {
      const actionId = o.retry && action > 0 ? `act-${action - 1}` : `act-${action++}`;
      const answer = await handlers.shorten({ type: 'shorten', url: PAGES[o.page]!, actionId, reuseKnown: true });
      if (answer.ok)
        expect(deleted.has(answer.value.link.id), `deleted ${answer.value.link.id} handed out`).toBe(false);
    } else if (o.kind === 'delete') {
      const links = serviceLinks(DEMO_KEY);
      const target = links[o.pick % Math.max(1, links.length)];
      if (!target) continue;
      const told = await handlers.deleteLinks({ type: 'deleteLinks', ids: [target.id], account: A });
      if (told.ok && [...told.value.deleted, ...told.value.gone].includes(target.id)) deleted.add(target.id);
    } else if (o.kind === 'big-delete') {
      // More than the cap at once (beyond what the manager allows): every live link of the account
      // with it, deleted on the service and answered; no tombstone of this delete is lost.
      const live = serviceLinks(DEMO_KEY).map((l) => l.id);
      for (const id of live) sandbox.current.store.remove(DEMO_KEY, id);
      const filler = Array.from({ length: MAX_TOMBSTONES + 5 }, (_, i) => `gone-${i}`);
      await linkStore(A).bury([...live, ...filler]);
      live.forEach((id) => deleted.add(id));
    } else if (o.kind === 'fail-writes') {
      failing = { site: SITES[o.site]!, times: o.times };
    } else if (o.kind === 'fail-open') {
      faults.failOpens(o.always ? Infinity : 1);
      await closeConnections(); // the next action opens again (a connection closed elsewhere)
    } else if (o.kind === 'heal') {
      failing = null;
      faults.failOpens(0);
    } else if (o.kind === 'list') {
      const listed = await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 }).catch(() => null);
      for (const l of listed?.ok ? listed.value.links : [])
        expect(deleted.has(l.id), `deleted ${l.id} listed`).toBe(false);
    } else if (o.kind === 'other') {
      // A late answer for another account lands in its own database only.
      const made = sandbox.current.store.create(OTHER_KEY, { link: `https://b.example/${action}`, domain: 'zd.lc' });
      await linkStore(B)
        .put(toLink(made), true)
        .catch(() => undefined);
    } else if (o.kind === 'advance') {
      offset += o.ms;
    } else if (o.kind === 'restart') {
      await restartWorker();
    }
    await invariants(deleted);
  }
  // Room again, and a later restart: then a full sync, past every window.
  failing = null;
  faults.failOpens(0);
  await restartWorker();
  await invariants(deleted);
  offset += 2 * TOMBSTONE_MS;
  const service = await openService();
  if (!service.ok) throw new Error('not configured');
  await startSync(syncDeps(service.value), { full: true });
  await settledSync(A);
  const known = new Set((await accountDbFor(A).all()).map((l) => l.id));
  for (const l of serviceLinks(DEMO_KEY)) expect(known, `live ${l.id} lost`).toContain(l.id);
  for (const id of deleted) expect(known.has(id), `deleted ${id} kept`).toBe(false);
  await invariants(deleted);
  useClock(null);
}

/** The four invariants, as the account's pages and actions would see it now. */
async function invariants(deleted: ReadonlySet<string>): Promise<void> {
  for (const page of PAGES) {
    const made = serviceLinks(DEMO_KEY).filter((l) => l.original_link === page);
    expect(made.length, `${page}: ${made.map((l) => l.id).join(', ')}`).toBeLessThanOrEqual(1);
  }
  const theirs = new Set(serviceLinks(OTHER_KEY).map((l) => l.id));
  const shown = readHead((await browser.storage.local.get(HEAD_KEY))[HEAD_KEY]);
  for (const l of shown?.links ?? []) {
    expect(shown?.account).toBe(A);
    expect(theirs.has(l.id), `another account's ${l.id} shown`).toBe(false);
    expect(deleted.has(l.id), `deleted ${l.id} shown`).toBe(false);
  }
  const store = linkStore(A);
  const head = await store.head().catch(() => null); // storage out of reach: nothing shown
  for (const l of head?.links ?? []) expect(deleted.has(l.id), `deleted ${l.id} in the head`).toBe(false);
  for (const page of PAGES) {
    const found = await store.findByDestination(page).catch(() => null);
    if (found) expect(deleted.has(found.id), `deleted ${found.id} handed out`).toBe(false);
  }
}

const toLink = (l: ReturnType<typeof sandbox.current.store.create>) => ({
  id: l.id,
  title: l.title ?? '',
  domain: l.domain,
  backHalf: l.back_half,
  shortLink: l.short_link,
  destination: l.original_link,
  group: null,
  createdAt: Date.parse(l.created_at),
  updatedAt: Date.parse(l.updated_at),
});

/** The release before's database (links and meta, version 2), held by its page for a moment: the upgrade waits. */
async function oldReleaseHolding(account: string): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const r = indexedDB.open(`prettylink-mirror-${account}`, 2);
    r.onupgradeneeded = () => {
      r.result.createObjectStore('links', { keyPath: 'id' }).createIndex('dest', 'dest');
      r.result.createObjectStore('meta').put('prettylink-mirror/2', 'format');
    };
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  db.onversionchange = () => setTimeout(() => db.close(), 20); // it closes, a moment later
}

it.skipIf(!process.env.MODEL_OPS)('one sequence (MODEL_OPS)', async () => {
  const { ops, start: s } = JSON.parse(process.env.MODEL_OPS!) as {
    ops: Op[];
    start: { old: boolean; bigDelete: boolean };
  };
  await run(ops, s);
});

describe('the store when storage fails, and life goes on', () => {
  it('keeps its promises', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 16 }), start, (ops, s) => run(ops, s)),
      { numRuns: Number(process.env.MODEL_RUNS ?? 40) },
    );
  });
});

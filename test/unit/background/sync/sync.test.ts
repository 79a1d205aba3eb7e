/**
 * The full mirror's sync (src/background/sync/sync.ts) against the local sandbox in-process, into
 * IndexedDB (fake-indexeddb): 10,000 links, faults mid-sync, a stopped worker resumed, deletions
 * elsewhere noticed only by a full pass.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { createLinksApi } from '../../../../src/background/api/client';
import { readLink } from '../../../../src/background/api/schemas';
import { noAccountDb, openAccountDb } from '../../../../src/background/links/account-db';
import type { SyncState } from '../../../../src/shared/links/sync-state';
import type { SyncDeps } from '../../../../src/background/sync/sync';
import { PER_PAGE } from '../../../../src/background/sync/sync-pace';
import { CONFIRM_PER_PASS, SYNC_PACE_MS, SYNC_SETTLE_MS } from '../../../../src/shared/time/limits';
import type { Sandbox } from '../../../../src/sandbox/server';
import { DEMO_KEY, useSandbox } from '../../../support/sandbox';

const sandbox = useSandbox();
let accounts = 0;
const freshAccount = () => `sync${++accounts}x${Date.now().toString(16)}`;

/** A fresh copy of the sync module: what a restarted worker has (nothing in memory). */
const freshWorker = async () => {
  vi.resetModules();
  return import('../../../../src/background/sync/sync');
};

function depsFor(sb: Sandbox, account: string, over: Partial<SyncDeps> = {}) {
  const waits: number[] = [];
  const states: SyncState[] = [];
  const wait = async (ms: number) => void waits.push(ms);
  const api = createLinksApi({ serviceUrl: sb.url, apiKey: DEMO_KEY, wait });
  const deps: SyncDeps = {
    account,
    list: api.list,
    get: api.get,
    mirror: openAccountDb(account),
    tell: (s) => states.push(s),
    stillCurrent: async () => true,
    wait,
    paceMs: 0,
    ...over,
  };
  return { deps, waits, states };
}

async function syncOnce(deps: SyncDeps, options: { full?: boolean } = {}) {
  const sync = await import('../../../../src/background/sync/sync');
  const first = await sync.startSync(deps, options);
  await sync.settledSync(deps.account);
  return first;
}

const listRequests = (sb: Sandbox) => sb.requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/links');
const byIdRequests = (sb: Sandbox) =>
  sb.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/v1/links/'));
/**
 * The sync's clock past the settle window (which covers the replica's lag and the clock skew): the
 * links of a sync just before are old enough to be confirmed by id.
 */
const afterSettling = () => Date.now() + SYNC_SETTLE_MS + 60_000;
const pagesRead = (sb: Sandbox) => listRequests(sb).map((r) => Number(r.query.page));
const ids = (sb: Sandbox) =>
  sb.store
    .list(DEMO_KEY, 1, 1e9)
    .links.map((l) => l.id)
    .sort();
const mirrored = async (account: string) => (await openAccountDb(account).all()).map((l) => l.id).sort();

/** The most requests the service was answering at once. */
function maxInFlight(sb: Sandbox, requests = listRequests(sb)): number {
  const events = requests.flatMap(
    (r) =>
      [
        [r.at, 1],
        [r.answeredAt ?? r.at, -1],
      ] as const,
  );
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0,
    max = 0;
  for (const [, d] of events) max = Math.max(max, (now += d));
  return max;
}

describe('a full sync', () => {
  it('mirrors 10,000 links in pages of 30, two in flight at most, each page told, complete only at the end', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 10_000);
    const account = freshAccount();
    const { deps, states } = depsFor(sb, account);
    const first = await syncOnce(deps);
    expect(first).toMatchObject({ account, phase: 'syncing', complete: false });
    const pages = Math.ceil(10_000 / PER_PAGE);
    expect(listRequests(sb).every((r) => r.query.per_page === '30')).toBe(true);
    expect(listRequests(sb)).toHaveLength(pages);
    expect(new Set(pagesRead(sb)).size).toBe(pages);
    expect(maxInFlight(sb)).toBeLessThanOrEqual(2);
    expect(await mirrored(account)).toEqual(ids(sb));
    const last = states.at(-1)!;
    expect(last).toMatchObject({
      phase: 'idle',
      complete: true,
      linksKnown: 10_000,
      pagesDone: pages,
      pagesTotal: pages,
    });
    expect(states.slice(0, -1).every((s) => !s.complete)).toBe(true); // never a half list reported complete
    expect(states.length).toBeGreaterThanOrEqual(pages - 1);
    expect(states.map((s) => s.linksKnown)).toEqual([...states.map((s) => s.linksKnown)].sort((a, b) => a - b));
  }, 60_000);

  it('is paced well under the 50 requests a second the service allows', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 20 * PER_PAGE);
    // On a clock of its own: each pause the pace asks for moves it, and each request's start is read on it.
    let now = 0;
    const starts: number[] = [];
    const account = freshAccount();
    const { deps } = depsFor(sb, account, {
      paceMs: undefined,
      mirror: noAccountDb(account),
      now: () => now,
      // Pauses end in the order they are due (a real timer, a tenth of their length), each moving the clock.
      wait: (ms) => {
        const until = now + ms;
        return new Promise((resolve) => setTimeout(() => resolve(void (now = Math.max(now, until))), ms / 10));
      },
    });
    const list = deps.list;
    await syncOnce({ ...deps, list: (page, perPage) => (starts.push(now), list(page, perPage)) });
    expect(starts).toHaveLength(20);
    starts.sort((a, b) => a - b);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(SYNC_PACE_MS);
    const perSecond = (starts.length - 1) / ((starts.at(-1)! - starts[0]!) / 1000);
    expect(perSecond).toBeLessThanOrEqual(1000 / SYNC_PACE_MS);
  });

  it('an empty account is complete after one request', async () => {
    const { deps, states } = depsFor(sandbox.current, freshAccount());
    await syncOnce(deps);
    expect(listRequests(sandbox.current)).toHaveLength(1);
    expect(states.at(-1)).toMatchObject({ phase: 'idle', complete: true, linksKnown: 0 });
  });
});

describe('the head', () => {
  it('every pass hands its first page (newest first) to the head, and only that page', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 100);
    const account = freshAccount();
    const firsts: string[][] = [];
    const firstPage = async (page: { links: { id: string }[] }) => void firsts.push(page.links.map((l) => l.id));
    await syncOnce(depsFor(sb, account, { firstPage }).deps);
    const newest = sb.store.list(DEMO_KEY, 1, PER_PAGE).links.map((l) => l.id);
    expect(firsts).toEqual([newest]);
    const made = sb.store.create(DEMO_KEY, { link: 'https://example.com/fresh', domain: 'zd.lc' });
    await syncOnce(depsFor(sb, account, { firstPage }).deps);
    expect(firsts).toHaveLength(2);
    expect(firsts[1]![0]).toBe(made.id);
  });

  it('a head that fails to take the page does not stop the sync', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 70);
    const account = freshAccount();
    const { deps, states } = depsFor(sb, account, { firstPage: () => Promise.reject(new Error('storage full')) });
    await syncOnce(deps);
    expect(states.at(-1)).toMatchObject({ phase: 'idle', complete: true, linksKnown: 70 });
  });
});

describe('faults mid-sync', () => {
  it('5xx, 429 and a dropped connection: waiting, then on from the page it was at', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 3000); // 100 pages
    const path = '/api/v1/links';
    // Each fault outlasts the client's own three tries of both pages in flight, so the sync itself waits. A fault's skip
    // counts the requests that reach it: the next one's only once the one before is spent.
    sb.addFault({ kind: 'status', status: 503, method: 'GET', path, skip: 20, times: 6 });
    sb.addFault({ kind: 'rateLimit', retryAfter: 2, method: 'GET', path, skip: 20, times: 6 });
    sb.addFault({ kind: 'drop', method: 'GET', path, skip: 20, times: 6 });
    const account = freshAccount();
    const { deps, states, waits } = depsFor(sb, account);
    await syncOnce(deps);
    const waiting = states.filter((s) => s.phase === 'waiting').map((s) => s.failure?.kind);
    expect(waiting.filter((kind, i) => kind !== waiting[i - 1])).toEqual(['server', 'rate-limited', 'offline']);
    expect(waits).toContain(2000); // Retry-After waited out
    expect(states.at(-1)).toMatchObject({ phase: 'idle', complete: true, linksKnown: 3000 });
    expect(await mirrored(account)).toEqual(ids(sb));
    // No page re-read from the start: page 1 once, and no more requests than pages + the faulted ones.
    expect(pagesRead(sb).filter((p) => p === 1)).toHaveLength(1);
    const faulted = listRequests(sb).filter((r) => r.fault).length;
    expect(faulted).toBe(18);
    expect(listRequests(sb).length).toBeLessThanOrEqual(100 + faulted + 2);
  }, 30_000);

  it('a refused key fails (needs the user) and keeps what landed', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 300);
    const account = freshAccount();
    const list = createLinksApi({ serviceUrl: sb.url, apiKey: 'not-a-key' }).list;
    let calls = 0;
    const good = createLinksApi({ serviceUrl: sb.url, apiKey: DEMO_KEY }).list;
    const { deps, states } = depsFor(sb, account, { list: (p, n) => (++calls > 3 ? list(p, n) : good(p, n)) });
    await syncOnce(deps);
    expect(states.at(-1)).toMatchObject({ phase: 'failed', failure: { kind: 'unauthorized' }, complete: false });
    expect((await openAccountDb(account).all()).length).toBeGreaterThanOrEqual(60);
  });
});

describe('a worker stopped mid-sync', () => {
  it('resumes from the page it had reached, not from the start', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 3000);
    const account = freshAccount();
    const first = await freshWorker();
    let served = 0;
    const never = new Promise<never>(() => undefined);
    const api = createLinksApi({ serviceUrl: sb.url, apiKey: DEMO_KEY });
    // After 50 pages the worker "stops": its requests never come back.
    const { deps } = depsFor(sb, account, { list: (p, n) => (++served > 50 ? never : api.list(p, n)) });
    await first.startSync(deps);
    await sb.waitForRequest((r) => r.path === '/api/v1/links', { count: 50 });
    await vi.waitFor(async () =>
      expect((await openAccountDb(account).progress()).pass?.nextPage).toBeGreaterThanOrEqual(49),
    );
    const stoppedAt = (await openAccountDb(account).progress()).pass!.nextPage;

    const restarted = await freshWorker();
    const again = depsFor(sb, account);
    const shown = await restarted.startSync(again.deps);
    expect(shown).toMatchObject({ phase: 'syncing', pagesDone: stoppedAt - 1, complete: false });
    await restarted.settledSync(account);
    expect(again.states.at(-1)).toMatchObject({ phase: 'idle', complete: true, linksKnown: 3000 });
    const afterRestart = pagesRead(sb).slice(50);
    expect(afterRestart[0]).toBe(stoppedAt);
    expect(pagesRead(sb).filter((p) => p === 1)).toHaveLength(1);
    expect(listRequests(sb).length).toBeLessThanOrEqual(100 + 2);
    expect(await mirrored(account)).toEqual(ids(sb));
  }, 30_000);
});

describe('a worker stopped while confirming', () => {
  it('resumes with the links it had not confirmed yet, not from the first page', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 150);
    const account = freshAccount();
    await syncOnce(depsFor(sb, account).deps);
    const gone = sb.store
      .list(DEMO_KEY, 1, 1e9)
      .links.slice(0, 100)
      .map((l) => l.id);
    for (const id of gone) sb.store.remove(DEMO_KEY, id);
    const first = await freshWorker();
    const api = createLinksApi({ serviceUrl: sb.url, apiKey: DEMO_KEY });
    let asked = 0;
    const never = new Promise<never>(() => undefined);
    // After 40 answers by id the worker "stops": its requests never come back.
    const { deps } = depsFor(sb, account, { get: (id) => (++asked > 40 ? never : api.get(id)), now: afterSettling });
    sb.requests.length = 0;
    await first.startSync(deps, { full: true });
    await vi.waitFor(async () => expect((await openAccountDb(account).progress()).pass?.confirming?.length).toBe(70), {
      timeout: 10_000,
    }); // 30 confirmed and saved
    expect(await openAccountDb(account).count()).toBe(120);

    const restarted = await freshWorker();
    const again = depsFor(sb, account, { now: afterSettling });
    await restarted.startSync(again.deps);
    await restarted.settledSync(account);
    expect(again.states.at(-1)).toMatchObject({ phase: 'idle', complete: true, linksKnown: 50 });
    expect(pagesRead(sb).filter((p) => p === 1)).toHaveLength(1); // the pages were not read again
    expect(byIdRequests(sb).length).toBeLessThanOrEqual(100 + 12); // at most the batch it was in, asked again
    expect(await mirrored(account)).toEqual(ids(sb));
  });
});

describe('deletions made elsewhere', () => {
  it('are noticed by a full pass, not by an incremental one; a new link by both', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 200);
    const account = freshAccount();
    await syncOnce(depsFor(sb, account).deps);
    const all = sb.store.list(DEMO_KEY, 1, 1e9).links;
    const gone = [all[4]!.id, all[99]!.id, all[190]!.id];
    for (const id of gone) sb.store.remove(DEMO_KEY, id);
    const made = sb.store.create(DEMO_KEY, { link: 'https://example.com/new', domain: 'zd.lc' });

    sb.requests.length = 0;
    const incremental = depsFor(sb, account);
    await syncOnce(incremental.deps);
    expect(pagesRead(sb)).toEqual([1, 2]); // newest pages until one brought nothing new
    const afterIncremental = await mirrored(account);
    expect(afterIncremental).toContain(made.id);
    for (const id of gone) expect(afterIncremental).toContain(id);
    expect(incremental.states.at(-1)).toMatchObject({ phase: 'idle', complete: true });

    const full = depsFor(sb, account, { now: afterSettling });
    await syncOnce(full.deps, { full: true });
    expect(await mirrored(account)).toEqual(ids(sb));
    expect(full.states.at(-1)).toMatchObject({ linksKnown: 198, complete: true });
  });

  it('a link that falls between two pages in flight is kept (confirmed by id), the deleted one removed, the pass read once', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 300);
    const account = freshAccount();
    await syncOnce(depsFor(sb, account).deps);
    const api = createLinksApi({ serviceUrl: sb.url, apiKey: DEMO_KEY });
    const all = sb.store.list(DEMO_KEY, 1, 1e9).links;
    const slides = all[59]!; // page 2's last link
    const deleted = all[200]!;
    let page3Read!: () => void;
    const page3 = new Promise<void>((r) => (page3Read = r));
    let moved = false;
    // Pages 2 and 3 in flight; the service answers page 3 first. Before it reads page 2, a link is
    // made and one further down deleted elsewhere: the totals match, and page 2's last link is now
    // page 3's first, which was already read.
    const list = async (page: number, n: number) => {
      if (page === 2 && !moved) {
        await page3;
        moved = true;
        sb.store.create(DEMO_KEY, { link: 'https://example.com/made-elsewhere', domain: 'zd.lc' });
        sb.store.remove(DEMO_KEY, deleted.id);
      }
      const result = await api.list(page, n);
      if (page === 3) page3Read();
      return result;
    };
    sb.requests.length = 0;
    const full = depsFor(sb, account, { list, now: afterSettling });
    await syncOnce(full.deps, { full: true });
    expect(moved).toBe(true);
    expect(pagesRead(sb).filter((p) => p === 1)).toHaveLength(1); // read once, not again for the moved list
    const kept = await mirrored(account);
    expect(kept).toContain(slides.id);
    expect(kept).not.toContain(deleted.id);
    expect(
      byIdRequests(sb)
        .map((r) => r.path.split('/').pop())
        .sort(),
    ).toEqual([slides.id, deleted.id].sort()); // only those two asked for
    expect(full.states.at(-1)).toMatchObject({ phase: 'idle', complete: true, linksKnown: 299 });
  });

  it('links made during every page of a first sync do not hold it back: complete after one pass', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 200);
    const account = freshAccount();
    const api = createLinksApi({ serviceUrl: sb.url, apiKey: DEMO_KEY });
    let made = 0;
    const list = async (page: number, n: number) => {
      const result = await api.list(page, n);
      sb.store.create(DEMO_KEY, { link: `https://example.com/busy/${++made}`, domain: 'zd.lc' }); // the total moves on every page
      return result;
    };
    const { deps, states } = depsFor(sb, account, { list });
    await syncOnce(deps);
    expect(pagesRead(sb).filter((p) => p === 1)).toHaveLength(1);
    expect(states.at(-1)).toMatchObject({ phase: 'idle', complete: true });
    expect(byIdRequests(sb)).toHaveLength(0); // an empty mirror had nothing to confirm
  });

  it('confirms at most 600 a pass, two in flight; the rest on the next full pass', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 700);
    const account = freshAccount();
    await syncOnce(depsFor(sb, account).deps);
    for (const link of sb.store.list(DEMO_KEY, 1, 1e9).links.slice(0, 650)) sb.store.remove(DEMO_KEY, link.id);
    sb.requests.length = 0;
    const first = depsFor(sb, account, { now: afterSettling });
    await syncOnce(first.deps, { full: true });
    expect(byIdRequests(sb)).toHaveLength(CONFIRM_PER_PASS);
    expect(maxInFlight(sb, byIdRequests(sb))).toBeLessThanOrEqual(2);
    expect(first.states.at(-1)).toMatchObject({ phase: 'idle', complete: true, linksKnown: 100 });
    sb.requests.length = 0;
    await syncOnce(depsFor(sb, account, { now: afterSettling }).deps, { full: true });
    expect(byIdRequests(sb)).toHaveLength(50);
    expect(await mirrored(account)).toEqual(ids(sb));
  }, 30_000);

  it('an answer that proves nothing keeps the link; a 5xx waits and goes on; a link made a moment ago is not asked for', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 90);
    const account = freshAccount();
    await syncOnce(depsFor(sb, account).deps);
    const all = sb.store.list(DEMO_KEY, 1, 1e9).links;
    const [odd, gone] = [all[10]!, all[20]!];
    for (const link of [odd, gone]) sb.store.remove(DEMO_KEY, link.id);
    const fresh = sb.store.create(DEMO_KEY, { link: 'https://example.com/just-made', domain: 'zd.lc' });
    await openAccountDb(account).put({ ...readLink(fresh)!, seenAt: Date.now() - 1000 });
    sb.store.remove(DEMO_KEY, fresh.id); // listed by no page; made seconds ago, so its 404 could be a lagging replica's
    sb.addFault({ kind: 'status', status: 503, method: 'GET', path: '/api/v1/links/*', times: 3 }); // the client's three tries
    const api = createLinksApi({ serviceUrl: sb.url, apiKey: DEMO_KEY, wait: async () => undefined });
    const get = (id: string) =>
      id === odd.id
        ? Promise.resolve({ ok: false as const, error: { kind: 'unexpected' as const, reason: 'html' as const } })
        : api.get(id);
    sb.requests.length = 0;
    const { deps, states } = depsFor(sb, account, { get, now: () => Date.now() + 30_000 });
    await syncOnce(deps, { full: true });
    expect(states.some((s) => s.phase === 'waiting' && s.failure?.kind === 'server')).toBe(true);
    const kept = await mirrored(account);
    expect(kept).toContain(odd.id);
    expect(kept).toContain(fresh.id);
    expect(kept).not.toContain(gone.id);
    expect(states.at(-1)).toMatchObject({ phase: 'idle', complete: true });
  });
});

describe('one loop per account', () => {
  it('two starts at once (the alarm and a page on a cold worker) run one loop: each page read once', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 5 * PER_PAGE);
    const account = freshAccount();
    const sync = await freshWorker();
    const a = depsFor(sb, account);
    const b = depsFor(sb, account, { mirror: openAccountDb(account) });
    const started = await Promise.all([sync.startSync(a.deps), sync.startSync(b.deps)]);
    expect(started.map((s) => s.phase)).toEqual(['syncing', 'syncing']);
    await sync.settledSync(account);
    expect(pagesRead(sb)).toEqual([1, 2, 3, 4, 5]); // two loops read every page twice
    expect(b.states).toEqual([]); // the second start joined the first loop
    expect(a.states.at(-1)).toMatchObject({ phase: 'idle', complete: true, linksKnown: 5 * PER_PAGE });
  });

  it('a start that joins a loop while it saves a failure is not lost: the loop tries again', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 2 * PER_PAGE);
    const account = freshAccount();
    const sync = await freshWorker();
    const good = createLinksApi({ serviceUrl: sb.url, apiKey: DEMO_KEY }).list;
    const refused = createLinksApi({ serviceUrl: sb.url, apiKey: 'not-a-key' }).list;
    let calls = 0;
    const joins: Promise<unknown>[] = [];
    const { deps, states } = depsFor(sb, account, { list: (p, n) => (++calls === 1 ? refused(p, n) : good(p, n)) });
    // The user asks again (a new key saved, "Try again") just as the refusal is being saved.
    deps.tell = (state) => {
      states.push(state);
      if (state.phase === 'failed' && joins.length === 0) joins.push(sync.startSync(deps));
    };
    await sync.startSync(deps);
    await sync.settledSync(account);
    await Promise.all(joins);
    await sync.settledSync(account);
    expect(states.at(-1)).toMatchObject({ phase: 'idle', complete: true, linksKnown: 2 * PER_PAGE });
  });
});

import { freshDatabases } from '../../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { bulk, createBulkEngine } from '../../../../src/background/actions/list-engine';
import { handlers } from '../../../../src/background/handlers';
import { LIST_FULL_SAVE_MS as FULL_SAVE_MS } from '../../../../src/shared/time/limits';
import { openService } from '../../../../src/background/service';
import { shorten } from '../../../../src/background/links/shorten';
import { parseText } from '../../../../src/shared/links/bulk-input';
import { bulkProgressItem } from '../../../../src/platform/bulk-job-item';
import {
  countsOf,
  progressOf as progressFor,
  readJob,
  readProgress,
  repeatsOf,
  type BulkJob,
  type BulkProgress,
} from '../../../../src/shared/links/bulk-job';
import { accountDbFor } from '../../../../src/background/links/account-db';
import { JOBS } from '../../../../src/platform/account-db/layout';
import { configureFor, DEMO_KEY, useSandbox } from '../../../support/sandbox';
import { until } from '../../../support/until';

const OTHER_KEY = 'other-key-00000000000';
const sandbox = useSandbox({ rateLimitPerSecond: 50, keys: [DEMO_KEY, OTHER_KEY] });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(async () => {
  fakeBrowser.reset();
  // The account's database (known links, the journal, the list) starts empty, as the sandbox does.
  await freshDatabases();
  await configureFor(sandbox.current);
});

/** 200 lines: 160 new pages, 20 repeats of them, 15 pages the account already shortened, 5 junk (no address, credentials, private). */
async function list(): Promise<{ text: string; known: string[] }> {
  const known = Array.from({ length: 15 }, (_, i) => `https://known.example/${i}`);
  for (const [i, url] of known.entries()) await shorten({ url, actionId: `before-${i}`, reuseKnown: false });
  const fresh = Array.from({ length: 160 }, (_, i) => `https://new.example/page/${i}`);
  const lines = [
    ...fresh,
    ...fresh.slice(0, 20),
    ...known,
    'not an address',
    'call me maybe',
    'ftp://files.example/a',
    'https://me:secret@new.example/private',
    'http://192.168.0.9/router',
  ];
  return { text: lines.join('\n'), known };
}

const addressesOf = (text: string) => parseText(text).flatMap((l) => ('url' in l ? [l.url] : []));
const account = async () => {
  const s = await openService();
  if (!s.ok) throw new Error('not configured');
  return s.value.store.account;
};
/** The list job as its account's database holds it. */
const stored = async (): Promise<BulkJob> => readJob(await accountDbFor(await account()).job())!;

/** Links the service holds per destination: every address at most once. */
function linksPerDestination(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const l of sandbox.current.store.list(DEMO_KEY, 1, 100_000).links)
    counts.set(l.original_link, (counts.get(l.original_link) ?? 0) + 1);
  return counts;
}
/** Addresses whose create was sent more than once since `from` (each with how many times): none, when each is sent once. */
function sentTwice(from: number): [string, number][] {
  const sent = new Map<string, number>();
  for (const r of postsDuringRun(from)) {
    const url = String((r.body as { link?: unknown } | null)?.link);
    sent.set(url, (sent.get(url) ?? 0) + 1);
  }
  return [...sent].filter(([, n]) => n > 1);
}
const postsDuringRun = (from: number) =>
  sandbox.current.requests.slice(from).filter((r) => r.method === 'POST' && r.fault !== 'rateLimit');
const currentId = async () => {
  const status = await handlers.status({ type: 'status' });
  return status.ok ? status.value.currentAccountId! : '';
};
const progressOf = async (account: string) => readProgress(await bulkProgressItem(account).getValue());
const progressNow = async (): Promise<BulkProgress | null> =>
  readProgress(await bulkProgressItem(await account()).getValue());

/** Every write of the job (in its account's database) or its progress item, in order, as it was written. */
function recordWrites(account: string): { item: 'job' | 'progress'; value: unknown }[] {
  const writes: { item: 'job' | 'progress'; value: unknown }[] = [];
  const put = IDBObjectStore.prototype.put;
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
    if (this.name === JOBS && this.transaction.db.name.endsWith(account)) writes.push({ item: 'job', value });
    return put.call(this, value, key);
  });
  const set = browser.storage.local.set.bind(browser.storage.local);
  vi.spyOn(browser.storage.local, 'set').mockImplementation(((items: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(items)) {
      if (key === `bulkProgress:${account}`) writes.push({ item: 'progress', value });
    }
    return set(items);
  }) as typeof browser.storage.local.set);
  return writes;
}

describe('shortening a list', () => {
  it('200 lines with duplicates, known links and junk, under a 50 rps limit with injected 429s: each address made once', async () => {
    const { text, known } = await list();
    const before = sandbox.current.requests.length;
    sandbox.current.addFault({ kind: 'rateLimit', method: 'POST', skip: 30, times: 3, retryAfter: 1 });
    const engine = createBulkEngine();
    const started = await engine.start({
      account: await account(),
      addresses: addressesOf(text),
      confirmed: [],
      presetId: null,
    });
    expect(started.ok).toBe(true);
    await engine.finished(await account());
    const job = await stored();
    expect(job.state).toBe('done');
    expect(countsOf(job)).toEqual({ made: 160, reused: 15, refused: 2, left: 0 });
    expect(job.entries.filter((e) => e.state === 'refused').map((e) => e.failure)).toEqual([
      { kind: 'credentials-in-url' },
      { kind: 'private-address', host: '192.168.0.9' },
    ]);
    expect(sandbox.current.requests.filter((r) => r.fault === 'rateLimit')).toHaveLength(3);
    expect(postsDuringRun(before)).toHaveLength(160);
    expect([...linksPerDestination().values()].every((n) => n === 1)).toBe(true);
    expect(linksPerDestination().size).toBe(175);
    for (const url of known) expect(job.entries.find((e) => e.url === url)?.state).toBe('reused');
  });

  it('while it runs, its progress is written each second; the whole job at its start, every 5 s, on cancel and at its end (then the progress)', async () => {
    const sb = sandbox.current;
    const mine = await account();
    const writes = recordWrites(mine);
    const jobWrites = () => writes.filter((w) => w.item === 'job').map((w) => readJob(w.value)!);
    // Every create's answer waits for the test: the job moves only when it is let.
    sb.addFault({ kind: 'hold', method: 'POST', path: '/api/v1/links' });
    let clock = 0;
    const engine = createBulkEngine(undefined, () => clock);
    await engine.start({
      account: await account(),
      addresses: Array.from({ length: 40 }, (_, i) => `https://paced.example/${i}`),
      confirmed: [],
      presetId: null,
    });
    expect(jobWrites()).toHaveLength(1);
    expect(readProgress(writes.at(-1)!.value)).toMatchObject({ state: 'running', total: 40, counts: { left: 40 } });

    await sb.waitForRequest((r) => r.fault === 'hold', { count: 5 });
    sb.release({ count: 5 });
    await until(progressNow, (p) => p?.counts.made === 5);
    // Progress written, the job not since its start.
    expect(jobWrites()).toHaveLength(1);

    clock += FULL_SAVE_MS;
    await sb.waitForRequest((r) => r.fault === 'hold', { count: 10 });
    sb.release({ count: 5 });
    await until(progressNow, (p) => p?.counts.made === 10);
    expect(jobWrites()).toHaveLength(2);
    expect(jobWrites()[1]!.state).toBe('running');
    expect(countsOf(jobWrites()[1]!).made).toBeGreaterThan(5);

    const cancelled = engine.cancel(mine);
    // Written at once, before the answers on their way are in.
    await until(jobWrites, (jobs) => jobs.length === 3);
    expect(jobWrites()[2]).toMatchObject({ state: 'cancelled', endedAt: null });
    sb.clearFaults();
    sb.release();
    await cancelled;
    expect(jobWrites()).toHaveLength(4);
    expect(jobWrites()[3]).toMatchObject({ state: 'cancelled', endedAt: expect.any(Number) });
    // The end: the job first, then its progress (a page that sees the end finds the job ended).
    expect(writes.slice(-2).map((w) => w.item)).toEqual(['job', 'progress']);
    expect(readProgress(writes.at(-1)!.value)).toEqual({
      jobId: jobWrites()[3]!.id,
      state: 'cancelled',
      endedAt: jobWrites()[3]!.endedAt,
      total: 40,
      counts: countsOf(jobWrites()[3]!),
      states: progressFor(jobWrites()[3]!).states,
    });
  });

  it('a worker stopped between two saves of the whole job resumes from its start and makes each address exactly once', async () => {
    const { text } = await list();
    const before = sandbox.current.requests.length;
    // A stopped clock: no whole-job save after the start.
    const first = createBulkEngine(undefined, () => 0);
    await first.start({ account: await account(), addresses: addressesOf(text), confirmed: [], presetId: null });
    const shown = await until(progressNow, (p) => (p?.counts.made ?? 0) >= 40, 30_000);
    first.halt();
    expect(shown?.counts.made).toBeGreaterThanOrEqual(40);
    // The job item is as it was at the start: every address to send still pending.
    expect(countsOf(await stored())).toEqual({ made: 0, reused: 0, refused: 2, left: 175 });

    const second = createBulkEngine(undefined, () => 0);
    expect((await second.resume())?.state).toBe('running');
    await second.finished(await account());
    const job = await stored();
    expect(job.state).toBe('done');
    // The links made before the stop are settled by their actions' journal entries: made, not found again as known.
    expect(countsOf(job)).toEqual({ made: 160, reused: 15, refused: 2, left: 0 });
    expect([...linksPerDestination().values()].every((n) => n === 1)).toBe(true);
    expect(linksPerDestination().size).toBe(175);
    expect(sentTwice(before)).toEqual([]);
    expect(postsDuringRun(before)).toHaveLength(160);
    expect(await progressNow()).toMatchObject({ jobId: job.id, state: 'done', counts: countsOf(job) });
  });

  it('a private address the user ticked is sent; one not ticked is not', async () => {
    const engine = createBulkEngine();
    await engine.start({
      account: await account(),
      addresses: ['http://192.168.0.9/router', 'http://10.0.0.1/'],
      confirmed: ['http://192.168.0.9/router'],
      presetId: null,
    });
    await engine.finished(await account());
    expect((await stored()).entries.map((e) => e.state)).toEqual(['made', 'refused']);
    expect([...linksPerDestination().keys()]).toEqual(['http://192.168.0.9/router']);
  });

  it('lines without a web address and repeats are kept in the job: its counts add up to the lines pasted, as the preview says', async () => {
    const engine = createBulkEngine();
    await engine.start({
      account: await account(),
      addresses: ['https://a.example/', 'https://a.example/', 'https://b.example/'],
      confirmed: [],
      unread: [
        { input: 'not an address', reason: 'not-web-address' },
        { input: 'ftp://files.example/a', reason: 'other-scheme' },
      ],
      presetId: null,
    });
    await engine.finished(await account());
    const job = await stored();
    expect(job.entries.map((e) => [e.input, e.state, e.repeats ?? 0, e.unread ?? null])).toEqual([
      ['https://a.example/', 'made', 1, null],
      ['https://b.example/', 'made', 0, null],
      ['not an address', 'refused', 0, 'not-web-address'],
      ['ftp://files.example/a', 'refused', 0, 'other-scheme'],
    ]);
    // 5 lines: 2 new, 1 repeat merged, 2 not shortened (and nothing sent for them).
    expect({ ...countsOf(job), repeats: repeatsOf(job) }).toEqual({
      made: 2,
      reused: 0,
      refused: 2,
      left: 0,
      repeats: 1,
    });
    expect([...linksPerDestination().keys()].sort()).toEqual(['https://a.example/', 'https://b.example/']);
  });

  it("a worker stopped halfway (some answers lost on the way) resumes in a new engine from its account's database, and makes nothing twice", async () => {
    const { text } = await list();
    // Answers lost after the links were made: their actions' journal entries lead to them, not to a second create.
    sandbox.current.addFault({ kind: 'cut', method: 'POST', skip: 40, times: 3 });
    const first = createBulkEngine();
    await first.start({ account: await account(), addresses: addressesOf(text), confirmed: [], presetId: null });
    await sandbox.current.waitForRequest((r) => r.method === 'POST', { count: 15 + 80 });
    first.halt();
    const halfway = countsOf(await stored());
    expect(halfway.left).toBeGreaterThan(0);

    const second = createBulkEngine();
    expect((await second.resume())?.state).toBe('running');
    await second.finished(await account());
    const job = await stored();
    expect(job.state).toBe('done');
    expect(countsOf(job)).toMatchObject({ made: 160, reused: 15, left: 0 });
    expect([...linksPerDestination().values()].every((n) => n === 1)).toBe(true);
    expect(linksPerDestination().size).toBe(175);
  });

  it('a cancel stops sending, keeps what was made and ends cancelled with what is left', async () => {
    const { text } = await list();
    const before = sandbox.current.requests.length;
    const engine = createBulkEngine();
    await engine.start({ account: await account(), addresses: addressesOf(text), confirmed: [], presetId: null });
    await sandbox.current.waitForRequest((r) => r.method === 'POST', { count: 15 + 40 });
    const cancelled = await engine.cancel(await account());
    expect(cancelled.ok && cancelled.value?.state).toBe('cancelled');
    const job = await stored();
    const counts = countsOf(job);
    expect(job.state).toBe('cancelled');
    expect(job.endedAt).not.toBeNull();
    expect(counts.left).toBeGreaterThan(0);
    expect(counts.made + counts.reused + counts.refused + counts.left).toBe(job.entries.length);
    // Every create the service got is a link the job holds: nothing was sent for what is left.
    expect(postsDuringRun(before)).toHaveLength(counts.made);
    expect([...linksPerDestination().values()].every((n) => n === 1)).toBe(true);
    // A later status does not start it again.
    expect((await engine.status(await account())).ok && (await stored()).state).toBe('cancelled');
  });

  it('a job cancelled, then stopped before the answers on their way were in, ends as it was: nothing more is sent', async () => {
    const job: BulkJob = {
      id: 'j1',
      account: await account(),
      state: 'cancelled',
      groupId: null,
      startedAt: Date.now(),
      endedAt: null,
      entries: [{ input: 'https://a.example/', url: 'https://a.example/', state: 'pending' }],
    };
    await accountDbFor(job.account).saveJob(job);
    const resumed = await createBulkEngine().resume();
    expect(resumed).toMatchObject({ state: 'cancelled', endedAt: expect.any(Number) });
    expect((await stored()).endedAt).not.toBeNull();
    expect(sandbox.current.requests).toHaveLength(0);
  });

  it('several addresses in flight at once, paced, each sent once: the pace bounds the rate, not the lanes', async () => {
    const sb = sandbox.current;
    // Slow answers (1 s each): at 40 a second, dozens are on their way at once.
    sb.addFault({ kind: 'latency', method: 'POST', path: '/api/v1/links', latencyMs: 1000, when: 'after', times: 120 });
    const engine = createBulkEngine();
    await engine.start({
      account: await account(),
      addresses: Array.from({ length: 120 }, (_, i) => `https://slow.example/${i}`),
      confirmed: [],
      presetId: null,
    });
    await engine.finished(await account());
    expect(countsOf(await stored())).toEqual({ made: 120, reused: 0, refused: 0, left: 0 });
    const posts = sb.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
    expect(posts).toHaveLength(120);
    expect([...linksPerDestination().values()].every((n) => n === 1)).toBe(true);
    const inFlightAt = (t: number) => posts.filter((r) => r.at <= t && (r.answeredAt ?? Infinity) > t).length;
    expect(Math.max(...posts.map((r) => inFlightAt(r.at)))).toBeGreaterThan(16);
    // Never faster than the pace: past its burst of 10, 40 a second.
    const arrivals = posts.map((r) => r.at).sort((a, b) => a - b);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(((120 - 50) / 40) * 1000);
  });

  it('a switch of account mid-list: nothing is sent with the other key, the job waits, and goes on by itself when its account is current again', async () => {
    const sb = sandbox.current;
    const mine = await account();
    const first = await currentId();
    sb.addFault({ kind: 'hold', method: 'POST', path: '/api/v1/links', skip: 10, times: 1 });
    // The worker's own engine: an account made current again resumes its list there.
    await bulk.start({
      account: mine,
      addresses: Array.from({ length: 60 }, (_, i) => `https://switch.example/${i}`),
      confirmed: [],
      presetId: null,
    });
    await sb.waitForRequest((r) => r.fault === 'hold');
    const added = await handlers.addAccount({
      type: 'addAccount',
      name: 'Client',
      serviceUrl: sb.url,
      apiKey: OTHER_KEY,
    });
    const client = added.ok ? added.value.accounts.find((a) => a.name === 'Client')! : (undefined as never);
    expect((await handlers.switchAccount({ type: 'switchAccount', id: client.id })).ok).toBe(true);
    sb.release();
    await bulk.finished(mine);
    const stopped = readJob(await accountDbFor(mine).job())!;
    expect(stopped.state).toBe('running');
    expect(countsOf(stopped).left).toBeGreaterThan(0);
    // A dialog still open for the old account is refused; the other account has no list.
    expect(await bulk.status(mine)).toEqual({ ok: false, error: { kind: 'account-changed' } });
    expect(readJob(await accountDbFor(await account()).job())).toBeNull();
    const posts = sb.requests.filter((r) => r.method === 'POST');
    expect(posts.filter((r) => r.headers.authorization === `Bearer ${OTHER_KEY}`)).toHaveLength(0);
    expect((await handlers.switchAccount({ type: 'switchAccount', id: first })).ok).toBe(true);
    const done = await until(stored, (job) => job.state === 'done', 30_000);
    expect(countsOf(done)).toEqual({ made: 60, reused: 0, refused: 0, left: 0 });
    await bulk.finished(mine);
    expect([...linksPerDestination().values()].every((n) => n === 1)).toBe(true);
    expect(linksPerDestination().size).toBe(60);
  });

  it('a removed account takes its list with it: stopped at once, its database and progress gone', async () => {
    const sb = sandbox.current;
    const mine = await account();
    sb.addFault({ kind: 'hold', method: 'POST', path: '/api/v1/links', skip: 5, times: 1 });
    await bulk.start({
      account: mine,
      addresses: Array.from({ length: 30 }, (_, i) => `https://removed.example/${i}`),
      confirmed: [],
      presetId: null,
    });
    await sb.waitForRequest((r) => r.fault === 'hold');
    await configureFor(sb, OTHER_KEY); // the key replaced: the old account is gone
    // Requests go out in the order they were paced: a create asked now leaves after any already on
    // their way, so once it is in, what the removed account's list sent is all it will ever send.
    const drained = async (actionId: string) =>
      void (await shorten({ url: `https://marker.example/${actionId}`, actionId, reuseKnown: false }));
    const listed = () =>
      sb.requests.filter((r) => r.method === 'POST' && JSON.stringify(r.body).includes('removed.example'));
    await drained('after-removal');
    const before = listed().length;
    sb.release();
    await bulk.finished(mine);
    expect(await progressOf(mine)).toBeNull();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(`prettylink-mirror-${mine}`);
    await drained('after-release');
    expect(listed()).toHaveLength(before);
  });
});

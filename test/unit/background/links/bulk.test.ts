import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { createBulkEngine, FULL_SAVE_MS } from '../../../../src/background/links/bulk';
import { openService } from '../../../../src/background/service';
import { shorten } from '../../../../src/background/links/shorten';
import { parseText } from '../../../../src/shared/links/bulk-input';
import { bulkJobItem, bulkProgressItem } from '../../../../src/platform/bulk-job-item';
import {
  countsOf,
  readJob,
  readProgress,
  type BulkJob,
  type BulkProgress,
} from '../../../../src/shared/links/bulk-job';
import { closeMirrors } from '../../../../src/background/links/mirror';
import { dbName, deleteDb } from '../../../../src/platform/mirror/mirror-db';
import { configureFor, DEMO_KEY, useSandbox } from '../../../support/sandbox';
import { until } from '../../../support/until';

const OTHER_KEY = 'other-key-00000000000';
const sandbox = useSandbox({ rateLimitPerSecond: 50 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(async () => {
  fakeBrowser.reset();
  await configureFor(sandbox.current);
  // The account's mirror (where known links are found) starts empty, as the sandbox does.
  await closeMirrors();
  await deleteDb(dbName(await account()));
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
const stored = async (): Promise<BulkJob> => readJob(await bulkJobItem(await account()).getValue())!;

/** Links the service holds per destination: every address at most once. */
function linksPerDestination(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const l of sandbox.current.store.list(DEMO_KEY, 1, 100_000).links)
    counts.set(l.original_link, (counts.get(l.original_link) ?? 0) + 1);
  return counts;
}
const postsDuringRun = (from: number) =>
  sandbox.current.requests.slice(from).filter((r) => r.method === 'POST' && r.fault !== 'rateLimit');
const progressNow = async (): Promise<BulkProgress | null> =>
  readProgress(await bulkProgressItem(await account()).getValue());

/** Every write of the job item or its progress item, in order, as it was written. */
function recordWrites(account: string): { item: 'job' | 'progress'; value: unknown }[] {
  const writes: { item: 'job' | 'progress'; value: unknown }[] = [];
  const set = browser.storage.local.set.bind(browser.storage.local);
  vi.spyOn(browser.storage.local, 'set').mockImplementation(((items: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(items)) {
      if (key === `bulkJob:${account}`) writes.push({ item: 'job', value });
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
    const started = await engine.start({ addresses: addressesOf(text), confirmed: [], presetId: null });
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

    const cancelled = engine.cancel();
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
    });
  });

  it('a worker stopped between two saves of the whole job resumes from its start and makes each address exactly once', async () => {
    const { text } = await list();
    const before = sandbox.current.requests.length;
    // A stopped clock: no whole-job save after the start.
    const first = createBulkEngine(undefined, () => 0);
    await first.start({ addresses: addressesOf(text), confirmed: [], presetId: null });
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
    // The links made before the stop are settled by their actions' records: made, not found again as known.
    expect(countsOf(job)).toEqual({ made: 160, reused: 15, refused: 2, left: 0 });
    expect(postsDuringRun(before)).toHaveLength(160);
    expect([...linksPerDestination().values()].every((n) => n === 1)).toBe(true);
    expect(linksPerDestination().size).toBe(175);
    expect(await progressNow()).toMatchObject({ jobId: job.id, state: 'done', counts: countsOf(job) });
  });

  it('a private address the user ticked is sent; one not ticked is not', async () => {
    const engine = createBulkEngine();
    await engine.start({
      addresses: ['http://192.168.0.9/router', 'http://10.0.0.1/'],
      confirmed: ['http://192.168.0.9/router'],
      presetId: null,
    });
    await engine.finished(await account());
    expect((await stored()).entries.map((e) => e.state)).toEqual(['made', 'refused']);
    expect([...linksPerDestination().keys()]).toEqual(['http://192.168.0.9/router']);
  });

  it('a worker stopped halfway (some answers lost on the way) resumes in a new engine from storage, and makes nothing twice', async () => {
    const { text } = await list();
    // Answers lost after the links were made: their actions' records lead to them, not to a second create.
    sandbox.current.addFault({ kind: 'cut', method: 'POST', skip: 40, times: 3 });
    const first = createBulkEngine();
    await first.start({ addresses: addressesOf(text), confirmed: [], presetId: null });
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
    await engine.start({ addresses: addressesOf(text), confirmed: [], presetId: null });
    await sandbox.current.waitForRequest((r) => r.method === 'POST', { count: 15 + 40 });
    const cancelled = await engine.cancel();
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
    expect((await engine.status()).ok && (await stored()).state).toBe('cancelled');
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
    await bulkJobItem(job.account).setValue(job);
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

  it('a switch of account mid-list: nothing is sent with the other key, and the job goes on when its account is back', async () => {
    const sb = sandbox.current;
    const mine = await account();
    sb.addFault({ kind: 'hold', method: 'POST', path: '/api/v1/links', skip: 10, times: 1 });
    const engine = createBulkEngine();
    await engine.start({
      addresses: Array.from({ length: 60 }, (_, i) => `https://switch.example/${i}`),
      confirmed: [],
      presetId: null,
    });
    await sb.waitForRequest((r) => r.fault === 'hold');
    await configureFor(sb, OTHER_KEY);
    sb.release();
    await engine.finished(mine);
    const stopped = readJob(await bulkJobItem(mine).getValue())!;
    expect(stopped.state).toBe('running');
    expect(countsOf(stopped).left).toBeGreaterThan(0);
    expect(sb.requests.filter((r) => r.headers.authorization === `Bearer ${OTHER_KEY}`)).toHaveLength(0);
    await configureFor(sb);
    await engine.resume();
    await engine.finished(mine);
    expect(countsOf(await stored())).toEqual({ made: 60, reused: 0, refused: 0, left: 0 });
    expect([...linksPerDestination().values()].every((n) => n === 1)).toBe(true);
    expect(linksPerDestination().size).toBe(60);
  });
});

import { request } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseFault } from '../../src/sandbox/faults.ts';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { createStore } from '../../src/sandbox/store.ts';
import { api, createLink, useSandbox } from './helpers.ts';

const ctx = useSandbox();

/** What a raw client sees of a POST: the status and headers if they came, the body bytes, and how it ended. */
function rawPost(
  sb: Sandbox,
  body: unknown,
): Promise<{ status?: number; length?: string; received: string; error?: string }> {
  return new Promise((resolve) => {
    const seen: { status?: number; length?: string; received: string; error?: string } = { received: '' };
    const req = request(`${sb.url}/api/v1/links`, {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${DEMO_KEY}`, 'content-type': 'application/json' },
    });
    req.on('response', (res) => {
      seen.status = res.statusCode;
      seen.length = res.headers['content-length'];
      res.on('data', (chunk: Buffer) => (seen.received += chunk.toString('utf8')));
      res.on('aborted', () => (seen.error ??= 'aborted'));
      res.on('error', (err) => (seen.error ??= err.message));
      res.on('close', () => resolve(seen));
    });
    req.on('error', (err) => {
      seen.error ??= err.message;
      resolve(seen);
    });
    req.end(JSON.stringify(body));
  });
}

describe('cut fault: the answer is lost after the headers', () => {
  it('creates the link, sends the status line and headers, then cuts the body', async () => {
    ctx.sb.addFault({ kind: 'cut', method: 'POST', times: 1 });
    const seen = await rawPost(ctx.sb, { link: 'https://example.com/cut' });
    expect(seen.status).toBe(200);
    expect(Number(seen.length)).toBeGreaterThan(0);
    expect(seen.received).toBe('');
    expect(seen.error).toBeDefined();
    expect(ctx.sb.store.list(DEMO_KEY, 1, 30).links.map((l) => l.original_link)).toEqual(['https://example.com/cut']);
    const [post] = ctx.sb.requests;
    expect(post?.fault).toBe('cut');
    expect(post?.answeredAt).toBeUndefined();
    expect(post?.abortedAt).toBeUndefined(); // the sandbox cut it, the client did not give up
  });

  it('with bytes, sends that much of the body first', async () => {
    ctx.sb.addFault({ kind: 'cut', method: 'POST', bytes: 10, times: 1 });
    const seen = await rawPost(ctx.sb, { link: 'https://example.com/part' });
    expect(seen.received).toBe('{"status":');
    expect(seen.error).toBeDefined();
    expect(ctx.sb.store.count(DEMO_KEY)).toBe(1);
  });

  it('fetch sees a network error while the change is made (a delete and an edit too)', async () => {
    const link = await createLink(ctx.sb);
    ctx.sb.addFault({ kind: 'cut', method: 'PATCH', times: 1 });
    await expect(
      api(ctx.sb, `/api/v1/links/${link.id}`, { method: 'PATCH', body: { title: 'edited' } }),
    ).rejects.toThrow();
    expect(ctx.sb.store.get(DEMO_KEY, link.id)?.title).toBe('edited');
    ctx.sb.addFault({ kind: 'cut', method: 'DELETE', times: 1 });
    await expect(api(ctx.sb, `/api/v1/links/${link.id}`, { method: 'DELETE' })).rejects.toThrow();
    expect(ctx.sb.store.count(DEMO_KEY)).toBe(0);
    expect((await api(ctx.sb, '/api/v1/links')).status).toBe(200); // spent
  });

  it('rejects a bad bytes', () => {
    expect(() => parseFault({ kind: 'cut', bytes: -1 })).toThrow(/bytes must be an integer/);
  });
});

describe('staleDeletes fault: deleted links still listed for lagMs', () => {
  afterEach(() => vi.useRealTimers());

  it('store.deletesAsOf shows deletions after the time, and every other write', () => {
    const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
    vi.useFakeTimers({ now: T0, toFake: ['Date'] });
    const store = createStore();
    const a = store.create('k', { link: 'https://e.com/a', domain: 'zd.lc', title: 'a' });
    const b = store.create('k', { link: 'https://e.com/b', domain: 'zd.lc', title: 'b' });
    vi.setSystemTime(T0 + 1000);
    store.remove('k', a.id);
    vi.setSystemTime(T0 + 2000);
    store.update('k', b.id, { title: 'b2' });
    store.create('k', { link: 'https://e.com/c', domain: 'zd.lc', title: 'c' });
    const titles = (time: number) =>
      store
        .deletesAsOf(time)
        .list('k', 1, 30)
        .links.map((l) => l.title);
    expect(titles(T0 + 500)).toEqual(['c', 'b2', 'a']);
    expect(titles(T0 + 1500)).toEqual(['c', 'b2']);
    expect(store.deletesAsOf(T0 + 500).get('k', a.id)).toEqual(a);
    expect(store.deletesAsOf(T0 + 1500).get('k', a.id)).toBeUndefined();
    expect(store.deletesAsOf(T0 + 500).get('other', a.id)).toBeUndefined();
  });

  it('a link deleted less than lagMs ago is still listed and found by id; new and edited links are current', async () => {
    const gone = await createLink(ctx.sb, { link: 'https://example.com/gone' });
    const kept = await createLink(ctx.sb, { link: 'https://example.com/kept' });
    expect((await api(ctx.sb, `/api/v1/links/${gone.id}`, { method: 'DELETE' })).status).toBe(200);
    await api(ctx.sb, `/api/v1/links/${kept.id}`, { method: 'PATCH', body: { title: 'now' } });
    const fresh = await createLink(ctx.sb, { link: 'https://example.com/fresh' });
    ctx.sb.addFault({ kind: 'staleDeletes', lagMs: 60_000 });

    const listed = await api(ctx.sb, '/api/v1/links');
    expect(listed.body.data.links.map((l: any) => l.id)).toEqual([fresh.id, kept.id, gone.id]);
    expect(listed.body.data.links[1].title).toBe('now');
    expect(listed.body.data.pagination.total).toBe(3);
    expect((await api(ctx.sb, `/api/v1/links/${gone.id}`)).body.data.link).toEqual(gone);
    expect((await api(ctx.sb, `/api/v1/links/${fresh.id}`)).status).toBe(200);
    // Writes go to the primary: the link is gone for them, and they do not use up the fault.
    expect((await api(ctx.sb, `/api/v1/links/${gone.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await api(ctx.sb, `/api/v1/links/${gone.id}`, { method: 'PATCH', body: { title: 'x' } })).status).toBe(404);
    expect(ctx.sb.requests.filter((r) => r.fault === 'staleDeletes')).toHaveLength(3);

    ctx.sb.clearFaults();
    expect((await api(ctx.sb, '/api/v1/links')).body.data.pagination.total).toBe(2);
    expect((await api(ctx.sb, `/api/v1/links/${gone.id}`)).status).toBe(404);
  });

  it('forgets a deletion once lagMs has passed', async () => {
    const gone = await createLink(ctx.sb);
    await api(ctx.sb, `/api/v1/links/${gone.id}`, { method: 'DELETE' });
    ctx.sb.addFault({ kind: 'staleDeletes', lagMs: 0 });
    expect((await api(ctx.sb, '/api/v1/links')).body.data.pagination.total).toBe(0);
    expect((await api(ctx.sb, `/api/v1/links/${gone.id}`)).status).toBe(404);
  });
});

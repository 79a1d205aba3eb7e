import { describe, expect, it } from 'vitest';
import { DEMO_KEY, startSandbox } from '../../src/sandbox/server.ts';
import type { RecordedRequest } from '../../src/sandbox/server.ts';
import { api, createLink, useSandbox } from './helpers.ts';

const ctx = useSandbox();
const isPost = (r: RecordedRequest): boolean => r.method === 'POST';
const isList = (r: RecordedRequest): boolean => r.method === 'GET' && r.path === '/api/v1/links';
/** Sends `send()` and resolves once the sandbox recorded it, so arrival order is the call order. */
async function arrived<T>(send: () => Promise<T>): Promise<{ answer: Promise<T> }> {
  const before = ctx.sb.requests.length;
  const answer = send();
  await ctx.sb.waitForRequest(() => true, { count: before + 1 });
  return { answer };
}
const post = (title = 'held') =>
  api(ctx.sb, '/api/v1/links', { method: 'POST', body: { link: 'https://example.com/', title } });

describe('hold fault', () => {
  it('by default makes the change at arrival and withholds only the answer until released', async () => {
    ctx.sb.addFault({ kind: 'hold', method: 'POST', times: 1 });
    const pending = post();
    const [record] = await ctx.sb.waitForRequest(isPost);
    expect(ctx.sb.store.count(DEMO_KEY)).toBe(1); // created at arrival
    expect(record).toMatchObject({ method: 'POST', fault: 'hold' });
    expect(record?.answeredAt).toBeUndefined();
    expect(ctx.sb.requests).toEqual([record]); // recorded at arrival, while held
    expect(ctx.sb.held()).toEqual([record]);
    expect(ctx.sb.release()).toBe(1);
    const res = await pending;
    expect(res.status).toBe(200);
    expect(res.body.data.link).toEqual(ctx.sb.store.list(DEMO_KEY, 1, 1).links[0]);
    expect(record?.answeredAt).toBeGreaterThanOrEqual(record?.at ?? Infinity);
    expect(ctx.sb.held()).toEqual([]);
  });

  it('drop() closes a held request unanswered, as a browser that quit under it: the change made at arrival stays', async () => {
    ctx.sb.addFault({ kind: 'hold', method: 'POST' });
    const pending = post();
    const [record] = await ctx.sb.waitForRequest(isPost);
    expect(ctx.sb.drop({ method: 'get' })).toBe(0);
    expect(ctx.sb.drop()).toBe(1);
    await expect(pending).rejects.toThrow();
    expect(ctx.sb.held()).toEqual([]);
    expect(record?.answeredAt).toBeUndefined();
    expect(ctx.sb.store.count(DEMO_KEY)).toBe(1);
  });

  it('with when: before processes the request at release, before release() returns', async () => {
    ctx.sb.addFault({ kind: 'hold', method: 'POST', when: 'before', times: 1 });
    const pending = post();
    await ctx.sb.waitForRequest(isPost);
    expect(ctx.sb.store.count(DEMO_KEY)).toBe(0);
    expect(ctx.sb.release()).toBe(1);
    expect(ctx.sb.store.count(DEMO_KEY)).toBe(1);
    expect((await pending).body.data.link.title).toBe('held');
  });

  it('answers a list as it was when asked, even if a link was created before the release', async () => {
    ctx.sb.addFault({ kind: 'hold', method: 'GET', times: 1 });
    const pending = api(ctx.sb, '/api/v1/links');
    await ctx.sb.waitForRequest(isList);
    await createLink(ctx.sb);
    ctx.sb.release();
    expect((await pending).body.data.pagination.total).toBe(0);
  });

  it('releases in the order asked (lifo: the later request is answered first)', async () => {
    ctx.sb.addFault({ kind: 'hold', method: 'GET', times: 2 });
    const first = (await arrived(() => api(ctx.sb, '/api/v1/links?page=1'))).answer;
    const second = (await arrived(() => api(ctx.sb, '/api/v1/links?page=2'))).answer;
    const [a, b] = ctx.sb.requests;
    expect(ctx.sb.release({ order: 'lifo', count: 1 })).toBe(1);
    expect((await second).body.data.pagination.current_page).toBe(2);
    expect(b?.answeredAt).toBeDefined();
    expect(a?.answeredAt).toBeUndefined();
    expect(ctx.sb.held()).toEqual([a]);
    expect(ctx.sb.release({ order: 'lifo' })).toBe(1);
    expect((await first).body.data.pagination.current_page).toBe(1);
  });

  it('releases fifo by default, and only what method and path select', async () => {
    const link = await createLink(ctx.sb);
    ctx.sb.addFault({ kind: 'hold' });
    const one = (await arrived(() => post('one'))).answer;
    const get = (await arrived(() => api(ctx.sb, `/api/v1/links/${link.id}`))).answer;
    const two = (await arrived(() => post('two'))).answer;
    expect(ctx.sb.release({ method: 'delete' })).toBe(0);
    expect(ctx.sb.release({ path: '/api/v1/links/*' })).toBe(1);
    expect((await get).body.data.link.id).toBe(link.id);
    expect(ctx.sb.release({ method: 'post' })).toBe(2);
    await Promise.all([one, two]);
    const [p1, p2] = ctx.sb.requests.filter((r) => isPost(r) && r.fault === 'hold');
    expect(p1?.body).toMatchObject({ title: 'one' });
    expect(p1?.answeredAt).toBeLessThanOrEqual(p2?.answeredAt ?? -Infinity);
    ctx.sb.clearFaults();
  });

  it('drops quietly the answer of a client that gave up, and still makes the change', async () => {
    ctx.sb.addFault({ kind: 'hold', method: 'POST', when: 'before', times: 1 });
    const abort = new AbortController();
    const pending = fetch(`${ctx.sb.url}/api/v1/links`, {
      method: 'POST',
      signal: abort.signal,
      headers: { accept: 'application/json', authorization: `Bearer ${DEMO_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ link: 'https://example.com/' }),
    }).catch((err: unknown) => err);
    await ctx.sb.waitForRequest(isPost);
    abort.abort();
    expect(await pending).toBeInstanceOf(Error);
    const [record] = await ctx.sb.waitForRequest((r) => r.abortedAt !== undefined);
    expect(ctx.sb.release()).toBe(1);
    expect(ctx.sb.store.count(DEMO_KEY)).toBe(1);
    expect(record?.answeredAt).toBeUndefined();
    expect((await api(ctx.sb, '/api/v1/links')).body.data.pagination.total).toBe(1); // the server is fine
  });

  it('reset() drops held answers: their clients get an error, not a hang', async () => {
    ctx.sb.addFault({ kind: 'hold' });
    const pending = api(ctx.sb, '/api/v1/links').catch((err: unknown) => err);
    await ctx.sb.waitForRequest(isList);
    ctx.sb.reset();
    expect(await pending).toBeInstanceOf(Error);
    expect(ctx.sb.held()).toEqual([]);
    expect((await api(ctx.sb, '/api/v1/links')).status).toBe(200); // the fault went with the reset
  });

  it('close() ends promptly with held answers', async () => {
    const sb = await startSandbox();
    sb.addFault({ kind: 'hold' });
    const pending = fetch(`${sb.url}/api/v1/links`).catch((err: unknown) => err);
    await sb.waitForRequest(() => true);
    await sb.close();
    expect(await pending).toBeInstanceOf(Error);
    expect(sb.held()).toEqual([]);
  });

  it('is driven over HTTP: GET /__sandbox/held and POST /__sandbox/release', async () => {
    const control = (path: string, method = 'GET', body?: unknown) =>
      fetch(ctx.sb.url + path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    expect((await control('/__sandbox/faults', 'POST', { kind: 'hold', method: 'GET', times: 2 })).status).toBe(200);
    const first = (await arrived(() => api(ctx.sb, '/api/v1/links?page=1'))).answer;
    const second = (await arrived(() => api(ctx.sb, '/api/v1/links?page=2'))).answer;
    const held = (await control('/__sandbox/held')).body.held;
    expect(held.map((r: any) => r.query.page)).toEqual(['1', '2']);
    expect((await control('/__sandbox/release', 'POST', { order: 'sideways' })).status).toBe(400);
    expect((await control('/__sandbox/release', 'POST', { count: -1 })).status).toBe(400);
    expect((await control('/__sandbox/release', 'POST', { order: 'lifo', count: 1 })).body).toEqual({
      ok: true,
      released: 1,
    });
    expect((await second).status).toBe(200);
    expect((await control('/__sandbox/release', 'POST')).body).toEqual({ ok: true, released: 1 });
    expect((await first).status).toBe(200);
  });
});

/** What the link mirror's tests need of the sandbox: faults mid-sync (`skip`), deletions elsewhere, the ids, a fast seed. */
import { describe, expect, it } from 'vitest';
import { api, useSandbox } from './helpers.ts';

const ctx = useSandbox();
const control = (path: string, body?: unknown) =>
  fetch(ctx.sb.url + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

describe('the sandbox for the link mirror', () => {
  it('a fault with skip lets the first n matching requests through, then applies', async () => {
    ctx.sb.store.seed('demo-key-0123456789abcdef', 100);
    ctx.sb.addFault({ kind: 'status', status: 503, path: '/api/v1/links', skip: 2, times: 1 });
    const statuses = [];
    for (let page = 1; page <= 4; page++)
      statuses.push((await api(ctx.sb, `/api/v1/links?page=${page}&per_page=30`)).status);
    expect(statuses).toEqual([200, 200, 503, 200]);
  });

  it('skip is checked like any member of a fault', async () => {
    const res = await control('/__sandbox/faults', { kind: 'drop', skip: -1 });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/skip/);
  });

  it('lists the ids newest first and removes links elsewhere, by id or by position, unrecorded', async () => {
    ctx.sb.store.seed('demo-key-0123456789abcdef', 50);
    const { body } = await control('/__sandbox/ids');
    expect(body.ids).toHaveLength(50);
    const listed = (await api(ctx.sb, '/api/v1/links?per_page=30')).body.data.links.map((l: { id: string }) => l.id);
    expect(body.ids.slice(0, 30)).toEqual(listed);
    ctx.sb.requests.length = 0;
    const byId = await control('/__sandbox/remove', { ids: [body.ids[0], 'no-such-id'] });
    expect(byId.body).toEqual({ ok: true, removed: [body.ids[0]], total: 49 });
    const byPosition = await control('/__sandbox/remove', { positions: [40] });
    expect(byPosition.body.removed).toEqual([body.ids[40]]);
    expect(ctx.sb.store.count()).toBe(48);
    expect(ctx.sb.requests).toHaveLength(0); // the control API is not the service's traffic
    expect((await control('/__sandbox/remove', { ids: 'x' })).status).toBe(400);
  });

  // How fast is the bench's business (test/bench/mirror.ts), not a test's.
  it('seeds 10,000 links', async () => {
    const res = await control('/__sandbox/seed', { count: 10_000 });
    expect(res.body.total).toBe(10_000);
  });
});

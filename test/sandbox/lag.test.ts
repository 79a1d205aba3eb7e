import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseFault } from '../../src/sandbox/faults.ts';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { createStore, MAX_LAG_MS } from '../../src/sandbox/store.ts';
import { api, createLink, useSandbox } from './helpers.ts';

const ctx = useSandbox();
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const titles = (links: { title: string | null }[]): (string | null)[] => links.map((l) => l.title);

describe('store.asOf: a replica that has seen the writes up to a time', () => {
  afterEach(() => vi.useRealTimers());

  it('misses later creations, shows the previous version of later updates, still has later deletions', () => {
    vi.useFakeTimers({ now: T0, toFake: ['Date'] });
    const store = createStore();
    const a = store.create('k', { link: 'https://e.com/a', domain: 'zd.lc', title: 'a' });
    vi.setSystemTime(T0 + 1000);
    const b = store.create('k', { link: 'https://e.com/b', domain: 'zd.lc', title: 'b' });
    vi.setSystemTime(T0 + 2000);
    store.update('k', a.id, { title: 'a2' });
    vi.setSystemTime(T0 + 3000);
    store.remove('k', b.id);
    vi.setSystemTime(T0 + 4000);
    store.create('k', { link: 'https://e.com/c', domain: 'zd.lc', title: 'c' });

    expect(titles(store.list('k', 1, 30).links)).toEqual(['c', 'a2']);
    expect(titles(store.asOf(T0 + 3500).list('k', 1, 30).links)).toEqual(['a2']);
    expect(titles(store.asOf(T0 + 2500).list('k', 1, 30).links)).toEqual(['b', 'a2']);
    expect(titles(store.asOf(T0 + 1500).list('k', 1, 30).links)).toEqual(['b', 'a']);
    expect(store.asOf(T0 + 1500).list('k', 1, 1)).toEqual({
      links: [expect.objectContaining({ title: 'b' })],
      total: 2,
    });
    expect(store.asOf(T0 + 500).list('k', 1, 30).total).toBe(1);
    expect(store.asOf(T0 - 1).list('k', 1, 30).total).toBe(0);
    expect(store.asOf(T0 + 1500).get('k', a.id)).toEqual(a);
    expect(store.asOf(T0 + 500).get('k', b.id)).toBeUndefined();
    expect(store.asOf(T0 + 2500).get('k', b.id)).toEqual(b);
    expect(store.asOf(T0 + 2500).get('other', b.id)).toBeUndefined();
  });

  it('keeps one previous version, and forgets deletions after MAX_LAG_MS', () => {
    vi.useFakeTimers({ now: T0, toFake: ['Date'] });
    const store = createStore();
    const a = store.create('k', { link: 'https://e.com/a', domain: 'zd.lc', title: 'v1' });
    vi.setSystemTime(T0 + 1000);
    store.update('k', a.id, { title: 'v2' });
    vi.setSystemTime(T0 + 2000);
    store.update('k', a.id, { title: 'v3' });
    expect(store.asOf(T0 + 1500).get('k', a.id)?.title).toBe('v2');
    expect(store.asOf(T0 + 500).get('k', a.id)?.title).toBe('v2'); // v1 is not kept: documented limit
    store.remove('k', a.id);
    vi.setSystemTime(T0 + 2000 + MAX_LAG_MS);
    store.remove('k', store.create('k', { link: 'https://e.com/b', domain: 'zd.lc' }).id); // prunes
    expect(store.asOf(T0 + 1500).get('k', a.id)).toBeUndefined();
    store.reset();
    expect(store.asOf(T0 + 2000 + MAX_LAG_MS - 1).list('k', 1, 30).total).toBe(0);
  });
});

describe('lag fault', () => {
  /** Three links created minutes ago (seeded), then one of them edited and one deleted, and two new. */
  const scene = async () => {
    ctx.sb.store.seed(DEMO_KEY, 3);
    const [newest, middle] = ctx.sb.store.list(DEMO_KEY, 1, 3).links;
    if (!newest || !middle) throw new Error('seed failed');
    await api(ctx.sb, `/api/v1/links/${newest.id}`, { method: 'PATCH', body: { title: 'edited' } });
    await api(ctx.sb, `/api/v1/links/${middle.id}`, { method: 'DELETE' });
    const fresh = [
      await createLink(ctx.sb, { link: 'https://example.com/1' }),
      await createLink(ctx.sb, { link: 'https://example.com/2' }),
    ];
    return { newest, middle, fresh };
  };

  it('answers a list from a replica lagging lagMs behind, with consistent pagination', async () => {
    const { newest, middle } = await scene();
    ctx.sb.addFault({ kind: 'lag', lagMs: 60_000 });
    const res = await api(ctx.sb, '/api/v1/links?per_page=2');
    expect(res.status).toBe(200);
    expect(res.body.data.links).toEqual([newest, middle]); // the old title, the deleted link, no new links
    expect(res.body.data.pagination).toEqual({ current_page: 1, total_pages: 2, total: 3, per_page: 2 });
    expect(ctx.sb.requests.at(-1)?.fault).toBe('lag');
    ctx.sb.clearFaults();
    const now = await api(ctx.sb, '/api/v1/links?per_page=2');
    expect(now.body.data.pagination.total).toBe(4);
    expect(now.body.data.links.map((l: any) => l.original_link)).toEqual([
      'https://example.com/2',
      'https://example.com/1',
    ]);
  });

  it('answers 404 for a link created less than lagMs ago (default 2000), the old version of an edited one', async () => {
    const { newest, fresh } = await scene();
    ctx.sb.addFault({ kind: 'lag' });
    const missing = await api(ctx.sb, `/api/v1/links/${fresh[0].id}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: `No query results for model [App\\Models\\Link] ${fresh[0].id}` });
    expect((await api(ctx.sb, `/api/v1/links/${newest.id}`)).body.data.link).toEqual(newest);
  });

  it('applies to reads only, for its times, method and path; writes go to the primary', async () => {
    const link = await createLink(ctx.sb);
    ctx.sb.addFault({ kind: 'lag', times: 1, path: '/api/v1/links/*' });
    const patch = await api(ctx.sb, `/api/v1/links/${link.id}`, { method: 'PATCH', body: { title: 'now' } });
    expect(patch.body.data.link.title).toBe('now'); // the PATCH neither lagged nor used up the fault
    expect((await api(ctx.sb, '/api/v1/links')).body.data.pagination.total).toBe(1); // path does not match
    expect((await api(ctx.sb, `/api/v1/links/${link.id}`)).status).toBe(404); // lagged
    expect((await api(ctx.sb, `/api/v1/links/${link.id}`)).body.data.link.title).toBe('now'); // spent
    ctx.sb.addFault({ kind: 'lag', method: 'POST' }); // can never match
    expect((await api(ctx.sb, '/api/v1/links')).body.data.pagination.total).toBe(1);
    expect((await createLink(ctx.sb)).id).toBeDefined();
  });

  it.each([[-1], [1.5], ['2000'], [MAX_LAG_MS + 1]])('rejects lagMs %j', (lagMs) => {
    expect(() => parseFault({ kind: 'lag', lagMs })).toThrow(/lagMs must be an integer/);
  });
});

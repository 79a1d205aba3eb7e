import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, laravelDate } from '../../src/sandbox/store.ts';
import { DEMO_KEY, startSandbox } from '../../src/sandbox/server.ts';
import { api, createLink } from './helpers.ts';

const dirs: string[] = [];
const tempFile = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
  dirs.push(dir);
  return join(dir, 'links.json');
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('store', () => {
  it('formats dates as Laravel does', () => {
    expect(laravelDate(Date.UTC(2026, 10, 21, 22, 41, 29, 63))).toBe('2026-11-21T22:41:29.063000Z');
  });

  it('orders newest first, by insertion order within the same timestamp', () => {
    const store = createStore();
    const ids = Array.from(
      { length: 5 },
      (_, i) => store.create('k', { link: `https://e.com/${i}`, domain: 'zd.lc' }).id,
    );
    expect(store.list('k', 1, 30).links.map((l) => l.id)).toEqual(ids.reverse());
  });

  it('keeps back halves unique per domain and frees them on delete', () => {
    const store = createStore();
    const a = store.create('k1', { link: 'https://e.com/', domain: 'zd.lc', backHalf: 'abc' });
    expect(store.isTaken('zd.lc', 'abc')).toBe(true);
    expect(store.isTaken('prty.link', 'abc')).toBe(false);
    const b = store.create('k2', { link: 'https://e.com/', domain: 'zd.lc' });
    expect(store.update('k2', b.id, { back_half: 'abc' })).toBe('back_half');
    store.remove('k1', a.id);
    expect(store.update('k2', b.id, { back_half: 'abc' })).toMatchObject({
      back_half: 'abc',
      short_link: 'https://zd.lc/abc',
    });
  });

  // How fast seeding is, is the benchmark's business (npm run bench), not an assertion here.
  it('seeds 10,000 links, older than existing links, all back halves distinct', () => {
    const store = createStore();
    const newest = store.create('k', { link: 'https://e.com/newest', domain: 'zd.lc' });
    store.seed('k', 10_000);
    const first = store.list('k', 1, 30);
    expect(first.total).toBe(10_001);
    expect(first.links[0]?.id).toBe(newest.id);
    const all = store.list('k', 1, 20_000).links;
    expect(new Set(all.map((l) => l.back_half)).size).toBe(10_001);
    expect(all.some((l) => l.group !== null) && all.some((l) => l.title === null)).toBe(true);
  });
});

describe('persistence', () => {
  it('round-trips links through the data file, written atomically after each change', async () => {
    const file = tempFile();
    const first = await startSandbox({ dataFile: file });
    const link = await createLink(first, { link: 'https://example.com/p', title: 'Persisted' });
    const group = first.store.groups(DEMO_KEY)[1];
    await api(first, `/api/v1/links/${link.id}`, { method: 'PATCH', body: { group_id: group?.id } });
    await createLink(first, { link: 'https://example.com/gone' });
    const gone = first.store.list(DEMO_KEY, 1, 1).links[0];
    await api(first, `/api/v1/links/${gone?.id}`, { method: 'DELETE' });
    await first.close();
    expect(readdirSync(join(file, '..'))).toEqual(['links.json']); // no temp file left behind
    expect(JSON.parse(readFileSync(file, 'utf8')).users[DEMO_KEY]).toHaveLength(1);

    const second = await startSandbox({ dataFile: file });
    try {
      const res = await api(second, '/api/v1/links');
      expect(res.body.data.links).toEqual([{ ...link, group, updated_at: expect.any(String) }]);
      expect(second.store.isTaken('zd.lc', link.back_half)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('seeds at start only when the first key has no links yet', async () => {
    const file = tempFile();
    const a = await startSandbox({ dataFile: file, seed: 25 });
    expect(a.store.count(DEMO_KEY)).toBe(25);
    await a.close();
    const b = await startSandbox({ dataFile: file, seed: 25 });
    expect(b.store.count(DEMO_KEY)).toBe(25);
    await b.close();
  });
});

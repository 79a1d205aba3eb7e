/**
 * The pages' reads of the account database (src/platform/account-db/read.ts): the manager's first screen is the
 * newest links by creation date through the index (a bounded read), never a wrong order, never a
 * corrupt record, and nothing (no crash) without a sound database.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Link } from '../../../../src/shared/types';
import { openAccountDb } from '../../../../src/background/links/account-db';
import { emptyProgress } from '../../../../src/background/links/sync-progress';
import { dbName, done, finished, LINKS } from '../../../../src/platform/account-db/layout';
import { readAccountLinks } from '../../../../src/platform/account-db/read';

const readNewestLinks = (account: string, limit: number) => readAccountLinks(account, limit);

let n = 0;
const fresh = () => `read${++n}x${Date.now().toString(16)}`;

const link = (i: number, createdAt: number | null): Link => ({
  id: `id${i}`,
  title: `Link ${i}`,
  domain: 'zd.lc',
  backHalf: `b${i}`,
  shortLink: `https://zd.lc/b${i}`,
  destination: `https://example.com/${i}`,
  group: null,
  createdAt,
  updatedAt: null,
});

async function filled(account: string, links: Link[]) {
  const accountDb = openAccountDb(account);
  await accountDb.landPage(links, Date.now(), undefined, emptyProgress());
  return accountDb;
}

describe('readAccountLinks, newest only', () => {
  it('answers the newest links by creation date, newest first, at most the limit', async () => {
    const account = fresh();
    // Shuffled dates, some links with none (they are not in the index: the whole read shows them).
    const dates = Array.from({ length: 200 }, (_, i) => ((i * 7919) % 200) * 1000);
    await filled(account, [...dates.map((d, i) => link(i, d)), link(900, null)]);
    const newest = await readNewestLinks(account, 30);
    expect(newest.map((l) => l.createdAt)).toEqual(Array.from({ length: 30 }, (_, i) => (199 - i) * 1000));
    expect(await readNewestLinks(account, 500)).toHaveLength(200);
    expect(await readAccountLinks(account)).toHaveLength(201);
  });

  it('skips a corrupt record and reads on to the limit', async () => {
    const account = fresh();
    const accountDb = await filled(account, [link(1, 1000), link(2, 2000), link(3, 3000)]);
    await accountDb.count();
    const db = await done(indexedDB.open(dbName(account)));
    const tx = db.transaction(LINKS, 'readwrite');
    tx.objectStore(LINKS).put({ id: 'bad', createdAt: 9000, title: 42 });
    await finished(tx);
    db.close();
    expect((await readNewestLinks(account, 2)).map((l) => l.id)).toEqual(['id3', 'id2']);
  });

  it('no database, or an empty account: nothing, never a crash', async () => {
    expect(await readNewestLinks(fresh(), 30)).toEqual([]);
    expect(await readNewestLinks('', 30)).toEqual([]);
  });
});

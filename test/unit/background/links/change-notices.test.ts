/**
 * A list makes 40 links a second: the links answered in the same turn share one transaction of the
 * account's database, the popup's projection of the first page is written a few times, and pages are
 * told a few times, with every change named.
 */
import { freshDatabases } from '../../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { linkStore } from '../../../../src/background/links/store';
import { openAccountDb } from '../../../../src/background/links/account-db';
import { accountOf } from '../../../../src/shared/links/account';
import { HEAD_KEY } from '../../../../src/shared/links/head';
import type { LinksChanged } from '../../../../src/platform/messages/links-changed';
import type { Link } from '../../../../src/shared/types';
import { configureFor, DEMO_KEY, useSandbox } from '../../../support/sandbox';
import { aLink } from '../../../support/links';

const sandbox = useSandbox();
const link = (id: string): Link => aLink(id);
let account = '';
let told: LinksChanged[] = [];
let headWrites = 0;

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  await configureFor(sandbox.current);
  account = await accountOf(sandbox.current.url, DEMO_KEY);
  told = [];
  headWrites = 0;
  vi.spyOn(browser.runtime, 'sendMessage').mockImplementation(
    (async (m: LinksChanged) => void (m.type === 'linksChanged' && told.push(m))) as never,
  );
  const set = browser.storage.local.set.bind(browser.storage.local);
  vi.spyOn(browser.storage.local, 'set').mockImplementation((async (items: Record<string, unknown>) => {
    if (HEAD_KEY in items) headWrites++;
    return set(items);
  }) as never);
});

const named = (key: 'put' | 'removed') =>
  told.flatMap((m) => (key === 'put' ? (m.changes?.put ?? []).map((l) => l.id) : (m.changes?.removed ?? [])));

describe('links made together', () => {
  it('share transactions and projection writes, and pages are told at most twice, naming every link', async () => {
    const store = linkStore(account);
    const ids = Array.from({ length: 40 }, (_, i) => `l${i}`);
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
    expect(await Promise.all(ids.map((id) => store.put(link(id), true)))).toEqual(ids.map(() => true));
    expect(transaction.mock.calls.filter((c) => c[1] === 'readwrite')).toHaveLength(1);
    transaction.mockRestore();
    expect((await store.head()).links.map((l) => l.id).sort()).toEqual([...ids].sort());
    expect(headWrites).toBeLessThan(5);
    await vi.waitFor(() => expect(named('put').sort()).toEqual([...ids].sort()), { timeout: 5000 });
    expect(told.length).toBeLessThanOrEqual(2);
    expect(told.at(-1)!.state).toMatchObject({ account, linksKnown: 40 });
    expect(told.at(-1)!.changes!.put.every((l) => l.made && l.seenAt > 0)).toBe(true);
  });

  it('a link put then deleted before the notice is named removed, not put, and stays out of the head', async () => {
    const store = linkStore(account);
    await store.put(link('first'), true); // told at once: the next ones wait for the gap
    await vi.waitFor(() => expect(told).toHaveLength(1), { timeout: 5000 });
    await Promise.all([store.put(link('a'), true), store.put(link('b'), true)]);
    await store.bury(['a']);
    await vi.waitFor(() => expect(told).toHaveLength(2), { timeout: 5000 });
    expect(told[1]!.changes).toEqual({ put: [expect.objectContaining({ id: 'b' })], removed: ['a'] });
    expect((await store.head()).links.map((l) => l.id).sort()).toEqual(['b', 'first']);
  });

  it("a list's links, one every 25 ms, are each in the database and its first page when their put answers", async () => {
    const store = linkStore(account);
    const ids = Array.from({ length: 20 }, (_, i) => `l${i}`);
    const puts: Promise<boolean>[] = [];
    for (const id of ids) {
      puts.push(
        store.put(link(id), true).then(async (kept) => {
          const { head } = await openAccountDb(account).view();
          return kept && head.links.some((l) => l.id === id);
        }),
      );
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(await Promise.all(puts)).toEqual(ids.map(() => true));
    expect((await store.head()).links.map((l) => l.id).sort()).toEqual([...ids].sort());
    // The projection follows: at most one write per commit, never more.
    expect(headWrites).toBeGreaterThan(0);
    expect(headWrites).toBeLessThanOrEqual(ids.length);
  });

  it('a lookup right after a link was asked to be put finds it: reads wait for the write begun', async () => {
    const store = linkStore(account);
    void store.put(link('fresh'), true);
    expect(await store.findByDestination('https://example.com/fresh')).toMatchObject({ id: 'fresh' });
  });

  it('a link and its first page are one commit: a worker stopped after it finds both, no later write needed', async () => {
    const store = linkStore(account);
    expect(await store.put(link('listed'), true)).toBe(true);
    const accountDb = openAccountDb(account);
    expect(await accountDb.byDestination('https://example.com/listed')).toMatchObject([{ id: 'listed', made: true }]);
    expect((await accountDb.view()).head.links.map((l) => l.id)).toEqual(['listed']);
  });

  it('a put and a removal of one link asked together: removed, whichever commits first (a deleted link never comes back)', async () => {
    const store = linkStore(account);
    await Promise.all([store.bury(['x']), store.put(link('x'), true)]);
    expect((await store.head()).links.map((l) => l.id)).toEqual([]);
    expect(await store.findByDestination('https://example.com/x')).toBeNull();
    expect(((await browser.storage.local.get(HEAD_KEY))[HEAD_KEY] as { links: Link[] }).links).toEqual([]);
  });
});

/** A list makes 40 links a second: the head is written once per batch of them, and pages are told a few times, with every change named. */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { linkStore } from '../../../../src/background/links/store';
import { closeMirrors, openMirror } from '../../../../src/background/links/mirror';
import { dbName, deleteDb } from '../../../../src/platform/mirror/mirror-db';
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
  await configureFor(sandbox.current);
  account = await accountOf(sandbox.current.url, DEMO_KEY);
  await closeMirrors();
  await deleteDb(dbName(account));
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
  it('share head writes, and pages are told at most twice, naming every link', async () => {
    const store = linkStore(account);
    const ids = Array.from({ length: 40 }, (_, i) => `l${i}`);
    await Promise.all(ids.map((id) => store.put(link(id), true)));
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
    await store.dropAll(['a']);
    await vi.waitFor(() => expect(told).toHaveLength(2), { timeout: 5000 });
    expect(told[1]!.changes).toEqual({ put: [expect.objectContaining({ id: 'b' })], removed: ['a'] });
    expect((await store.head()).links.map((l) => l.id).sort()).toEqual(['b', 'first']);
  });

  it("a list's links, one every 25 ms, share a few head writes", async () => {
    const store = linkStore(account);
    const ids = Array.from({ length: 20 }, (_, i) => `l${i}`);
    const puts: Promise<void>[] = [];
    for (const id of ids) {
      puts.push(store.put(link(id), true, true));
      await new Promise((r) => setTimeout(r, 25));
    }
    await Promise.all(puts);
    expect((await store.head()).links.map((l) => l.id).sort()).toEqual([...ids].sort());
    expect(headWrites).toBeLessThan(8); // one per link without the gap
  });

  it("a lookup right after a list's link was made finds it: reads wait for the head write", async () => {
    const store = linkStore(account);
    void store.put(link('fresh'), true, true);
    expect(await store.findByDestination('https://example.com/fresh')).toMatchObject({ id: 'fresh' });
  });

  it("a list's link is in the mirror while its head write waits (a worker stopped then still finds it)", async () => {
    const store = linkStore(account);
    // The gap's timer never fires here: the head write never comes.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      void store.put(link('listed'), true, true);
      await vi.waitFor(async () =>
        expect(await openMirror(account).byDestination('https://example.com/listed')).toMatchObject({
          id: 'listed',
          made: true,
        }),
      );
      expect(headWrites).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("an edit that may not wait is written at once, with a list's links waiting beside it", async () => {
    const store = linkStore(account);
    // The gap's timer never fires here: only the edit that may not wait can start the write.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const listed = store.put(link('listed'), true, true);
      await store.put(link('single'), true);
      expect(headWrites).toBe(1);
      await listed;
    } finally {
      vi.useRealTimers();
    }
    expect((await store.head()).links.map((l) => l.id).sort()).toEqual(['listed', 'single']);
  });

  it('a put and a drop of one link in the same head write: dropped (a deleted link never comes back)', async () => {
    const store = linkStore(account);
    await Promise.all([store.dropAll(['x']), store.put(link('x'), true)]);
    expect((await store.head()).links.map((l) => l.id)).toEqual([]);
  });
});

/** The account database: an outdated, newer or corrupt one rebuilt, never a crash; corrupt records not trusted. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { closeAccountDbs, openAccountDb } from '../../../../src/background/links/account-db';
import { dropAccountDbs } from '../../../../src/background/links/connection';
import {
  ALL_STORES,
  dbName,
  DB_VERSION,
  done,
  finished,
  LINKS,
  META,
} from '../../../../src/platform/account-db/layout';
import { readAccountLinks } from '../../../../src/platform/account-db/read';
import { emptyProgress, readProgress } from '../../../../src/background/links/sync-progress';
import { linkStore } from '../../../../src/background/links/store';
import type { Link, LinkPage, Result } from '../../../../src/shared/types';
import type { Failure } from '../../../../src/shared/messages/contract';
import { aStoredLink } from '../../../support/links';
import { useStorageFaults } from '../../../support/storage-faults';

let n = 0;
const fresh = () => `db${++n}x${Date.now().toString(16)}`;
const link = aStoredLink;

/** Makes a database by hand, as an older (or foreign, or broken) release might have left it. */
function makeDb(name: string, version: number, make: (db: IDBDatabase) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const r = indexedDB.open(name, version);
    r.onupgradeneeded = () => make(r.result);
    r.onsuccess = () => (r.result.close(), resolve());
    r.onerror = () => reject(r.error);
  });
}

afterEach(() => closeAccountDbs());

describe('the account database', () => {
  it.each([
    ['one without the stores (a foreign or half-made database)', 1, (db: IDBDatabase) => db.createObjectStore('junk')],
    ['one from a newer release (a higher version)', DB_VERSION + 4, (db: IDBDatabase) => db.createObjectStore(LINKS)],
    [
      "the release before's layout (links and meta only, no journal or jobs)",
      DB_VERSION - 1,
      (db: IDBDatabase) => {
        db.createObjectStore(LINKS, { keyPath: 'id' }).createIndex('dest', 'dest');
        db.createObjectStore(META);
      },
    ],
    [
      'one whose stores lack the format mark',
      1,
      (db: IDBDatabase) => (
        db.createObjectStore(LINKS, { keyPath: 'id' }).createIndex('dest', 'dest'),
        db.createObjectStore(META)
      ),
    ],
  ])('rebuilds %s', async (_, version, make) => {
    const account = fresh();
    await makeDb(dbName(account), version, make);
    const accountDb = openAccountDb(account);
    expect(await accountDb.count()).toBe(0);
    await accountDb.put(link('a'));
    expect((await accountDb.all()).map((l) => l.id)).toEqual(['a']);
    expect((await readAccountLinks(account)).map((l) => l.id)).toEqual(['a']);
    // Every store of this layout is there: the journal and the list's job too.
    await accountDb.writeJournal([['x', { account, url: 'https://example.com/', startedAt: 1 }]]);
    await accountDb.saveJob({ id: 'j' });
    expect([...(await accountDb.journal()).keys()]).toEqual(['x']);
    expect(await accountDb.job()).toEqual({ id: 'j' });
    await closeAccountDbs();
    const db = await new Promise<IDBDatabase>((resolve) => {
      const r = indexedDB.open(dbName(account));
      r.onsuccess = () => resolve(r.result);
    });
    expect([...db.objectStoreNames].sort()).toEqual([...ALL_STORES].sort());
    db.close();
  });

  it.each([
    ['a newer release', DB_VERSION + 4],
    ['an older layout', DB_VERSION - 1],
  ])("%s's database keeps its journal and tombstones (an update or a rebuild never loses them)", async (_, version) => {
    const account = fresh();
    const entry = { account, url: 'https://example.com/', startedAt: 1 };
    await makeDb(dbName(account), version, (db) => {
      db.createObjectStore(LINKS); // not this layout's links: made afresh
      db.createObjectStore(META);
      db.createObjectStore('journal');
    });
    await new Promise<void>((resolve) => {
      const r = indexedDB.open(dbName(account));
      r.onsuccess = () => {
        const tx = r.result.transaction([META, 'journal'], 'readwrite');
        tx.objectStore(META).put({ 'was-deleted': Date.now() }, 'gone');
        tx.objectStore('journal').put(entry, 'cut-short');
        tx.oncomplete = () => (r.result.close(), resolve());
      };
    });
    const accountDb = openAccountDb(account);
    expect((await accountDb.journal()).get('cut-short')).toEqual(entry);
    expect((await accountDb.deleted()).has('was-deleted')).toBe(true);
    expect(await accountDb.put(link('a'))).toBe(true);
  });

  it('leaves corrupt records out (and never crashes on them), for the background and the pages', async () => {
    const account = fresh();
    const accountDb = openAccountDb(account);
    await accountDb.put(link('good'));
    await closeAccountDbs();
    const db = await new Promise<IDBDatabase>((resolve) => {
      const r = indexedDB.open(dbName(account));
      r.onsuccess = () => resolve(r.result);
    });
    const tx = db.transaction(LINKS, 'readwrite');
    tx.objectStore(LINKS).put({ id: 'bad', title: 42, dest: 'x' });
    tx.objectStore(LINKS).put({ ...link('evil'), destination: 'javascript:alert(1)', dest: 'x' });
    await finished(tx);
    expect(await done(db.transaction(LINKS).objectStore(LINKS).count())).toBe(3);
    db.close();
    expect((await openAccountDb(account).all()).map((l) => l.id)).toEqual(['good']);
    expect((await readAccountLinks(account)).map((l) => l.id)).toEqual(['good']);
  });

  it('each account has its own database: a page reads only the account it asks for', async () => {
    const [a, b] = [fresh(), fresh()];
    await openAccountDb(a).put(link('of-a'));
    await openAccountDb(b).put(link('of-b'));
    expect((await readAccountLinks(a)).map((l) => l.id)).toEqual(['of-a']);
    expect((await readAccountLinks(b)).map((l) => l.id)).toEqual(['of-b']);
    expect(await readAccountLinks('')).toEqual([]); // no account, nothing
  });

  it('a page reading a database that does not exist gets [] and creates nothing', async () => {
    const account = fresh();
    expect(await readAccountLinks(account)).toEqual([]);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(dbName(account));
  });

  it('a connection the background opens gives way to a delete elsewhere from its first moment, not only once checked', async () => {
    const account = fresh();
    await openAccountDb(account).put(link('a'));
    await closeAccountDbs();
    // Another context deletes the database just as the background's open succeeds: the browser then
    // fires versionchange at the new connection, while the background is still checking its stores.
    // A connection that ignores it holds the delete (and every open or delete after it) until the
    // worker stops: a CI run had the test harness's delete of a database wait for ever.
    const open = indexedDB.open.bind(indexedDB);
    let first: IDBOpenDBRequest | undefined;
    const spy = vi.spyOn(indexedDB, 'open').mockImplementation((name: string, version?: number) => {
      const request = open(name, version);
      if (!first) {
        first = request;
        // Once the success event is handled (the browser fires versionchange in a task of its own).
        request.addEventListener('success', () =>
          queueMicrotask(() =>
            request.result.dispatchEvent(
              new IDBVersionChangeEvent('versionchange', { oldVersion: DB_VERSION, newVersion: null }),
            ),
          ),
        );
      }
      return request;
    });
    try {
      await openAccountDb(account).count(); // answers (the database checked, or rebuilt)
    } finally {
      spy.mockRestore();
    }
    expect(() => first!.result.transaction(LINKS)).toThrow(); // that connection is closed
  });

  it('a corrupt progress record starts the sync over', () => {
    expect(readProgress({ phase: 'syncing', complete: 'yes' })).toMatchObject({
      phase: 'idle',
      complete: false,
      pass: null,
    });
    expect(readProgress(null).pass).toBeNull();
    expect(
      readProgress({
        phase: 'idle',
        complete: true,
        syncedAt: 1,
        fullAt: 1,
        pass: { kind: 'full', id: 1, nextPage: 0 },
      }).complete,
    ).toBe(false);
  });

  it('keeps the newer version of a link and remembers a link made here', async () => {
    const accountDb = openAccountDb(fresh());
    await accountDb.put(link('a', { title: 'new', updatedAt: 5, seenAt: 10, made: true }));
    const landed = await accountDb.landPage(
      [link('a', { title: 'old', updatedAt: 3 })],
      20,
      undefined,
      emptyProgress(),
    );
    expect(landed).toEqual({ changed: 1, count: 1 });
    const [a] = await accountDb.all();
    expect(a).toMatchObject({ title: 'new', made: true });
    expect(await accountDb.byDestination('https://example.com/a')).toMatchObject([{ id: 'a' }]);
    expect(await accountDb.byDestination('https://example.com/a#top')).toEqual([]); // compared as sent
  });

  it('a record keyed before destinations were compared as sent is never handed out for another page, and a listing re-keys it', async () => {
    const account = fresh();
    const accountDb = openAccountDb(account);
    await accountDb.count();
    const db = await new Promise<IDBDatabase>((resolve) => {
      const r = indexedDB.open(dbName(account));
      r.onsuccess = () => resolve(r.result);
    });
    const tx = db.transaction(LINKS, 'readwrite');
    // The old key: no fragment, no trailing slash.
    const inv = { ...link('inv'), destination: 'https://app.example/#/invoice/1' };
    tx.objectStore(LINKS).put({ ...inv, dest: 'https://app.example' });
    await finished(tx);
    db.close();
    expect(await accountDb.byDestination('https://app.example/')).toEqual([]);
    await accountDb.landPage([inv], 5, undefined, emptyProgress());
    expect(await accountDb.byDestination('https://app.example/#/invoice/1')).toMatchObject([{ id: 'inv' }]);
  });
});

describe('a removed account', () => {
  const exists = async (account: string) => (await indexedDB.databases()).some((d) => d.name === dbName(account));
  const page = (n: number, total: number): LinkPage => ({
    links: Array.from({ length: 30 }, (_, i) => link(`p${n}l${i}`)),
    pagination: { currentPage: n, totalPages: Math.ceil(total / 30), total, perPage: 30 },
    skipped: 0,
  });

  it('a sync page in flight when the account is removed does not recreate its database, and the sync stops', async () => {
    const account = fresh();
    const sync = await import('../../../../src/background/sync/sync');
    const held: (() => void)[] = [];
    const page2Asked = new Promise<void>((asked) => {
      const list = async (n: number): Promise<Result<LinkPage, Failure>> => {
        if (n >= 2) {
          asked();
          await new Promise<void>((r) => held.push(r));
        }
        return { ok: true, value: page(n, 90) };
      };
      void sync.startSync({
        account,
        list,
        get: async () => ({ ok: false, error: { kind: 'not-found' } }),
        mirror: openAccountDb(account),
        tell: () => undefined,
        stillCurrent: async () => true,
        paceMs: 0,
        wait: async () => undefined,
      });
    });
    await page2Asked;
    await vi.waitFor(async () => expect(await openAccountDb(account).count()).toBe(30)); // page 1 landed
    await dropAccountDbs([account]);
    expect(await exists(account)).toBe(false);
    for (const answer of held) answer(); // pages 2 and 3 (two in flight) answer after the removal
    await sync.settledSync(account);
    expect(sync.isRunning(account)).toBe(false);
    expect(await exists(account)).toBe(false);
  });

  it("a late bury or put (a delete's or a create's answer after the removal) is discarded and does not recreate its database", async () => {
    const account = fresh();
    const store = linkStore(account); // opened before the removal, as a delete in flight holds it
    await openAccountDb(account).put(link('a'));
    await dropAccountDbs([account]);
    await store.bury(['a']);
    expect(await store.put(link('b') as Link)).toBe(false);
    expect(await exists(account)).toBe(false);
  });

  it('added back, it has a database again; a handle from before the removal still writes nothing', async () => {
    const account = fresh();
    const old = openAccountDb(account);
    await old.put(link('a'));
    await dropAccountDbs([account]);
    await expect(openAccountDb(account).count()).rejects.toThrow(/removed/);
    await dropAccountDbs([], [account]); // the same service and key added again
    const again = openAccountDb(account);
    await again.put(link('b'));
    await expect(old.put(link('stale'))).rejects.toThrow(/removed/);
    expect((await again.all()).map((l) => l.id)).toEqual(['b']);
  });
});

describe("one account's database: the one source of truth", () => {
  const page = (...ids: string[]): Link[] => ids.map((id) => link(id, { createdAt: Number(id.slice(1)) }));

  it('a first page lands in the links and the head in one write; the head is read back from the database', async () => {
    const account = fresh();
    const accountDb = openAccountDb(account);
    const head = await accountDb.applyFirstPage(page('l3', 'l2', 'l1'), 3, Date.now());
    expect(head.links.map((l) => l.id)).toEqual(['l3', 'l2', 'l1']);
    await closeAccountDbs(); // a restarted worker
    expect((await openAccountDb(account).view()).head).toMatchObject({ account, total: 3 });
    expect((await openAccountDb(account).view()).head.links.map((l) => l.id)).toEqual(['l3', 'l2', 'l1']);
    expect((await openAccountDb(account).all()).map((l) => l.id).sort()).toEqual(['l1', 'l2', 'l3']);
  });

  it("an earlier release's first page seeds only a database that never had a head, and only its own account's", async () => {
    const account = fresh();
    const accountDb = openAccountDb(account);
    const kept = (...ids: string[]) => ids.map((id) => link(id, { createdAt: Number(id.slice(1)) }));
    await accountDb.seedHead({ account: 'someone-else', links: kept('x1'), total: 1 });
    expect((await accountDb.view()).head.links).toEqual([]);
    await accountDb.seedHead({ account, links: kept('l2', 'l1'), total: 2 });
    expect((await accountDb.view()).head.links.map((l) => l.id)).toEqual(['l2', 'l1']);
    expect((await accountDb.byDestination(page('l1')[0]!.destination)).map((l) => l.id)).toEqual(['l1']);
    // Once the database has its own head, an old copy changes nothing.
    await accountDb.applyFirstPage(page('l3', 'l2', 'l1'), 3, Date.now());
    await accountDb.seedHead({ account, links: kept('l9'), total: 1 });
    expect((await accountDb.view()).head.links.map((l) => l.id)).toEqual(['l3', 'l2', 'l1']);
  });

  it('remove is the one removal: the links, the head and the tombstones together; nothing buried comes back', async () => {
    const account = fresh();
    const accountDb = openAccountDb(account);
    await accountDb.applyFirstPage(page('l2', 'l1'), 2, Date.now());
    const requestedBefore = Date.now() - 1000;
    await accountDb.remove(['l2']);
    const { head, gone } = await accountDb.view();
    expect(head.links.map((l) => l.id)).toEqual(['l1']);
    expect(head.total).toBe(1);
    expect([...gone]).toEqual(['l2']);
    expect((await accountDb.all()).map((l) => l.id)).toEqual(['l1']);
    // A page, a sync page, a read by id or a put that still holds it: left out.
    await accountDb.applyFirstPage(page('l2', 'l1'), 2, requestedBefore);
    await accountDb.landPage(page('l2'), requestedBefore, undefined, emptyProgress());
    await accountDb.refresh(link('l2'), requestedBefore);
    expect(await accountDb.put(link('l2', { seenAt: Date.now() }))).toBe(false);
    expect((await accountDb.view()).head.links.map((l) => l.id)).toEqual(['l1']);
    expect((await accountDb.all()).map((l) => l.id)).toEqual(['l1']);
    expect(await accountDb.byDestination('https://example.com/l2')).toEqual([]);
  });

  it("a put writes the link, the head and its action's journal entry in one transaction; a buried link's entry is still written", async () => {
    const account = fresh();
    const accountDb = openAccountDb(account);
    const entry = { account, url: 'https://example.com/a', startedAt: 1, doneAt: 2 };
    await accountDb.remove(['gone']);
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const [kept, buried] = await Promise.all([
      accountDb.put(link('a', { made: true }), ['act-a', { ...entry, link: link('a') }]),
      accountDb.put(link('gone'), ['act-gone', { ...entry, url: 'https://example.com/gone' }]),
    ]);
    expect(transaction.mock.calls.filter((c) => c[1] === 'readwrite')).toHaveLength(1);
    transaction.mockRestore();
    expect([kept, buried]).toEqual([true, false]);
    expect([...(await accountDb.journal()).keys()].sort()).toEqual(['act-a', 'act-gone']);
    expect((await accountDb.view()).head.links.map((l) => l.id)).toEqual(['a']);
  });

  it('byDestination answers every link known for the page, newest first, buried ones left out', async () => {
    const accountDb = openAccountDb(fresh());
    const same = (id: string, createdAt: number) => link(id, { destination: 'https://example.com/same', createdAt });
    await accountDb.landPage([same('old', 1), same('new', 3), same('mid', 2)], 5, undefined, emptyProgress());
    expect((await accountDb.byDestination('https://example.com/same')).map((l) => l.id)).toEqual(['new', 'mid', 'old']);
    await accountDb.remove(['mid']);
    expect((await accountDb.byDestination('https://example.com/same')).map((l) => l.id)).toEqual(['new', 'old']);
  });

  it('a write that meets a full disk fails (QuotaExceededError) and changes nothing; a removal waits as pending', async () => {
    const faults = useStorageFaults();
    const account = fresh();
    const accountDb = openAccountDb(account);
    await accountDb.put(link('a'));
    faults.failWrites((a) => a === account);
    try {
      await expect(accountDb.put(link('b'))).rejects.toMatchObject({ name: 'QuotaExceededError' });
      await expect(accountDb.saveJob({ id: 'j' })).rejects.toMatchObject({ name: 'QuotaExceededError' });
      // The service answered the delete: honoured at once, written once the disk takes it.
      await accountDb.remove(['a']);
      expect(await accountDb.all()).toEqual([]);
      expect((await accountDb.deleted()).has('a')).toBe(true);
      // Another account's writes go through.
      expect(await openAccountDb(fresh()).put(link('c'))).toBe(true);
    } finally {
      faults.failWrites(null);
      vi.unstubAllGlobals();
    }
    await closeAccountDbs(); // a stopped worker: storage.session still holds the removal
    expect(await accountDb.all()).toEqual([]);
    await browser.storage.session.clear(); // a quit browser: the disk alone, which took nothing
    await closeAccountDbs();
    expect((await accountDb.all()).map((l) => l.id)).toEqual(['a']);
    expect(await accountDb.job()).toBeNull();
  });
});

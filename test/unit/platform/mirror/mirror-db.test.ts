/** The mirror's database: an outdated, newer or corrupt one rebuilt, never a crash; corrupt records not trusted. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeMirrors, dropMirrors, openMirror } from '../../../../src/background/links/mirror';
import { dbName, DB_VERSION, done, finished, LINKS, META } from '../../../../src/platform/mirror/mirror-db';
import { readMirrorLinks } from '../../../../src/platform/mirror/mirror-read';
import { readProgress } from '../../../../src/background/links/mirror-progress';
import { linkStore } from '../../../../src/background/links/store';
import type { Link, LinkPage, Result } from '../../../../src/shared/types';
import type { Failure } from '../../../../src/shared/messages/contract';
import { aStoredLink } from '../../../support/links';

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

afterEach(() => closeMirrors());

describe('the mirror database', () => {
  it.each([
    ['one without the stores (a foreign or half-made database)', 1, (db: IDBDatabase) => db.createObjectStore('junk')],
    ['one from a newer release (a higher version)', DB_VERSION + 4, (db: IDBDatabase) => db.createObjectStore(LINKS)],
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
    const mirror = openMirror(account);
    expect(await mirror.count()).toBe(0);
    await mirror.put(link('a'));
    expect((await mirror.all()).map((l) => l.id)).toEqual(['a']);
    expect((await readMirrorLinks(account)).map((l) => l.id)).toEqual(['a']);
  });

  it('leaves corrupt records out (and never crashes on them), for the background and the pages', async () => {
    const account = fresh();
    const mirror = openMirror(account);
    await mirror.put(link('good'));
    await closeMirrors();
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
    expect((await openMirror(account).all()).map((l) => l.id)).toEqual(['good']);
    expect((await readMirrorLinks(account)).map((l) => l.id)).toEqual(['good']);
  });

  it('each account has its own mirror: a page reads only the account it asks for', async () => {
    const [a, b] = [fresh(), fresh()];
    await openMirror(a).put(link('of-a'));
    await openMirror(b).put(link('of-b'));
    expect((await readMirrorLinks(a)).map((l) => l.id)).toEqual(['of-a']);
    expect((await readMirrorLinks(b)).map((l) => l.id)).toEqual(['of-b']);
    expect(await readMirrorLinks('')).toEqual([]); // no account, nothing
  });

  it('a page reading a mirror that does not exist gets [] and creates nothing', async () => {
    const account = fresh();
    expect(await readMirrorLinks(account)).toEqual([]);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(dbName(account));
  });

  it('a connection the background opens gives way to a delete elsewhere from its first moment, not only once checked', async () => {
    const account = fresh();
    await openMirror(account).put(link('a'));
    await closeMirrors();
    // Another context deletes the database just as the background's open succeeds: the browser then
    // fires versionchange at the new connection, while the background is still checking its stores.
    // A connection that ignores it holds the delete (and every open or delete after it) until the
    // worker stops: a CI run had the test harness's delete of a mirror wait for ever.
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
      await openMirror(account).count(); // answers (the database checked, or rebuilt)
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
    const mirror = openMirror(fresh());
    await mirror.put(link('a', { title: 'new', updatedAt: 5, seenAt: 10, made: true }));
    expect(await mirror.putPage([link('a', { title: 'old', updatedAt: 3 })], 20)).toBe(1);
    const [a] = await mirror.all();
    expect(a).toMatchObject({ title: 'new', made: true });
    expect(await mirror.byDestination('https://example.com/a')).toMatchObject({ id: 'a' });
    expect(await mirror.byDestination('https://example.com/a#top')).toBeNull(); // compared as sent
  });

  it('a record keyed before destinations were compared as sent is never handed out for another page, and a listing re-keys it', async () => {
    const account = fresh();
    const mirror = openMirror(account);
    await mirror.count();
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
    expect(await mirror.byDestination('https://app.example/')).toBeNull();
    await mirror.putPage([inv], 5);
    expect(await mirror.byDestination('https://app.example/#/invoice/1')).toMatchObject({ id: 'inv' });
  });
});

describe('a removed account', () => {
  const exists = async (account: string) => (await indexedDB.databases()).some((d) => d.name === dbName(account));
  const page = (n: number, total: number): LinkPage => ({
    links: Array.from({ length: 30 }, (_, i) => link(`p${n}l${i}`)),
    pagination: { currentPage: n, totalPages: Math.ceil(total / 30), total, perPage: 30 },
    skipped: 0,
  });

  it('a sync page in flight when the account is removed does not recreate its mirror, and the sync stops', async () => {
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
        mirror: openMirror(account),
        tell: () => undefined,
        stillCurrent: async () => true,
        paceMs: 0,
        wait: async () => undefined,
      });
    });
    await page2Asked;
    await vi.waitFor(async () => expect(await openMirror(account).count()).toBe(30)); // page 1 landed
    await dropMirrors([account]);
    expect(await exists(account)).toBe(false);
    for (const answer of held) answer(); // pages 2 and 3 (two in flight) answer after the removal
    await sync.settledSync(account);
    expect(sync.isRunning(account)).toBe(false);
    expect(await exists(account)).toBe(false);
  });

  it("a late dropAll (a delete's answer after the removal) does not recreate its mirror", async () => {
    const account = fresh();
    const store = linkStore(account); // opened before the removal, as a delete in flight holds it
    await openMirror(account).put(link('a'));
    await dropMirrors([account]);
    await store.dropAll(['a']);
    await store.put(link('b') as Link);
    expect(await exists(account)).toBe(false);
  });

  it('added back, it has a mirror again; a handle from before the removal still writes nothing', async () => {
    const account = fresh();
    const old = openMirror(account);
    await old.put(link('a'));
    await dropMirrors([account]);
    await expect(openMirror(account).count()).rejects.toThrow(/removed/);
    await dropMirrors([], [account]); // the same service and key added again
    const again = openMirror(account);
    await again.put(link('b'));
    await expect(old.put(link('stale'))).rejects.toThrow(/removed/);
    expect((await again.all()).map((l) => l.id)).toEqual(['b']);
  });
});

/**
 * The account's database behind the background's handlers: syncLinks fills it, deleteLinks removes
 * only what the service deleted or no longer had, "already shortened" finds links beyond the first
 * page, a 404 on edit buries the link, and the key is never in IndexedDB.
 */
import { freshDatabases } from '../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../src/background/handlers';
import { settledSync } from '../../../src/background/sync/sync';
import { accountOf } from '../../../src/shared/links/account';
import { closeAccountDbs, openAccountDb } from '../../../src/background/links/account-db';
import { emptyProgress } from '../../../src/background/links/sync-progress';
import { MIRROR_TRUST_MS } from '../../../src/shared/time/limits';
import { dbName, done } from '../../../src/platform/account-db/layout';
import type { SyncState } from '../../../src/shared/links/sync-state';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../support/sandbox';
import { aStoredLink } from '../../support/links';

const sandbox = useSandbox();
let account = '';
let told: SyncState[] = [];

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  await configureFor(sandbox.current);
  account = await accountOf(sandbox.current.url, DEMO_KEY);
  told = [];
  vi.spyOn(browser.runtime, 'sendMessage').mockImplementation((async (m: { type: string; state: SyncState }) => {
    if (m.type === 'linksChanged') told.push(m.state);
  }) as never);
});

async function syncAll(full?: boolean) {
  const reply = await handlers.syncLinks({ type: 'syncLinks', full });
  expect(reply.ok).toBe(true);
  await settledSync(account);
}
const mirroredIds = async () => (await openAccountDb(account).all()).map((l) => l.id);

describe('syncLinks', () => {
  it('mirrors the account and says where it stands, a daily full pass scheduled', async () => {
    sandbox.current.store.seed(DEMO_KEY, 120);
    const reply = await handlers.syncLinks({ type: 'syncLinks' });
    expect(reply).toMatchObject({ ok: true, value: { account, phase: 'syncing', complete: false } });
    await settledSync(account);
    expect(told.at(-1)).toMatchObject({ account, phase: 'idle', complete: true, linksKnown: 120 });
    expect(await browser.alarms.get('mirror-full')).toMatchObject({ periodInMinutes: 24 * 60 });
    expect(await browser.alarms.get('mirror-resume')).toBeFalsy(); // nothing left under way
  });

  it('without a key: not configured, nothing stored', async () => {
    await configureFor(sandbox.current, null);
    expect(await handlers.syncLinks({ type: 'syncLinks' })).toEqual({ ok: false, error: { kind: 'not-configured' } });
  });
});

describe('accounts', () => {
  it('a replaced key is another account: the database of the old account is deleted, the new one starts empty', async () => {
    sandbox.current.store.seed(DEMO_KEY, 40);
    await syncAll();
    const names = async () => (await indexedDB.databases()).map((d) => d.name);
    expect(await names()).toContain(dbName(account));
    const { saveConfiguration } = await import('../../../src/background/accounts/configure');
    await saveConfiguration({}, 'another-key-0000000000');
    expect(await names()).not.toContain(dbName(account));
    const other = await accountOf(sandbox.current.url, 'another-key-0000000000');
    expect(await openAccountDb(other).count()).toBe(0);
  });
});

describe('an account removed or re-keyed', () => {
  it('takes its tombstones with it (they are in its database)', async () => {
    sandbox.current.store.seed(DEMO_KEY, 3);
    const id = sandbox.current.store.list(DEMO_KEY, 1, 1).links[0]!.id;
    await handlers.deleteLinks({ type: 'deleteLinks', account, ids: [id] });
    expect([...(await openAccountDb(account).view()).gone]).toEqual([id]);
    expect(JSON.stringify(await browser.storage.local.get(null))).not.toContain(id);
    const { saveConfiguration } = await import('../../../src/background/accounts/configure');
    await saveConfiguration({}, 'another-key-0000000000');
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(dbName(account));
    await expect(openAccountDb(account).view()).rejects.toThrow(/removed/);
  });
});

describe('the key is never in IndexedDB', () => {
  it('after a sync, a made link and an edit, no database holds it', async () => {
    sandbox.current.store.seed(DEMO_KEY, 40);
    await syncAll();
    await handlers.shorten({ type: 'shorten', url: 'https://example.com/made', actionId: 'a1', reuseKnown: false });
    await vi.waitFor(async () =>
      expect(await openAccountDb(account).byDestination('https://example.com/made')).not.toEqual([]),
    );
    const first = sandbox.current.store.list(DEMO_KEY, 2, 30).links[0]!.id;
    expect(
      (await handlers.updateLink({ type: 'updateLink', account, id: first, changes: { title: 'Edited' } })).ok,
    ).toBe(true);
    const dump: unknown[] = [];
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const r = indexedDB.open(name!);
        r.onsuccess = () => resolve(r.result);
      });
      for (const store of db.objectStoreNames) {
        const os = db.transaction(store).objectStore(store);
        dump.push(name, await done(os.getAllKeys()), await done(os.getAll()));
      }
      db.close();
    }
    const text = JSON.stringify(dump);
    expect(text).toContain('https://example.com/made');
    expect(text).toContain('Edited');
    expect(text).not.toContain(DEMO_KEY);
    expect(text).not.toContain(DEMO_KEY.slice(0, 12));
  });
});

describe('deleteLinks', () => {
  it('deleted, gone (404) and failed, each as the service said; only the first two removed locally', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 90);
    await syncAll();
    const [a, b, c, d] = sb.store
      .list(DEMO_KEY, 1, 1e9)
      .links.slice(60, 64)
      .map((l) => l.id) as [string, string, string, string];
    sb.store.remove(DEMO_KEY, b); // deleted elsewhere meanwhile
    sb.addFault({ kind: 'status', status: 500, method: 'DELETE', path: `/api/v1/links/${c}` });
    sb.addFault({ kind: 'status', status: 403, method: 'DELETE', path: `/api/v1/links/${d}` });
    told = [];
    const reply = await handlers.deleteLinks({ type: 'deleteLinks', account, ids: [a, b, c, d, a] });
    expect(reply.ok && reply.value).toEqual({
      deleted: [a],
      gone: [b],
      failed: expect.arrayContaining([
        { id: c, error: { kind: 'server', status: 500, retryAfterSeconds: null } },
        { id: d, error: { kind: 'unauthorized' } },
      ]),
    });
    const mirrored = await mirroredIds();
    expect(mirrored).not.toContain(a);
    expect(mirrored).not.toContain(b);
    expect(mirrored).toEqual(expect.arrayContaining([c, d]));
    expect(sb.store.get(DEMO_KEY, a)).toBeUndefined();
    expect(sb.store.get(DEMO_KEY, c)).toBeDefined();
    expect(sb.requests.filter((r) => r.method === 'DELETE')).toHaveLength(4); // a once; a DELETE is never retried on its own
    // Notices are coalesced (one at most every NOTICE_GAP_MS): this one may follow the last test's.
    await vi.waitFor(() => expect(told.at(-1)).toMatchObject({ account, linksKnown: 88 }), { timeout: 5000 });
  });

  it('a link of the first page goes from the head the popup reads too', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 5);
    await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 });
    const id = sb.store.list(DEMO_KEY, 1, 1).links[0]!.id;
    await vi.waitFor(async () => expect(await mirroredIds()).toContain(id)); // the first page's list goes to the account database too
    await handlers.deleteLinks({ type: 'deleteLinks', account, ids: [id] });
    const head = (await browser.storage.local.get('links')).links as { links: { id: string }[]; total: number };
    expect(head.links.map((l) => l.id)).not.toContain(id);
    expect(head.total).toBe(4);
    expect(await mirroredIds()).not.toContain(id);
  });
});

describe('the account database behind the store', () => {
  it('an edit lands in the account database and the pages are told', async () => {
    sandbox.current.store.seed(DEMO_KEY, 60);
    await syncAll();
    const id = sandbox.current.store.list(DEMO_KEY, 2, 30).links[3]!.id;
    told = [];
    expect((await handlers.updateLink({ type: 'updateLink', account, id, changes: { title: 'Renamed' } })).ok).toBe(
      true,
    );
    expect((await openAccountDb(account).all()).find((l) => l.id === id)?.title).toBe('Renamed');
    await vi.waitFor(
      () => expect(told).toEqual([expect.objectContaining({ account, complete: true, linksKnown: 60 })]),
      { timeout: 5000 },
    );
  });

  it('"already shortened" finds a link far beyond the first page: no new link', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 1500);
    await syncAll();
    const far = sb.store.list(DEMO_KEY, 40, 30).links[5]!;
    const reply = await handlers.shorten({
      type: 'shorten',
      url: far.original_link,
      actionId: 'far',
      reuseKnown: true,
    });
    expect(reply.ok && reply.value).toMatchObject({ reused: true, link: { id: far.id } });
    expect(creates(sb)).toHaveLength(0);
  });

  it('a link made here lands in the account database; one the service lost on edit (404) leaves it', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 100);
    await syncAll();
    const made = await handlers.shorten({
      type: 'shorten',
      url: 'https://example.com/fresh',
      actionId: 'm',
      reuseKnown: false,
    });
    const id = made.ok ? made.value.link.id : '';
    // The store's write follows the answer (queued): waited on, not slept for.
    await vi.waitFor(async () =>
      expect((await openAccountDb(account).byDestination('https://example.com/fresh'))[0]?.made).toBe(true),
    );
    const old = sb.store.list(DEMO_KEY, 3, 30).links[0]!.id;
    sb.store.remove(DEMO_KEY, old);
    expect(await handlers.updateLink({ type: 'updateLink', account, id: old, changes: { title: 'x' } })).toEqual({
      ok: false,
      error: { kind: 'not-found' },
    });
    const mirrored = await mirroredIds();
    expect(mirrored).not.toContain(old);
    expect(mirrored).toContain(id);
  });
});

/** The head the popup reads, its link ids. */
const headIds = async () =>
  ((await browser.storage.local.get('links')).links as { links: { id: string }[] }).links.map((l) => l.id);
const listFirst = () => handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 });

describe("a list's links in the account database", () => {
  it('links put in the same turn share one transaction, each merged as alone, buried ones left out', async () => {
    const accountDb = openAccountDb(account);
    await accountDb.remove(['buried']);
    const link = (id: string, title: string, made = false) =>
      aStoredLink(id, { title, updatedAt: 2, seenAt: 5, ...(made ? { made } : {}) });
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
    await Promise.all([
      accountDb.put(link('a', 'A', true)),
      openAccountDb(account).put(link('b', 'B')),
      accountDb.put(link('buried', 'X')),
      accountDb.put(link('a', 'A again')),
    ]);
    expect(transaction.mock.calls.filter((c) => c[1] === 'readwrite')).toHaveLength(1);
    transaction.mockRestore();
    const stored = await accountDb.all();
    expect(stored.map((l) => [l.id, l.title, l.made ?? false]).sort()).toEqual([
      ['a', 'A again', true],
      ['b', 'B', false],
    ]);
  });
});

describe('a link this extension saw deleted stays deleted', () => {
  it('a first page requested before the DELETE and answered after it brings it back neither to the head nor the account database', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 5);
    await listFirst();
    const gone = sb.store.list(DEMO_KEY, 1, 1).links[0]!;
    await vi.waitFor(async () => expect(await mirroredIds()).toContain(gone.id));
    sb.addFault({ kind: 'hold', method: 'GET', path: '/api/v1/links', times: 1 });
    const listing = listFirst();
    await sb.waitForRequest((r) => r.fault === 'hold');
    expect((await handlers.deleteLinks({ type: 'deleteLinks', account, ids: [gone.id] })).ok).toBe(true);
    expect(sb.release()).toBe(1);
    const reply = await listing;
    expect(reply.ok && reply.value.links.map((l) => l.id)).not.toContain(gone.id);
    expect(reply.ok && reply.value.pagination.total).toBe(4);
    expect(await headIds()).not.toContain(gone.id);
    // The account database's write follows the list's answer: waited for through the next write behind it.
    await openAccountDb(account).count();
    expect(await mirroredIds()).not.toContain(gone.id);
    const known = await handlers.shorten({
      type: 'shorten',
      url: gone.original_link,
      actionId: 'after-delete',
      reuseKnown: true,
    });
    expect(known.ok && known.value.reused).toBe(false);
    await vi.waitFor(async () =>
      expect((await openAccountDb(account).byDestination(gone.original_link))[0]?.made).toBe(true),
    );
  });

  it('a sync from a replica that still lists it does not bring it back', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 60);
    await syncAll();
    const gone = sb.store.list(DEMO_KEY, 2, 30).links[4]!.id;
    await handlers.deleteLinks({ type: 'deleteLinks', account, ids: [gone] });
    sb.addFault({ kind: 'lag', lagMs: 60_000, method: 'GET', path: '/api/v1/links' });
    await syncAll(true);
    expect(sb.requests.some((r) => r.fault === 'lag')).toBe(true);
    expect(await mirroredIds()).not.toContain(gone);
    expect(await headIds()).not.toContain(gone);
  });

  it('a later page from a replica that still lists it does not show it', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 40);
    const gone = sb.store.list(DEMO_KEY, 2, 30).links[3]!.id;
    await handlers.deleteLinks({ type: 'deleteLinks', account, ids: [gone] });
    sb.addFault({ kind: 'lag', lagMs: 60_000, method: 'GET', path: '/api/v1/links' });
    const page = await handlers.listLinks({ type: 'listLinks', page: 2, perPage: 30 });
    expect(sb.requests.some((r) => r.fault === 'lag')).toBe(true);
    expect(page.ok && page.value.links.map((l) => l.id)).not.toContain(gone);
    expect(page.ok && page.value.links).toHaveLength(9);
  });

  it('an edit answered after the DELETE does not bring it back', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 5);
    await listFirst();
    const target = sb.store.list(DEMO_KEY, 1, 1).links[0]!.id;
    sb.addFault({ kind: 'hold', method: 'PATCH', times: 1 });
    const editing = handlers.updateLink({ type: 'updateLink', account, id: target, changes: { title: 'Late' } });
    await sb.waitForRequest((r) => r.fault === 'hold');
    await handlers.deleteLinks({ type: 'deleteLinks', account, ids: [target] });
    sb.release();
    expect((await editing).ok).toBe(true);
    expect(await headIds()).not.toContain(target);
    expect(await mirroredIds()).not.toContain(target);
  });

  it('a 404 on an edit buries the link too, and a restarted worker (a fresh store) still honours it', async () => {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 5);
    const requestedAt = Date.now();
    const page = await listFirst();
    const target = sb.store.list(DEMO_KEY, 1, 1).links[0]!.id;
    sb.store.remove(DEMO_KEY, target);
    expect(await handlers.updateLink({ type: 'updateLink', account, id: target, changes: { title: 'x' } })).toEqual({
      ok: false,
      error: { kind: 'not-found' },
    });
    await closeAccountDbs();
    vi.resetModules();
    const { linkStore } = await import('../../../src/background/links/store');
    const store = linkStore(account);
    // The first page read before the 404, answered now, and the same page landing in the account database.
    const head = await store.applyList(page.ok ? page.value : (undefined as never), requestedAt);
    expect(head.links.map((l) => l.id)).not.toContain(target);
    await openAccountDb(account).landPage(page.ok ? page.value.links : [], requestedAt, undefined, emptyProgress());
    expect(await mirroredIds()).not.toContain(target);
  });
});

describe('"already shortened" from the account database alone is confirmed when it learned it long ago (item 3)', () => {
  const byId = (sb: typeof sandbox.current, id: string) =>
    sb.requests.filter((r) => r.method === 'GET' && r.path === `/api/v1/links/${id}`);
  /** The far link, learned by a sync, and the clock moved past MIRROR_TRUST_MS. */
  async function farLink(minutesLater: number) {
    const sb = sandbox.current;
    sb.store.seed(DEMO_KEY, 90);
    await syncAll();
    const far = sb.store.list(DEMO_KEY, 3, 30).links[2]!;
    const now = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => now() + minutesLater * 60_000);
    return far;
  }
  const shortenKnown = (url: string, actionId: string) =>
    handlers.shorten({ type: 'shorten', url, actionId, reuseKnown: true });

  it('deleted elsewhere (404): buried, not handed out, a new link made', async () => {
    const far = await farLink(MIRROR_TRUST_MS / 60_000 + 1);
    sandbox.current.store.remove(DEMO_KEY, far.id);
    const reply = await shortenKnown(far.original_link, 'gone-elsewhere');
    expect(reply.ok && reply.value).toMatchObject({ reused: false });
    expect(reply.ok && reply.value.link.id).not.toBe(far.id);
    expect(byId(sandbox.current, far.id)).toHaveLength(1);
    expect(await mirroredIds()).not.toContain(far.id);
    // The new link's write follows the answer: waited for, so it does not land in the next test.
    await vi.waitFor(async () =>
      expect((await openAccountDb(account).byDestination(far.original_link))[0]?.made).toBe(true),
    );
  });

  it('still there: reused after one read by id, no create', async () => {
    const far = await farLink(MIRROR_TRUST_MS / 60_000 + 1);
    const reply = await shortenKnown(far.original_link, 'still-there');
    expect(reply.ok && reply.value).toMatchObject({ reused: true, link: { id: far.id } });
    expect(byId(sandbox.current, far.id)).toHaveLength(1);
    expect(creates(sandbox.current)).toHaveLength(0);
  });

  it("the service cannot be asked (500): the database's link is reused, no create", async () => {
    const far = await farLink(MIRROR_TRUST_MS / 60_000 + 1);
    sandbox.current.addFault({ kind: 'status', status: 500, method: 'GET', path: `/api/v1/links/${far.id}` });
    const reply = await shortenKnown(far.original_link, 'cannot-ask');
    expect(reply.ok && reply.value).toMatchObject({ reused: true, link: { id: far.id } });
    expect(creates(sandbox.current)).toHaveLength(0);
  });

  it('learned within the bound: reused without a request', async () => {
    const far = await farLink(MIRROR_TRUST_MS / 60_000 - 1);
    const reply = await shortenKnown(far.original_link, 'fresh');
    expect(reply.ok && reply.value).toMatchObject({ reused: true, link: { id: far.id } });
    expect(byId(sandbox.current, far.id)).toHaveLength(0);
  });
});

describe('destinations compared as sent (item 3)', () => {
  it('another fragment or query is another page: a new link, not the known one', async () => {
    const first = await handlers.shorten({
      type: 'shorten',
      url: 'https://app.example/#/invoice/1',
      actionId: 'i1',
      reuseKnown: true,
    });
    await vi.waitFor(async () => expect(await mirroredIds()).toHaveLength(1));
    const second = await handlers.shorten({
      type: 'shorten',
      url: 'https://app.example/#/invoice/2',
      actionId: 'i2',
      reuseKnown: true,
    });
    expect(second.ok && second.value.reused).toBe(false);
    expect(second.ok && first.ok && second.value.link.id).not.toBe(first.ok && first.value.link.id);
    const again = await handlers.shorten({
      type: 'shorten',
      url: 'https://app.example/#/invoice/1',
      actionId: 'i3',
      reuseKnown: true,
    });
    expect(again.ok && again.value).toMatchObject({ reused: true, link: { id: first.ok ? first.value.link.id : '' } });
    expect(creates(sandbox.current)).toHaveLength(2);
    await vi.waitFor(async () => expect(await mirroredIds()).toHaveLength(2));
  });
});

describe('a write of this extension wins a tie on updated_at (item 4)', () => {
  it('in the account database too: a page with the same second, requested after the PATCH answered, does not revert it', async () => {
    const { linkStore } = await import('../../../src/background/links/store');
    const store = linkStore(account);
    const created = {
      id: 'tie',
      title: 'As created',
      domain: 'zd.lc',
      backHalf: 'tie',
      shortLink: 'https://zd.lc/tie',
      destination: 'https://example.com/tie',
      group: null,
      createdAt: 5_000,
      updatedAt: 5_000,
    };
    await store.put(created, true);
    await store.put({ ...created, title: 'As patched' });
    await openAccountDb(account).landPage([created], Date.now() + 2_000, undefined, emptyProgress());
    expect((await openAccountDb(account).all()).find((l) => l.id === 'tie')?.title).toBe('As patched');
    expect(
      (
        await store.applyList(
          { links: [created], pagination: { total: 1, perPage: 30, currentPage: 1, totalPages: 1 }, skipped: 0 },
          Date.now() + 2_000,
        )
      ).links[0]?.title,
    ).toBe('As patched');
  });
});

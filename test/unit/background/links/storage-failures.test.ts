/**
 * The store's promises when storage itself fails (issue 44): an open that fails or is blocked, a
 * write that meets a full disk, a delete larger than the tombstones once kept, a late answer for a
 * removed account. Each case drives the real background against the sandbox, with the faults
 * injected where the store meets the platform (../../../support/storage-faults.ts).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../../src/background/handlers';
import { openService } from '../../../../src/background/service';
import { accountOf } from '../../../../src/shared/links/account';
import { useClock } from '../../../../src/shared/time/clock';
import { JOURNAL_TTL_MS, TOMBSTONE_MS } from '../../../../src/shared/time/limits';
import type { Link, Result } from '../../../../src/shared/types';
import type { Failure, Status } from '../../../../src/shared/messages/contract';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';
import { useStorageFaults } from '../../../support/storage-faults';
import { freshDatabases, restartWorker, storeOf } from '../../../support/databases';

const OTHER_KEY = 'other-key-00000000000fault';
const sandbox = useSandbox({ keys: [DEMO_KEY, OTHER_KEY] });
const faults = useStorageFaults();
vi.setConfig({ testTimeout: 30_000 });

let A = '';
let offset = 0;

function value<T>(result: Result<T, Failure>): T {
  if (!result.ok) throw new Error(`failed: ${JSON.stringify(result.error)}`);
  return result.value;
}
const shortenOnce = (url: string, actionId: string, over: Record<string, unknown> = {}) =>
  handlers.shorten({ type: 'shorten', url, actionId, reuseKnown: true, ...over });
const linksFor = (url: string) =>
  sandbox.current.store.list(DEMO_KEY, 1, 100).links.filter((l) => l.original_link === url);
const headIds = async () => (await storeOf(A).head()).links.map((l) => l.id);

beforeEach(async () => {
  fakeBrowser.reset();
  faults.clear();
  offset = 0;
  // The one clock, moved by the test: a wait costs no real time.
  useClock({ now: () => Date.now() + offset, sleep: async (ms) => void (offset += ms) });
  await freshDatabases();
  await configureFor(sandbox.current, DEMO_KEY);
  A = await accountOf(sandbox.current.url, DEMO_KEY);
  return () => useClock(null);
});

describe('an error is not corruption (defects 1, 2)', () => {
  it('defect 1: an open that fails once keeps the journal: the retry of a lost answer makes no second link', async () => {
    const url = 'https://example.com/open-once';
    sandbox.current.addFault({ kind: 'cut', method: 'POST', times: 1 });
    expect((await shortenOnce(url, 'o-1')).ok).toBe(false);
    await restartWorker();
    faults.failOpens(1);
    const again = value(await shortenOnce(url, 'o-1'));
    expect(faults.openFailures).toBe(1);
    expect(linksFor(url)).toHaveLength(1);
    expect(again.link.destination).toBe(url);
  });

  it('defect 1: while the database cannot be opened, a shortening says so and sends nothing; nothing is deleted', async () => {
    value(await shortenOnce('https://example.com/kept', 'k-1'));
    await restartWorker();
    faults.failOpens(Infinity);
    expect(await shortenOnce('https://example.com/unreachable', 'u-1')).toEqual({
      ok: false,
      error: { kind: 'storage-unreachable' },
    });
    expect(creates(sandbox.current)).toHaveLength(1);
    faults.failOpens(0);
    expect(value(await shortenOnce('https://example.com/kept', 'k-2')).reused).toBe(true);
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it('defect 2: a blocked upgrade waits for the page that holds the old database; its tombstones stay', async () => {
    await freshDatabases();
    const old = await oldLayout(A, { gone: { 'was-deleted': Date.now() } });
    old.onversionchange = null; // a page of the old release that does not give way at once
    setTimeout(() => old.close(), 100);
    expect(await storeOf(A).buried()).toContain('was-deleted');
  });
});

describe('memory follows the disk (defects 4, 5)', () => {
  it('defect 4: the outcome write fails, the worker lives on past JOURNAL_TTL_MS: the same page still gets its one link', async () => {
    const url = 'https://example.com/outcome';
    let refused = 0;
    faults.failWrites((_, stores) => stores.includes('links') && ++refused > 0);
    value(await shortenOnce(url, 'd4-1'));
    await vi.waitFor(() => expect(refused).toBeGreaterThan(0)); // the answer went out; its write failed
    faults.failWrites(null);
    offset += JOURNAL_TTL_MS + 60_000;
    value(await shortenOnce('https://example.com/another', 'd4-2')); // its sweep runs
    const again = value(await shortenOnce(url, 'd4-3'));
    expect(linksFor(url)).toHaveLength(1);
    expect(again.reused).toBe(true);
  });

  it("defect 5: the intent's write fails (nothing sent): trying again makes the link at once", async () => {
    const url = 'https://example.com/phantom';
    let full = true;
    faults.failWrites((_, stores) => full && stores.includes('journal'));
    expect(await shortenOnce(url, 'd5-1')).toEqual({ ok: false, error: { kind: 'storage-full' } });
    expect(creates(sandbox.current)).toHaveLength(0);
    full = false;
    const retried = value(await shortenOnce(url, 'd5-1'));
    expect(retried.link.destination).toBe(url);
    expect(linksFor(url)).toHaveLength(1);
  });
});

describe('a removal cannot be lost (defects 6, 7)', () => {
  it('defect 6: a DELETE answered whose removal write fails is never listed or handed out, and is applied later', async () => {
    const url = 'https://example.com/deleted-on-full-disk';
    const made = value(await shortenOnce(url, 'd6-1')).link;
    faults.failWrites(() => true);
    const told = value(await handlers.deleteLinks({ type: 'deleteLinks', ids: [made.id], account: A }));
    expect(told.deleted).toEqual([made.id]);
    faults.failWrites(null); // room again, but nothing written yet
    const listed = value(await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 }));
    expect(listed.links.map((l) => l.id)).not.toContain(made.id);
    expect(await headIds()).not.toContain(made.id);
    const again = value(await shortenOnce(url, 'd6-2'));
    expect(again.link.id).not.toBe(made.id);
    expect(await headIds()).not.toContain(made.id); // a read waits for the writes begun before it
    // Written by now: a quit browser (memory and storage.session gone) still knows it was deleted.
    await browser.storage.session.clear();
    await restartWorker();
    expect(await storeOf(A).buried()).toContain(made.id);
  });

  it('defect 7: a delete of 1,060 links at once keeps every tombstone: a stale page shows none of them', async () => {
    const store = storeOf(A);
    const links = Array.from({ length: 1060 }, (_, i) => aLink(`m${i}`));
    const requestedAt = Date.now() - 1000;
    await store.applyList(pageOf(links), requestedAt);
    await store.bury(links.map((l) => l.id));
    offset += TOMBSTONE_MS + 60_000; // past the window of what is shown: only the tombstones keep them out
    const stale = await store.applyList(pageOf(links.slice(-30)), requestedAt);
    expect(stale.links).toHaveLength(0);
    expect(await store.put(links.at(-1)!, false, undefined, requestedAt)).toBe(false);
  });
});

describe('one rule for late answers (defect 8)', () => {
  it('defect 8: a link made and deleted, read again past TOMBSTONE_MS with a 500: never handed out from the journal', async () => {
    const url = 'https://example.com/old-journal';
    const made = value(await shortenOnce(url, 'd8-1')).link;
    value(await handlers.deleteLinks({ type: 'deleteLinks', ids: [made.id], account: A }));
    offset += TOMBSTONE_MS + 60_000;
    sandbox.current.addFault({ kind: 'status', status: 500, method: 'GET', path: '/api/v1/links/*' });
    const again = await shortenOnce(url, 'd8-2');
    expect(again.ok && again.value.link.id).not.toBe(made.id);
  });

  it("defect 8: a journal's link the service cannot be asked about (500) is 'cannot tell', never the old link", async () => {
    const url = 'https://example.com/cannot-tell';
    // A finished action whose link the links do not hold (a database rebuilt keeps only the journal).
    const made = sandbox.current.store.create(DEMO_KEY, { link: url, domain: 'zd.lc' });
    const link = value(await value(await openService()).api.get(made.id));
    await storeOf(A).remember('d8-3', { account: A, url, startedAt: Date.now(), link, doneAt: Date.now() });
    sandbox.current.addFault({ kind: 'status', status: 500, method: 'GET', path: '/api/v1/links/*' });
    expect(await shortenOnce(url, 'd8-4')).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(creates(sandbox.current)).toHaveLength(0);
  });
});

describe('one handle per account (defect 9)', () => {
  it('defect 9: a late answer for a removed account does not land in the same key added back', async () => {
    const url = 'https://example.com/late-for-removed';
    const added: Status = value(
      await handlers.addAccount({
        type: 'addAccount',
        name: 'B',
        serviceUrl: sandbox.current.url,
        defaultDomain: 'zd.lc',
        apiKey: OTHER_KEY,
      }),
    );
    const info = vi.spyOn(console, 'info');
    sandbox.current.addFault({ kind: 'hold', method: 'POST', times: 1 });
    const making = shortenOnce(url, 'd9-1', { backHalf: 'late-one' });
    await sandbox.current.waitForRequest((r) => r.method === 'POST');
    value(await handlers.removeAccount({ type: 'removeAccount', id: added.currentAccountId! }));
    await configureFor(sandbox.current, DEMO_KEY); // the same key, added again
    value(await shortenOnce('https://example.com/loads-the-journal', 'd9-2'));
    sandbox.current.release();
    await making;
    await vi.waitFor(() => expect(info.mock.calls.flat().join(' ')).toMatch(/removed account/));
    expect([...(await storeOf(A).journal()).keys()]).toEqual(['d9-2']);
    expect(value(await shortenOnce(url, 'd9-3')).reused).toBe(false);
  });
});

const aLink = (id: string): Link => ({
  id,
  title: id,
  domain: 'zd.lc',
  backHalf: id,
  shortLink: `https://zd.lc/${id}`,
  destination: `https://example.com/${id}`,
  group: null,
  createdAt: Date.now() - 5000,
  updatedAt: Date.now() - 5000,
});
const pageOf = (links: Link[]) => ({
  links,
  pagination: { currentPage: 1, totalPages: 1, total: links.length, perPage: 30 },
  skipped: 0,
});

/** The account's database as the release before left it (links and meta, version 2), held open. */
function oldLayout(account: string, meta: Record<string, unknown>): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const r = indexedDB.open(`prettylink-mirror-${account}`, 2);
    r.onupgradeneeded = () => {
      r.result.createObjectStore('links', { keyPath: 'id' }).createIndex('dest', 'dest');
      const store = r.result.createObjectStore('meta');
      store.put('prettylink-mirror/2', 'format');
      for (const [key, v] of Object.entries(meta)) store.put(v, key);
    };
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

/**
 * The store's promises under the orderings a real browser produces: answers that arrive after an
 * account switch, a browser that quits mid-list, a full disk, a sync's 404, a clock ahead of the
 * service's, a removed account, a cancel from a stale dialog (docs/link-store.md). Each case drives
 * the real background against the sandbox, with its faults holding, cutting or lagging answers.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../../src/background/handlers';
import { createBulkEngine, bulk, BULK_ALARM } from '../../../../src/background/actions/list-engine';
import { openService } from '../../../../src/background/service';
import { startSync, settledSync } from '../../../../src/background/sync/sync';
import { syncDeps } from '../../../../src/background/sync/sync-service';
import { closeAccountDbs, accountDbFor } from '../../../../src/background/links/account-db';
import { forgetJournalCopy } from '../../../../src/background/links/journal';
import { dbName, deleteDb } from '../../../../src/platform/account-db/layout';
import { accountOf } from '../../../../src/shared/links/account';
import { HEAD_KEY } from '../../../../src/shared/links/head';
import type { Link, Result } from '../../../../src/shared/types';
import type { Failure, Status } from '../../../../src/shared/messages/contract';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';
import { useStorageFaults } from '../../../support/storage-faults';

const faults = useStorageFaults();

const OTHER_KEY = 'other-key-00000000000wxyz';
const sandbox = useSandbox({ keys: [DEMO_KEY, OTHER_KEY] });
vi.setConfig({ testTimeout: 30_000 });

let A = '';
let B = '';
let ids = { a: '', b: '' };

function value<T>(result: Result<T, Failure>): T {
  if (!result.ok) throw new Error(`failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The projection the popup reads in its first frame. */
const projection = async () =>
  (await browser.storage.local.get(HEAD_KEY))[HEAD_KEY] as { account: string; links: Link[] } | undefined;

const switchTo = async (id: string) => value(await handlers.switchAccount({ type: 'switchAccount', id }));
const shortenOnce = (url: string, actionId: string) =>
  handlers.shorten({ type: 'shorten', url, actionId, reuseKnown: true });
const linksFor = (key: string, url: string) =>
  sandbox.current.store.list(key, 1, 30).links.filter((l) => l.original_link === url);

beforeEach(async () => {
  fakeBrowser.reset();
  faults.failWrites(null);
  forgetJournalCopy();
  await closeAccountDbs();
  A = await accountOf(sandbox.current.url, DEMO_KEY);
  B = await accountOf(sandbox.current.url, OTHER_KEY);
  for (const account of [A, B]) await deleteDb(dbName(account));
  await configureFor(sandbox.current, DEMO_KEY);
  const added: Status = value(
    await handlers.addAccount({
      type: 'addAccount',
      name: 'Client B',
      serviceUrl: sandbox.current.url,
      defaultDomain: 'zd.lc',
      apiKey: OTHER_KEY,
    }),
  );
  ids = { a: added.currentAccountId!, b: added.accounts.find((a) => a.name === 'Client B')!.id };
});

describe('an answer lands in the account that asked', () => {
  it('a delete answered after a switch: back on the first account, the link is never handed out again', async () => {
    const made = value(await shortenOnce('https://example.com/page', 'make-1')).link;
    sandbox.current.addFault({ kind: 'hold', method: 'DELETE', times: 1 });
    const deleting = handlers.deleteLinks({ type: 'deleteLinks', ids: [made.id], account: A });
    await sandbox.current.waitForRequest((r) => r.method === 'DELETE');
    await switchTo(ids.b);
    sandbox.current.release();
    expect(value(await deleting).deleted).toEqual([made.id]);
    expect((await projection())?.account).toBe(B);
    await switchTo(ids.a);
    expect((await projection())?.links.map((l) => l.id)).not.toContain(made.id);
    const again = value(await shortenOnce('https://example.com/page', 'make-2'));
    expect(again.link.id).not.toBe(made.id);
  });

  it('a create answered after a switch: back on the first account, the same page gets that link, not a second one', async () => {
    sandbox.current.addFault({ kind: 'hold', method: 'POST', times: 1 });
    const making = shortenOnce('https://example.com/late', 'late-1');
    await sandbox.current.waitForRequest((r) => r.method === 'POST');
    await switchTo(ids.b);
    sandbox.current.release();
    const made = value(await making).link;
    // Never shown under the other account.
    expect((await projection())?.links.map((l) => l.id) ?? []).not.toContain(made.id);
    await switchTo(ids.a);
    const again = value(await shortenOnce('https://example.com/late', 'late-2'));
    expect(again).toMatchObject({ reused: true, link: { id: made.id } });
    expect(linksFor(DEMO_KEY, 'https://example.com/late')).toHaveLength(1);
  });

  it('an edit of the destination answered after a switch: the old page no longer gets the edited link', async () => {
    const made = value(await shortenOnce('https://example.com/old', 'edit-1')).link;
    sandbox.current.addFault({ kind: 'hold', method: 'PATCH', times: 1 });
    const editing = handlers.updateLink({
      type: 'updateLink',
      id: made.id,
      account: A,
      changes: { destination: 'https://example.com/new' },
    });
    await sandbox.current.waitForRequest((r) => r.method === 'PATCH');
    await switchTo(ids.b);
    sandbox.current.release();
    value(await editing);
    await switchTo(ids.a);
    const forOld = value(await shortenOnce('https://example.com/old', 'edit-2'));
    expect(forOld.link.id).not.toBe(made.id);
    const forNew = value(await shortenOnce('https://example.com/new', 'edit-3'));
    expect(forNew).toMatchObject({ reused: true, link: { id: made.id } });
  });

  it("a request naming an account that is not the current one is refused, the current account's list untouched", async () => {
    sandbox.current.addFault({ kind: 'hold', method: 'POST' });
    value(
      await handlers.bulkStart({
        type: 'bulkStart',
        account: A,
        addresses: ['https://a.example/1'],
        confirmed: [],
        presetId: null,
      }),
    );
    await sandbox.current.waitForRequest((r) => r.method === 'POST');
    await switchTo(ids.b);
    const forB = value(
      await handlers.bulkStart({
        type: 'bulkStart',
        account: B,
        addresses: ['https://b.example/1'],
        confirmed: [],
        presetId: null,
      }),
    );
    // A dialog still showing the first account's list: its cancel and its start are refused.
    expect(await handlers.bulkCancel({ type: 'bulkCancel', account: A })).toEqual({
      ok: false,
      error: { kind: 'account-changed' },
    });
    expect(
      await handlers.bulkStart({
        type: 'bulkStart',
        account: A,
        addresses: ['https://a.example/2'],
        confirmed: [],
        presetId: null,
        groupId: 'a-group',
      }),
    ).toEqual({ ok: false, error: { kind: 'account-changed' } });
    expect(value(await handlers.bulkStatus({ type: 'bulkStatus', account: B }))).toMatchObject({
      id: forB.id,
      state: 'running',
    });
    sandbox.current.clearFaults();
    sandbox.current.release();
    value(await handlers.bulkCancel({ type: 'bulkCancel', account: B }));
  });
});

describe('one path for every removal', () => {
  it("a sync's 404 buries the link for the first page too: a stale first page does not bring it back", async () => {
    sandbox.current.store.seed(DEMO_KEY, 10); // made 1 to 10 minutes ago
    const service = value(await openService());
    await startSync(syncDeps(service), { full: true });
    await settledSync(A);
    value(await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 }));
    const victim = (await projection())!.links.at(-1)!; // the oldest: past the sync's settle window
    sandbox.current.store.remove(DEMO_KEY, victim.id); // deleted elsewhere
    await startSync(syncDeps(service), { full: true });
    await settledSync(A);
    // A list cache that still lists it serves the next first page.
    sandbox.current.addFault({ kind: 'staleDeletes', lagMs: 60_000 });
    value(await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 }));
    expect((await projection())!.links.map((l) => l.id)).not.toContain(victim.id);
    const found = await service.store.findByDestination(victim.destination);
    expect(found?.id).not.toBe(victim.id);
  });
});

describe('windows that survive clock skew', () => {
  it('a local clock 90 s ahead and a lagging replica: a link just made is not taken for deleted', async () => {
    const made = value(await shortenOnce('https://example.com/fresh', 'fresh-1')).link;
    sandbox.current.addFault({ kind: 'lag', lagMs: 60_000 });
    const service = value(await openService());
    await startSync({ ...syncDeps(service), now: () => Date.now() + 90_000 }, { full: true });
    await settledSync(A);
    expect((await accountDbFor(A).all()).map((l) => l.id)).toContain(made.id);
    expect(await service.store.buried()).not.toContain(made.id);
  });
});

describe('every promise survives a restart', () => {
  const addresses = Array.from({ length: 12 }, (_, i) => `https://restart.example/${i}`);

  it('a list whose answers were lost, the browser quit and started again: each address has exactly one link', async () => {
    // Three answers lost after their links were made, then the browser quits.
    sandbox.current.addFault({ kind: 'cut', method: 'POST', skip: 2, times: 3 });
    sandbox.current.addFault({ kind: 'hold', method: 'POST', skip: 4 });
    const first = createBulkEngine();
    value(await first.start({ account: A, addresses, confirmed: [], presetId: null }));
    await sandbox.current.waitForRequest((r) => r.fault === 'cut', { count: 3 });
    await sandbox.current.waitForRequest((r) => r.fault === 'hold');
    first.halt();
    // The quit: the worker's memory and the session area are gone; the held answers never arrive.
    await browser.storage.session.clear();
    forgetJournalCopy();
    await closeAccountDbs();
    sandbox.current.clearFaults();
    sandbox.current.release();
    const second = createBulkEngine();
    await second.resume(A);
    await second.finished(A);
    for (const url of addresses) expect(linksFor(DEMO_KEY, url), url).toHaveLength(1);
    const job = value(await second.status(A))!;
    expect(job.entries.every((e) => e.state === 'made')).toBe(true);
  });

  it('a journal that cannot be written (a full disk): nothing is sent without its intent, and a resumed list makes no second link', async () => {
    const many = Array.from({ length: 40 }, (_, i) => `https://full.example/${i}`);
    let full = true;
    faults.failWrites((_, stores) => full && stores.includes('journal'));
    const first = createBulkEngine();
    value(await first.start({ account: A, addresses: many, confirmed: [], presetId: null }));
    await first.finished(A);
    full = false;
    forgetJournalCopy();
    await closeAccountDbs();
    const second = createBulkEngine();
    await second.resume(A);
    await second.finished(A);
    for (const url of many) expect(linksFor(DEMO_KEY, url).length, url).toBeLessThanOrEqual(1);
    const job = value(await second.status(A))!;
    expect(job.state).toBe('done');
    // Each address was made once, or refused with words that say why.
    for (const entry of job.entries)
      if (entry.state === 'refused') expect(entry.failure).toEqual({ kind: 'storage-full' });
      else expect(linksFor(DEMO_KEY, entry.url)).toHaveLength(1);
  });

  it('the disk fills while answers are on their way: their links are kept once, found again on resume', async () => {
    let full = false;
    faults.failWrites(() => full);
    sandbox.current.addFault({ kind: 'hold', method: 'POST', skip: 4 });
    const first = createBulkEngine();
    value(await first.start({ account: A, addresses, confirmed: [], presetId: null }));
    await sandbox.current.waitForRequest((r) => r.fault === 'hold');
    full = true; // the answers' links and outcomes cannot be written
    sandbox.current.clearFaults();
    sandbox.current.release();
    await first.finished(A);
    full = false;
    first.halt();
    forgetJournalCopy();
    await closeAccountDbs();
    const second = createBulkEngine();
    await second.resume(A);
    await second.finished(A);
    for (const url of addresses) expect(linksFor(DEMO_KEY, url).length, url).toBeLessThanOrEqual(1);
  });
});

describe('only the service proves nothing was made', () => {
  it('a create cut off as the browser quits (its permissions can no longer be read): the intent stays, and the retry makes no second link', async () => {
    const url = 'https://example.com/quitting';
    // Readable until the request reaches the service; the quit makes every check fail after it.
    let quitting = false;
    void sandbox.current.waitForRequest((r) => r.method === 'POST').then(() => (quitting = true));
    vi.spyOn(browser.permissions, 'contains').mockImplementation((async () => {
      if (quitting) throw new Error('the browser is shutting down');
      return true;
    }) as never);
    sandbox.current.addFault({ kind: 'cut', method: 'POST', times: 1 });
    expect((await shortenOnce(url, 'quit-1')).ok).toBe(false);
    vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
    forgetJournalCopy();
    const again = value(await shortenOnce(url, 'quit-1'));
    expect(linksFor(DEMO_KEY, url)).toHaveLength(1);
    expect(again.link.destination).toBe(url);
  });

  it('a revoked permission sends nothing: once granted, trying again makes the link at once', async () => {
    const url = 'https://example.com/revoked';
    vi.spyOn(browser.permissions, 'contains').mockResolvedValue(false as never);
    expect(await shortenOnce(url, 'rev-1')).toMatchObject({ ok: false, error: { kind: 'permission-missing' } });
    expect(sandbox.current.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
    value(await shortenOnce(url, 'rev-1'));
    expect(linksFor(DEMO_KEY, url)).toHaveLength(1);
    expect(sandbox.current.requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/links')).toHaveLength(0);
  });
});

describe('a removed account', () => {
  it('takes its list, its alarm and its database with it: adding the same key again resumes nothing', async () => {
    const many = addresses(200);
    sandbox.current.addFault({ kind: 'hold', method: 'POST', skip: 1 });
    value(await handlers.bulkStart({ type: 'bulkStart', account: A, addresses: many, confirmed: [], presetId: null }));
    await sandbox.current.waitForRequest((r) => r.fault === 'hold');
    expect(await browser.alarms.get(BULK_ALARM)).toBeTruthy();
    value(await handlers.removeAccount({ type: 'removeAccount', id: ids.a }));
    sandbox.current.clearFaults();
    sandbox.current.release();
    expect(await browser.alarms.get(BULK_ALARM)).toBeFalsy();
    await configureFor(sandbox.current, DEMO_KEY); // the same key, added again
    expect(value(await handlers.bulkStatus({ type: 'bulkStatus', account: A }))).toBeNull();
    await bulk.resume(); // as the alarm or a restarted worker would
    expect(value(await handlers.bulkStatus({ type: 'bulkStatus', account: A }))).toBeNull();
    // Only what was on its way at the removal went out, not the rest of the list.
    expect(creates(sandbox.current).length).toBeLessThan(many.length / 2);
  });

  function addresses(n: number) {
    return Array.from({ length: n }, (_, i) => `https://removed.example/${i}`);
  }
});

describe('retries and lookups', () => {
  it('retrying an action whose link this extension deleted says it no longer exists', async () => {
    const made = value(await shortenOnce('https://example.com/gone', 'gone-1')).link;
    value(await handlers.deleteLinks({ type: 'deleteLinks', ids: [made.id], account: A }));
    expect(
      await handlers.shorten({
        type: 'shorten',
        url: 'https://example.com/gone',
        actionId: 'gone-1',
        reuseKnown: false,
      }),
    ).toEqual({
      ok: false,
      error: { kind: 'not-found' },
    });
  });

  it('the newest link known for a page is buried: the next one is handed out', async () => {
    const store = value(await openService()).store;
    const older = value(
      await handlers.shorten({ type: 'shorten', url: 'https://example.com/twice', actionId: 't-1', reuseKnown: false }),
    ).link;
    const newer = value(
      await handlers.shorten({ type: 'shorten', url: 'https://example.com/twice', actionId: 't-2', reuseKnown: false }),
    ).link;
    await store.bury([newer.id]);
    expect((await store.findByDestination('https://example.com/twice'))?.id).toBe(older.id);
  });
});

/** The link store: scoped to one account, never another's; a corrupt store rebuilt, not trusted. */
import { freshDatabases } from '../../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../../src/background/handlers';
import { serialized } from '../../../../src/background/writes';
import { saveConfiguration } from '../../../../src/background/accounts/configure';
import { accountOf } from '../../../../src/shared/links/account';
import { HEAD_KEY, NO_ACCOUNT } from '../../../../src/shared/links/head';
import { toProjection } from '../../../../src/shared/links/projection';
import { linkStore } from '../../../../src/background/links/store';
import { accountDbFor } from '../../../../src/background/links/account-db';
import { dbName } from '../../../../src/platform/account-db/layout';
import type { Link } from '../../../../src/shared/types';
import { configureFor, DEMO_KEY, useSandbox } from '../../../support/sandbox';
import { aLink } from '../../../support/links';

const OTHER_KEY = 'other-key-00000000000';
const sandbox = useSandbox({ keys: [DEMO_KEY, OTHER_KEY] });
const stored = async () =>
  (await browser.storage.local.get(HEAD_KEY))[HEAD_KEY] as { account: string; links: Link[] } | undefined;
const link = (id: string): Link => aLink(id);

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  await configureFor(sandbox.current);
});

describe('the account', () => {
  it('is a fingerprint of service and key, never the key', async () => {
    const id = await accountOf(sandbox.current.url, DEMO_KEY);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(await accountOf(sandbox.current.url, OTHER_KEY)).not.toBe(id);
    expect(await accountOf('https://prettyurl.net', DEMO_KEY)).not.toBe(id);
    expect(await accountOf(sandbox.current.url, null)).toBe(NO_ACCOUNT);
    expect(JSON.stringify(await browser.storage.local.get(null))).not.toContain(`"links":{"account":"${DEMO_KEY}`);
  });
});

describe('switching accounts', () => {
  beforeEach(async () => {
    sandbox.current.store.seed(DEMO_KEY, 3);
    await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 });
    expect((await stored())?.links).toHaveLength(3);
  });

  it('a replaced key starts an empty store in the same write as the key', async () => {
    await saveConfiguration({}, OTHER_KEY);
    expect(await stored()).toEqual(
      toProjection({ account: await accountOf(sandbox.current.url, OTHER_KEY), links: [], total: 0 }),
    );
  });

  it('a removed key leaves no account and no links', async () => {
    await saveConfiguration({}, null);
    expect(await stored()).toEqual(toProjection({ account: NO_ACCOUNT, links: [], total: 0 }));
  });

  it('another service is another account, and the old service loses its host permission', async () => {
    const remove = vi.spyOn(browser.permissions, 'remove').mockResolvedValue(true as never);
    await saveConfiguration({ serviceUrl: 'https://links.example' }, DEMO_KEY);
    expect((await stored())?.links).toEqual([]);
    expect(remove).toHaveBeenCalledWith({ origins: ['http://127.0.0.1/*'] });
    await saveConfiguration({ serviceUrl: 'https://prettyurl.net' }, DEMO_KEY);
    expect(remove).toHaveBeenLastCalledWith({ origins: ['https://links.example/*'] });
    await saveConfiguration({ serviceUrl: 'https://other.example' }, DEMO_KEY);
    expect(remove).toHaveBeenCalledTimes(2); // the default service's permission is not optional: kept
  });

  it('a host permission the manifest asks for is never removed (Firefox would)', async () => {
    vi.spyOn(browser.runtime, 'getManifest').mockReturnValue({
      manifest_version: 3,
      name: 'x',
      version: '0',
      host_permissions: ['http://127.0.0.1/*'],
    });
    const remove = vi.spyOn(browser.permissions, 'remove').mockResolvedValue(true as never);
    await saveConfiguration({ serviceUrl: 'https://links.example' }, DEMO_KEY);
    expect(remove).not.toHaveBeenCalled();
  });

  it('a late answer for a re-keyed account is discarded: its database went with the old key and is not recreated', async () => {
    const gone = await accountOf(sandbox.current.url, DEMO_KEY);
    const old = linkStore(gone);
    await saveConfiguration({}, OTHER_KEY);
    expect(await old.put(link('late'), true)).toBe(false);
    expect((await stored())?.links).toEqual([]);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(dbName(gone));
    expect(
      await linkStore(await accountOf(sandbox.current.url, OTHER_KEY)).findByDestination('https://example.com/late'),
    ).toBeNull();
  });

  it("a late answer for an account no longer current lands in that account's database, never in the current one's first page", async () => {
    const mine = await accountOf(sandbox.current.url, DEMO_KEY);
    const theirs = await accountOf(sandbox.current.url, OTHER_KEY);
    const old = linkStore(mine);
    const added = await handlers.addAccount({
      type: 'addAccount',
      name: 'Client',
      serviceUrl: sandbox.current.url,
      apiKey: OTHER_KEY,
    });
    const client = added.ok ? added.value.accounts.find((a) => a.name === 'Client')! : (undefined as never);
    expect((await handlers.switchAccount({ type: 'switchAccount', id: client.id })).ok).toBe(true);
    expect(await old.put(link('late'), true)).toBe(true);
    // Shown nowhere for the current account: neither its projection nor its database.
    expect(await stored()).toEqual(toProjection({ account: theirs, links: [], total: 0 }));
    expect((await accountDbFor(theirs).view()).head.links).toEqual([]);
    expect(await linkStore(theirs).findByDestination('https://example.com/late')).toBeNull();
    // In the account that asked: its first page and "already shortened".
    expect((await accountDbFor(mine).view()).head.links.map((l) => l.id)).toContain('late');
    expect((await old.findByDestination('https://example.com/late'))?.id).toBe('late');
    // Its first page is what the popup shows once it is current again.
    const back = await handlers.switchAccount({
      type: 'switchAccount',
      id: added.ok ? added.value.currentAccountId! : '',
    });
    expect(back.ok).toBe(true);
    expect(await stored()).toMatchObject({ account: mine });
    expect((await stored())?.links.map((l) => l.id)).toContain('late');
  });

  it("an edit answered after a switch lands in the account that asked, and is not shown in the other's first page", async () => {
    const mine = await accountOf(sandbox.current.url, DEMO_KEY);
    const theirs = await accountOf(sandbox.current.url, OTHER_KEY);
    const target = sandbox.current.store.list(DEMO_KEY, 1, 1).links[0]!.id;
    sandbox.current.addFault({ kind: 'hold', method: 'PATCH', times: 1 });
    const editing = handlers.updateLink({ type: 'updateLink', id: target, changes: { title: 'Late' }, account: mine });
    await sandbox.current.waitForRequest((r) => r.fault === 'hold');
    const added = await handlers.addAccount({
      type: 'addAccount',
      name: 'Client',
      serviceUrl: sandbox.current.url,
      apiKey: OTHER_KEY,
    });
    const client = added.ok ? added.value.accounts.find((a) => a.name === 'Client')! : (undefined as never);
    expect((await handlers.switchAccount({ type: 'switchAccount', id: client.id })).ok).toBe(true);
    sandbox.current.release();
    expect((await editing).ok).toBe(true);
    expect(await stored()).toEqual(toProjection({ account: theirs, links: [], total: 0 }));
    expect((await accountDbFor(theirs).all()).map((l) => l.id)).not.toContain(target);
    expect((await accountDbFor(mine).view()).head.links.find((l) => l.id === target)?.title).toBe('Late');
  });

  it('saving the same key again keeps the store', async () => {
    await saveConfiguration({ autoCopy: false }, DEMO_KEY);
    expect((await stored())?.links).toHaveLength(3);
  });
});

describe("a corrupt projection (the popup's copy of the first page)", () => {
  it.each([
    ['not an object', 'garbage'],
    ['links not a list', { account: 'x', links: 5, total: 0 }],
    ['a link without an id', { account: 'x', links: [{}], total: 1 }],
  ])("is never read as truth: the next write projects the database's first page (%s)", async (_, value) => {
    await browser.storage.local.set({ [HEAD_KEY]: value });
    const store = linkStore(await accountOf(sandbox.current.url, DEMO_KEY));
    expect((await store.head()).links).toEqual([]);
    await store.put(link('a'));
    expect((await stored())?.links.map((l) => l.id)).toEqual(['a']);
  });
});

describe("a key written behind the store's back", () => {
  // The projection follows the current account as configuration says it, not its own record.
  it("leaves a stale head that the current account's next write replaces, never merges into", async () => {
    sandbox.current.store.seed(DEMO_KEY, 2);
    await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 });
    const { accounts } = await browser.storage.local.get('accounts');
    await browser.storage.local.set({ accountKeys: { [(accounts as { current: string }).current]: OTHER_KEY } });
    sandbox.current.store.seed(OTHER_KEY, 1);
    const reply = await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 });
    expect(reply.ok && reply.value.links).toHaveLength(1);
    expect(await stored()).toMatchObject({
      account: await accountOf(sandbox.current.url, OTHER_KEY),
      links: [expect.anything()],
    });
  });
});

describe('switching back while a first page lands', () => {
  // A switch waits for the account's writes, and a projection for the switches: the projection
  // follows the write, outside it, so the two never wait for each other.
  it('a switch back to an account whose first page is landing at that moment completes', async () => {
    const mine = await accountOf(sandbox.current.url, DEMO_KEY);
    const added = await handlers.addAccount({
      type: 'addAccount',
      name: 'Client',
      serviceUrl: sandbox.current.url,
      apiKey: OTHER_KEY,
    });
    const first = added.ok ? added.value.currentAccountId! : '';
    const client = added.ok ? added.value.accounts.find((a) => a.name === 'Client')! : (undefined as never);
    expect((await handlers.switchAccount({ type: 'switchAccount', id: client.id })).ok).toBe(true);
    // The writes' queue busy a moment (another change of the accounts, a projection being written).
    let free!: () => void;
    void serialized(() => new Promise<void>((r) => (free = r)));
    const back = handlers.switchAccount({ type: 'switchAccount', id: first });
    await new Promise((r) => setTimeout(r, 0));
    // A's first page answered now (a popup opened before the switch away).
    const page = {
      links: [link('p1')],
      pagination: { total: 1, perPage: 30, currentPage: 1, totalPages: 1 },
      skipped: 0,
    };
    const landing = linkStore(mine).applyList(page, Date.now());
    await new Promise((r) => setTimeout(r, 50));
    free();
    const outcome = await Promise.race([
      Promise.all([back, landing]).then(() => 'done'),
      new Promise((r) => setTimeout(() => r('stuck'), 3000)),
    ]);
    expect(outcome).toBe('done');
  });
});

/**
 * The link store's promises across a browser restart and an account switch, in a real Chromium
 * (docs/link-store.md): a list running while the browser quits and starts again on the same
 * profile makes each address's link exactly once; a delete answered after another account became
 * current never brings its link back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY, startSandbox, type Sandbox } from '../../src/sandbox/server.ts';
import { accountOf } from '../../src/shared/links/account';
import { creates } from '../support/sandbox';
import { launchExtension, type Extension } from './support/chromium';
import { useExtension } from './support/fixture';
import { listEnded } from './support/list-end';

const ask = <T = { ok: boolean; value?: unknown; error?: unknown }>(page: Page, message: object) =>
  page.evaluate((m) => chrome.runtime.sendMessage(m), message) as Promise<T>;

/** Links the service holds for this destination. */
const linksFor = (sandbox: Sandbox, url: string) =>
  sandbox.store.list(DEMO_KEY, 1, 100).links.filter((l) => l.original_link === url);

describe('a list while the browser quits and starts again', () => {
  let sandbox: Sandbox;
  let ext: Extension | null = null;
  beforeAll(async () => {
    sandbox = await startSandbox({ closeConnections: true });
  });
  afterAll(async () => {
    await ext?.close();
    await sandbox.close();
  });

  it('each address ends with exactly one link', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `https://restart.example/${i}`);
    ext = await launchExtension();
    await ext.configure(sandbox.url, DEMO_KEY, { autoShorten: false });
    const account = await accountOf(sandbox.url, DEMO_KEY);
    // One answer lost after its link was made; the answers after the fifth held until the quit,
    // which cuts them off while the worker may still be handling their failure.
    sandbox.addFault({ kind: 'cut', method: 'POST', skip: 2, times: 1 });
    sandbox.addFault({ kind: 'hold', method: 'POST', skip: 4 });
    const page = await ext.openPage('options.html');
    const started = await ask(page, { type: 'bulkStart', account, addresses, confirmed: [], presetId: null });
    expect(started.ok).toBe(true);
    // Every address's request has reached the service (an intent whose request the quit kept from
    // leaving could only end "cannot tell"): the quit loses answers, not requests.
    await sandbox.waitForRequest((r) => r.method === 'POST', { count: addresses.length });
    const profile = ext.profile;
    await ext.quit(); // the held answers never reach this browser
    sandbox.clearFaults();
    sandbox.release();
    ext = await launchExtension({ profile });
    // The worker resumes the list at its start; the page waits for its end, told by the background.
    const again = await ext.openPage('options.html');
    const ended = await listEnded(again, account);
    expect(ended.state).toBe('done');
    expect(ended.entries.map((e) => e.state)).toEqual(addresses.map(() => 'made'));
    for (const url of addresses) expect(linksFor(sandbox, url), url).toHaveLength(1);
  });
});

describe('a delete answered after an account switch', () => {
  const OTHER_KEY = 'other-key-00000000000wxyz';
  const f = useExtension({ keys: [DEMO_KEY, OTHER_KEY] });

  it('never brings the link back to the first account', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    const page = f.track(await f.ext.openPage('options.html'));
    const A = await accountOf(f.sandbox.url, DEMO_KEY);
    const url = 'https://example.com/deleted-late';
    const made = await ask<{ ok: true; value: { link: { id: string } } }>(page, {
      type: 'shorten',
      url,
      actionId: 'make',
      reuseKnown: true,
    });
    const added = await ask<{
      ok: true;
      value: { currentAccountId: string; accounts: { id: string; name: string }[] };
    }>(page, {
      type: 'addAccount',
      name: 'Client B',
      serviceUrl: f.sandbox.url,
      defaultDomain: 'zd.lc',
      apiKey: OTHER_KEY,
    });
    const first = added.value.currentAccountId;
    const second = added.value.accounts.find((a) => a.name === 'Client B')!.id;
    f.sandbox.addFault({ kind: 'hold', method: 'DELETE', times: 1 });
    const deleting = ask(page, { type: 'deleteLinks', ids: [made.value.link.id], account: A });
    await f.sandbox.waitForRequest((r) => r.method === 'DELETE');
    expect((await ask(page, { type: 'switchAccount', id: second })).ok).toBe(true);
    f.sandbox.release();
    expect(await deleting).toMatchObject({ ok: true, value: { deleted: [made.value.link.id] } });
    expect((await ask(page, { type: 'switchAccount', id: first })).ok).toBe(true);
    // The popup's rows and "already shortened" alike: the deleted link is gone for good.
    const popup = await f.popupOver('about:blank');
    await popup.waitForSelector('.recent[data-state=ready]');
    expect(await popup.$(`li.link-item[data-id="${made.value.link.id}"]`)).toBeNull();
    const again = await ask<{ ok: true; value: { link: { id: string }; reused: boolean } }>(popup, {
      type: 'shorten',
      url,
      actionId: 'again',
      reuseKnown: true,
    });
    expect(again.value.link.id).not.toBe(made.value.link.id);
    expect(creates(f.sandbox)).toHaveLength(2);
  });
});

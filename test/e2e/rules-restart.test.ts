/**
 * A list address that a site rule sends to another account, across a browser restart: the list
 * running while the browser quits goes on at the next start on the same profile, and every address
 * made in the rule's account before the quit reads "made" (its action's journal is in that
 * account's database), each made once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY, startSandbox, type Sandbox } from '../../src/sandbox/server.ts';
import { accountOf } from '../../src/shared/links/account';
import { creates } from '../support/sandbox';
import { launchExtension, type Extension } from './support/chromium';
import { listEnded } from './support/list-end';

const OTHER_KEY = 'client-b-key-0000000000wxyz';
const ask = <T = { ok: boolean; value?: unknown; error?: unknown }>(page: Page, message: object) =>
  page.evaluate((m) => chrome.runtime.sendMessage(m), message) as Promise<T>;

let sandbox: Sandbox;
let ext: Extension | null = null;
beforeAll(async () => {
  sandbox = await startSandbox({ closeConnections: true, keys: [DEMO_KEY, OTHER_KEY] });
});
afterAll(async () => {
  await ext?.close();
  await sandbox.close();
});

it('every address reads "made" after the restart, each made once in the rule\'s account', async () => {
  const addresses = Array.from({ length: 12 }, (_, i) => `https://www.example.com/${i}`);
  ext = await launchExtension();
  await ext.configure(sandbox.url, DEMO_KEY, { autoShorten: false });
  const account = await accountOf(sandbox.url, DEMO_KEY);
  const page = await ext.openPage('options.html');
  const added = await ask<{ ok: boolean; value: { accounts: { id: string; name: string }[] } }>(page, {
    type: 'addAccount',
    name: 'Client B',
    serviceUrl: sandbox.url,
    apiKey: OTHER_KEY,
  });
  const client = added.value.accounts.find((a) => a.name === 'Client B')!.id;
  const rules = [{ pattern: '*.example.com', account: client, accountName: 'Client B' }];
  expect(await ask(page, { type: 'saveSiteRules', rules })).toMatchObject({ ok: true });
  // Six links made and answered before the quit; the answers of the six after them (Chromium's six
  // connections to one host) held until it cuts them off.
  sandbox.addFault({ kind: 'hold', method: 'POST', skip: 6 });
  const started = await ask(page, { type: 'bulkStart', account, addresses, confirmed: [], presetId: null });
  expect(started.ok).toBe(true);
  // Every address's request has reached the service: the quit loses answers, not requests.
  await sandbox.waitForRequest((r) => r.method === 'POST', { count: addresses.length });
  const profile = ext.profile;
  await ext.quit();
  sandbox.clearFaults();
  sandbox.release();
  ext = await launchExtension({ profile });
  const again = await ext.openPage('options.html');
  const ended = await listEnded(again, account);
  expect(ended.state).toBe('done');
  expect(ended.entries.map((e) => e.state)).toEqual(addresses.map(() => 'made'));
  expect(creates(sandbox).map((r) => r.headers.authorization)).toEqual(addresses.map(() => `Bearer ${OTHER_KEY}`));
  for (const url of addresses)
    expect(
      sandbox.store.list(OTHER_KEY, 1, 100).links.filter((l) => l.original_link === url),
      url,
    ).toHaveLength(1);
});

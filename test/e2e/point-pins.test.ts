/**
 * Pins are kept in the account's database: a link pinned from the manager's row menu is first in
 * *Redirect a link here*'s pick list after the browser quits and starts again on the same profile.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_KEY, startSandbox, type Sandbox } from '../../src/sandbox/server.ts';
import { launchExtension, type Extension } from './support/chromium';
import { startPages, type TestPages } from './support/pages';
import { rowMenuAction, waitForText } from './support/popup';

let sandbox: Sandbox;
let pages: TestPages;
let ext: Extension | null = null;
beforeAll(async () => {
  [sandbox, pages] = await Promise.all([startSandbox(), startPages()]);
});
afterAll(async () => {
  await ext?.close();
  await Promise.all([sandbox.close(), pages.close()]);
});

it('a pinned link is first in the pick list after a browser restart', async () => {
  sandbox.store.seed(DEMO_KEY, 5);
  const links = sandbox.store.list(DEMO_KEY, 1, 5).links;
  // The oldest: last by the list's own order, so only the pin can put it first.
  const pinned = links[links.length - 1]!;
  ext = await launchExtension();
  await ext.configure(sandbox.url, DEMO_KEY, { autoShorten: false });
  const manager = await ext.openPage('sidepanel.html?view=tab');
  const row = `.grid-row[data-id="${pinned.id}"]`;
  await manager.waitForSelector(row, { timeout: 30_000 });
  await rowMenuAction(manager, row, 'pin');
  await waitForText(manager, '#announcer', `Pinned ${pinned.short_link.replace('https://', '')}.`);

  const profile = ext.profile;
  await ext.quit();
  ext = await launchExtension({ profile });
  const { popup } = await ext.openPopup(pages.url('/after-restart'));
  await (await popup.waitForSelector('#add-menu'))!.click();
  await (await popup.waitForSelector('.row-menu-list [data-action="point-here"]'))!.click();
  await popup.waitForSelector('.point-options li');
  const order = await popup.$$eval('.point-options li', (items) => items.map((li) => li.getAttribute('data-id')));
  expect(order[0]).toBe(pinned.id);
  expect(order).toHaveLength(links.length);
  expect(await popup.$eval('.point-options li', (li) => !!li.querySelector('.point-pin'))).toBe(true);
});

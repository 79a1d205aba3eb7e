/**
 * Two accounts against the local service, one key each: added in the options, switched in the
 * popup (the list and a shortening follow the account, the service receives the right key each
 * time, the context menu too), and one removed after its confirmation.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { until } from '../support/until';
import { creates } from '../support/sandbox';
import { useExtension } from './support/fixture';
import { axeViolations } from './support/axe';
import { fill, rowMenuAction, rowMenuDeleteByKeys, waitForText } from './support/popup';

const OTHER_KEY = 'client-a-key-0000000000wxyz';
const f = useExtension({ keys: [DEMO_KEY, OTHER_KEY] });

const bearer = (key: string) => `Bearer ${key}`;
const keysSince = (from: number) => f.sandbox.requests.slice(from).map((r) => r.headers.authorization);
const listed = (popup: Page) => popup.$$eval('li.link-item', (items) => items.length);

type Dispatchable = { dispatch: (...args: unknown[]) => void };

/** Adds "Client A" (the other key) in the options page, as a user would. */
async function addClientA(): Promise<Page> {
  const options = f.track(await f.ext.openPage('options.html'));
  await (await options.waitForSelector('.add-account-open'))!.click();
  await options.waitForSelector('form.add-account');
  await fill(options, 'input[name=newAccountName]', 'Client A');
  await fill(options, 'input[name=newAccountService]', f.sandbox.url);
  await fill(options, 'input[name=newAccountKey]', OTHER_KEY);
  await options.click('form.add-account button[type=submit]');
  await waitForText(options, '#accounts-notice', 'Account added.');
  // The account never named reads "Account 1", as in the popup; its service is the line under it.
  expect(await options.$$eval('li.account strong', (names) => names.map((n) => n.textContent))).toEqual([
    'Account 1',
    'Client A',
  ]);
  expect(await options.evaluate(() => document.documentElement.outerHTML)).not.toContain(OTHER_KEY);
  return options;
}

describe('two accounts', () => {
  it('switched in the popup: the list, a shortening and the menu follow the account, each with its own key; one removed', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    f.sandbox.store.seed(DEMO_KEY, 2);
    f.sandbox.store.seed(OTHER_KEY, 5);
    const options = await addClientA();

    // One account's list, and the switcher (shown with two accounts), named for screen readers; the
    // account never named reads "Account 1", its service's address only its tooltip.
    const popup = await f.popupOver('/first');
    await until(
      () => listed(popup),
      (n) => n === 2,
    );
    const switcher = await popup.waitForSelector('select[name=account]');
    expect(
      await switcher!.evaluate((s) => [
        s.getAttribute('aria-label'),
        (s as HTMLSelectElement).selectedOptions[0]?.textContent,
        (s as HTMLSelectElement).selectedOptions[0]?.title,
      ]),
    ).toEqual(['Account', 'Account 1', new URL(f.sandbox.url).host]);

    // Switched with the keyboard: one key press.
    let from = f.sandbox.requests.length;
    await switcher!.focus();
    await popup.keyboard.press('ArrowDown');
    await until(
      () => listed(popup),
      (n) => n === 5,
    );
    await waitForText(popup, '#announcer', 'Now using Client A.');
    expect(await popup.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('account');
    // The switch itself shortened nothing; the form is offered.
    expect(creates(f.sandbox)).toHaveLength(0);
    await popup.waitForSelector('.shorten-form');
    await popup.click('.shorten-form button[type=submit]');
    await popup.waitForSelector('#short-link');
    expect(creates(f.sandbox)).toHaveLength(1);
    expect(f.sandbox.store.list(OTHER_KEY, 1, 30).links).toHaveLength(6);
    expect(new Set(keysSince(from))).toEqual(new Set([bearer(OTHER_KEY)]));

    // The context menu acts for the current account too.
    from = f.sandbox.requests.length;
    const w = await f.ext.worker();
    await w.evaluate((i) => (chrome.contextMenus.onClicked as unknown as Dispatchable).dispatch(i, null), {
      menuItemId: 'prettylink-shorten-link',
      linkUrl: f.pages.url('/from-menu'),
      pageUrl: f.pages.url('/'),
    });
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 2,
    );
    expect(creates(f.sandbox)[1]?.headers.authorization).toBe(bearer(OTHER_KEY));
    expect(new Set(keysSince(from))).toEqual(new Set([bearer(OTHER_KEY)]));

    // Back to the first account: its list, its key.
    from = f.sandbox.requests.length;
    await popup.select('select[name=account]', (await optionValue(popup, 0))!);
    await until(
      () => listed(popup),
      (n) => n === 2,
    );
    expect(new Set(keysSince(from))).toEqual(new Set([bearer(DEMO_KEY)]));

    // Removed in the options, after the confirmation: the popup has one account and no switcher.
    const row = `li.account[data-account-id="${await optionValue(popup, 1)}"]`;
    await options.bringToFront();
    await options.click(`${row} button.account-remove`);
    await waitForText(options, `${row} .confirm`, 'Remove the account “Client A”?');
    expect(await options.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await options.click(`${row} button.danger`);
    await waitForText(options, '#accounts-notice', 'Account removed.');
    await until(
      () => options.$$eval('li.account', (rows) => rows.length),
      (n) => n === 1,
    );
    const status = await options.evaluate(() => chrome.runtime.sendMessage({ type: 'status' }));
    expect(status.value.accounts).toHaveLength(1);
    expect(JSON.stringify(status)).not.toContain(OTHER_KEY);
    const again = await f.popupOver('/after');
    await until(
      () => listed(again),
      (n) => n === 2,
    );
    expect(await again.$('select[name=account]')).toBeNull();
  });

  it("removing the current account falls back to the other one, never showing the removed one's links", async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    f.sandbox.store.seed(DEMO_KEY, 2);
    f.sandbox.store.seed(OTHER_KEY, 5);
    await addClientA();
    const popup = await f.popupOver('/first');
    await until(
      () => listed(popup),
      (n) => n === 2,
    );
    const first = (await optionValue(popup, 0))!;
    const from = f.sandbox.requests.length;
    const reply = await popup.evaluate((id) => chrome.runtime.sendMessage({ type: 'removeAccount', id }), first);
    expect(reply.value.currentAccountId).toBe(await optionValue(popup, 1));
    // The first frame of a popup opened now: the remaining account's (empty, then fetched) list, never the removed one's.
    const again = f.track(await f.ext.browser.newPage());
    await again.evaluateOnNewDocument(() => {
      const seen: number[] = ((globalThis as { seen?: number[] }).seen = []);
      new MutationObserver(() => seen.push(document.querySelectorAll('li.link-item').length)).observe(document, {
        childList: true,
        subtree: true,
      });
    });
    await again.goto(`chrome-extension://${f.ext.id}/popup.html`);
    await until(
      () => listed(again),
      (n) => n === 5,
    );
    expect(
      await again.evaluate(() => (globalThis as { seen?: number[] }).seen!.filter((n) => n > 0 && n !== 5)),
    ).toEqual([]);
    expect(new Set(keysSince(from))).toEqual(new Set([bearer(OTHER_KEY)]));
  });
});

/**
 * Client A made current in the options while another page's delete confirmation is open. (A click
 * event: the options tab is behind the other page's, where Puppeteer's pointer never lands.)
 */
async function makeClientACurrent(options: Page): Promise<void> {
  await (await options.waitForSelector('li.account:nth-of-type(2) button.primary'))!.evaluate((b) =>
    (b as HTMLButtonElement).click(),
  );
  await waitForText(options, '#accounts-notice', 'Client A');
}

/** The open confirmation was for the previous account's link: refused, said so, nothing sent. */
async function expectDeleteRefused(page: Page, id: string): Promise<void> {
  await page.click('dialog.delete-dialog button.danger');
  await waitForText(page, 'dialog.delete-dialog .delete-report', 'nothing was done');
  expect(f.sandbox.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  expect(f.sandbox.store.get(DEMO_KEY, id)).toBeDefined();
}

describe('the manager follows the current account', () => {
  it('shows the account switched to elsewhere; a delete confirmed for the old one is refused and deletes nothing on the service', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    f.sandbox.store.seed(DEMO_KEY, 3);
    f.sandbox.store.seed(OTHER_KEY, 5);
    const options = await addClientA();
    const manager = f.track(await f.ext.openPage('sidepanel.html'));
    await manager.waitForSelector('.grid[data-state="ready"][data-count="3"]', { timeout: 30_000 });
    const victim = f.sandbox.store.list(DEMO_KEY, 1, 100).links[0]!;
    await rowMenuAction(manager, `.grid-row[data-id="${victim.id}"]`, 'delete');
    await manager.waitForSelector('dialog.delete-dialog[open]');
    await makeClientACurrent(options);
    // The manager shows Client A's links, and none of the other account's.
    await manager.waitForSelector('.grid[data-state="ready"][data-count="5"]', { timeout: 30_000 });
    const theirs = new Set(f.sandbox.store.list(OTHER_KEY, 1, 100).links.map((l) => l.id));
    expect(
      (await manager.$$eval('.grid-row', (rows) => rows.map((r) => r.getAttribute('data-id')))).every((id) =>
        theirs.has(id!),
      ),
    ).toBe(true);
    await expectDeleteRefused(manager, victim.id);
  });
});

describe('the popup names its account', () => {
  it('a delete confirmed in a popup whose account was switched elsewhere is refused and deletes nothing', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    f.sandbox.store.seed(DEMO_KEY, 2);
    f.sandbox.store.seed(OTHER_KEY, 5);
    const options = await addClientA();
    const popup = await f.popupOver('/first');
    await until(
      () => listed(popup),
      (n) => n === 2,
    );
    const victim = f.sandbox.store.list(DEMO_KEY, 1, 100).links[0]!;
    await rowMenuDeleteByKeys(popup, `li[data-id="${victim.id}"]`);
    await popup.waitForSelector('dialog.delete-dialog[open]');
    await makeClientACurrent(options);
    await expectDeleteRefused(popup, victim.id);
  });
});

describe("the options' accounts", () => {
  it("rename, verify with the account's own key, bad input refused with a clear message; axe-clean with the switcher and a confirmation open", async () => {
    f.sandbox.store.seed(OTHER_KEY, 5);
    const options = await addClientA();
    const row = 'li.account:nth-child(2)';
    // A duplicate (same service and key) is refused, and nothing is added.
    await options.click('.add-account-open');
    await options.waitForSelector('form.add-account');
    await fill(options, 'input[name=newAccountName]', 'Twin');
    await fill(options, 'input[name=newAccountService]', f.sandbox.url);
    await fill(options, 'input[name=newAccountKey]', OTHER_KEY);
    await options.click('form.add-account button[type=submit]');
    await waitForText(options, '#accounts-notice', 'You already have an account with this service and key.');
    expect(await options.$$eval('li.account', (rows) => rows.length)).toBe(2);

    await clickIn(options, row, 'Rename');
    await options.waitForFunction(() => document.activeElement?.getAttribute('name') === 'accountName', {
      timeout: 2000,
    });
    await fill(options, `${row} input[name=accountName]`, '   ');
    await options.keyboard.press('Enter');
    await waitForText(options, '#accounts-notice', 'Give the account a name of 1 to 40 characters.');
    await fill(options, `${row} input[name=accountName]`, 'Client B');
    await options.keyboard.press('Enter');
    await waitForText(options, `${row} strong`, 'Client B');
    await waitForText(options, '#accounts-notice', 'Account renamed.');

    const from = f.sandbox.requests.length;
    await clickIn(options, row, 'Verify');
    await waitForText(options, '#accounts-notice', 'Connected. The service holds 5 of your links.');
    expect(keysSince(from)).toEqual([bearer(OTHER_KEY)]);

    await clickIn(options, row, 'Remove account…');
    await options.waitForSelector(`${row} .confirm`);
    expect(await axeViolations(options)).toEqual([]);
    await options.keyboard.press('Escape');
    await options.waitForSelector(`${row} .confirm`, { hidden: true });

    const popup = await f.popupOver('/axe');
    await popup.waitForSelector('select[name=account]');
    expect(await axeViolations(popup)).toEqual([]);
  });
});

/** Clicks the button labelled `label` inside the element `scope`. */
async function clickIn(page: Page, scope: string, label: string) {
  const button = await (await page.$(scope))!.$(`xpath/.//button[text()="${label}"]`);
  await button!.click();
}

const optionValue = (popup: Page, index: number) =>
  popup.$$eval('select[name=account] option', (o, i) => (o[i] as HTMLOptionElement | undefined)?.value, index);

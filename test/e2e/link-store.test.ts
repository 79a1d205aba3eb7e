/**
 * One truth about the user's links under real-world timing: a list slower than a create, a key
 * replaced or removed, pages that must not hear the key.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { accountOf } from '../../src/shared/links/account';
import { useExtension } from './support/fixture';
import { cardUrl, waitForText } from './support/popup';

const NEW_KEY = 'new-account-key-00000000';
const f = useExtension({ keys: [DEMO_KEY, NEW_KEY] });

/** Sends a request of the contract from an extension page, as the options page does. */
const ask = (page: Page, message: object) => page.evaluate((m) => chrome.runtime.sendMessage(m), message);

describe('a service slower to list than to create', () => {
  it('a list asked for before the create and answered after it does not lose the new link: next time the page is known', async () => {
    f.sandbox.store.seed(DEMO_KEY, 40);
    // The list is read when asked and answered a second later; the create is made after 300 ms.
    f.sandbox.addFault({
      kind: 'latency',
      when: 'after',
      latencyMs: 1_000,
      method: 'GET',
      path: '/api/v1/links',
      times: 1,
    });
    f.sandbox.addFault({ kind: 'latency', latencyMs: 300, method: 'POST', times: 1 });
    const first = await f.popupOver('/slow-list');
    await first.waitForSelector('#short-link');
    const made = f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]!;
    expect(made.original_link).toBe(f.pages.url('/slow-list'));
    // "Load more" appears once the (older) first page has reached the popup.
    await first.waitForSelector('button.more');
    expect(await first.$(`li.link-item[data-id="${made.id}"]`)).not.toBeNull();
    await first.close();

    const second = await f.popupOver('/slow-list');
    await waitForText(second, '.card', 'You shortened this page before');
    expect(await cardUrl(second)).toBe(made.short_link);
    expect(creates(f.sandbox)).toHaveLength(1);
  });
});

describe('another account', () => {
  /** The popup opened in a tab with every text it ever renders recorded from its first frame on. */
  async function popupFromFirstFrame() {
    const page = f.track(await f.ext.browser.newPage());
    await page.evaluateOnNewDocument(() => {
      const seen: string[] = ((globalThis as { seen?: string[] }).seen = []);
      new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    await page.goto(`chrome-extension://${f.ext.id}/popup.html`);
    return page;
  }
  const everShown = (page: Page) => page.evaluate(() => ((globalThis as { seen?: string[] }).seen ?? []).join('\n'));

  it('key replaced, then removed: nothing of the old account in the first frame or after; its page is shortened anew', async () => {
    f.sandbox.store.create(DEMO_KEY, {
      link: 'https://example.com/old-account-link',
      domain: 'zd.lc',
      title: 'Old account link',
    });
    const first = await f.popupOver('/shared-page');
    await first.waitForSelector('#short-link');
    await waitForText(first, '.links', 'Old account link');
    const oldShort = f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;

    expect(await ask(first, { type: 'saveSettings', settings: {}, apiKey: NEW_KEY })).toMatchObject({ ok: true });
    await first.close();
    const replaced = await popupFromFirstFrame();
    await waitForText(replaced, '.recent', 'No links yet');
    expect(await everShown(replaced)).not.toMatch(/Old account link|shared-page/);
    await replaced.close(); // one popup.html at a time: the next popup is found by its address

    const again = await f.popupOver('/shared-page');
    await again.waitForSelector('#short-link');
    expect(await again.$eval('#short-link', (b) => b.textContent)).not.toBe(oldShort);
    expect(await again.$eval('.current', (c) => c.textContent)).not.toContain('You shortened this page before');
    expect(f.sandbox.store.list(NEW_KEY, 1, 30).total).toBe(1);
    expect(creates(f.sandbox)).toHaveLength(2);

    expect(await ask(again, { type: 'saveSettings', settings: {}, apiKey: null })).toMatchObject({ ok: true });
    await again.close();
    const removed = await popupFromFirstFrame();
    await waitForText(removed, '.welcome', 'Connect PrettyURL to start shortening');
    expect(await everShown(removed)).not.toMatch(/Old account link|shared-page|zd\.lc/);
  });
});

describe('pages hear of a new key without hearing the key', () => {
  it('the options page updates when another page replaces the key, and no storage change carrying the key reaches it', async () => {
    const options = f.track(await f.ext.browser.newPage());
    await options.evaluateOnNewDocument(() => {
      const heard: string[] = ((globalThis as { heard?: string[] }).heard = []);
      for (const event of [chrome.storage.onChanged, chrome.storage.local.onChanged]) {
        const add = event.addListener.bind(event);
        event.addListener = ((listener: (...a: unknown[]) => void) =>
          add((...a: unknown[]) => (heard.push(JSON.stringify(a)), listener(...a)))) as typeof event.addListener;
      }
    });
    await options.goto(`chrome-extension://${f.ext.id}/options.html`);
    await options.waitForSelector('#key-saved');
    const other = f.track(await f.ext.openPage('popup.html'));
    expect(await ask(other, { type: 'saveSettings', settings: {}, apiKey: NEW_KEY })).toMatchObject({ ok: true });
    await waitForText(options, '#key-saved', `Key ending in ${NEW_KEY.slice(-4)}`);
    expect(await options.evaluate(() => ((globalThis as { heard?: string[] }).heard ?? []).join('\n'))).not.toContain(
      NEW_KEY,
    );
  });
});

describe('known links on every surface, in the real worker', () => {
  it('the shortcut pressed twice, the second while the first is on its way: one link, both copy it', async () => {
    f.sandbox.addFault({ kind: 'latency', latencyMs: 300, method: 'POST', times: 1 });
    const tab = f.track(await f.ext.browser.newPage());
    await tab.goto(f.pages.url('/pressed-twice?title=Twice'));
    await tab.bringToFront();
    const w = await f.ext.worker();
    const titles = await w.evaluate(async () => {
      const [t] = await chrome.tabs.query({ active: true, currentWindow: true });
      const shown: string[] = [];
      // Each press ends with its notification: the second one is the event that both are done.
      let bothDone: () => void = () => undefined;
      const done = new Promise<void>((resolve) => (bothDone = resolve));
      const create = chrome.notifications.create.bind(chrome.notifications);
      (chrome.notifications as { create: unknown }).create = (
        id: string,
        o: chrome.notifications.NotificationOptions,
      ) => {
        shown.push(String(o.title));
        if (shown.length === 2) bothDone();
        return create(id, o as never);
      };
      const fire = (chrome.commands.onCommand as unknown as { dispatch: (...a: unknown[]) => void }).dispatch.bind(
        chrome.commands.onCommand,
      );
      fire('shorten-page', t);
      fire('shorten-page', t);
      await done;
      (chrome.notifications as { create: unknown }).create = create;
      return shown.sort();
    });
    expect(titles).toEqual(['Already shortened', 'Short link copied']);
    expect(creates(f.sandbox)).toHaveLength(1);
  });
});

describe('a lagging replica and answers out of order', () => {
  it('lists from a replica that lags behind the create never make the page unknown', async () => {
    const first = await f.popupOver('/lagged');
    await first.waitForSelector('#short-link');
    await first.close();
    f.sandbox.addFault({ kind: 'lag', lagMs: 60_000, method: 'GET', path: '/api/v1/links' });
    for (let i = 0; i < 2; i++) {
      const again = await f.popupOver('/lagged');
      await waitForText(again, '.card', 'You shortened this page before');
      await again.waitForSelector('.recent[data-state=ready]'); // the replica's list was answered and merged
      await again.close();
    }
    expect(creates(f.sandbox)).toHaveLength(1);
  });

  it('a link deleted here stays deleted while a lagging replica still lists it: not back in the rows, nor handed out again', async () => {
    // Seeded links are minutes old: the replica below has them (a link made within its lag it would not).
    f.sandbox.store.seed(DEMO_KEY, 3);
    const [target] = f.sandbox.store.list(DEMO_KEY, 1, 30).links;
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    const row = `li.link-item[data-id="${target!.id}"]`;
    const first = await f.popupOver('about:blank');
    await first.waitForSelector(row);
    const account = await accountOf(f.sandbox.url, DEMO_KEY);
    expect(await ask(first, { type: 'deleteLinks', ids: [target!.id], account })).toMatchObject({
      ok: true,
      value: { deleted: [target!.id] },
    });
    await first.close();
    // The replica still lists the deleted link (deletes reach it a minute later).
    f.sandbox.addFault({ kind: 'lag', lagMs: 60_000, method: 'GET', path: '/api/v1/links' });
    const again = await f.popupOver('about:blank');
    await again.waitForSelector('.recent[data-state=ready]'); // the replica's list was answered and merged
    expect(f.sandbox.requests.some((r) => r.fault === 'lag' && r.answeredAt !== undefined)).toBe(true);
    expect(await again.$(row)).toBeNull();
    // "Already shortened" does not hand out the dead link: a new one is made.
    const reply = (await ask(again, {
      type: 'shorten',
      url: target!.original_link,
      actionId: 'after-delete',
      reuseKnown: true,
    })) as { ok: boolean; value: { reused: boolean; link: { id: string } } };
    expect(reply).toMatchObject({ ok: true, value: { reused: false } });
    expect(reply.value.link.id).not.toBe(target!.id);
    expect(creates(f.sandbox)).toHaveLength(1);
  });

  it('a list read before an edit and answered after it does not revert the edit', async () => {
    f.sandbox.store.seed(DEMO_KEY, 2);
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    f.sandbox.addFault({ kind: 'hold', method: 'GET', path: '/api/v1/links', times: 1 });
    const popup = await f.popupOver('about:blank');
    await f.sandbox.waitForRequest((r) => r.method === 'GET');
    // No cache yet: the rows come from the list, so a first list answers before the held one.
    await popup.evaluate(() => chrome.runtime.sendMessage({ type: 'listLinks', page: 1, perPage: 30 }));
    const [target] = f.sandbox.store.list(DEMO_KEY, 1, 30).links;
    expect(
      await popup.evaluate(
        ([id, account]) =>
          chrome.runtime.sendMessage({ type: 'updateLink', id, account, changes: { title: 'Edited while listing' } }),
        [target!.id, await accountOf(f.sandbox.url, DEMO_KEY)],
      ),
    ).toMatchObject({ ok: true });
    const row = `li.link-item[data-id="${target!.id}"]`;
    expect(f.sandbox.release({ method: 'GET' })).toBe(1);
    await popup.waitForSelector('.recent[data-state=ready]');
    await waitForText(popup, row, 'Edited while listing');
    await popup.close();
    // Reopened with its own list held: the rows are the store's alone.
    f.sandbox.addFault({ kind: 'hold', method: 'GET', path: '/api/v1/links', times: 1 });
    const reopened = await f.popupOver('about:blank');
    await waitForText(reopened, row, 'Edited while listing');
    f.sandbox.release();
  });
});

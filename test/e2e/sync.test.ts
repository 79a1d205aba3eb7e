/**
 * The link mirror in the built extension: a sync of 2,000 links survives the worker
 * being stopped mid-way (resumed, requests ≈ pages), the popup reuses a link from page 40, and a
 * full pass over a list that changes under it removes only what the service says is gone.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { accountOf } from '../../src/shared/links/account';
import type { SyncState } from '../../src/shared/links/sync-state';
import { creates } from '../support/sandbox';
import { useExtension } from './support/fixture';
import { cardUrl, waitForText } from './support/popup';

const f = useExtension();
const PAGES = Math.ceil(2000 / 30);

const listRequests = () => f.sandbox.requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/links');

/** An extension page that records every linksChanged notice it hears. */
async function listeningPage(): Promise<Page> {
  const page = f.track(await f.ext.openPage('options.html'));
  await page.evaluate(() => {
    const heard: unknown[] = ((globalThis as { heard?: unknown[] }).heard = []);
    chrome.runtime.onMessage.addListener(
      (m: { type?: string; state?: unknown }) => void (m?.type === 'linksChanged' && heard.push(m.state)),
    );
  });
  return page;
}
const ask = (page: Page, message: object) => page.evaluate((m) => chrome.runtime.sendMessage(m), message);
const heard = (page: Page) => page.evaluate(() => (globalThis as { heard?: SyncState[] }).heard ?? []);
async function untilComplete(page: Page): Promise<SyncState> {
  await page.waitForFunction(
    () => ((globalThis as { heard?: SyncState[] }).heard ?? []).some((s) => s.phase === 'idle' && s.complete),
    { timeout: 30_000 },
  );
  return (await heard(page)).at(-1)!;
}

/** A fresh mirror: what an earlier test of this file left is dropped (the background rebuilds it). */
const freshMirror = (page: Page, account: string) =>
  page.evaluate(
    (name) => new Promise((r) => (indexedDB.deleteDatabase(name).onsuccess = r)),
    `prettylink-mirror-${account}`,
  );

/** What a page reads of the mirror, straight from IndexedDB (as the manager does). */
const mirrorCount = (page: Page, account: string) =>
  page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => {
          const c = r.result.transaction('links').objectStore('links').count();
          c.onsuccess = () => (r.result.close(), resolve(c.result));
        };
      }),
    `prettylink-mirror-${account}`,
  );

/** The ids the mirror holds, straight from IndexedDB. */
const mirrorIds = (page: Page, account: string) =>
  page.evaluate(
    (name) =>
      new Promise<string[]>((resolve) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => {
          const c = r.result.transaction('links').objectStore('links').getAllKeys();
          c.onsuccess = () => (r.result.close(), resolve(c.result as string[]));
        };
      }),
    `prettylink-mirror-${account}`,
  );

describe('the link mirror in Chromium', () => {
  it('a worker stopped mid-sync resumes where it was and completes: requests ≈ pages', async () => {
    f.sandbox.store.seed(DEMO_KEY, 2000);
    const account = await accountOf(f.sandbox.url, DEMO_KEY);
    const page = await listeningPage();
    await freshMirror(page, account);
    expect(await ask(page, { type: 'syncLinks' })).toMatchObject({
      ok: true,
      value: { phase: 'syncing', complete: false },
    });
    await f.sandbox.waitForRequest((r) => r.path === '/api/v1/links', { count: 25 });
    await f.ext.stopWorker();
    const before = listRequests().length;
    expect(before).toBeLessThan(PAGES);
    const stoppedAt = (await heard(page)).filter((s) => s.phase === 'syncing').at(-1)!;
    expect(stoppedAt.complete).toBe(false);

    const resumed = await ask(page, { type: 'syncLinks' });
    expect(resumed).toMatchObject({ ok: true, value: { phase: 'syncing', complete: false } });
    const done = await untilComplete(page);
    expect(done).toMatchObject({ account, complete: true, linksKnown: 2000, pagesDone: PAGES, pagesTotal: PAGES });
    const pages = listRequests().map((r) => Number(r.query.page));
    expect(pages.filter((p) => p === 1)).toHaveLength(1); // not re-read from the start
    expect(pages.length).toBeLessThanOrEqual(PAGES + 2); // at most the two in flight when it stopped
    expect(new Set(pages).size).toBe(PAGES);
    expect(await mirrorCount(page, account)).toBe(2000);
    // Nothing before the end said complete.
    expect((await heard(page)).filter((s) => s.complete)).toHaveLength(1);
  });

  it('the popup reuses the link of a page whose link is on page 40 (no POST)', async () => {
    f.sandbox.store.seed(DEMO_KEY, 2000);
    const far = f.sandbox.store.list(DEMO_KEY, 40, 30).links[7]!;
    f.sandbox.store.update(DEMO_KEY, far.id, { original_url: f.pages.url('/far-away') });
    const page = await listeningPage();
    await freshMirror(page, await accountOf(f.sandbox.url, DEMO_KEY));
    await ask(page, { type: 'syncLinks', full: true });
    await untilComplete(page);
    await page.close();

    const popup = await f.popupOver('/far-away');
    await waitForText(popup, '.card', 'You shortened this page before');
    expect(await cardUrl(popup)).toBe(far.short_link);
    expect(creates(f.sandbox)).toHaveLength(0);
  });

  it('a full pass over a list that moves keeps the link that fell between two pages and removes the one deleted elsewhere', async () => {
    f.sandbox.store.seed(DEMO_KEY, 300);
    const account = await accountOf(f.sandbox.url, DEMO_KEY);
    const page = await listeningPage();
    await freshMirror(page, account);
    await ask(page, { type: 'syncLinks', full: true });
    await untilComplete(page);
    await page.evaluate(() => void ((globalThis as { heard?: unknown[] }).heard!.length = 0)); // the next pass's notices only

    const all = f.sandbox.store.list(DEMO_KEY, 1, 1e9).links;
    const slides = all[59]!; // page 2's last link
    const deleted = all[200]!;
    // Pages 2 and 3 in flight; page 2 is read only when released, after page 3 was answered.
    f.sandbox.addFault({ kind: 'hold', when: 'before', method: 'GET', path: '/api/v1/links', skip: 1, times: 1 });
    f.sandbox.requests.length = 0;
    await ask(page, { type: 'syncLinks', full: true });
    const [held] = await f.sandbox.waitForRequest((r) => r.fault === 'hold');
    expect(held!.query.page).toBe('2');
    await f.sandbox.waitForRequest((r) => r.path === '/api/v1/links' && r.query.page === '3'); // answered as it arrives
    // Elsewhere, meanwhile: a link made (every link moves down one) and one further down deleted
    // (the total is back where it was). Page 2's last link is now page 3's first: no page lists it.
    f.sandbox.store.create(DEMO_KEY, { link: 'https://example.com/made-elsewhere', domain: 'zd.lc' });
    f.sandbox.store.remove(DEMO_KEY, deleted.id);
    expect(f.sandbox.release()).toBe(1);
    const done = await untilComplete(page);

    expect(done).toMatchObject({ account, complete: true, linksKnown: 299 });
    const ids = await mirrorIds(page, account);
    expect(ids).toContain(slides.id);
    expect(ids).not.toContain(deleted.id);
    const askedById = f.sandbox.requests
      .filter((r) => r.method === 'GET' && r.path.startsWith('/api/v1/links/'))
      .map((r) => r.path.split('/').pop());
    expect(askedById.sort()).toEqual([slides.id, deleted.id].sort());
    expect(listRequests().filter((r) => r.query.page === '1')).toHaveLength(1); // one pass, not read again for the moved total
  });
});

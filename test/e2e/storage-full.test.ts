/**
 * The store's promises when the disk is really full, in a real Chromium (docs/link-store.md): the
 * browser's profile on a small tmpfs, filled until IndexedDB writes fail (./support/small-disk.ts).
 * A shortening then says so and sends nothing; with room again the same page makes exactly one
 * link; a delete whose removal could not be written is never listed or handed out, and is applied
 * once there is room.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { accountOf } from '../../src/shared/links/account';
import { creates } from '../support/sandbox';
import { useExtension } from './support/fixture';
import { waitForText } from './support/popup';
import { cannotMount, useSmallDisk } from './support/small-disk';

const ask = <T = { ok: boolean; value?: unknown; error?: { kind: string } }>(page: Page, message: object) =>
  page.evaluate((m) => chrome.runtime.sendMessage(m), message) as Promise<T>;

/** The popup's words for a storage that refused the action's note: it says nothing was sent. */
async function saysStorageRefused(popup: Page) {
  try {
    await popup.waitForFunction(
      () =>
        [...document.querySelectorAll('[role=alert]')].some((el) =>
          /storage.*nothing was sent/i.test(el.textContent ?? ''),
        ),
      { timeout: 20_000, polling: 50 },
    );
  } catch (e) {
    const shown = await popup.evaluate(() => document.body.innerText).catch(() => '(page gone)');
    throw new Error(`the popup never said its storage refused the action. It shows:\n${shown}`, { cause: e });
  }
}

describe.skipIf(cannotMount !== null)(`a real full disk${cannotMount ? ` (skipped: ${cannotMount})` : ''}`, () => {
  // The disk first: its mount outlives the browser that uses it.
  const disk = useSmallDisk();
  const f = useExtension({ closeConnections: true }, { profile: disk.profile });
  const links = () => f.sandbox.store.list(DEMO_KEY, 1, 30).links;
  afterEach(() => disk.free());

  it('a shortening at a full disk says so, and sends nothing', async () => {
    await disk.fillUntilWritesFail(f.ext);
    const popup = await f.popupOver('/full-disk');
    await saysStorageRefused(popup);
    expect(creates(f.sandbox)).toHaveLength(0);
    expect(links()).toHaveLength(0);
  });

  it('with room again, Try again and the same page make exactly one link', async () => {
    await disk.fillUntilWritesFail(f.ext);
    const popup = await f.popupOver('/full-then-room');
    await saysStorageRefused(popup);
    disk.free();
    await popup.click('xpath/.//*[@role="alert"]//button[text()="Try again"]');
    await popup.waitForSelector('#short-link');
    expect(creates(f.sandbox)).toHaveLength(1);
    // The same page again: its one link, known.
    const again = await f.popupOver('/full-then-room');
    await waitForText(again, '#short-link', links()[0]!.back_half);
    expect(creates(f.sandbox)).toHaveLength(1);
    expect(links()).toHaveLength(1);
  });

  it('a delete whose removal hit the full disk is never listed or handed out, and is applied once there is room', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    const page = f.track(await f.ext.openPage('options.html'));
    const url = f.pages.url('/deleted-at-full-disk');
    const made = await ask<{ ok: true; value: { link: { id: string } } }>(page, {
      type: 'shorten',
      url,
      actionId: 'make',
      reuseKnown: true,
    });
    const id = made.value.link.id;
    await disk.fillUntilWritesFail(f.ext);
    const account = await accountOf(f.sandbox.url, DEMO_KEY);
    const deleted = await ask(page, { type: 'deleteLinks', ids: [id], account });
    expect(f.sandbox.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(deleted.ok).toBe(true);
    // At the full disk: not listed, not handed out.
    // The popup's rows, its first frame's and its list's: whether the list could be stored or not.
    const popup = await f.popupOver('about:blank');
    await popup.waitForSelector('.recent[data-state=ready], .recent[data-state=failed]');
    expect(await popup.$(`li.link-item[data-id="${id}"]`)).toBeNull();
    const atFull = await ask<{ ok: boolean; value?: { link: { id: string } } }>(page, {
      type: 'shorten',
      url,
      actionId: 'at-full',
      reuseKnown: true,
    });
    expect(atFull.value?.link.id).not.toBe(id);
    // Room again, and a worker that starts with nothing in memory: what it reads from the disk holds.
    disk.free();
    await f.ext.stopWorker();
    const after = f.track(await f.ext.openPage('options.html'));
    const again = await ask<{ ok: true; value: { link: { id: string }; reused: boolean } }>(after, {
      type: 'shorten',
      url,
      actionId: 'with-room',
      reuseKnown: true,
    });
    expect(again.ok).toBe(true);
    expect(again.value.link.id).not.toBe(id);
    const listed = await ask<{ ok: true; value: { links: { id: string }[] } }>(after, {
      type: 'listLinks',
      page: 1,
      perPage: 30,
    });
    expect(listed.value.links.map((l) => l.id)).not.toContain(id);
    const manager = f.track(await f.ext.openPage('sidepanel.html'));
    await manager.waitForSelector(`.grid-row[data-id="${again.value.link.id}"]`);
    expect(await manager.$(`.grid-row[data-id="${id}"]`)).toBeNull();
  });
});

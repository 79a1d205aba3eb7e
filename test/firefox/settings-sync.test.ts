/**
 * Settings that follow the user in Firefox (the add-on has a gecko id, so storage.sync is its
 * own): a preference saved in the options page lands in storage.sync, and one storage.sync brings
 * in (as from another computer) reaches the open page. Chromium's twin: test/e2e/settings-sync.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { until } from '../support/until';
import { useFirefox } from './support/fixture';

const f = useFirefox();
let page: Page;
afterEach(() => page?.close());

describe('preferences in storage.sync', () => {
  it('round-trip: saved from the options page into storage.sync, and back from it into the open page', async () => {
    page = await f.ff.openPage('options.html');
    await page.waitForSelector('input[name=autoCopy]');
    const checked = () => page.$eval('input[name=autoCopy]', (i) => (i as HTMLInputElement).checked);
    expect(await checked()).toBe(true);
    await page.click('input[name=autoCopy]');
    const synced = () => f.ff.ext(() => chrome.storage.sync.get(null));
    expect(await until(synced, (s) => s['pref.autoCopy'] === false)).toEqual({ 'pref.autoCopy': false });
    expect(JSON.stringify(await synced())).not.toContain(DEMO_KEY);
    // Another computer turns it back on.
    await f.ff.ext(() => chrome.storage.sync.set({ 'pref.autoCopy': true }));
    expect(await until(checked, (c) => c)).toBe(true);
  });
});

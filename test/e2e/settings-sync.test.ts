/**
 * Settings that follow the user in a real Chromium: a preference that storage.sync
 * brings in (written behind the extension's back, as sync does for another computer) reaches an
 * open options page and the next popup; a key typed in the options page never reaches storage.sync.
 * And a corrupt projection of links in storage is not drawn by the popup (it reads the background's list instead).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { accountOf } from '../../src/shared/links/account';
import { PROJECTION_VERSION } from '../../src/shared/links/projection';
import { creates } from '../support/sandbox';
import { until } from '../support/until';
import { useExtension } from './support/fixture';
import { fill, waitForText } from './support/popup';

const NEW_KEY = 'sk_live_typed_in_options_0042';
// The key typed is verified with the service before it is kept: the service knows it.
const f = useExtension({ keys: [DEMO_KEY, NEW_KEY] });

describe('preferences in storage.sync', () => {
  it('a preference changed on another computer reaches an open options page', async () => {
    const page = f.track(await f.ext.openPage('options.html'));
    await page.waitForSelector('input[name=autoCopy]');
    const checked = (name: string) => page.$eval(`input[name=${name}]`, (i) => (i as HTMLInputElement).checked);
    expect([await checked('autoCopy'), await checked('stripTracking')]).toEqual([true, false]);
    await (
      await f.ext.worker()
    ).evaluate(() => chrome.storage.sync.set({ 'pref.autoCopy': false, 'pref.stripTracking': true }));
    expect(
      await until(
        () => Promise.all([checked('autoCopy'), checked('stripTracking')]),
        ([copy, strip]) => !copy && strip,
      ),
    ).toEqual([false, true]);
  });

  it('the popup opens with the preferences storage.sync holds', async () => {
    await (await f.ext.worker()).evaluate(() => chrome.storage.sync.set({ 'pref.autoShorten': false }));
    const popup = await f.popupOver('/synced');
    await popup.waitForSelector('.shorten-form');
    expect(creates(f.sandbox)).toHaveLength(0);
  });

  it('a key typed in the options page stays in storage.local: storage.sync holds preferences and presets only', async () => {
    const page = f.track(await f.ext.openPage('options.html'));
    await page.waitForSelector('input[name=autoShorten]');
    await page.click('input[name=autoShorten]');
    await page.click('xpath/.//button[text()="Replace"]');
    await fill(page, 'input[name=apiKey]', NEW_KEY);
    await page.click('xpath/.//button[text()="Verify and save"]');
    await waitForText(page, '#key-saved', 'Key ending in 0042');
    const w = await f.ext.worker();
    const synced = await until(
      () => w.evaluate(() => chrome.storage.sync.get(null)),
      (s) => 'pref.autoShorten' in s,
    );
    expect(Object.keys(synced).every((key) => key.startsWith('pref.') || key === 'presets' || key === 'presets$')).toBe(
      true,
    );
    for (const secret of [NEW_KEY, DEMO_KEY, 'accountKeys', 'accounts'])
      expect(JSON.stringify(synced)).not.toContain(secret);
    expect(JSON.stringify(await w.evaluate(() => chrome.storage.local.get('accountKeys')))).toContain(NEW_KEY);
  });
});

describe('a corrupt store in the popup', () => {
  it('a projection of links with a link to javascript: in it is not drawn (no link)', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    // The list the popup asks for stays unanswered: what it shows is what storage held.
    f.sandbox.addFault({ kind: 'hold', method: 'GET', path: '/api/v1/links', times: 20 });
    const link = (id: string, destination: string) => ({
      id,
      title: id,
      domain: 'zd.lc',
      backHalf: id,
      shortLink: `https://zd.lc/${id}`,
      destination,
      group: null,
      createdAt: 1,
      updatedAt: 1,
      seenAt: 1,
    });
    const head = {
      version: PROJECTION_VERSION,
      account: await accountOf(f.sandbox.url, DEMO_KEY),
      total: 2,
      links: [link('good', 'https://example.com/'), link('bad', 'javascript:alert(1)')],
    };
    await (await f.ext.worker()).evaluate((value) => chrome.storage.local.set({ links: value }), head);
    const popup = await f.popupOver('/corrupt');
    await popup.waitForSelector('.shorten-form');
    expect(
      await until(
        () => popup.$$eval('.link-item', (items) => items.length),
        (n) => n === 0,
      ),
    ).toBe(0);
  });
});

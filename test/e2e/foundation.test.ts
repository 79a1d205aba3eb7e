import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, DEMO_KEY, type Sandbox } from '../../src/sandbox/server.ts';
import { launchExtension, type Extension } from './support/chromium';

let sandbox: Sandbox;
let ext: Extension;

beforeAll(async () => {
  sandbox = await startSandbox();
  ext = await launchExtension();
});
afterAll(async () => {
  await ext?.close();
  await sandbox?.close();
});

describe('the built extension in Chromium', () => {
  it('opens the options page on first install with no key', async () => {
    const target = await ext.browser.waitForTarget((t) => t.url() === `chrome-extension://${ext.id}/options.html`);
    const page = (await target.asPage())!;
    await page.waitForSelector('input[name=apiKey]');
    // One card, one key field, with where to get one: nothing else on the page.
    expect(await page.$$eval('input[type=password]', (i) => i.length)).toBe(1);
    expect(await page.$eval('.first-run h1', (h) => h.textContent)).toBe('Connect your PrettyURL account');
    expect(await page.$('nav')).toBeNull();
    expect(await page.$('.accounts')).toBeNull();
    expect(await page.$eval('.first-run a', (a) => (a as HTMLAnchorElement).href)).toBe(
      'https://prettyurl.net/dashboard/account/api-keys',
    );
    await page.close();
  });

  it('its service worker answers its own pages, and says no key is set', async () => {
    const page = await ext.openPage('options.html');
    const reply = await page.evaluate(() => chrome.runtime.sendMessage({ type: 'status' }));
    expect(reply).toMatchObject({
      ok: true,
      value: { hasKey: false, keyHint: null, settings: { serviceUrl: 'https://prettyurl.net' } },
    });
    await page.close();
  });

  it('the options page saves a service URL and key that the worker then uses', async () => {
    const page = await ext.openPage('options.html');
    await page.waitForSelector('.first-run');
    // Another service than the default: behind its disclosure in the first-run card.
    await page.click('.first-run .other-service summary');
    await page.waitForSelector('input[name=serviceUrl]', { visible: true });
    await page.$eval('input[name=serviceUrl]', (el) => ((el as HTMLInputElement).value = ''));
    await page.type('input[name=serviceUrl]', sandbox.url);
    await page.type('input[name=apiKey]', DEMO_KEY);
    await page.click('.first-run button[type=submit]');
    await page.waitForSelector('#key-saved');
    // Verified before it was kept: the accounts (with a button to add another) appear once a key exists.
    expect(await page.$$eval('input[type=password]', (i) => i.length)).toBe(0);
    await page.waitForSelector('.add-account-open');
    expect(await page.$eval('#key-saved', (el) => el.textContent)).toBe('Key ending in cdef');
    expect(await page.content()).not.toContain(DEMO_KEY);

    const reply = await page.evaluate(() => chrome.runtime.sendMessage({ type: 'listLinks', page: 1, perPage: 5 }));
    expect(reply).toMatchObject({ ok: true, value: { links: [], pagination: { total: 0 } } });
    const list = sandbox.requests.find((r) => r.path === '/api/v1/links');
    expect(list?.headers.authorization).toBe(`Bearer ${DEMO_KEY}`);
    await page.close();
  });
});

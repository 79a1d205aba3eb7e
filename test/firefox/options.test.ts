/**
 * The options page in Firefox, including the host permission asked from the Verify and save click
 * and answered in Firefox's real permission prompt (Firefox refuses a request made outside a click).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { fill, text, waitForText } from '../e2e/support/popup';
import { until } from '../support/until';
import { useFirefox } from './support/fixture';

const f = useFirefox();
let page: Page;

beforeEach(async () => {
  page = await f.ff.openPage('options.html');
  await page.waitForSelector('#key-saved');
});
afterEach(() => page.close());

const status = () => page.evaluate(() => chrome.runtime.sendMessage({ type: 'status' }));

/** The current account's key form, opened from its Replace, another service's address typed behind its disclosure. */
async function replaceKey(service?: string) {
  await page.click('xpath/.//button[text()="Replace"]');
  await page.waitForSelector('.key-form input[name=apiKey]');
  if (service === undefined) return;
  if (!(await page.$('.key-form details[open]'))) await page.click('.key-form summary');
  await fill(page, 'input[name=serviceUrl]', service);
}
const submitKey = () => page.click('.key-form button[type=submit]');

describe('options', () => {
  it('never shows the saved key; shows its last four characters', async () => {
    expect(await text(page, '#key-saved')).toBe('Key ending in cdef');
    expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain(DEMO_KEY);
    expect(await page.$('input[name=apiKey]')).toBeNull();
  });

  it('saves a service address and key that the background then uses', async () => {
    await f.ff.configure('https://prettyurl.net', null);
    await page.close();
    page = await f.ff.openPage('options.html');
    // The first-run card: one key field, another service's address behind its disclosure, Verify and save.
    await page.waitForSelector('.first-run input[name=apiKey]');
    expect(await page.$$eval('input[type=password]', (i) => i.length)).toBe(1);
    await page.click('.first-run .other-service summary');
    await page.waitForSelector('.first-run .other-service[open] input[name=serviceUrl]', { visible: true });
    await fill(page, 'input[name=serviceUrl]', f.sandbox.url);
    expect(await page.$eval('input[name=serviceUrl]', (i) => (i as HTMLInputElement).value)).toBe(f.sandbox.url);
    await page.type('input[name=apiKey]', DEMO_KEY);
    await page.click('.first-run button[type=submit]');
    await waitForText(page, '#key-saved', 'Key ending in cdef');
    expect(await page.content()).not.toContain(DEMO_KEY);
    f.sandbox.store.seed(DEMO_KEY, 3);
    const reply = await page.evaluate(() => chrome.runtime.sendMessage({ type: 'listLinks', page: 1, perPage: 5 }));
    expect(reply).toMatchObject({ ok: true, value: { pagination: { total: 3 } } });
    expect(f.sandbox.requests.at(-1)?.headers.authorization).toBe(`Bearer ${DEMO_KEY}`);
  });

  it("verify (the account's one Verify): success with the number of links", async () => {
    f.sandbox.store.seed(DEMO_KEY, 7);
    await page.click('xpath/.//button[text()="Verify"]');
    await waitForText(page, '#accounts-notice', 'Connected. The service holds 7 of your links.');
    expect(f.sandbox.requests.at(-1)?.query).toMatchObject({ per_page: '1' });
  });

  it('a refused key is marked on its field, and the saved key is kept', async () => {
    await replaceKey();
    await page.type('input[name=apiKey]', 'not-the-right-key-000');
    await submitKey();
    await waitForText(page, '#api-key-problem', 'PrettyURL didn’t accept your API key');
    expect(await page.$eval('input[name=apiKey]', (i) => i.getAttribute('aria-invalid'))).toBe('true');
    expect(await status()).toMatchObject({ value: { keyHint: 'cdef' } });
  });

  it("a new origin is asked for from the Verify and save click in Firefox's prompt: Don't Allow is explained", async () => {
    await replaceKey('https://links.example.com');
    // The saved key stays with its own service: the new one needs its key.
    await page.type('input[name=apiKey]', 'links-example-key-0000');
    await submitKey();
    const prompt = await until(
      () => f.ff.permissionPrompt(),
      (p) => p !== null,
    );
    expect(prompt).toContain('links.example.com');
    await f.ff.answerPermissionPrompt(false);
    await waitForText(page, '#service-url-problem', 'Access to https://links.example.com was not allowed');
    expect(await status()).toMatchObject({ value: { settings: { serviceUrl: f.sandbox.url } } });
    expect(await page.evaluate(() => chrome.permissions.contains({ origins: ['https://links.example.com/*'] }))).toBe(
      false,
    );

    // Allow: the origin is granted; the key is then checked with it (there is no such service: not kept).
    await submitKey();
    await until(
      () => f.ff.permissionPrompt(),
      (p) => p !== null,
    );
    await f.ff.answerPermissionPrompt(true);
    await page.waitForSelector('.key-form .notice.error, #service-url-problem, #api-key-problem');
    expect(await status()).toMatchObject({ value: { settings: { serviceUrl: f.sandbox.url } } });
    expect(await page.evaluate(() => chrome.permissions.contains({ origins: ['https://links.example.com/*'] }))).toBe(
      true,
    );
    await page.evaluate(() => chrome.permissions.remove({ origins: ['https://links.example.com/*'] }));
  });

  it('Firefox refuses a permission request made outside a click: why Verify and save asks before awaiting anything', async () => {
    const refused = await page.evaluate(() =>
      chrome.permissions.request({ origins: ['https://other.example.com/*'] }).then(String, (e: Error) => e.message),
    );
    expect(refused).toMatch(/user input/i);
    expect(await f.ff.permissionPrompt()).toBeNull();
  });

  it('the background refuses an origin it was not granted, even if a page asks', async () => {
    const reply = await page.evaluate(() =>
      chrome.runtime.sendMessage({ type: 'saveSettings', settings: { serviceUrl: 'https://evil.example' } }),
    );
    expect(reply).toEqual({ ok: false, error: { kind: 'permission-missing', origin: 'https://evil.example' } });
  });

  it('the default domain saves as it is changed, with no prompt, and other pages see it at once', async () => {
    const other = await f.ff.openPage('options.html');
    await other.waitForSelector('#key-saved');
    await page.bringToFront();
    await fill(page, 'input[name=defaultDomain]', 'prty.link');
    await page.keyboard.press('Tab');
    await waitForText(page, '.save-status', 'Saved.');
    expect(await f.ff.permissionPrompt()).toBeNull();
    expect(await status()).toMatchObject({
      value: { settings: { serviceUrl: f.sandbox.url, defaultDomain: 'prty.link' } },
    });
    await page.click('input[name=autoCopy]');
    expect(
      await until(
        status,
        (s) => (s as { value: { settings: { autoCopy: boolean } } }).value.settings.autoCopy === false,
      ),
    ).toMatchObject({ value: { settings: { autoCopy: false } } });
    // Timed polling: a tab in the background gets no animation frames to poll with.
    await other.waitForFunction(() => !(document.querySelector('input[name=autoCopy]') as HTMLInputElement).checked, {
      polling: 50,
    });
    await other.close();
  });

  it("lists the keyboard shortcuts and Firefox's way to change them", async () => {
    await waitForText(page, '.shortcuts', 'Alt+Shift+K');
    expect(await text(page, '.shortcuts')).toContain('Alt+Shift+U');
    expect(await page.$eval('body', (b) => b.textContent)).toContain('Manage Extension Shortcuts');
  });
});

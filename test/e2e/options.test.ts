import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startSandbox, DEMO_KEY, type Sandbox } from '../../src/sandbox/server.ts';
import { launchExtension, type Extension } from './support/chromium';
import { fill, text, waitForText } from './support/popup';

let sandbox: Sandbox;
let ext: Extension;
let page: Page;

beforeAll(async () => {
  [sandbox, ext] = await Promise.all([startSandbox(), launchExtension()]);
});
afterAll(async () => {
  await ext?.close();
  await sandbox?.close();
});
beforeEach(async () => {
  sandbox.reset();
  await ext.configure(sandbox.url, DEMO_KEY);
  page = await ext.openPage('options.html');
  await page.waitForSelector('form');
});
afterEach(() => page.close());

describe('options', () => {
  it('never shows the saved key; shows its last four characters', async () => {
    expect(await text(page, '#key-saved')).toBe('Key ending in cdef');
    expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain(DEMO_KEY);
    expect(await page.$('input[name=apiKey]')).toBeNull();
  });

  it('verify: success with the number of links', async () => {
    sandbox.store.seed(DEMO_KEY, 7);
    await page.click('xpath/.//button[text()="Verify"]');
    await waitForText(page, '.notice', 'Connected. The service holds 7 of your links.');
    expect(sandbox.requests.at(-1)?.query).toMatchObject({ per_page: '1' });
  });

  it('verify: a refused key, and the saved key is kept', async () => {
    await page.click('xpath/.//button[text()="Replace"]');
    await page.type('input[name=apiKey]', 'not-the-right-key-000');
    await page.click('xpath/.//button[text()="Verify"]');
    await waitForText(page, '.notice', 'The service refused this API key');
    const status = await page.evaluate(() => chrome.runtime.sendMessage({ type: 'status' }));
    expect(status).toMatchObject({ value: { keyHint: 'cdef' } });
  });

  it('verify: the saved key is never sent to another address typed, and the page says a key is needed', async () => {
    await fill(page, 'input[name=serviceUrl]', sandbox.url.replace('127.0.0.1', 'localhost'));
    // The key field opens for the other address, and says why.
    await waitForText(page, '#key-for-service', 'only goes to its own service');
    const from = sandbox.requests.length;
    await page.click('xpath/.//button[text()="Verify"]');
    await waitForText(page, '.notice', "enter this service's key");
    // Even a forged request with the page's origin and no key is refused by the background.
    const forged = await page.evaluate(
      (url) => chrome.runtime.sendMessage({ type: 'verify', serviceUrl: url }),
      sandbox.url.replace('127.0.0.1', 'localhost'),
    );
    expect(forged).toEqual({ ok: false, error: { kind: 'account', reason: 'service-key' } });
    expect(sandbox.requests.slice(from)).toEqual([]);
  });

  it('verify: unreachable, and not this service', async () => {
    await fill(page, 'input[name=serviceUrl]', 'http://127.0.0.1:9');
    await page.type('input[name=apiKey]', 'a-key-typed-for-port-9');
    await page.click('xpath/.//button[text()="Verify"]');
    await waitForText(page, '.notice', "Can't reach the service");
    sandbox.addFault({ kind: 'notEnvelope' });
    await fill(page, 'input[name=serviceUrl]', sandbox.url);
    await page.click('xpath/.//button[text()="Verify"]');
    await waitForText(page, '.notice', 'does not understand');
  });

  it('replaces and removes the key, and edits the account one way: as the accounts list does (updateAccount), never saveSettings', async () => {
    const w = await ext.worker();
    await w.evaluate(() => {
      const seen: string[] = ((globalThis as { seen?: string[] }).seen = []);
      chrome.runtime.onMessage.addListener((message: { type?: string }) => void seen.push(String(message?.type)));
    });
    await page.click('xpath/.//button[text()="Replace"]');
    await page.type('input[name=apiKey]', 'another-key-9999wxyz');
    await page.click('button[type=submit]');
    await waitForText(page, '#key-saved', 'Key ending in wxyz');
    await page.click('xpath/.//button[text()="Remove"]');
    await waitForText(page, '.notice', 'The API key was removed.');
    expect(await page.$('input[name=apiKey]')).not.toBeNull();
    const status = await page.evaluate(() => chrome.runtime.sendMessage({ type: 'status' }));
    expect(status).toMatchObject({ value: { hasKey: false } });
    const seen = await w.evaluate(() => (globalThis as { seen?: string[] }).seen ?? []);
    expect(seen.filter((type) => type === 'updateAccount')).toHaveLength(2);
    expect(seen).not.toContain('saveSettings');
  });

  it('refuses plain http off loopback, and an invalid address', async () => {
    await fill(page, 'input[name=serviceUrl]', 'http://links.example.com');
    await page.click('button[type=submit]');
    await waitForText(page, '.notice', 'must use https');
    await fill(page, 'input[name=serviceUrl]', 'not a url');
    await page.click('button[type=submit]');
    await waitForText(page, '.notice', 'full URL');
  });

  it('a non-default origin needs its host permission: asked from the Save click, a refusal explained', async () => {
    // Chromium's permission prompt is native UI that headless automation cannot answer: the user's
    // "Deny" is played by a stand-in for the browser's request, which still must be called by Save.
    await page.evaluate(() => {
      const calls: unknown[] = [];
      (window as unknown as { asked: unknown[] }).asked = calls;
      chrome.permissions.request = ((p: unknown) => (
        calls.push(p),
        Promise.resolve(false)
      )) as typeof chrome.permissions.request;
    });
    await fill(page, 'input[name=serviceUrl]', 'https://links.example.com');
    await page.type('input[name=apiKey]', 'links-example-key-0000'); // the saved key stays with its own service
    await page.click('button[type=submit]');
    await waitForText(page, '.notice', 'Access to https://links.example.com was not allowed');
    expect(await page.evaluate(() => (window as unknown as { asked: unknown[] }).asked)).toEqual([
      { origins: ['https://links.example.com/*'] },
    ]);
    const status = await page.evaluate(() => chrome.runtime.sendMessage({ type: 'status' }));
    expect(status).toMatchObject({ value: { settings: { serviceUrl: sandbox.url } } });
  });

  it('the background refuses an origin it was not granted, even if a page asks', async () => {
    const reply = await page.evaluate(() =>
      chrome.runtime.sendMessage({ type: 'saveSettings', settings: { serviceUrl: 'https://evil.example' } }),
    );
    expect(reply).toEqual({ ok: false, error: { kind: 'permission-missing', origin: 'https://evil.example' } });
  });

  it('a granted origin (loopback here) is saved, the default domain too, and other pages see it at once', async () => {
    const other = await ext.openPage('options.html');
    await other.waitForSelector('form');
    await page.bringToFront();
    await fill(page, 'input[name=defaultDomain]', 'prty.link');
    await page.click('button[type=submit]');
    await waitForText(page, '.notice', 'Saved.');
    const saved = await page.evaluate(() => chrome.runtime.sendMessage({ type: 'status' }));
    expect(saved).toMatchObject({ value: { settings: { serviceUrl: sandbox.url, defaultDomain: 'prty.link' } } });
    await page.click('input[name=autoCopy]');
    await other.bringToFront();
    await other.waitForFunction(() => !(document.querySelector('input[name=autoCopy]') as HTMLInputElement).checked);
    await other.close();
  });

  it('lists the keyboard shortcuts and how to change them', async () => {
    await waitForText(page, '.shortcuts', 'Alt+Shift+K');
    expect(await text(page, '.shortcuts')).toContain('Alt+Shift+U');
    expect(await page.$eval('body', (b) => b.textContent)).toContain('chrome://extensions/shortcuts');
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startSandbox, DEMO_KEY, type Sandbox } from '../../src/sandbox/server.ts';
import { launchExtension, type Extension } from './support/chromium';
import { fill, text, waitForText } from './support/popup';

/** A second key the service accepts: a replacement is verified before it is kept. */
const OTHER_KEY = 'another-key-9999wxyz';
let sandbox: Sandbox;
let ext: Extension;
let page: Page;

beforeAll(async () => {
  [sandbox, ext] = await Promise.all([startSandbox({ keys: [DEMO_KEY, OTHER_KEY] }), launchExtension()]);
});
afterAll(async () => {
  await ext?.close();
  await sandbox?.close();
});
beforeEach(async () => {
  sandbox.reset();
  await ext.configure(sandbox.url, DEMO_KEY);
  page = await ext.openPage('options.html');
  await page.waitForSelector('#key-saved');
});
afterEach(() => page.close());

/** The current account's key form, opened from its Replace (the other service's address behind its disclosure if asked). */
async function replaceKey(p: Page, { service }: { service?: string } = {}) {
  await p.click('xpath/.//button[text()="Replace"]');
  await p.waitForSelector('.key-form input[name=apiKey]');
  if (service === undefined) return;
  if (!(await p.$('.key-form details[open]'))) await p.click('.key-form summary');
  await fill(p, 'input[name=serviceUrl]', service);
}
const submitKey = (p: Page) => p.click('.key-form button[type=submit]');

describe('options', () => {
  it('never shows the saved key; shows its last four characters', async () => {
    expect(await text(page, '#key-saved')).toBe('Key ending in cdef');
    expect(await text(page, '#key-saved .key-end')).toBe('cdef');
    expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain(DEMO_KEY);
    expect(await page.$('input[name=apiKey]')).toBeNull();
  });

  it("verify (the account's one Verify): success with the number of links", async () => {
    sandbox.store.seed(DEMO_KEY, 7);
    expect(await page.$$('xpath/.//button[text()="Verify"]')).toHaveLength(1);
    await page.click('xpath/.//button[text()="Verify"]');
    await waitForText(page, '#accounts-notice', 'Connected. The service holds 7 of your links.');
    expect(sandbox.requests.at(-1)?.query).toMatchObject({ per_page: '1' });
  });

  it('a refused key is marked on its field, the message under it; the saved key is kept', async () => {
    await replaceKey(page);
    await page.type('input[name=apiKey]', 'not-the-right-key-000');
    await submitKey(page);
    await waitForText(page, '#api-key-problem', 'PrettyURL didn’t accept your API key');
    expect(
      await page.$eval('input[name=apiKey]', (i) => [i.getAttribute('aria-invalid'), i === document.activeElement]),
    ).toEqual(['true', true]);
    expect(await page.$eval('input[name=apiKey]', (i) => i.getAttribute('aria-describedby'))).toBe('api-key-problem');
    // Refused and focused: one ring in the danger colour, the border's own (not the blue focus ring around red).
    expect(
      await page.$eval('input[name=apiKey]', (i) => {
        const style = getComputedStyle(i);
        return [i.matches(':focus-visible'), style.outlineColor === style.borderTopColor];
      }),
    ).toEqual([true, true]);
    const status = await page.evaluate(() => chrome.runtime.sendMessage({ type: 'status' }));
    expect(status).toMatchObject({ value: { keyHint: 'cdef' } });
  });

  it('the saved key is never sent to another address typed: the key field asks for its key', async () => {
    await replaceKey(page, { service: sandbox.url.replace('127.0.0.1', 'localhost') });
    const from = sandbox.requests.length;
    await submitKey(page);
    await waitForText(page, '#api-key-problem', 'enter this service’s key');
    // Even a forged request with the page's origin and no key is refused by the background.
    const forged = await page.evaluate(
      (url) => chrome.runtime.sendMessage({ type: 'verify', serviceUrl: url }),
      sandbox.url.replace('127.0.0.1', 'localhost'),
    );
    expect(forged).toEqual({ ok: false, error: { kind: 'account', reason: 'service-key' } });
    expect(sandbox.requests.slice(from)).toEqual([]);
  });

  it('unreachable (said under the button), and not this service (said on the address)', async () => {
    await replaceKey(page, { service: 'http://127.0.0.1:9' });
    await page.type('input[name=apiKey]', 'a-key-typed-for-port-9');
    await submitKey(page);
    await waitForText(page, '.key-form .notice', 'Can’t reach the service');
    sandbox.addFault({ kind: 'notEnvelope' });
    await fill(page, 'input[name=serviceUrl]', sandbox.url);
    await submitKey(page);
    await waitForText(page, '#service-url-problem', 'does not understand');
  });

  it('replaces and removes the key, and edits the account one way: as the accounts list does (updateAccount), never saveSettings', async () => {
    const w = await ext.worker();
    await w.evaluate(() => {
      const seen: string[] = ((globalThis as { seen?: string[] }).seen = []);
      chrome.runtime.onMessage.addListener((message: { type?: string }) => void seen.push(String(message?.type)));
    });
    await replaceKey(page);
    await page.type('input[name=apiKey]', OTHER_KEY);
    await submitKey(page);
    await waitForText(page, '#key-saved', 'Key ending in wxyz');
    await page.click('xpath/.//span[@id="key-saved"]/following-sibling::span/button[text()="Remove key"]');
    await waitForText(page, '.save-status', 'The API key was removed.');
    // The only account without a key: the first-run card again.
    await page.waitForSelector('.first-run input[name=apiKey]');
    const status = await page.evaluate(() => chrome.runtime.sendMessage({ type: 'status' }));
    expect(status).toMatchObject({ value: { hasKey: false } });
    const seen = await w.evaluate(() => (globalThis as { seen?: string[] }).seen ?? []);
    expect(seen.filter((type) => type === 'updateAccount')).toHaveLength(2);
    expect(seen).not.toContain('saveSettings');
  });

  it('refuses plain http off loopback, and an invalid address, on the address field', async () => {
    await replaceKey(page, { service: 'http://links.example.com' });
    await page.type('input[name=apiKey]', 'links-example-key-0000');
    await submitKey(page);
    await waitForText(page, '#service-url-problem', 'must use https');
    await fill(page, 'input[name=serviceUrl]', 'not a url');
    await submitKey(page);
    await waitForText(page, '#service-url-problem', 'full URL');
  });

  it('a non-default origin needs its host permission: asked from the Verify and save click, a refusal explained', async () => {
    // Chromium's permission prompt is native UI that headless automation cannot answer: the user's
    // "Deny" is played by a stand-in for the browser's request, which still must be called by the click.
    await page.evaluate(() => {
      const calls: unknown[] = [];
      (window as unknown as { asked: unknown[] }).asked = calls;
      chrome.permissions.request = ((p: unknown) => (
        calls.push(p),
        Promise.resolve(false)
      )) as typeof chrome.permissions.request;
    });
    await replaceKey(page, { service: 'https://links.example.com' });
    await page.type('input[name=apiKey]', 'links-example-key-0000'); // the saved key stays with its own service
    await submitKey(page);
    await waitForText(page, '#service-url-problem', 'Access to https://links.example.com was not allowed');
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

  it('the default domain saves as it is changed, says "Saved.", and other pages see it at once', async () => {
    const other = await ext.openPage('options.html');
    await other.waitForSelector('#key-saved');
    await page.bringToFront();
    await fill(page, 'input[name=defaultDomain]', 'prty.link');
    await page.keyboard.press('Tab');
    await waitForText(page, '.save-status', 'Saved.');
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
    // Narrow (the side nav gone, a long command wrapping): two columns, every key at one edge and every
    // command at the next, none of its lines under its key.
    const wide = page.viewport();
    await page.setViewport({ width: 320, height: 800 });
    try {
      const rows = await page.$$eval('.shortcuts li', (lis) =>
        lis.map((li) => {
          const key = li.querySelector('kbd')!.getBoundingClientRect();
          const what = li.querySelector('span')!;
          return {
            key: key.left,
            keyEnd: key.right,
            what: what.getBoundingClientRect().left,
            lines: what.getClientRects().length,
          };
        }),
      );
      expect(rows.length).toBeGreaterThan(2);
      expect(new Set(rows.map((r) => r.key)).size).toBe(1);
      expect(new Set(rows.map((r) => r.what)).size).toBe(1);
      expect(rows.every((r) => r.what > r.keyEnd && r.lines === 1)).toBe(true);
    } finally {
      if (wide) await page.setViewport(wide);
    }
  });
});

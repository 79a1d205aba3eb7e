import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startSandbox, DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { until } from '../support/until';
import { useExtension } from './support/fixture';
import { waitForText } from './support/popup';

// Fresh connections: see SandboxOptions.closeConnections.
const f = useExtension({ closeConnections: true });
const retry = (popup: Page) => popup.click('xpath/.//*[@role="alert"]//button[text()="Try again"]');
const links = () => f.sandbox.store.list(DEMO_KEY, 1, 30).total;

describe('faults end in a worded state', () => {
  it('the list: a 5xx then success is retried and shows the links', async () => {
    f.sandbox.store.seed(DEMO_KEY, 3);
    f.sandbox.addFault({ kind: 'status', status: 502, method: 'GET', times: 1 });
    const popup = await f.popupOver('about:blank');
    await popup.waitForFunction(() => document.querySelectorAll('li.link-item').length === 3);
    expect(f.sandbox.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  it('the list: malformed JSON is worded, with a retry that then works', async () => {
    f.sandbox.store.seed(DEMO_KEY, 2);
    f.sandbox.addFault({ kind: 'malformed', method: 'GET', times: 1 });
    const popup = await f.popupOver('about:blank');
    await waitForText(popup, '.recent [role=alert]', 'does not understand');
    await popup.click('.recent [role=alert] button');
    await popup.waitForFunction(() => document.querySelectorAll('li.link-item').length === 2);
  });

  it('a create that gets a 5xx is not retried on its own; the retry cannot confirm it made nothing, and only "Make a new one anyway" makes the link', async () => {
    f.sandbox.addFault({ kind: 'status', status: 500, method: 'POST', times: 1 });
    const popup = await f.popupOver(f.pages.url('/five-hundred'));
    await waitForText(popup, '[role=alert]', 'error 500');
    expect(creates(f.sandbox)).toHaveLength(1);
    await retry(popup);
    // A 5xx does not prove nothing was made: the list is read until the bound (9 s), then the user chooses.
    await waitForText(popup, '[role=alert]', 'Could not check whether the link was already made', 25_000);
    expect(creates(f.sandbox)).toHaveLength(1);
    await popup.click('xpath/.//*[@role="alert"]//button[text()="Make a new one anyway"]');
    await popup.waitForSelector('#short-link');
    expect(links()).toBe(1);
  }, 60_000);

  it('a dropped connection after the link was made: the retry finds it, no second link', async () => {
    f.sandbox.addFault({ kind: 'drop', method: 'POST', when: 'after', times: 1 });
    const popup = await f.popupOver(f.pages.url('/dropped'));
    await waitForText(popup, '[role=alert]', 'Can’t reach the service');
    expect(links()).toBe(1);
    await retry(popup);
    await waitForText(popup, '.card', 'no second link was made');
    expect(links()).toBe(1);
    expect(creates(f.sandbox)).toHaveLength(1);
  });

  it('a response slower than the timeout says so', async () => {
    f.sandbox.addFault({ kind: 'latency', latencyMs: 14_000, method: 'POST', times: 1 });
    const popup = await f.popupOver(f.pages.url('/too-slow'));
    await waitForText(popup, '.working', 'Shortening…');
    await waitForText(popup, '[role=alert]', 'taking too long', 20_000);
  }, 30_000);
});

describe('nothing doubled, nothing lost', () => {
  it('a double click makes one link', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    f.sandbox.addFault({ kind: 'latency', latencyMs: 300, method: 'POST' });
    const popup = await f.popupOver(f.pages.url('/double'));
    await popup.waitForSelector('.shorten-form button[type=submit]');
    await popup.click('.shorten-form button[type=submit]', { count: 2 });
    await popup.click('.shorten-form button[type=submit]').catch(() => {});
    await popup.waitForSelector('#short-link');
    expect(creates(f.sandbox)).toHaveLength(1);
  });

  it('the worker stopped in the middle of a create, then the user retries: one link, and the UI says so', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    // The service makes the link at once but answers only after a second: the worker is stopped before.
    f.sandbox.addFault({ kind: 'latency', when: 'after', latencyMs: 1_000, method: 'POST', times: 1 });
    const popup = await f.popupOver(f.pages.url('/interrupted'));
    await popup.waitForSelector('.shorten-form button[type=submit]');
    await popup.click('.shorten-form button[type=submit]');
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 1,
    ); // made at once, answered a second later
    await f.ext.stopWorker();
    await waitForText(popup, '[role=alert]', 'Something went wrong');
    expect(links()).toBe(1);
    await retry(popup);
    await waitForText(popup, '.card', 'no second link was made');
    expect(links()).toBe(1);
  });
});

describe('the key', () => {
  it('is in no page DOM and no reply', async () => {
    const popup = await f.popupOver(f.pages.url('/dom'));
    await popup.waitForSelector('#short-link');
    expect(await popup.evaluate(() => document.documentElement.outerHTML)).not.toContain(DEMO_KEY);
    for (const message of [{ type: 'status' }, { type: 'listLinks', page: 1, perPage: 5 }, { type: 'verify' }]) {
      expect(JSON.stringify(await popup.evaluate((m) => chrome.runtime.sendMessage(m), message))).not.toContain(
        DEMO_KEY,
      );
    }
  });

  it('is never sent to another origin: a redirect to another port gets nothing', async () => {
    const other = await startSandbox();
    try {
      f.sandbox.addFault({ kind: 'redirect', location: `${other.url}/api/v1/links` });
      const popup = await f.popupOver(f.pages.url('/redirected'));
      await waitForText(popup, '[role=alert]', 'login page');
      expect(other.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('web pages cannot message the extension at all', async () => {
    const page = await f.ext.browser.newPage();
    f.track(page);
    await page.goto(f.pages.url('/attacker'));
    expect(
      await page.evaluate(
        () => typeof (globalThis as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome?.runtime?.sendMessage,
      ),
    ).toBe('undefined');
  });
});

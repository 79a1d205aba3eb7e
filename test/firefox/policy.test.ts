/**
 * Managed storage in Firefox: a native managed storage manifest for the add-on's id, in a temporary
 * HOME (`~/.mozilla/managed-storage/<id>.json`, what an administrator's
 * `/usr/lib/mozilla/managed-storage/` would hold), presets a managed account and locks a field.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY, startSandbox, type Sandbox } from '../../src/sandbox/server.ts';
import { fill, text, waitForText } from '../e2e/support/popup';
import { until } from '../support/until';
import { ADDON_ID, launchFirefox, type FirefoxExtension } from './support/firefox';

let sandbox: Sandbox;
let ff: FirefoxExtension;
let page: Page;
let home: string;

type Status = {
  settings: { serviceUrl: string; defaultDomain: string; autoCopy: boolean };
  currentAccountId: string | null;
  policy: { locked: string[] };
};
const status = () =>
  page.evaluate(() => chrome.runtime.sendMessage({ type: 'status' })) as Promise<{ ok: boolean; value: Status }>;

beforeAll(async () => {
  sandbox = await startSandbox();
  home = mkdtempSync(join(tmpdir(), 'prettylink-ff-home-'));
  mkdirSync(join(home, '.mozilla/managed-storage'), { recursive: true });
  const data = {
    accounts: [
      {
        id: 'team',
        name: 'Team',
        serviceUrl: sandbox.url,
        defaultDomain: 'team.example',
        apiKey: DEMO_KEY,
        locked: ['defaultDomain'],
      },
    ],
    preferences: { autoCopy: false },
    locked: ['autoCopy'],
  };
  writeFileSync(
    join(home, `.mozilla/managed-storage/${ADDON_ID}.json`),
    JSON.stringify({ name: ADDON_ID, description: 'PrettyLink test policy', type: 'storage', data }),
  );
  ff = await launchFirefox({ env: { HOME: home } });
  page = await ff.openPage('options.html');
  await page.waitForSelector('#key-saved');
  await until(status, (s) => s.ok && s.value.currentAccountId === 'managed-team');
  await page.close();
  page = await ff.openPage('options.html');
  await page.waitForSelector('#key-saved');
});

afterAll(async () => {
  await ff?.close();
  await sandbox?.close();
  if (home) rmSync(home, { recursive: true, force: true });
});

describe('a Firefox managed storage policy', () => {
  it('presets the managed account and the preference', async () => {
    const s = await status();
    expect(s.value.settings).toMatchObject({ serviceUrl: sandbox.url, defaultDomain: 'team.example', autoCopy: false });
    expect(s.value.policy.locked.sort()).toEqual(['autoCopy', 'defaultDomain']);
    expect(await page.evaluate(() => chrome.runtime.sendMessage({ type: 'verify' }))).toMatchObject({ ok: true });
    expect(sandbox.requests.at(-1)?.headers.authorization).toBe(`Bearer ${DEMO_KEY}`);
    expect(await page.content()).not.toContain(DEMO_KEY);
  });

  it("shows the locked fields read-only, set by the organization; the service stays the user's", async () => {
    expect(await page.$eval('input[name=defaultDomain]', (el) => (el as HTMLInputElement).readOnly)).toBe(true);
    expect(await text(page, '#defaultDomain-locked')).toBe('Set by your organization');
    expect(await page.$eval('input[name=autoCopy]', (el) => (el as HTMLInputElement).disabled)).toBe(true);
    // The service is the user's: another one is offered when the key is replaced.
    await page.click('xpath/.//button[text()="Replace"]');
    await page.click('.key-form summary');
    expect(await page.$eval('input[name=serviceUrl]', (el) => (el as HTMLInputElement).readOnly)).toBe(false);
    await page.click('xpath/.//button[text()="Cancel"]');
  });

  it('refuses a change of the locked fields from the page or a forged message', async () => {
    await page.$eval('input[name=defaultDomain]', (el) => el.removeAttribute('readonly'));
    await fill(page, 'input[name=defaultDomain]', 'evil.example');
    await page.keyboard.press('Tab');
    await waitForText(page, '.save-status', '“Default domain” is set by your organization and cannot be changed here.');
    expect(
      await page.evaluate(() => chrome.runtime.sendMessage({ type: 'saveSettings', settings: { autoCopy: true } })),
    ).toEqual({ ok: false, error: { kind: 'locked', field: 'autoCopy' } });
    expect((await status()).value.settings).toMatchObject({ defaultDomain: 'team.example', autoCopy: false });
  });
});

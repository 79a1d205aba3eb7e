/**
 * A real Chromium machine policy (./support/policy.ts) presets a managed account (service, default
 * domain, key) and locks its service and default domain. The options show them locked; a save from
 * the page and forged messages that change them are refused. The policy is removed afterwards.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY, startSandbox, type Sandbox } from '../../src/sandbox/server.ts';
import { until } from '../support/until';
import { launchExtension, type Extension } from './support/chromium';
import { EXTENSION_ID as id, removePolicy, writePolicy } from './support/policy';
import { axeViolations } from './support/axe';
import { fill, text, waitForText } from './support/popup';

let sandbox: Sandbox;
let ext: Extension;
let page: Page;

type Status = {
  settings: { serviceUrl: string; defaultDomain: string };
  currentAccountId: string | null;
  policy: { locked: string[] };
};
const status = (p: Page) =>
  p.evaluate(() => chrome.runtime.sendMessage({ type: 'status' })) as Promise<{ ok: boolean; value: Status }>;
const send = (p: Page, message: object) => p.evaluate((m) => chrome.runtime.sendMessage(m), message);

beforeAll(async () => {
  sandbox = await startSandbox();
  writePolicy({
    accounts: [
      {
        id: 'work',
        name: 'Work',
        serviceUrl: sandbox.url,
        defaultDomain: 'go.example.com',
        apiKey: DEMO_KEY,
        locked: ['serviceUrl', 'defaultDomain'],
      },
    ],
    preferences: { stripTracking: true },
    locked: ['stripTracking'],
    allowUserAccounts: false,
  });
  ext = await launchExtension();
  page = await ext.openPage('options.html');
  // The policy may arrive after install: it is applied when managed storage reports it.
  await until(
    () => status(page),
    (s) => s.ok && s.value.currentAccountId === 'managed-work' && s.value.policy.locked.includes('serviceUrl'),
  );
  await page.reload();
  await page.waitForSelector('#key-saved');
});

afterAll(async () => {
  removePolicy();
  await ext?.close();
  await sandbox?.close();
});

describe('a managed Chromium policy', () => {
  it('is read for this extension: its id is the one the policy names', () => {
    expect(ext.id).toBe(id);
  });

  it('presets the managed account, with its key (never shown back)', async () => {
    const s = await status(page);
    expect(s.value.settings).toMatchObject({ serviceUrl: sandbox.url, defaultDomain: 'go.example.com' });
    expect(await send(page, { type: 'verify' })).toMatchObject({ ok: true });
    expect(sandbox.requests.at(-1)?.headers.authorization).toBe(`Bearer ${DEMO_KEY}`);
    expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain(DEMO_KEY);
    expect(JSON.stringify(s)).not.toContain(DEMO_KEY);
  });

  it('the options show the service and the default domain locked, "Set by your organization"', async () => {
    // The default domain: its field read-only, the note read with it.
    const field = await page.$eval('input[name=defaultDomain]', (el) => ({
      readOnly: (el as HTMLInputElement).readOnly,
      // What a screen reader reads with the field: every id it names, resolved.
      description: (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`),
    }));
    expect(field).toEqual({ readOnly: true, description: ['Set by your organization'] });
    // The service: shown in the account's row, with its note; no other service is offered when the key is replaced.
    await page.click('xpath/.//button[text()="Replace"]');
    await page.waitForSelector('.key-form input[name=apiKey]');
    expect(await page.$('input[name=serviceUrl]')).toBeNull();
    await page.click('xpath/.//button[text()="Cancel"]');
    for (const name of ['serviceUrl', 'defaultDomain']) {
      expect(await text(page, `#${name}-locked`)).toBe('Set by your organization');
      // Its lock is its own line drawing: no fill behind it (the icons' mask class once made it a solid square).
      expect(
        await page.$eval(`#${name}-locked svg`, (svg) => [
          getComputedStyle(svg).backgroundColor,
          getComputedStyle(svg).maskImage,
        ]),
      ).toEqual(['rgba(0, 0, 0, 0)', 'none']);
    }
    expect(await page.$eval('input[name=stripTracking]', (el) => (el as HTMLInputElement).disabled)).toBe(true);
    // The managed account cannot be removed, and no account of one's own can be added.
    expect(await page.$$eval('li.account button', (bs) => bs.map((b) => b.textContent))).not.toContain(
      'Remove account…',
    );
    expect(await page.$('.add-account')).toBeNull();
    // To look at (light and dark): npm run screenshots has the unmanaged states.
    mkdirSync('.cache/e2e-screenshots', { recursive: true });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
      await page.screenshot({ path: `.cache/e2e-screenshots/options-policy-${scheme}.png`, fullPage: true });
    }
    await page.emulateMediaFeatures([]);
  });

  it('the locked options are axe-clean in both themes', async () => {
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a change of the locked domain from the page is refused, and nothing changes', async () => {
    await page.$$eval('input[readonly]', (inputs) => inputs.forEach((i) => i.removeAttribute('readonly')));
    await fill(page, 'input[name=defaultDomain]', 'evil.example');
    await page.keyboard.press('Tab');
    await waitForText(page, '.save-status', '“Default domain” is set by your organization and cannot be changed here.');
    expect((await status(page)).value.settings).toMatchObject({
      serviceUrl: sandbox.url,
      defaultDomain: 'go.example.com',
    });
  });

  it('forged messages are refused whatever they say', async () => {
    expect(await send(page, { type: 'saveSettings', settings: { serviceUrl: 'https://evil.example' } })).toEqual({
      ok: false,
      error: { kind: 'locked', field: 'serviceUrl' },
    });
    expect(
      await send(page, { type: 'updateAccount', id: 'managed-work', changes: { defaultDomain: 'evil.example' } }),
    ).toEqual({ ok: false, error: { kind: 'locked', field: 'defaultDomain' } });
    expect(await send(page, { type: 'saveSettings', settings: { stripTracking: false } })).toEqual({
      ok: false,
      error: { kind: 'locked', field: 'stripTracking' },
    });
    expect(await send(page, { type: 'removeAccount', id: 'managed-work' })).toEqual({
      ok: false,
      error: { kind: 'locked', field: 'managedAccount' },
    });
    expect(
      await send(page, { type: 'addAccount', name: 'Mine', serviceUrl: sandbox.url, apiKey: 'sk_mine_000000000000' }),
    ).toEqual({ ok: false, error: { kind: 'locked', field: 'userAccounts' } });
    expect((await status(page)).value.settings).toMatchObject({
      serviceUrl: sandbox.url,
      defaultDomain: 'go.example.com',
    });
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startSandbox, DEMO_KEY, type Sandbox } from '../../src/sandbox/server.ts';
import { launchExtension, type Extension } from './support/chromium';
import { startPages, type TestPages } from './support/pages';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let sandbox: Sandbox;
let ext: Extension;
let pages: TestPages;

beforeAll(async () => {
  [sandbox, pages, ext] = await Promise.all([startSandbox(), startPages(), launchExtension()]);
});
afterAll(async () => {
  await ext?.close();
  await Promise.all([sandbox?.close(), pages?.close()]);
});
beforeEach(async () => {
  sandbox.reset();
  sandbox.store.seed(DEMO_KEY, 6);
  await ext.configure(sandbox.url, DEMO_KEY);
});

/** axe-core's violations (WCAG 2.1 A/AA and best practices) in both themes. */
async function violations(page: Page) {
  // Evaluated over CDP, so the page's strict CSP does not stand in the way of the test tool.
  await page.evaluate(AXE);
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
    const result = await page.evaluate(() =>
      (window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run({
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      }),
    );
    for (const v of result.violations) found.push(`${theme}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  return found;
}

async function popup(url: string, ready: (p: Page) => Promise<unknown>) {
  const { tab, popup } = await ext.openPopup(url);
  await ready(popup);
  return { popup, done: () => Promise.all([popup.close(), tab.close()]) };
}

describe('axe-core finds no violations', () => {
  it('(the check itself finds a planted violation)', async () => {
    const page = await ext.openPage('options.html');
    await page.waitForSelector('form');
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('input'), { type: 'text' })));
    expect((await violations(page)).join()).toContain('label');
    await page.close();
  });

  it('popup: a shortened page and the list', async () => {
    const { popup: p, done } = await popup(pages.url('/a11y?title=Accessible'), (p) => p.waitForSelector('#short-link'));
    expect(await violations(p)).toEqual([]);
    await done();
  });

  it('popup: editing a link, and its QR code', async () => {
    const { popup: p, done } = await popup(pages.url('/a11y-edit'), (p) => p.waitForSelector('#short-link'));
    await p.click('xpath/.//section[contains(@class,"card")]//button[text()="Edit"]');
    await p.click('li.link-item button[aria-label^="QR"]');
    await p.waitForSelector('li.link-item .qr');
    expect(await violations(p)).toEqual([]);
    await done();
  });

  it('popup: a page that cannot be shortened, and an error', async () => {
    sandbox.addFault({ kind: 'status', status: 500, method: 'GET' });
    const { popup: p, done } = await popup('about:blank', (p) => p.waitForSelector('.recent [role=alert]', { timeout: 15_000 }));
    expect(await violations(p)).toEqual([]);
    await done();
  });

  it('options: configured, and first run', async () => {
    const page = await ext.openPage('options.html');
    await page.waitForSelector('#key-saved');
    expect(await violations(page)).toEqual([]);
    await ext.configure(sandbox.url, null);
    await page.reload();
    await page.waitForSelector('input[name=apiKey]');
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});

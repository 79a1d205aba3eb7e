import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { useExtension } from './support/fixture';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const f = useExtension();
beforeEach(() => f.sandbox.store.seed(DEMO_KEY, 6));

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

describe('axe-core finds no violations', () => {
  it('(the check itself finds a planted violation)', async () => {
    const page = await f.ext.openPage('options.html');
    await page.waitForSelector('form');
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('input'), { type: 'text' })));
    expect((await violations(page)).join()).toContain('label');
    await page.close();
  });

  it('popup: a shortened page and the list', async () => {
    const p = await f.popupOver(f.pages.url('/a11y?title=Accessible'));
    await p.waitForSelector('#short-link');
    expect(await violations(p)).toEqual([]);
  });

  it('popup: editing a link, and its QR code', async () => {
    const p = await f.popupOver(f.pages.url('/a11y-edit'));
    await p.waitForSelector('#short-link');
    await p.click('xpath/.//section[contains(@class,"card")]//button[text()="Edit"]');
    await p.click('li.link-item button[aria-label^="QR"]');
    await p.waitForSelector('li.link-item .qr');
    expect(await violations(p)).toEqual([]);
  });

  it('popup: a page that cannot be shortened, and an error', async () => {
    f.sandbox.addFault({ kind: 'status', status: 500, method: 'GET' });
    const p = await f.popupOver('about:blank');
    await p.waitForSelector('.recent [role=alert]', { timeout: 15_000 });
    expect(await violations(p)).toEqual([]);
  });

  it('options: configured, and first run', async () => {
    const page = await f.ext.openPage('options.html');
    await page.waitForSelector('#key-saved');
    expect(await violations(page)).toEqual([]);
    await f.ext.configure(f.sandbox.url, null);
    await page.reload();
    await page.waitForSelector('input[name=apiKey]');
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});

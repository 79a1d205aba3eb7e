import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { axeViolations } from './support/axe';
import { useExtension } from './support/fixture';
import { rowMenuAction } from './support/popup';

const f = useExtension();
beforeEach(() => f.sandbox.store.seed(DEMO_KEY, 6));

describe('axe-core finds no violations', () => {
  it('(the check itself finds a planted violation)', async () => {
    const page = await f.ext.openPage('options.html');
    await page.waitForSelector('#key-saved');
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('input'), { type: 'text' })));
    expect((await axeViolations(page)).join()).toContain('label');
    await page.close();
  });

  it('popup: a shortened page and the list', async () => {
    const p = await f.popupOver(f.pages.url('/a11y?title=Accessible'));
    await p.waitForSelector('#short-link');
    expect(await axeViolations(p)).toEqual([]);
  });

  it('popup: editing a link, and its QR code with its style open', async () => {
    const p = await f.popupOver(f.pages.url('/a11y-edit'));
    await p.waitForSelector('#short-link');
    await p.click('.card button[aria-label="Edit"]');
    await rowMenuAction(p, 'li.link-item', 'qr');
    await p.waitForSelector('li.link-item .qr');
    expect(await axeViolations(p)).toEqual([]);
    await p.click('li.link-item .qr-style > button');
    await p.waitForSelector('li.link-item .qr-fields:not([hidden])');
    expect(await axeViolations(p)).toEqual([]);
  });

  it('popup: "Copied ✓" on the card, a row\'s "⋯" menu open, in light and dark', async () => {
    const p = await f.popupOver(f.pages.url('/a11y-menu?title=Menu'));
    await p.waitForSelector('#short-link');
    await p.click('.card .copy-button');
    await p.waitForSelector('.card .copy-button[data-copied="true"]');
    await p.click('li.link-item:nth-child(2) .row-menu-button');
    await p.waitForSelector('.row-menu-list [role=menuitem]');
    for (const theme of ['light', 'dark'] as const) {
      await p.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
      expect(await axeViolations(p)).toEqual([]);
    }
  });

  it('popup: a page that cannot be shortened, and an error', async () => {
    f.sandbox.addFault({ kind: 'status', status: 500, method: 'GET' });
    const p = await f.popupOver('about:blank');
    await p.waitForSelector('.recent [role=alert]', { timeout: 15_000 });
    expect(await axeViolations(p)).toEqual([]);
  });

  it('options: configured (Saved, a replacing key refused), and first run', async () => {
    const page = await f.ext.openPage('options.html');
    await page.waitForSelector('#key-saved');
    expect(await axeViolations(page)).toEqual([]);
    // "Saved." after a box is ticked; a replacing key refused on its field.
    await page.click('input[name=autoCopy]');
    await page.waitForSelector('.save-pill');
    expect(await axeViolations(page)).toEqual([]);
    await page.click('xpath/.//button[text()="Replace"]');
    await page.type('input[name=apiKey]', 'wrong-key-000000000');
    await page.click('.key-form button[type=submit]');
    await page.waitForSelector('#api-key-problem');
    expect(await axeViolations(page)).toEqual([]);
    await f.ext.configure(f.sandbox.url, null);
    await page.reload();
    await page.waitForSelector('.first-run input[name=apiKey]');
    expect(await axeViolations(page)).toEqual([]);
    // A refused key, said on its field; and the other service's address opened.
    await page.type('input[name=apiKey]', 'wrong-key-000000000');
    await page.click('.first-run .other-service summary');
    await page.click('.first-run button[type=submit]');
    await page.waitForSelector('.first-run #api-key-problem');
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.close();
  });
});

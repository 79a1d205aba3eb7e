/**
 * The options page's Sites section in Chromium: rules as cards, and a file of rules previewed
 * before it is saved (an account found by its name only waits for its tick). axe finds nothing in
 * either state, in both themes; pictures for a look in .cache/e2e-screenshots/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { expect, it } from 'vitest';
import type { ElementHandle, Page } from 'puppeteer-core';
import { useExtension } from './support/fixture';
import { axeViolations } from './support/axe';
import { waitForText } from './support/popup';

const f = useExtension();
const ask = (page: Page, message: object) => page.evaluate((m) => chrome.runtime.sendMessage(m), message);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.cache/e2e-screenshots/${name}.png`, fullPage: true });

it('rules as cards, then an import previewed (nothing saved before the click): axe-clean', async () => {
  mkdirSync('.cache/e2e-screenshots', { recursive: true });
  const page = f.track(await f.ext.openPage('options.html'));
  await page.setViewport({ width: 1200, height: 900 });
  const rules = [
    { pattern: '*.acme.co', domain: 'prty.link', stripParams: ['ref'] },
    { pattern: 'github.com', neverAuto: true },
  ];
  expect(await ask(page, { type: 'saveSiteRules', rules })).toMatchObject({ ok: true });
  await page.reload();
  await page.waitForSelector('.site-rule');
  expect(await page.$$eval('.site-rules > .site-rule', (cards) => cards.length)).toBe(2);
  // Cards with room between them.
  const gap = await page.$$eval('.site-rules > .site-rule', ([a, b]) => {
    return b!.getBoundingClientRect().top - a!.getBoundingClientRect().bottom;
  });
  expect(gap).toBeGreaterThanOrEqual(12);
  // Inside a card, one rhythm: its site, what it sets and its actions equally apart.
  const inside = await page.$eval('.site-rules > .site-rule', (card) => {
    const [site, sets, actions] = [...card.children].map((c) => c.getBoundingClientRect());
    return [sets!.top - site!.bottom, actions!.top - sets!.bottom];
  });
  expect(inside[0]).toBeGreaterThan(0);
  expect(inside[0]).toBe(inside[1]);
  expect(await page.$('#site-try')).not.toBeNull();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'options-sites-cards');

  const file = join(tmpdir(), `prettylink-sites-${process.pid}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      version: 1,
      rules: [rules[1], { pattern: 'corp.example', account: 'elsewhere', accountName: 'SANDBOX' }],
    }),
  );
  const input = (await page.$('input[type=file]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
  await page.waitForSelector('.import-preview');
  expect(await page.$eval('.import-preview h3', (h) => h.textContent)).toContain('Import rules from');
  expect(await ask(page, { type: 'siteRules' })).toMatchObject({ ok: true, value: { rules } });
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'options-sites-import-preview');
  await page.click('.import-preview button:not(.primary)');
  await waitForText(page, '#sites-heading', 'Sites');
  expect(await page.$('.import-preview')).toBeNull();
});

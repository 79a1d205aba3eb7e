/**
 * Moving around the options page in a real browser: at 1,200 px a side list of its sections, each
 * moving the focus to its heading, in view; narrower, "Jump to". And the page opened at #api-key
 * (the popup's "Connect account", the errors' key actions) has the key field focused.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { axeViolations } from './support/axe';
import { useExtension } from './support/fixture';

const f = useExtension();

async function options(width: number, hash = ''): Promise<Page> {
  const page = f.track(await f.ext.browser.newPage());
  await page.setViewport({ width, height: 800 });
  await page.goto(`chrome-extension://${f.ext.id}/options.html${hash}`);
  return page;
}

/** The focused element's tag and text, and whether its top is in the viewport. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement!;
    const top = el.getBoundingClientRect().top;
    return { tag: el.tagName, text: el.textContent, inView: top >= 0 && top < innerHeight };
  });

describe('the options page', () => {
  it('at 1,200 px: a side list of the sections beside them, each link moving the focus to its heading', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY);
    const page = await options(1200);
    await page.waitForSelector('#sites-heading');
    expect(await page.$eval('.jump-toggle', (b) => getComputedStyle(b).display)).toBe('none');
    const links = await page.$$eval('nav.options-nav a', (as) => as.map((a) => a.textContent ?? ''));
    expect(links).toContain('Sites');
    // Beside the sections, not above them.
    const [nav, main] = await page.$$eval('nav.options-nav, main.options-main', (els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(nav!.right).toBeLessThanOrEqual(main!.left);
    for (const name of links) {
      await page.focus(`xpath/.//nav//a[text()="${name}"]`);
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.activeElement?.textContent === n, {}, name);
      expect(await focused(page)).toEqual({ tag: 'H2', text: name, inView: true });
      // The list stays in view wherever the page is.
      const navTop = await page.$eval('nav.options-nav', (el) => el.getBoundingClientRect().top);
      expect(navTop).toBeGreaterThanOrEqual(0);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it('at 400 px: "Jump to" opens the list, a section chosen from the keyboard takes the focus and closes it', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY);
    const page = await options(400);
    await page.waitForSelector('#key-saved');
    expect(await page.$eval('nav.options-nav ul', (ul) => getComputedStyle(ul).display)).toBe('none');
    await page.focus('.jump-toggle');
    await page.keyboard.press('Enter');
    await page.waitForSelector('nav.options-nav ul', { visible: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
    expect(await focused(page)).toEqual({ tag: 'H2', text: 'Popup', inView: true });
    expect(await page.$eval('nav.options-nav ul', (ul) => getComputedStyle(ul).display)).toBe('none');
  });

  it('opened at #api-key before any key: the first-run card, its key field focused', async () => {
    await f.ext.configure(f.sandbox.url, null);
    const page = await options(1200, '#api-key');
    await page.waitForSelector('.first-run input[name=apiKey]');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'apiKey');
    expect(await page.$$('.options-main')).toEqual([]);
  });

  it('opened at #api-key with a key saved: the key field open in the account, focused (and again when asked again)', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY);
    const page = await options(400, '#api-key');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'apiKey');
    expect((await focused(page)).inView).toBe(true);
    await page.focus('.jump-toggle');
    await page.evaluate(() => (location.hash = '#top'));
    await page.evaluate(() => (location.hash = '#api-key'));
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'apiKey');
  });
});

/**
 * Clean URLs in Firefox: the page's canonical address, read with scripting.executeScript, is what
 * the real popup and the real Alt+Shift+K shorten (the Chromium twin: test/e2e/clean-url.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { until } from '../support/until';
import { useFirefox } from './support/fixture';

const f = useFirefox();
let open: Page[] = [];
afterEach(async () => {
  await f.ff.closePopup();
  await f.ff.clearNotifications();
  await Promise.all(open.map((p) => p.close().catch(() => {})));
  open = [];
});

/** A tracked article whose canonical address (relative, as pages write it) is the clean one. */
const ARTICLE =
  '/article?id=7&utm_source=news&fbclid=abc&canonical=%2Fcanonical-article%3Fid%3D7%26utm_campaign%3Dspring&title=Article';

const sent = async () => (
  await until(
    () => creates(f.sandbox).length,
    (n) => n >= 1,
  ),
  creates(f.sandbox).map((r) => (r.body as { link: string }).link)
);

async function tabAt(path: string) {
  const tab = await f.ff.openTab(f.pages.url(path));
  open.push(tab);
  return tab;
}

describe('the canonical address in Firefox', () => {
  it('the toolbar popup shortens it (default preferences) and says which URL it used', async () => {
    await tabAt(ARTICLE);
    const popup = await f.ff.openPopup();
    const note = await popup.waitFor((w) => w.document.querySelector('#prepared-url')?.textContent ?? '');
    expect(await sent()).toEqual([f.pages.url('/canonical-article?id=7&utm_campaign=spring')]);
    expect(note).toBe(`${f.pages.url('/canonical-article?id=7&utm_campaign=spring')} (the page’s canonical address)`);
  });

  it('Alt+Shift+K shortens it, cleaned when stripping is on', async () => {
    await f.ff.configure(f.sandbox.url, DEMO_KEY, { stripTracking: true });
    const tab = await tabAt(ARTICLE);
    await tab.click('h1');
    await f.ff.pressShortcut('Alt+Shift+K');
    expect(await sent()).toEqual([f.pages.url('/canonical-article?id=7')]);
  });

  it('a canonical address on another site is ignored: the tab URL', async () => {
    const path = '/elsewhere?canonical=https%3A%2F%2Fevil.example%2Fphish';
    await tabAt(path);
    await f.ff.openPopup();
    expect(await sent()).toEqual([f.pages.url(path)]);
  });
});

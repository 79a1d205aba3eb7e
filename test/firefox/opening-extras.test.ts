/**
 * What the toolbar popup does on opening besides shortening, in Firefox: the site's own short link
 * copied instead, and the last campaign applied (the Chromium twins: test/e2e/tabs.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { until } from '../support/until';
import type { PopupView } from './support/firefox';
import { useFirefox } from './support/fixture';

const f = useFirefox();
let open: Page[] = [];
afterEach(async () => {
  await f.ff.closePopup();
  await Promise.all(open.map((p) => p.close().catch(() => {})));
  open = [];
});

const sentLinks = () => creates(f.sandbox).map((r) => (r.body as { link: string }).link);

async function tabAt(path: string) {
  const tab = await f.ff.openTab(f.pages.url(path));
  open.push(tab);
  return tab;
}

const textOf = (popup: PopupView, selector: string) =>
  popup.waitFor((w, s) => w.document.querySelector(s)?.textContent ?? '', selector);

describe("the site's own short link", () => {
  it('on: copied instead of making a link, and "Make a PrettyURL link instead" makes one', async () => {
    await f.ff.configure(f.sandbox.url, DEMO_KEY, { useSiteShortlink: true });
    await f.ff.setClipboard('before');
    const own = f.pages.url('/?p=42');
    await tabAt(`/post?title=Post&shortlink=${encodeURIComponent(own)}`);
    const popup = await f.ff.openPopup();
    expect(await textOf(popup, '#site-link')).toBe(own.replace(/^https:\/\//, ''));
    expect(await textOf(popup, '#announcer')).toBe('Copied');
    expect(await f.ff.clipboard()).toBe(own);
    expect(creates(f.sandbox)).toHaveLength(0);
    await popup.evaluate((w) => (w.document.querySelector('#make-ours') as HTMLButtonElement).click());
    expect(await textOf(popup, '#short-link')).toMatch(/^zd\.lc\/\w+$/);
    expect(sentLinks()).toEqual([f.pages.url(`/post?title=Post&shortlink=${encodeURIComponent(own)}`)]);
  });

  it('off (the default): the page gets a PrettyURL link', async () => {
    await tabAt(`/post2?shortlink=${encodeURIComponent(f.pages.url('/?p=43'))}`);
    const popup = await f.ff.openPopup();
    await textOf(popup, '#short-link');
    expect(await popup.evaluate((w) => w.document.querySelector('#site-link') === null)).toBe(true);
    expect(creates(f.sandbox)).toHaveLength(1);
  });
});

describe('the last campaign on auto-shorten', () => {
  it('on: the preset last picked is applied on opening, and the popup names it', async () => {
    await f.ff.configure(f.sandbox.url, DEMO_KEY, { campaignOnOpen: true });
    const values = {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: '',
      utm_content: '',
    };
    await f.ff.ext(
      (v) =>
        chrome.storage.local.set({
          presets: { presets: [{ id: 'p1', name: 'Spring mail', values: v }], lastUsed: 'p1' },
        }),
      values,
    );
    await tabAt('/campaign?title=Camp');
    const popup = await f.ff.openPopup();
    expect(
      await popup.waitFor((w) =>
        w.document.querySelector('#campaign-applied')?.textContent?.includes('Campaign applied: Spring mail'),
      ),
    ).toBe(true);
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 1,
    );
    expect(sentLinks()).toEqual([
      `${f.pages.url('/campaign?title=Camp')}&utm_source=newsletter&utm_medium=email&utm_campaign=spring`,
    ]);
  });
});

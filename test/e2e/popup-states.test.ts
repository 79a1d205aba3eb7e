import { describe, expect, it } from 'vitest';
import { startSandbox, DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { launchExtension } from './support/chromium';
import { useExtension } from './support/fixture';
import { afterEffects, fill, rowMenuAction, text, waitForText } from './support/popup';

const f = useExtension();
const dialogs: string[] = [];

/** The popup, with any dialog a hostile value might open recorded (and dismissed). */
async function popupOver(url: string) {
  const popup = await f.popupOver(url);
  popup.on('dialog', (d) => (dialogs.push(d.message()), void d.dismiss()));
  return popup;
}

describe('a page that cannot be shortened', () => {
  it.each(['about:blank', 'chrome://version/', 'data:text/html,<title>x</title>hi'])(
    '%s: says so, offers a field for any URL',
    async (url) => {
      const popup = await popupOver(url);
      await waitForText(popup, '.shorten-form', 'This page can’t be shortened');
      expect(creates(f.sandbox)).toHaveLength(0);
      await fill(popup, 'input[name=url]', 'javascript:alert(1)');
      await popup.click('.shorten-form button[type=submit]');
      await popup.waitForSelector('#url-error');
      expect(creates(f.sandbox)).toHaveLength(0);
      await fill(popup, 'input[name=url]', 'https://example.com/pasted');
      await popup.click('.shorten-form button[type=submit]');
      await popup.waitForSelector('#short-link');
      expect(creates(f.sandbox)[0]?.body).toEqual({ link: 'https://example.com/pasted' });
    },
  );
});

describe('every state worded', () => {
  it('not configured: the welcome card, no manager, and Connect account opens the options at the key field', async () => {
    await f.ext.configure(f.sandbox.url, null);
    const popup = await popupOver(f.pages.url('/x'));
    await waitForText(popup, '.welcome h1', 'Connect PrettyURL to start shortening');
    expect(await popup.$$('.top, .open-manager, .recent, .shorten-form')).toEqual([]);
    const optionsOpened = f.ext.browser.waitForTarget((t) => t.url().endsWith('/options.html#api-key'));
    await popup.click('.welcome-connect');
    const target = await optionsOpened;
    await (await target.asPage())?.close();
    expect(f.sandbox.requests).toHaveLength(0);
  });

  it('key refused: says so, offers the options, keeps the key, and offers nothing it would refuse too', async () => {
    await f.ext.configure(f.sandbox.url, 'wrong-key-0000000000');
    const popup = await popupOver(f.pages.url('/refused?caf%C3%A9'));
    // The shortening's own card (the list's request, refused too, may say so first): a title, what to do, one way there.
    await waitForText(popup, '.problem[role=alert] h2', 'PrettyURL didn’t accept your API key');
    expect(await popup.$$eval('.problem[role=alert] button', (b) => b.map((x) => x.textContent))).toEqual([
      'Update API key',
    ]);
    // Said once; no empty list, search or "+" menu (New link, Shorten all tabs) beside it (this account has no links here).
    await popup.waitForFunction(() => !document.querySelector('.recent') && !document.querySelector('#add-menu'));
    expect(
      await popup.$$eval(
        '[role=alert]',
        (els) => els.filter((e) => /refused your API key|accept your API key/.test(e.textContent ?? '')).length,
      ),
    ).toBe(1);
    const status = await popup.evaluate(() => chrome.runtime.sendMessage({ type: 'status' }));
    expect(status).toMatchObject({ ok: true, value: { hasKey: true } });
  });

  it('rate limited: the wait is shown, counted down, and waited for', async () => {
    f.sandbox.addFault({ kind: 'rateLimit', retryAfter: 2, method: 'POST', times: 1 });
    const popup = await popupOver(f.pages.url('/limited'));
    await waitForText(popup, '[role=alert]', 'Trying again in 2 s');
    const shown = Date.now();
    await popup.waitForSelector('#short-link', { timeout: 5000 });
    expect(Date.now() - shown).toBeGreaterThan(1_500); // it waited as told, not at once
    expect(creates(f.sandbox)).toHaveLength(2);
    expect(f.sandbox.store.list(DEMO_KEY, 1, 30).total).toBe(1);
  });

  it("rate limited for long: the wait is shown, and the retry is the user's", async () => {
    f.sandbox.addFault({ kind: 'rateLimit', retryAfter: 600, method: 'POST', times: 1 });
    const popup = await popupOver(f.pages.url('/limited-long'));
    await waitForText(popup, '[role=alert]', 'Try again in 600 s');
    await popup.click('xpath/.//*[@role="alert"]//button[text()="Try again"]');
    await popup.waitForSelector('#short-link');
  });

  it('offline (service stopped): says so, and a retry works once it is back', async () => {
    const down = await startSandbox();
    const url = down.url;
    await down.close();
    await f.ext.configure(url, DEMO_KEY);
    const popup = await popupOver(f.pages.url('/offline'));
    await waitForText(popup, '[role=alert]', 'Can’t reach the service');
    const back = await startSandbox({ port: Number(new URL(url).port) });
    try {
      // The create may have reached the service before the connection failed: Try again looks for
      // its link first and, not finding it within the lag bound, makes nothing without the user's word.
      await popup.click('xpath/.//*[@role="alert"]//button[text()="Try again"]');
      await waitForText(popup, '[role=alert]', 'Could not check whether the link was already made', 30_000);
      expect(creates(back)).toHaveLength(0);
      await popup.click('xpath/.//*[@role="alert"]//button[text()="Make a new one anyway"]');
      await popup.waitForSelector('#short-link');
      expect(creates(back)).toHaveLength(1);
    } finally {
      await back.close();
    }
  });

  it('slow service: a worded wait, then the link', async () => {
    f.sandbox.addFault({ kind: 'latency', latencyMs: 1500, method: 'POST', times: 1 });
    const popup = await popupOver(f.pages.url('/slow'));
    await waitForText(popup, '.working', 'Shortening…');
    await popup.waitForSelector('#short-link', { timeout: 5000 });
  });

  it('a service holding its answer: the links show meanwhile (the first render waits for a copy only a moment), and the link arriving leaves the focus where the user put it', async () => {
    f.sandbox.store.seed(DEMO_KEY, 2);
    f.sandbox.addFault({ kind: 'hold', method: 'POST' });
    const popup = await popupOver(f.pages.url('/held'));
    // Well before the background gives up on the held answer (12 s), and the popup with it.
    await popup.waitForSelector('li.link-item', { timeout: 3000 });
    await waitForText(popup, '.working', 'Shortening…');
    expect(f.sandbox.held().map((r) => r.method)).toEqual(['POST']);
    // Meanwhile the user went to the search field: the link arriving does not take the focus from it.
    await popup.focus('input[type=search]');
    f.sandbox.release();
    await popup.waitForSelector('#short-link');
    await afterEffects(popup); // the card's focus is an effect after its frame
    expect(await popup.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('search');
  });

  it.each([
    [{ kind: 'status' as const, status: 500 }, 'The service had a problem (error 500)'],
    [{ kind: 'html' as const }, 'does not understand'],
    [{ kind: 'redirect' as const, location: 'http://127.0.0.1:9/login' }, 'login page'],
  ])('service error %j: its own message and a retry', async (fault, message) => {
    f.sandbox.addFault({ ...fault, method: 'POST' });
    // A page of its own: the worker keeps each unconfirmed attempt (the page's last case) in memory.
    const popup = await popupOver(f.pages.url(`/error-${fault.kind}`));
    await waitForText(popup, '[role=alert]', message);
    expect(await popup.$$eval('[role=alert] button', (b) => b.map((x) => x.textContent))).toContain('Try again');
  });
});

describe('hostile data from the service', () => {
  it('titles with HTML and scripts, javascript: destinations: nothing runs, nothing clickable, the popup renders', async () => {
    f.sandbox.store.seed(DEMO_KEY, 2);
    f.sandbox.addFault({ kind: 'hostile', method: 'GET' });
    const popup = await popupOver('about:blank');
    await popup.waitForSelector('li.link-item');
    expect(await popup.$$('li.link-item img, li.link-item script, li.link-item iframe')).toHaveLength(0);
    const hrefs = await popup.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
    const shown = await popup.$$eval('li.link-item', (els) => els.map((e) => e.textContent ?? ''));
    expect(shown.some((t) => t.includes('"><svg onload=alert(1)>'))).toBe(true);
    expect(shown.some((t) => t.includes('<b onmouseover'))).toBe(false);
    await waitForText(popup, '.hint', 'could not be read');
    expect(await popup.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
    expect(dialogs).toEqual([]); // after the list's last rendered state, with no element that could run script
  });
});

describe('German UI', () => {
  it('shows every string in German', async () => {
    const de = await launchExtension({ lang: 'de' });
    try {
      await de.configure(f.sandbox.url, DEMO_KEY);
      const { popup, tab } = await de.openPopup('about:blank');
      await waitForText(popup, '.shorten-form', 'Diese Seite kann nicht gekürzt werden');
      expect(await text(popup, '#recent-heading')).toBe('Ihre Links');
      expect(await popup.evaluate(() => document.documentElement.lang)).toMatch(/^de/);
      await popup.close();
      await tab.close();
    } finally {
      await de.close();
    }
  });
});

describe('a phone-sized page (Firefox for Android opens the popup as a page)', () => {
  it('keeps its desktop width as a toolbar popup, and fits 320 px without a sideways scroll', async () => {
    f.sandbox.store.seed(DEMO_KEY, 5);
    const popup = await popupOver('about:blank');
    await popup.waitForSelector('li.link-item');
    expect(await popup.evaluate(() => document.querySelector('.popup')!.getBoundingClientRect().width)).toBe(380);
    const page = f.track(await f.ext.browser.newPage());
    await page.setViewport({ width: 320, height: 640 });
    await page.goto(`chrome-extension://${f.ext.id}/popup.html`);
    await page.waitForSelector('li.link-item');
    // With a link's editor open: the widest thing the list shows.
    await rowMenuAction(page, 'li.link-item', 'edit');
    await page.waitForSelector('li.link-item form.editor');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

/**
 * What the user types is checked in the page before any request: a worded message next to the
 * field, what was typed kept, focus on the first refused field, nothing sent. Also: the rate-limit
 * countdown is announced once, and focus comes back to the button that opened a panel.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { useExtension } from './support/fixture';
import { fill, rowMenuAction, text, waitForText } from './support/popup';

const f = useExtension();

const DESTINATION = 'The destination must be a web address starting with http:// or https://.';
const DOMAIN_IS_URL = 'Type the domain alone, without https:// or a path';
const BACK_HALF_CHARS = 'The back half may contain only the letters a–z and A–Z, digits, - and _';
const BACK_HALF_LENGTH = 'The back half can be at most 64 characters long.';
const LONG = 'a'.repeat(65);

const patches = () => f.sandbox.requests.filter((r) => r.method === 'PATCH');

/** The field as a screen reader meets it: invalid, described by its message, focused, value kept. */
async function fieldState(page: Page, scope: string, name: string) {
  return page.$eval(`${scope} [name=${name}]`, (el) => {
    const input = el as HTMLInputElement;
    const describedBy = input.getAttribute('aria-describedby');
    return {
      value: input.value,
      invalid: input.getAttribute('aria-invalid'),
      description: describedBy ? document.getElementById(describedBy)?.textContent : null,
      focused: document.activeElement === input,
    };
  });
}

/** A seeded link's row in the popup, with its editor open. */
async function editorOfListedLink() {
  f.sandbox.store.seed(DEMO_KEY, 1);
  const [link] = f.sandbox.store.list(DEMO_KEY, 1, 30).links;
  const popup = await f.popupOver('about:blank');
  const item = `li[data-id="${link!.id}"]`;
  await popup.waitForSelector(item);
  await rowMenuAction(popup, `${item}`, 'edit');
  await popup.waitForSelector(`${item} .editor`);
  return { popup, item, link: link! };
}

describe('the editor checks before sending', () => {
  it.each([
    ['destination', 'javascript:alert(1)', DESTINATION],
    ['destination', 'data:text/html,<script>alert(1)</script>', DESTINATION],
    ['destination', 'ftp://example.com/file', DESTINATION],
    ['destination', 'not a url', DESTINATION],
    ['backHalf', 'my link', BACK_HALF_CHARS],
    ['backHalf', 'ü', BACK_HALF_CHARS],
    ['backHalf', 'a/b', BACK_HALF_CHARS],
    ['backHalf', LONG, BACK_HALF_LENGTH],
  ])('%s %j: worded next to the field, nothing sent, then a valid edit goes through', async (field, value, message) => {
    const { popup, item, link } = await editorOfListedLink();
    await fill(popup, `${item} input[name=${field}]`, value);
    await popup.click(`${item} .editor button[type=submit]`);
    await waitForText(popup, `${item} .field-error`, message);
    expect(await fieldState(popup, item, field)).toEqual({
      value,
      invalid: 'true',
      description: expect.stringContaining(message),
      focused: true,
    });
    expect(patches()).toHaveLength(0);

    const fixed = field === 'destination' ? 'https://example.org/fixed' : 'fixed-half';
    await fill(popup, `${item} input[name=${field}]`, fixed);
    await popup.click(`${item} .editor button[type=submit]`);
    await popup.waitForFunction((sel) => !document.querySelector(`${sel} .editor`), {}, item);
    expect(patches().map((r) => r.body)).toEqual([
      field === 'destination' ? { original_url: fixed } : { back_half: fixed },
    ]);
    expect(f.sandbox.store.get(DEMO_KEY, link.id)).toMatchObject(
      field === 'destination' ? { original_link: fixed } : { back_half: fixed },
    );
  });

  it('two refused fields: both worded, focus on the first', async () => {
    const { popup, item } = await editorOfListedLink();
    await fill(popup, `${item} input[name=backHalf]`, 'my link');
    await fill(popup, `${item} input[name=destination]`, 'javascript:alert(1)');
    await popup.click(`${item} .editor button[type=submit]`);
    await waitForText(popup, `${item} [id$="-destination-error"]`, DESTINATION);
    expect(await fieldState(popup, item, 'backHalf')).toMatchObject({
      invalid: 'true',
      description: expect.stringContaining(BACK_HALF_CHARS),
      focused: true,
    });
    expect(await fieldState(popup, item, 'destination')).toMatchObject({
      value: 'javascript:alert(1)',
      invalid: 'true',
      focused: false,
    });
    expect(patches()).toHaveLength(0);
  });
});

describe('the new-link form checks before sending', () => {
  async function form() {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    const popup = await f.popupOver('/new-link');
    await popup.waitForSelector('.shorten-form');
    return popup;
  }

  it.each([
    ['domain', 'https://zd.lc', DOMAIN_IS_URL],
    ['domain', 'zd.lc/path', DOMAIN_IS_URL],
    ['backHalf', 'my link', BACK_HALF_CHARS],
    ['backHalf', 'ü', BACK_HALF_CHARS],
    ['backHalf', 'a/b', BACK_HALF_CHARS],
    ['backHalf', LONG, BACK_HALF_LENGTH],
  ])('%s %j: worded next to the field, nothing sent, then a valid one goes through', async (field, value, message) => {
    const popup = await form();
    await fill(popup, `.shorten-form input[name=${field}]`, value);
    await popup.click('.shorten-form button[type=submit]');
    await waitForText(popup, '.shorten-form .field-error', message);
    expect(await fieldState(popup, '.shorten-form', field)).toEqual({
      value,
      invalid: 'true',
      description: expect.stringContaining(message),
      focused: true,
    });
    expect(creates(f.sandbox)).toHaveLength(0);
    expect(patches()).toHaveLength(0);

    // A back half is given to the new link by an update right after its creation.
    await fill(popup, `.shorten-form input[name=${field}]`, field === 'domain' ? 'zd.lc' : 'fixed-half');
    await popup.click('.shorten-form button[type=submit]');
    await waitForText(popup, '#short-link', field === 'domain' ? 'zd.lc/' : 'zd.lc/fixed-half');
    expect(creates(f.sandbox)).toHaveLength(1);
    if (field === 'domain') expect(creates(f.sandbox)[0]?.body).toMatchObject({ domain: 'zd.lc' });
    else expect(patches().map((r) => r.body)).toEqual([{ back_half: 'fixed-half' }]);
  });

  it('a refused URL and back half: focus on the URL, the first', async () => {
    const popup = await form();
    await fill(popup, '.shorten-form input[name=url]', 'javascript:alert(1)');
    await fill(popup, '.shorten-form input[name=backHalf]', 'a/b');
    await popup.click('.shorten-form button[type=submit]');
    await waitForText(popup, '.shorten-form #back-half-error', BACK_HALF_CHARS);
    expect(await fieldState(popup, '.shorten-form', 'url')).toMatchObject({
      invalid: 'true',
      description: 'Only web pages (http or https) can be shortened.',
      focused: true,
    });
    expect(creates(f.sandbox)).toHaveLength(0);
    expect(patches()).toHaveLength(0);
  });
});

describe('a back half the service refused at creation', () => {
  it('opens the editor with the focus on that field and its message', async () => {
    f.sandbox.store.create(DEMO_KEY, { link: 'https://example.com/first', domain: 'zd.lc', backHalf: 'taken-half' });
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    const popup = await f.popupOver('/second');
    await popup.waitForSelector('.shorten-form');
    await fill(popup, '.shorten-form input[name=backHalf]', 'taken-half');
    await popup.click('.shorten-form button[type=submit]');
    await waitForText(popup, '.editor .field-error', 'The back half has already been taken.');
    await popup.waitForFunction(() => document.activeElement?.getAttribute('name') === 'backHalf', { timeout: 5000 });
    expect(await fieldState(popup, '.editor', 'backHalf')).toEqual({
      value: 'taken-half',
      invalid: 'true',
      description: 'The back half has already been taken.',
      focused: true,
    });
  });
});

describe('the options page checks the default domain', () => {
  it('a URL typed as the domain: worded on leaving the field, not saved; then a domain is, as it is changed', async () => {
    const page = f.track(await f.ext.openPage('options.html'));
    await page.waitForSelector('#key-saved');
    const status = () => page.evaluate(() => chrome.runtime.sendMessage({ type: 'status' }));
    const before = await status();
    await fill(page, 'input[name=defaultDomain]', 'https://zd.lc');
    await page.keyboard.press('Tab');
    await waitForText(page, '.field-error', DOMAIN_IS_URL);
    expect(await fieldState(page, '.current-account', 'defaultDomain')).toEqual({
      value: 'https://zd.lc',
      invalid: 'true',
      description: expect.stringContaining(DOMAIN_IS_URL),
      focused: false,
    });
    expect(await status()).toEqual(before);

    await fill(page, 'input[name=defaultDomain]', 'prty.link');
    await page.keyboard.press('Tab');
    await waitForText(page, '.save-status', 'Saved.');
    expect(await status()).toMatchObject({ value: { settings: { defaultDomain: 'prty.link' } } });
    expect(await page.$('.field-error')).toBeNull();
  });
});

/** The text of every live region as assistive technology gets it (aria-hidden parts left out). */
const liveTexts = (page: Page) =>
  page.$$eval('[role=alert], [role=status], [aria-live]:not([aria-live=off])', (els) =>
    els.map((el) => {
      const copy = el.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden=true]').forEach((n) => n.remove());
      return copy.textContent ?? '';
    }),
  );

describe('the rate-limit countdown', () => {
  it('is announced once; the ticking number is not live; then the link appears', async () => {
    f.sandbox.addFault({ kind: 'rateLimit', retryAfter: 3, method: 'POST', times: 1 });
    const popup = await f.popupOver('/limited');
    await waitForText(popup, '[role=alert]', 'Too many requests. Trying again in 3 seconds.');
    const live = await liveTexts(popup);
    const shown = await text(popup, '.countdown');
    expect(shown).toContain('3');
    // Polled: a text node changing in place is not a mutation Puppeteer's observer sees.
    const now = await popup.waitForFunction(
      (was) => {
        const t = document.querySelector('.countdown')?.textContent;
        return t !== was && t;
      },
      { polling: 50 },
      shown,
    );
    expect(await now.jsonValue()).toContain('2');
    expect(await liveTexts(popup)).toEqual(live);
    await popup.waitForSelector('#short-link', { timeout: 6000 });
    expect(creates(f.sandbox)).toHaveLength(2);
  });
});

/** What has the focus: its label (or text), its name, the row and the panel it is in. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      label: el?.getAttribute('aria-label') ?? el?.textContent ?? '',
      name: el?.getAttribute('name') ?? null,
      row: el?.closest('li')?.getAttribute('data-id') ?? null,
      inPanel: !!el?.closest('.editor, .qr'),
    };
  });
type Focused = Awaited<ReturnType<typeof focused>>;

/** Presses Tab until the focused element matches, as a keyboard user would reach it. */
async function tabTo(page: Page, matches: (el: Focused) => boolean, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (matches(await focused(page))) return;
  }
  throw new Error(`not reached with Tab: ${matches}`);
}

/** Closes the open panel as a keyboard user would: Escape from inside it, Enter on the button that opened it (still focused), or on a button. */
async function closeWith(page: Page, closer: string) {
  if (closer === 'QR code') await page.keyboard.press('Enter');
  else if (closer === 'Escape') {
    await tabTo(page, (el) => el.inPanel);
    await page.keyboard.press('Escape');
  } else if (closer === 'Save') {
    // Enter in a field submits the editor.
    await tabTo(page, (el) => el.name === 'title');
    await page.keyboard.type(' renamed');
    await page.keyboard.press('Enter');
  } else {
    await tabTo(page, (el) => el.inPanel && el.label === closer);
    await page.keyboard.press('Enter');
  }
}

describe('focus returns to the button that opened a panel', () => {
  it.each([
    ['Edit', 'Cancel'],
    ['Edit', 'Save'],
    ['Edit', 'Escape'],
    ['QR code', 'QR code'],
    ['QR code', 'Escape'],
  ])('the short link card: %s, closed with %s', async (opener, closer) => {
    const popup = await f.popupOver('/focus-card');
    await popup.waitForSelector('#short-link');
    await tabTo(popup, (el) => el.label === opener && !el.row);
    await popup.keyboard.press('Enter');
    await popup.waitForSelector(opener === 'Edit' ? '.card .editor' : '.card .qr button');
    await closeWith(popup, closer);
    await popup.waitForFunction(() => !document.querySelector('.card .editor, .card .qr'));
    expect(await focused(popup)).toMatchObject({ label: opener, row: null });
    expect(patches()).toHaveLength(closer === 'Save' ? 1 : 0);
  });

  it.each([
    ['Edit', 'Cancel'],
    ['Edit', 'Save'],
    ['Edit', 'Escape'],
    ['QR', 'Escape'],
  ])('a listed link: %s, closed with %s', async (opener, closer) => {
    f.sandbox.store.seed(DEMO_KEY, 3);
    const [, link] = f.sandbox.store.list(DEMO_KEY, 1, 30).links;
    const popup = await f.popupOver('about:blank');
    const item = `li[data-id="${link!.id}"]`;
    await popup.waitForSelector(item);
    // Its "⋯" button from the keyboard; Enter opens its menu on Edit, ↓ goes to QR code.
    await tabTo(popup, (el) => el.row === link!.id && el.label.startsWith('More actions'));
    const openerLabel = (await focused(popup)).label;
    await popup.keyboard.press('Enter');
    await popup.waitForSelector('.row-menu-list');
    if (opener === 'QR') await popup.keyboard.press('ArrowDown');
    await popup.keyboard.press('Enter');
    await popup.waitForSelector(`${item} ${opener === 'Edit' ? '.editor' : '.qr button'}`);
    await closeWith(popup, closer);
    await popup.waitForFunction((sel) => !document.querySelector(`${sel} .editor, ${sel} .qr`), {}, item);
    expect(await focused(popup)).toMatchObject({ label: openerLabel, row: link!.id });
    expect(patches()).toHaveLength(closer === 'Save' ? 1 : 0);
  });
});

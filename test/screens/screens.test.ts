/**
 * `npm run screenshots`: the popup's, options page's and link manager's states at 320, 400 and 1,200 px wide, in
 * light and dark, and the popup, the panel and the list dialog in Arabic, written to .cache/screenshots as
 * `<state>-<width>-<theme>.png` for a person to look at (not part of `npm test`; nothing is asserted).
 * The folder is emptied before the run (./empty-folder.ts): every picture in it is of this run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startSandbox, DEMO_KEY, type Sandbox } from '../../src/sandbox/server.ts';
import { launchExtension, type Extension } from '../e2e/support/chromium';
import { startPages, type TestPages } from '../e2e/support/pages';
import { openPopupInTab, POPUP_TAB_WIDTHS, restoreTabsQuery, settled } from './popup-tab';

const DIR = '.cache/screenshots';
// Pictures of the viewport are taken with captureBeyondViewport off: with it on (puppeteer's
// default), an open modal dialog's ::backdrop was missing from the picture after a resize.
/** The manager's account: a mirror of its own, whatever the popup's states synced before. */
const MANAGER_KEY = 'screens-manager-key-0123456789';
let sandbox: Sandbox;
let ext: Extension;
let pages: TestPages;

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  [sandbox, pages, ext] = await Promise.all([
    startSandbox({ keys: [DEMO_KEY, MANAGER_KEY, 'screens-empty-key-000000000'] }),
    startPages(),
    launchExtension(),
  ]);
});
afterAll(async () => {
  await ext?.close();
  await Promise.all([sandbox?.close(), pages?.close()]);
});

/** The widths every state is drawn at: a narrow side panel, the usual one (and the popup), a tab. */
const WIDTHS = [320, 400, 1200] as const;

async function shoot(
  page: Page,
  name: string,
  themes: readonly ('light' | 'dark')[] = ['light', 'dark'],
  fullPage = false,
  height = 760,
) {
  const before = page.viewport();
  for (const width of WIDTHS) {
    await setWidth(page, width, height);
    // A frame at the new width (a virtualized list measures itself on resize).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    for (const theme of themes) {
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
      await page.screenshot({
        path: `${DIR}/${name}-${width}-${theme}.png`,
        fullPage,
        captureBeyondViewport: fullPage,
      });
    }
  }
  if (before) await setWidth(page, before.width, before.height);
}

/** A state with something placed for the width it opened at (a menu): opened again at each width. */
async function shootOpened(page: Page, name: string, open: () => Promise<void>, height = 760) {
  const before = page.viewport();
  for (const width of WIDTHS) {
    await setWidth(page, width, height);
    await open();
    await settled(page);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
      await page.screenshot({ path: `${DIR}/${name}-${width}-${theme}.png`, captureBeyondViewport: false });
    }
  }
  // Left open at the width the page had, as a test after it expects.
  if (before) await setWidth(page, before.width, before.height);
  await open();
}

async function setWidth(page: Page, width: number, height: number) {
  await page.setViewport({ width, height });
}

/** The real popup at its own size (the browser sizes it to its 380 px; puppeteer cannot resize a popup): `<name>-380-<theme>.png`. */
async function shootPopup(page: Page, name: string, themes: readonly ('light' | 'dark')[] = ['light', 'dark']) {
  for (const theme of themes) {
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
    await page.screenshot({ path: `${DIR}/${name}-380-${theme}.png` });
  }
}

/**
 * One state of the popup: the real popup (`<name>-380-<theme>.png`), then the same state made again
 * with popup.html in a tab at 320, 400 and 1,200 px (`<name>-320-<theme>.png` and so on).
 */
async function popupState(
  name: string,
  url: string,
  prepare: () => Promise<void>,
  ready: (p: Page) => Promise<unknown>,
  e: Extension = ext,
  themes: readonly ('light' | 'dark')[] = ['light', 'dark'],
  /** false: a state that reads the page itself (its own short link), which the tab's stand-in cannot give. */
  inTab = true,
) {
  // Made again for each width: an open menu is placed for the width it opened at.
  for (const width of inTab ? [null, ...POPUP_TAB_WIDTHS] : [null]) {
    sandbox.reset();
    await e.configure(sandbox.url, DEMO_KEY);
    await prepare();
    // A web page's state as the real popup has it (the "+" menu's *Redirect a link here…* asks the tab).
    const popupSeesTab = url.startsWith('http');
    const { tab, popup } = width ? await openPopupInTab(e, url, width, { popupSeesTab }) : await e.openPopup(url);
    await ready(popup);
    await settled(popup);
    if (!width) await shootPopup(popup, name, themes);
    else
      for (const theme of themes) {
        await popup.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
        await popup.screenshot({ path: `${DIR}/${name}-${width}-${theme}.png`, captureBeyondViewport: false });
      }
    await popup.close();
    await tab.close();
    if (width) await restoreTabsQuery(e);
  }
}

it('popup states', async () => {
  const seed = async () => sandbox.store.seed(DEMO_KEY, 12);
  await popupState('popup-shortened', pages.url('/launch?title=Our%20autumn%20launch'), seed, (p) =>
    p.waitForSelector('#short-link'),
  );
  await popupState('popup-row-menu', pages.url('/rows?title=Rows'), seed, async (p) => {
    await p.waitForSelector('li.link-item:nth-child(2) .row-menu-button');
    await p.click('li.link-item:nth-child(2) .row-menu-button');
    await p.waitForSelector('.row-menu-list');
  });
  await popupState('popup-unsupported', 'about:blank', seed, (p) => p.waitForSelector('.shorten-form'));
  await popupState(
    'popup-refused',
    pages.url('/x'),
    () => ext.configure(sandbox.url, 'wrong-key-000000000'),
    (p) => p.waitForSelector('[role=alert]'),
  );
  await popupState(
    'popup-not-configured',
    pages.url('/x'),
    () => ext.configure(sandbox.url, null),
    (p) => p.waitForSelector('.welcome'),
  );
  await popupState('popup-edit', pages.url('/edit'), seed, async (p) => {
    await p.waitForSelector('#short-link');
    await p.click('.card button[aria-label="Edit"]');
  });
  await popupState('popup-qr', pages.url('/qr'), seed, async (p) => {
    await p.waitForSelector('#short-link');
    await p.click('.card button[aria-label="QR code"]');
  });
  await popupState('popup-add-menu', pages.url('/menu?title=New'), seed, async (p) => {
    await p.waitForSelector('#short-link');
    await p.click('#add-menu');
    await p.waitForSelector('.row-menu-list');
  });
  await popupState(
    'popup-accounts',
    pages.url('/launch?title=Our%20autumn%20launch'),
    async () => {
      await seed();
      const w = await ext.worker();
      // Two accounts, each with the name the user gave it.
      await w.evaluate(async () => {
        const { accounts } = (await chrome.storage.local.get('accounts')) as {
          accounts: { current: string; accounts: { id: string; name: string }[] };
        };
        accounts.accounts[0]!.name = 'Personal';
        accounts.accounts.push({ ...accounts.accounts[0]!, id: 'account-work', name: 'Work (Acme)' });
        await chrome.storage.local.set({ accounts });
      });
    },
    (p) => p.waitForSelector('.account-switcher'),
  );
  await popupState('popup-copy-menu', pages.url('/menu?title=Copy%20formats'), seed, async (p) => {
    await p.waitForSelector('#short-link');
    await p.click('.card .copy-menu-button');
    await p.waitForSelector('.copy-menu-list');
  });
  const canonical = encodeURIComponent(pages.url('/article'));
  await popupState(
    'popup-prepared',
    pages.url(`/article/amp?utm_source=news&id=7&canonical=${canonical}`),
    async () => {
      await seed();
      await ext.configure(sandbox.url, DEMO_KEY, { stripTracking: true });
    },
    (p) => p.waitForSelector('#short-link'),
  );
  await popupState(
    'popup-hostile',
    'about:blank',
    async () => sandbox.addFault({ kind: 'hostile', method: 'GET' }),
    (p) => p.waitForSelector('li.link-item'),
  );
  const own = encodeURIComponent(pages.url('/?p=42'));
  await popupState(
    'popup-site-link',
    pages.url(`/post?title=Post&shortlink=${own}`),
    async () => {
      await seed();
      await ext.configure(sandbox.url, DEMO_KEY, { useSiteShortlink: true });
    },
    (p) => p.waitForSelector('#site-link'),
    ext,
    undefined,
    false,
  );
  await popupState(
    'popup-campaign',
    pages.url('/campaign?title=Camp'),
    async () => {
      await seed();
      await ext.configure(sandbox.url, DEMO_KEY, { campaignOnOpen: true });
      const values = {
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring',
        utm_term: '',
        utm_content: '',
      };
      await (
        await ext.worker()
      ).evaluate(
        (v) =>
          chrome.storage.local.set({
            presets: { presets: [{ id: 'p1', name: 'Spring mail', values: v }], lastUsed: 'p1' },
          }),
        values,
      );
    },
    (p) => p.waitForSelector('#campaign-applied'),
    ext,
    undefined,
    false,
  );
  await shootTabs(ext, 'popup-tabs');
  // Last: the worker is handed a localhost address for the active tab (the build may not read it), as a toolbar click would grant.
  const router = pages.url('/router?title=Router').replace('127.0.0.1', 'localhost');
  await popupState(
    'popup-private-ask',
    router,
    async () => {
      await seed();
      await (
        await ext.worker()
      ).evaluate((granted) => {
        const real = chrome.tabs.query.bind(chrome.tabs) as (q: chrome.tabs.QueryInfo) => Promise<chrome.tabs.Tab[]>;
        (chrome.tabs as { query: unknown }).query = async (q: chrome.tabs.QueryInfo) =>
          (await real(q)).map((t) => (t.active && !t.url ? { ...t, url: granted, title: 'Router' } : t));
      }, router);
    },
    (p) => p.waitForSelector('.card.ask'),
  );
});

/** "Shorten all tabs": three tabs and the popup's own, the permission granted by a stand-in for the browser's prompt. */
async function shootTabs(e: Extension, name: string, themes: readonly ('light' | 'dark')[] = ['light', 'dark']) {
  sandbox.reset();
  await e.configure(sandbox.url, DEMO_KEY, { autoShorten: false });
  sandbox.store.seed(DEMO_KEY, 12);
  const tabs: Page[] = [];
  for (const path of [
    '/spring?title=Our%20spring%20collection%20is%20here%20with%20a%20rather%20long%20page%20title',
    '/about?title=About%20us',
    '/blog/2026/11/a-very-long-path-without-any-title-at-all-to-see-wrapping',
  ]) {
    const tab = await e.browser.newPage();
    await tab.goto(pages.url(path));
    tabs.push(tab);
  }
  const { tab, popup } = await e.openPopup(pages.url('/contact?title=Contact'));
  await popup.waitForSelector('#add-menu');
  await popup.evaluate(() => {
    chrome.permissions.request = (() => Promise.resolve(true)) as typeof chrome.permissions.request;
  });
  await shootPopup(popup, `${name}-idle`, themes);
  await popup.click('#add-menu');
  await popup.locator('.row-menu-list [data-action="shorten-tabs"]').click();
  await popup.waitForSelector('.tabs-results li');
  await shootPopup(popup, name, themes);
  await popup.close();
  for (const t of [...tabs, tab]) await t.close();
}

it('options', async () => {
  await ext.configure(sandbox.url, DEMO_KEY);
  const page = await ext.openPage('options.html');
  await page.waitForSelector('#key-saved');
  await shoot(page, 'options-configured', undefined, true);
  await shoot(page, 'options-top');
  // A box ticked: the page says "Saved." for a moment.
  await page.click('input[name=autoCopy]');
  await page.waitForSelector('.save-pill');
  await shoot(page, 'options-saved');
  await page.click('input[name=autoCopy]');
  // The narrow page's "Jump to", open.
  await shootOpened(page, 'options-jump-to', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const toggle = await page.$('.jump-toggle');
    if (!(await toggle!.isVisible())) return;
    if ((await toggle!.evaluate((b) => b.getAttribute('aria-expanded'))) !== 'true') await toggle!.click();
  });
  // Replace: the key form in the current account's row, a wrong key refused on its field.
  await page.reload();
  // The page draws its account after its status answer: wait for the button, not the reload.
  await (await page.waitForSelector('xpath/.//button[text()="Replace"]'))!.click();
  await page.type('input[name=apiKey]', 'wrong-key-000000000');
  await page.click('.key-form button[type=submit]');
  await page.waitForSelector('#api-key-problem');
  await shootOpened(page, 'options-key-refused', async () => {
    await page.$eval('.current-account', (el) => el.scrollIntoView({ block: 'center' }));
  });
  await ext.configure(sandbox.url, null);
  await page.reload();
  await page.waitForSelector('input[name=apiKey]');
  await shoot(page, 'options-welcome', undefined, true);
  // A wrong key: the field says so, and nothing is kept.
  await page.type('input[name=apiKey]', 'wrong-key-000000000');
  await page.click('.first-run button[type=submit]');
  await page.waitForSelector('.first-run #api-key-problem');
  await shoot(page, 'options-welcome-refused', undefined, true);
  await page.close();
});

it('link manager: side panel and full tab, syncing, searched with a selection, the delete confirmation', async () => {
  sandbox.reset();
  sandbox.store.seed(MANAGER_KEY, 240);
  sandbox.store.create(MANAGER_KEY, {
    link: 'https://example.com/h',
    domain: 'zd.lc',
    title: '<img src=x onerror=alert(1)> =HYPERLINK("x")',
  });
  await ext.configure(sandbox.url, MANAGER_KEY);
  // A first page that takes its time: nothing known yet, placeholder rows where the links will be.
  sandbox.addFault({ kind: 'latency', latencyMs: 8_000, method: 'GET', path: '/api/v1/links', times: 1 });
  // Slow pages after it: the progress bar while the sync runs.
  sandbox.addFault({ kind: 'latency', latencyMs: 1_200, method: 'GET', path: '/api/v1/links' });
  const page = await ext.openPage('sidepanel.html');
  await page.setViewport({ width: 400, height: 760 });
  await page.waitForSelector('.placeholder-rows');
  await shoot(page, 'manager-placeholders');
  await page.waitForSelector('progress.sync-bar[value]', { timeout: 30_000 });
  await shoot(page, 'manager-syncing');
  // The links known so far, drawn while the first sync goes on.
  await page.waitForFunction(() => document.querySelector('.grid-row') && document.querySelector('progress.sync-bar'), {
    timeout: 30_000,
  });
  await shoot(page, 'manager-syncing-known');
  sandbox.clearFaults();
  await page.waitForSelector('.sync[data-complete="true"]', { timeout: 60_000 });
  await page.waitForSelector('.grid[data-state="ready"]');
  await shoot(page, 'manager-panel');
  await page.type('input.manager-search', 'seed 1');
  await page.click('.grid-row[data-index="0"] .cell-select input');
  await page.click('.grid-row[data-index="2"] .cell-select input', {});
  // The keyboard's cursor on the row between the two selected (a key moves it: the ring is the keyboard's).
  await page.focus('.grid-row[data-index="0"]');
  await page.keyboard.press('ArrowDown');
  await shoot(page, 'manager-search');
  await shootOpened(page, 'manager-row-menu', async () => {
    if (await page.$('.row-menu-list')) {
      await page.keyboard.press('Escape');
      await page.waitForSelector('.row-menu-list', { hidden: true });
    }
    // Opened by the pointer alone: with the focus left where a key put it (the row's cursor, the button
    // Escape returned to), the browser shows the menu's focus as the keyboard's, a ring.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.click('.grid-row[data-index="0"] .row-menu-button');
    await page.waitForSelector('.row-menu-list');
  });
  await page.click('.row-menu-list [data-action="delete"]');
  await page.waitForSelector('dialog.delete-dialog[open]');
  await shoot(page, 'manager-delete');
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog.delete-dialog', { hidden: true });
  await page.click('.selection-bar .danger-text');
  await page.waitForSelector('dialog.delete-dialog[open]');
  await shoot(page, 'manager-delete-selected');
  await page.close();
  const tab = await ext.openPage('sidepanel.html?view=tab');
  await tab.setViewport({ width: 1200, height: 800 });
  await tab.waitForSelector('.grid[data-state="ready"]');
  await shoot(tab, 'manager-tab');
  await tab.close();
  // No links yet, then a refused key: what the panel shows instead of a list.
  sandbox.reset();
  await ext.configure(sandbox.url, 'screens-empty-key-000000000');
  const none = await ext.openPage('sidepanel.html');
  await none.waitForSelector('.empty-state[data-kind="none"]', { timeout: 60_000 });
  await shoot(none, 'manager-empty');
  await none.close();
  await ext.configure(sandbox.url, 'wrong-key-000000000');
  const refused = await ext.openPage('sidepanel.html');
  await refused.waitForSelector('.problem[data-kind="blocked"]');
  await shoot(refused, 'manager-refused');
  await refused.close();
});

/** Pasted into "Shorten a list…": new pages, a repeat, two the account has, junk, credentials and a local address. */
const BULK_LINES = [
  ...Array.from({ length: 8 }, (_, i) => `https://shop.example/products/autumn-collection/item-${i}?ref=newsletter`),
  'https://shop.example/products/autumn-collection/item-0?ref=newsletter',
  'https://known.example/a',
  'https://known.example/b',
  'not an address',
  'ftp://files.example/a',
  'https://me:secret@shop.example/private',
  'http://192.168.0.9/router',
];

/** The manager's "Shorten a list…" dialog: empty, previewed, running, and its results. */
async function shootBulk(e: Extension, prefix: string, themes: readonly ('light' | 'dark')[] = ['light', 'dark']) {
  sandbox.reset();
  for (const link of ['https://known.example/a', 'https://known.example/b'])
    sandbox.store.create(DEMO_KEY, { link, domain: 'zd.lc' });
  await e.configure(sandbox.url, DEMO_KEY);
  const page = await e.openPage('sidepanel.html');
  await page.setViewport({ width: 400, height: 760 });
  await page.waitForSelector('.sync[data-complete="true"]', { timeout: 60_000 });
  await page.waitForSelector('.grid[data-state="ready"][data-count="2"]');
  await page.click('.manager-head .row button:first-child');
  const field = await page.waitForSelector('dialog.bulk textarea[name="addresses"]');
  await shoot(page, `${prefix}-input`, themes);
  // A file opened: named, with Remove file in its button's place.
  const file = `${DIR}/../autumn-links.csv`;
  writeFileSync(file, BULK_LINES.join('\n'));
  await (await page.$('input#bulk-file'))!.uploadFile(file);
  await page.waitForSelector('.bulk-file-name');
  await shoot(page, `${prefix}-file`, themes);
  await page.click('.bulk-folded-actions button:last-child');
  await page.waitForSelector('dialog.bulk textarea[name="addresses"]:not([hidden] *)');
  await field!.evaluate((el, text) => {
    (el as HTMLTextAreaElement).value = text;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, BULK_LINES.join('\n'));
  await page.waitForSelector('.bulk-list li[data-state="private"]');
  await shoot(page, `${prefix}-preview`, themes);
  await page.$eval('.bulk-preview', (list) => list.lastElementChild!.scrollIntoView({ block: 'end' }));
  await shoot(page, `${prefix}-preview-end`, themes);
  await page.click('.bulk-list li[data-state="private"] input[type="checkbox"]');
  await shoot(page, `${prefix}-preview-ticked`, themes);
  // Slow answers: the progress bar part way.
  sandbox.addFault({ kind: 'latency', latencyMs: 1500, method: 'POST' });
  await page.click('dialog.bulk button[type="submit"]');
  await page.waitForFunction(
    () => {
      const p = document.querySelector<HTMLProgressElement>('.bulk-job progress');
      return p !== null && p.value > 0 && p.value < p.max;
    },
    { timeout: 30_000 },
  );
  await shoot(page, `${prefix}-running`, themes);
  sandbox.clearFaults();
  // The results: the list has ended (its cards are drawn while it runs too).
  await page.waitForSelector('.bulk-job[data-ended="true"] .bulk-results', { timeout: 60_000 });
  await shoot(page, `${prefix}-results`, themes);
  // Further down: the addresses not shortened, each with its reason.
  await page.$eval('.bulk-results .result-card[data-state="refused"]', (card) =>
    card.scrollIntoView({ block: 'start' }),
  );
  await shoot(page, `${prefix}-results-refused`, themes);
  await page.close();
}

it('the manager\'s "Shorten a list…" dialog', async () => {
  await shootBulk(ext, 'manager-bulk');
});

it('options: the new toggles', async () => {
  await ext.configure(sandbox.url, DEMO_KEY);
  const page = await ext.openPage('options.html');
  const toggle = await page.waitForSelector('input[name=useSiteShortlink]');
  await page.waitForSelector('#key-saved');
  await toggle!.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // Reached from the keyboard, so the focus ring shows.
  await page.focus('input[name=useSiteShortlink]');
  await page.keyboard.press('Tab');
  await shoot(page, 'options-toggles-narrow');
  await page.close();
});

it('right to left (ar): the popup, the panel, the list dialog and the tabs list', async () => {
  const ar = await launchExtension({ lang: 'ar' });
  try {
    await shootBulk(ar, 'ar-manager-bulk', ['light', 'dark']);
    await shootTabs(ar, 'ar-popup-tabs', ['light', 'dark']);
    const seed = async () => sandbox.store.seed(DEMO_KEY, 12);
    await popupState(
      'ar-popup-shortened',
      pages.url('/launch?title=Our%20autumn%20launch'),
      seed,
      (p) => p.waitForSelector('#short-link'),
      ar,
    );
    await popupState(
      'ar-popup-row-menu',
      pages.url('/rows?title=Rows'),
      seed,
      async (p) => {
        await p.waitForSelector('li.link-item:nth-child(2) .row-menu-button');
        await p.click('li.link-item:nth-child(2) .row-menu-button');
        await p.waitForSelector('.row-menu-list');
      },
      ar,
    );
    sandbox.reset();
    sandbox.store.seed(MANAGER_KEY, 40);
    await ar.configure(sandbox.url, MANAGER_KEY);
    const panel = await ar.openPage('sidepanel.html');
    await panel.setViewport({ width: 400, height: 760 });
    await panel.waitForSelector('.grid[data-state="ready"]', { timeout: 60_000 });
    await shoot(panel, 'ar-manager-panel');
    await panel.close();
  } finally {
    await ar.close();
  }
});

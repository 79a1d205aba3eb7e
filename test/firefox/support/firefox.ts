/**
 * The built extension in a real headless Firefox (Debian's firefox-esr), driven with puppeteer-core
 * over WebDriver BiDi and installed as a temporary add-on, as about:debugging would.
 *
 * Three ways in:
 * - pages: extension pages and web pages in tabs, driven as a user would (clicks, typing);
 * - the extension's own APIs, from one extension page kept open for that (`ext`), and its
 *   background page, reached with `runtime.getBackgroundPage()` (which wakes a stopped one);
 * - the browser's own UI (context menu, the add-on's keyboard shortcuts, the permission prompt,
 *   notification windows, the clipboard), through BiDi's "chrome" scope, which Firefox opens only
 *   when started with `--remote-allow-system-access`. That is what lets the tests right-click a
 *   real link and pick the real menu item, press the real shortcut and answer the real prompt,
 *   where the Chromium tests fire the events themselves.
 */
import { seedConfiguration } from '../../support/seed';
import { resolve } from 'node:path';
import { until } from '../../support/until';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const EXTENSION_DIR = resolve('.output/firefox-mv3-e2e');
export const FIREFOX = process.env.FIREFOX_BIN ?? '/usr/bin/firefox-esr';
export const ADDON_ID = 'prettylink@prettylink.dev';
/** Firefox gives each install a random internal UUID unless the profile names one beforehand. */
export const ADDON_UUID = '5e1f0c2a-7b3d-4c6e-9a8f-1d2b3c4e5f60';
export const BASE = `moz-extension://${ADDON_UUID}`;
/** How Firefox names this add-on's context menu items (the id, made safe, then the menu id). */
const MENU_ITEM_PREFIX = `${ADDON_ID.replace(/[^a-z0-9_-]/gi, '_')}-menuitem-_`;

// Globals of Firefox's browser window (browser.xhtml), where `inChrome()` functions run.
declare const Cc: Record<string, { createInstance(i: unknown): any; getService(i: unknown): any }>;
declare const Ci: Record<string, any>;
declare const Services: any;
declare const WebExtensionPolicy: { getByID(id: string): { extension: any } | null };
declare const PopupNotifications: any;

type Json = unknown;

/** A function evaluated elsewhere: arguments and result travel as JSON. */
type Remote<A extends Json[], R> = (...args: A) => R | Promise<R>;

interface BidiConnection {
  send(method: string, params: object): Promise<{ result: any }>;
}

/** The action popup, open over a tab: evaluated from an extension page with `extension.getViews`. */
export interface PopupView {
  evaluate<A extends Json[], R>(fn: (popup: Window, ...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /** Waits until `fn(popup)` is truthy and returns its value. */
  waitFor<A extends Json[], R>(fn: (popup: Window, ...args: A) => R, ...args: A): Promise<R>;
}

export interface FirefoxExtension {
  browser: Browser;
  /** An extension page kept open: evaluates with the extension's APIs (`chrome.*`/`browser.*`). */
  ext<A extends Json[], R>(fn: Remote<A, R>, ...args: A): Promise<R>;
  /** Evaluates `fn(backgroundWindow)` from an extension page; wakes the event page if it was stopped. */
  background<A extends Json[], R>(
    fn: (bg: Window & { browser: typeof chrome }, ...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<R>;
  /** The background page's lifecycle state in Firefox: running, stopped… */
  backgroundState(): Promise<string>;
  /** Stops the event page, as Firefox does when it is idle, and waits until it is stopped. */
  stopBackground(): Promise<void>;
  /** Opens an extension page (`options.html`, `popup.html`) in a new tab and waits for its load. */
  openPage(path: string): Promise<Page>;
  /**
   * Runs `fn(window)` in every page of the add-on loaded from now on, ahead of the page's own
   * scripts (the benchmark's marks). BiDi preload scripts do not run in moz-extension pages, so
   * this is a frame script (Firefox's message manager, loaded from the browser window) that, at
   * the page's DOMWindowCreated, evaluates `fn(window)` in a sandbox with the page's principal and
   * the page's window as its prototype (no Xrays: what `fn` makes is the page's to read). `fn`
   * travels as source.
   */
  beforeExtensionPages(fn: (win: Window & typeof globalThis) => void): Promise<void>;
  /** Opens a web page in a new tab, the active one. */
  openTab(url: string): Promise<Page>;
  /** Clears storage, then writes settings and key as a configured install would have them. */
  configure(serviceUrl: string, apiKey: string | null, settings?: Record<string, unknown>): Promise<void>;
  /** The real action popup over the active tab, opened with `action.openPopup()`. */
  openPopup(): Promise<PopupView>;
  /** Closes the action popup if one is open, and waits until it is gone. */
  closePopup(): Promise<void>;
  /** The system clipboard's text, as a paste would get it. */
  clipboard(): Promise<string>;
  setClipboard(text: string): Promise<void>;
  /** Right-clicks the element and returns the labels of this add-on's items in the real context menu. */
  contextMenu(page: Page, selector: string): Promise<string[]>;
  /** Activates this add-on's item in the open context menu, as a click on it would. */
  clickMenuItem(label: string): Promise<void>;
  closeMenu(): Promise<void>;
  /** Right-clicks the selected tab in the tab strip and returns the labels of this add-on's items in its menu. */
  tabContextMenu(): Promise<string[]>;
  /** Activates this add-on's item in the open tab strip menu. */
  clickTabMenuItem(label: string): Promise<void>;
  /** Presses a shortcut (e.g. `Alt+Shift+K`) on the browser window, as the keyboard would. */
  pressShortcut(combo: string): Promise<void>;
  /** Moves the keyboard focus to the address bar (browser UI), out of the page. */
  focusAddressBar(): Promise<void>;
  /** Closes the browser's open menus (not the action popup). */
  closeMenus(): Promise<void>;
  /** The open add-on permission prompt's text, or null when there is none. */
  permissionPrompt(): Promise<string | null>;
  answerPermissionPrompt(allow: boolean): Promise<void>;
  /** Texts of the notification windows on screen (Firefox's own alert windows, not the desktop's). */
  notificationWindows(): Promise<string[]>;
  clearNotifications(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `env`: more environment for Firefox (a temporary HOME holding a managed storage manifest, say).
 * `dir`: the add-on to install (default: the e2e build; the benchmark installs a copy of it).
 * `locale`: the browser's language for this run (`ar`, `pl`…), without a language pack: the
 * locale is made available and requested in the browser itself before the add-on is installed, so
 * the add-on starts with that language's messages (its `_locales`).
 */
export async function launchFirefox(opts: LaunchOptions = {}): Promise<FirefoxExtension> {
  // On a loaded 2-core machine a fresh Firefox now and then never finishes starting: one more try.
  try {
    return await launchOnce(opts, 50_000);
  } catch {
    return launchOnce(opts, 60_000);
  }
}

/** `prefs`: more of Firefox's preferences (where downloads go, say). */
type LaunchOptions = { env?: Record<string, string>; locale?: string; dir?: string; prefs?: Record<string, unknown> };

async function launchOnce(opts: LaunchOptions, withinMs: number): Promise<FirefoxExtension> {
  let started: Browser | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Firefox did not start within ${withinMs} ms`)), withinMs);
  });
  try {
    return await Promise.race([startAndAttach(opts, (b) => (started = b)), gaveUp]);
  } catch (e) {
    await started?.close().catch(() => undefined);
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

async function startAndAttach(opts: LaunchOptions, onStarted: (browser: Browser) => void): Promise<FirefoxExtension> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    ...(opts.env && { env: { ...process.env, ...opts.env } }),
    headless: true,
    pipe: true,
    // Opens BiDi's chrome scope (browser UI), off by default; see the top of this file.
    args: ['--remote-allow-system-access'],
    // Puppeteer makes a temporary profile with these and removes it on close.
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: ADDON_UUID }),
      // Notifications in Firefox's own windows, whatever the desktop has (headless has none).
      'alerts.useSystemBackend': false,
      'intl.locale.requested': 'en-US',
      ...opts.prefs,
    },
  });
  onStarted(browser);
  return attach(browser, opts.locale, opts.dir ?? EXTENSION_DIR);
}

async function attach(browser: Browser, locale: string | undefined, dir: string): Promise<FirefoxExtension> {
  const bidi = (browser as unknown as { connection: BidiConnection }).connection;
  const { result: tree } = await bidi.send('browsingContext.getTree', { 'moz:scope': 'chrome', maxDepth: 0 });
  const chromeContext: string = tree.contexts.find(
    (c: { url: string }) => c.url === 'chrome://browser/content/browser.xhtml',
  ).context;

  /** Evaluates in the browser window itself (privileged). */
  async function inChrome<A extends Json[], R>(fn: Remote<A, R>, ...args: A): Promise<R> {
    const expression = `(async () => JSON.stringify(await (${fn.toString()})(...${JSON.stringify(args)})))()`;
    const { result } = await bidi.send('script.evaluate', {
      expression,
      target: { context: chromeContext },
      awaitPromise: true,
    });
    if (result.type === 'exception') throw new Error(`in Firefox's window: ${result.exceptionDetails.text}`);
    const value = result.result.value as string | undefined;
    return (value === undefined ? undefined : JSON.parse(value)) as R;
  }

  if (locale) {
    await inChrome((tag: string) => {
      Services.locale.availableLocales = [tag, 'en-US'];
      Services.locale.requestedLocales = [tag];
      return Services.locale.appLocaleAsBCP47;
    }, locale);
  }
  const installed = await browser.installExtension(dir);
  if (installed !== ADDON_ID) throw new Error(`installed ${installed}, expected ${ADDON_ID}`);

  // Firefox emits no BiDi load events for moz-extension pages, so puppeteer's goto never returns:
  // navigate with BiDi itself, which waits for the document to be complete.
  async function openPage(path: string): Promise<Page> {
    const page = await browser.newPage();
    await bidi.send('browsingContext.navigate', {
      context: (page.mainFrame() as unknown as { _id: string })._id,
      url: `${BASE}/${path}`,
      wait: 'complete',
    });
    return page;
  }

  const control = await openPage('options.html');
  await control.waitForSelector('main');

  const ext = <A extends Json[], R>(fn: Remote<A, R>, ...args: A) =>
    control.evaluate(fn as (...a: unknown[]) => R, ...args) as Promise<R>;

  const viaExtensionPage = <R>(prelude: string, fn: (...args: never[]) => unknown, args: Json[]) =>
    control.evaluate(
      `(async () => { ${prelude}; return (${fn.toString()})(target, ...${JSON.stringify(args)}); })()`,
    ) as Promise<R>;

  const popupView: PopupView = {
    evaluate: (fn, ...args) =>
      viaExtensionPage(
        `const [target] = chrome.extension.getViews({ type: 'popup' }); if (!target) throw new Error('no popup is open')`,
        fn,
        args,
      ),
    async waitFor(fn, ...args) {
      const end = Date.now() + 10_000;
      for (;;) {
        const v = await popupView.evaluate(fn, ...args).catch(() => undefined);
        if (v) return v as Awaited<ReturnType<typeof fn>>;
        if (Date.now() > end) throw new Error(`popup: timed out waiting for ${fn.toString()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };

  const keyFor = (combo: string) => {
    const parts = combo.split('+');
    return { key: parts.pop()!, modifiers: parts.map((m) => m.toLowerCase()) };
  };

  return {
    browser,
    ext,
    background: (fn, ...args) => viaExtensionPage(`const target = await browser.runtime.getBackgroundPage()`, fn, args),
    backgroundState: () =>
      inChrome((id) => WebExtensionPolicy.getByID(id)!.extension.backgroundState as string, ADDON_ID),
    async stopBackground() {
      await inChrome(async (id) => {
        await WebExtensionPolicy.getByID(id)!.extension.terminateBackground();
      }, ADDON_ID);
    },
    openPage,
    async beforeExtensionPages(fn) {
      const script = `addEventListener('DOMWindowCreated', (event) => {
        const win = event.target.defaultView;
        if (!win || !String(win.location.href).startsWith(${JSON.stringify(`${BASE}/`)})) return;
        const sandbox = Cu.Sandbox(win, { sandboxPrototype: win, wantXrays: false });
        Cu.evalInSandbox(${JSON.stringify(`(${fn.toString()})(window)`)}, sandbox);
      }, true);`;
      await inChrome((url) => Services.mm.loadFrameScript(url, true), `data:,${encodeURIComponent(script)}`);
    },
    async openTab(url) {
      const page = await browser.newPage();
      await page.goto(url);
      await page.bringToFront();
      return page;
    },
    async configure(serviceUrl, apiKey, settings = {}) {
      await ext(
        async (seed) => {
          // First the link mirrors (IndexedDB): a fresh install knows no link, not even beyond the first page.
          // Then storage, cleared and written with no await between: the background never sees it empty for long.
          for (const { name } of await indexedDB.databases()) {
            if (name)
              await new Promise((done) =>
                Object.assign(indexedDB.deleteDatabase(name), { onsuccess: done, onerror: done, onblocked: done }),
              );
          }
          await chrome.storage.session.clear();
          await chrome.storage.local.clear();
          await chrome.storage.sync.clear();
          // Written as this release keeps it (not an older shape it migrates): an event page that is
          // alive would otherwise migrate the cleared storage first and find no account for the key.
          await chrome.storage.sync.set(seed.sync);
          await chrome.storage.local.set(seed.local);
        },
        seedConfiguration(serviceUrl, apiKey, settings),
      );
    },
    async openPopup() {
      await viaExtensionPage(
        `const target = await browser.runtime.getBackgroundPage()`,
        (bg: { browser: typeof chrome }) => bg.browser.action.openPopup(),
        [],
      );
      await popupView.waitFor((w) => !!w.document.querySelector('#app main'));
      return popupView;
    },
    async closePopup() {
      await ext(() => chrome.extension.getViews({ type: 'popup' }).forEach((w) => w.close()));
      await until(
        () => ext(() => chrome.extension.getViews({ type: 'popup' }).length),
        (n) => n === 0,
        5_000,
      );
    },
    clipboard: () =>
      inChrome(() => {
        const transferable = Cc['@mozilla.org/widget/transferable;1']!.createInstance(Ci.nsITransferable);
        transferable.init(null);
        transferable.addDataFlavor('text/plain');
        Services.clipboard.getData(transferable, Ci.nsIClipboard.kGlobalClipboard, null);
        const data: { value?: any } = {};
        try {
          transferable.getTransferData('text/plain', data);
        } catch {
          return '';
        }
        return data.value.QueryInterface(Ci.nsISupportsString).data as string;
      }),
    async setClipboard(text) {
      await inChrome(
        (t) => Cc['@mozilla.org/widget/clipboardhelper;1']!.getService(Ci.nsIClipboardHelper).copyString(t),
        text,
      );
    },
    async contextMenu(page, selector) {
      await page.bringToFront();
      await page.click(selector, { button: 'right' });
      return inChrome(async (prefix) => {
        const menu = document.getElementById('contentAreaContextMenu') as any;
        for (let i = 0; i < 200 && menu.state !== 'open'; i++) await new Promise((r) => setTimeout(r, 25));
        if (menu.state !== 'open') throw new Error('the context menu did not open');
        return [...menu.querySelectorAll('menuitem')]
          .filter((m: any) => m.id.startsWith(prefix) && !m.hidden)
          .map((m: any) => m.label as string);
      }, MENU_ITEM_PREFIX);
    },
    async clickMenuItem(label) {
      await inChrome(
        async (prefix, wanted) => {
          const menu = document.getElementById('contentAreaContextMenu') as any;
          const item = [...menu.querySelectorAll('menuitem')].find(
            (m: any) => m.id.startsWith(prefix) && !m.hidden && m.label === wanted,
          );
          if (!item) throw new Error(`no menu item ${wanted}`);
          // Two items for one context fold under the extension's name: its submenu is opened first.
          const popup = item.parentNode;
          if (popup === menu) return menu.activateItem(item);
          if (popup.state !== 'open') {
            const shown = new Promise((r) => popup.addEventListener('popupshown', r, { once: true }));
            popup.parentNode.openMenu(true);
            await shown;
          }
          popup.activateItem(item);
        },
        MENU_ITEM_PREFIX,
        label,
      );
    },
    async closeMenu() {
      await inChrome(() => (document.getElementById('contentAreaContextMenu') as any).hidePopup());
    },
    tabContextMenu: () =>
      inChrome(async (prefix) => {
        const tab = (window as any).gBrowser.selectedTab;
        const menu = document.getElementById('tabContextMenu') as any;
        // Opened on the tab as a right-click would: the menu learns its tab from the event's target.
        const event = new MouseEvent('contextmenu', { button: 2, cancelable: true });
        tab.dispatchEvent(event);
        if (menu.state !== 'open' && menu.state !== 'showing')
          menu.openPopupAtScreen(tab.screenX, tab.screenY, true, event);
        for (let i = 0; i < 200 && menu.state !== 'open'; i++) await new Promise((r) => setTimeout(r, 25));
        if (menu.state !== 'open') throw new Error('the tab context menu did not open');
        return [...menu.querySelectorAll('menuitem')]
          .filter((m: any) => m.id.startsWith(prefix) && !m.hidden)
          .map((m: any) => m.label as string);
      }, MENU_ITEM_PREFIX),
    async clickTabMenuItem(label) {
      await inChrome(
        (prefix, wanted) => {
          const menu = document.getElementById('tabContextMenu') as any;
          const item = [...menu.querySelectorAll('menuitem')].find(
            (m: any) => m.id.startsWith(prefix) && !m.hidden && m.label === wanted,
          );
          if (!item) throw new Error(`no tab menu item ${wanted}`);
          menu.activateItem(item);
        },
        MENU_ITEM_PREFIX,
        label,
      );
    },
    async pressShortcut(combo) {
      await inChrome(({ key, modifiers }) => {
        const tip = Cc['@mozilla.org/text-input-processor;1']!.createInstance(Ci.nsITextInputProcessor);
        if (!tip.beginInputTransactionForTests(window)) throw new Error('no keyboard');
        const named: Record<string, [string, number]> = {
          alt: ['AltLeft', 18],
          shift: ['ShiftLeft', 16],
          ctrl: ['ControlLeft', 17],
        };
        const mods = modifiers.map((m) => ({
          key: m[0]!.toUpperCase() + m.slice(1),
          code: named[m]![0],
          keyCode: named[m]![1],
        }));
        const main = { key, code: `Key${key.toUpperCase()}`, keyCode: key.toUpperCase().charCodeAt(0) };
        for (const m of mods) tip.keydown(new KeyboardEvent('', m));
        tip.keydown(new KeyboardEvent('', main));
        tip.keyup(new KeyboardEvent('', main));
        for (const m of mods.reverse()) tip.keyup(new KeyboardEvent('', m));
      }, keyFor(combo));
    },
    async focusAddressBar() {
      await inChrome(() => (window as unknown as { gURLBar: { focus(): void } }).gURLBar.focus());
    },
    async closeMenus() {
      await inChrome(() => {
        for (const m of document.querySelectorAll('menupopup')) if ((m as any).state === 'open') (m as any).hidePopup();
      });
    },
    permissionPrompt: () =>
      inChrome(() => {
        const shown = PopupNotifications.getNotification('addon-webext-permissions');
        if (!shown || PopupNotifications.panel.state !== 'open') return null;
        return (PopupNotifications.panel.firstElementChild?.textContent ?? '') as string;
      }),
    async answerPermissionPrompt(allow) {
      await inChrome((yes) => {
        const prompt = PopupNotifications.panel.firstElementChild;
        (yes ? prompt.button : prompt.secondaryButton).click();
      }, allow);
    },
    notificationWindows: () =>
      inChrome(() =>
        [...Services.wm.getEnumerator('alert:alert')].map(
          (w: Window) => w.document.getElementById('alertTextLabel')?.textContent ?? '',
        ),
      ),
    async clearNotifications() {
      await ext(async () => {
        for (const id of Object.keys(await chrome.notifications.getAll())) await chrome.notifications.clear(id);
      });
      await until(
        () => inChrome(() => [...Services.wm.getEnumerator('alert:alert')].length),
        (n) => n === 0,
        5_000,
      );
      // A notification window takes the focus in headless Firefox; give it back to the browser.
      await inChrome(() => window.focus());
    },
    async close() {
      await browser.close();
    },
  };
}

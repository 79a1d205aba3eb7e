/**
 * The built extension in a real headless Chromium (Debian's), driven with puppeteer-core:
 * its service worker, its real toolbar popup bound to a real tab, its options page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page, type WebWorker } from 'puppeteer-core';

export const EXTENSION_DIR = resolve('.output/chrome-mv3-e2e');
export const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/lib/chromium/chromium';

export interface ConsoleLine {
  source: string;
  text: string;
}

export interface Extension {
  browser: Browser;
  id: string;
  worker: () => Promise<WebWorker>;
  /** Every console line of every context (pages, popup, worker) since launch. */
  console: ConsoleLine[];
  /** Opens a page in a new tab, makes it the active tab and opens the real popup over it. */
  openPopup: (url: string) => Promise<{ tab: Page; popup: Page }>;
  openPage: (path: string) => Promise<Page>;
  /** Clears storage, then writes settings and key as a configured install would have them. */
  configure: (serviceUrl: string, apiKey: string | null, settings?: Record<string, unknown>) => Promise<void>;
  stopWorker: () => Promise<void>;
  close: () => Promise<void>;
}

export async function launchExtension(opts: { lang?: string; dir?: string } = {}): Promise<Extension> {
  const dir = opts.dir ?? EXTENSION_DIR;
  const profile = mkdtempSync(join(tmpdir(), 'prettylink-e2e-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir: profile,
    pipe: true,
    enableExtensions: [dir],
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      `--lang=${opts.lang ?? 'en-US'}`,
      `--accept-lang=${opts.lang ?? 'en-US'}`,
    ],
    env: { ...process.env, LANGUAGE: opts.lang ?? 'en_US', LANG: `${(opts.lang ?? 'en_US').replace('-', '_')}.UTF-8` },
  });
  const consoleLines: ConsoleLine[] = [];
  const watch = async (target: import('puppeteer-core').Target) => {
    try {
      if (target.type() === 'page') {
        const page = await target.page();
        page?.on('console', (m) => consoleLines.push({ source: target.url(), text: m.text() }));
        page?.on('pageerror', (e) => consoleLines.push({ source: target.url(), text: String(e) }));
      } else if (target.type() === 'service_worker') {
        const w = await target.worker();
        w?.on('console', (m) => consoleLines.push({ source: target.url(), text: m.text() }));
      }
    } catch {
      // A target that closed while being attached: nothing to watch.
    }
  };
  browser.on('targetcreated', watch);
  const workerTarget = await browser.waitForTarget((t) => t.type() === 'service_worker' && t.url().startsWith('chrome-extension://'));
  const id = new URL(workerTarget.url()).host;
  for (const t of browser.targets()) void watch(t);

  const worker = async () => {
    const target = await browser.waitForTarget((t) => t.type() === 'service_worker' && t.url().startsWith(`chrome-extension://${id}/`));
    return (await target.worker())!;
  };
  const grantClipboard = () =>
    browser.defaultBrowserContext().overridePermissions(`chrome-extension://${id}`, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
  await grantClipboard();

  return {
    browser,
    id,
    worker,
    console: consoleLines,
    async openPopup(url) {
      const tab = await browser.newPage();
      await tab.goto(url);
      await tab.bringToFront();
      const w = await worker();
      await w.evaluate(() => chrome.action.openPopup());
      const target = await browser.waitForTarget((t) => t.url() === `chrome-extension://${id}/popup.html`);
      const popup = (await target.asPage())!;
      popup.on('console', (m) => consoleLines.push({ source: 'popup', text: m.text() }));
      return { tab, popup };
    },
    async openPage(path) {
      const page = await browser.newPage();
      await page.goto(`chrome-extension://${id}/${path}`);
      return page;
    },
    async configure(serviceUrl, apiKey, settings = {}) {
      const w = await worker();
      await w.evaluate(
        async (url, key, extra) => {
          await chrome.storage.local.clear();
          await chrome.storage.session.clear();
          await chrome.storage.local.set({ settings: { version: 1, serviceUrl: url, ...extra } });
          if (key) await chrome.storage.local.set({ apiKey: key });
          else await chrome.storage.local.remove('apiKey');
        },
        serviceUrl,
        apiKey,
        settings,
      );
    },
    async stopWorker() {
      const session = await browser.target().createCDPSession();
      await session.send('ServiceWorker.enable');
      await session.send('ServiceWorker.stopAllWorkers');
      await session.detach();
    },
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The text on the system clipboard, read from an extension page. */
export async function readClipboard(ext: Extension): Promise<string> {
  const page = await ext.openPage('options.html');
  try {
    await page.bringToFront();
    return await page.evaluate(() => navigator.clipboard.readText());
  } finally {
    await page.close();
  }
}

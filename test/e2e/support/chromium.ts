/**
 * The built extension in a real headless Chromium (Debian's), driven with puppeteer-core:
 * its service worker, its real toolbar popup bound to a real tab, its options page.
 */
import { seedConfiguration } from '../../support/seed';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const EXTENSION_DIR = resolve('.output/chrome-mv3-e2e');
export const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/lib/chromium/chromium';

export interface ConsoleLine {
  source: string;
  text: string;
}

/** Evaluates a function in the extension's service worker (arguments and result as JSON). */
export interface WorkerHandle {
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
}

export interface Extension {
  browser: Browser;
  id: string;
  worker: () => Promise<WorkerHandle>;
  /** Every console line of every context (pages, popup, worker) since launch. */
  console: ConsoleLine[];
  /** Opens a page in a new tab, makes it the active tab and opens the real popup over it. */
  openPopup: (url: string) => Promise<{ tab: Page; popup: Page }>;
  openPage: (path: string) => Promise<Page>;
  /** Clears storage, then writes settings and key as a configured install would have them. */
  configure: (serviceUrl: string, apiKey: string | null, settings?: Record<string, unknown>) => Promise<void>;
  /** Stops the service worker (CDP), as Chrome does when idle; it comes back with empty memory. */
  stopWorker: () => Promise<void>;
  /** The browser profile: `launchExtension({ profile })` starts the browser again on it, as after a quit. */
  profile: string;
  /** Quits the browser as a user would, keeping the profile (storage.local and IndexedDB stay; storage.session goes). */
  quit: () => Promise<void>;
  close: () => Promise<void>;
}

/** How a test launches Chromium; every member is optional and changes nothing when absent. */
export interface LaunchOptions {
  /** The browser's UI language (`ar`, `ja`, `pl`…), which picks the extension's locale. */
  lang?: string;
  /** The extension folder (default: the e2e build). */
  dir?: string;
  /**
   * `false` (the benchmark): no session is kept on the worker, since Chrome holds a worker with a
   * debugging session open at its next start until that session lets it run.
   */
  watchRestartedWorkers?: boolean;
  /** Chromium's `--host-resolver-rules` (`MAP intranet 127.0.0.1`): names that reach the test pages without DNS. */
  hostResolverRules?: string;
  /** A profile to start on (the one a quit browser left, `Extension.profile`); default: a new one. */
  profile?: string;
  /** Pixels per CSS pixel of every window, the toolbar popup's too (the store images draw at 2). */
  scaleFactor?: number;
}

export async function launchExtension(opts: LaunchOptions = {}): Promise<Extension> {
  const dir = opts.dir ?? EXTENSION_DIR;
  const profile = opts.profile ?? mkdtempSync(join(tmpdir(), 'prettylink-e2e-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir: profile,
    pipe: true,
    // Installed below with installExtension, whose answer is the extension's id: the worker found
    // first is not taken for ours (puppeteer's own `enableExtensions: [dir]` does not wait for it).
    enableExtensions: true,
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
      ...(opts.hostResolverRules ? [`--host-resolver-rules=${opts.hostResolverRules}`] : []),
      ...(opts.scaleFactor ? [`--force-device-scale-factor=${opts.scaleFactor}`] : []),
    ],
    env: { ...process.env, LANGUAGE: opts.lang ?? 'en_US', LANG: `${(opts.lang ?? 'en_US').replace('-', '_')}.UTF-8` },
  });
  const consoleLines: ConsoleLine[] = [];
  const secrets = new Set<string>();
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
      // A restarted worker is not seen here (Puppeteer's handle is stale): `worker` below watches it.
    } catch {
      // A target that closed while being attached: nothing to watch.
    }
  };
  browser.on('targetcreated', watch);
  const id = await browser.installExtension(dir);
  await browser.waitForTarget((t) => t.type() === 'service_worker' && t.url().startsWith(`chrome-extension://${id}/`));
  for (const t of browser.targets()) void watch(t);

  // Each worker (a new target after every restart) gets one session of its own, kept open for the
  // whole file, that records its console: the key must appear there no more than anywhere else.
  const watchedWorkers = new Set<string>();
  let consoleRoot: import('puppeteer-core').CDPSession | undefined;
  const watchWorkerConsole = async (targetId: string) => {
    if (watchedWorkers.has(targetId)) return;
    watchedWorkers.add(targetId);
    consoleRoot ??= await browser.target().createCDPSession();
    const { sessionId } = await consoleRoot.send('Target.attachToTarget', { targetId, flatten: true });
    const session = consoleRoot.connection()!.session(sessionId)!;
    session.on('Runtime.consoleAPICalled', (e) =>
      consoleLines.push({
        source: 'worker',
        text: e.args.map((a) => String(a.value ?? a.description ?? '')).join(' '),
      }),
    );
    session.on('Runtime.exceptionThrown', (e) =>
      consoleLines.push({
        source: 'worker',
        text: e.exceptionDetails.exception?.description ?? e.exceptionDetails.text,
      }),
    );
    await session.send('Runtime.enable');
  };

  // Puppeteer keeps a stale handle to a worker that was stopped and started again, so each call
  // attaches afresh over raw CDP to whichever worker is running now.
  const worker = async (): Promise<WorkerHandle> =>
    ({
      evaluate: async (fn: (...args: never[]) => unknown, ...args: unknown[]) => {
        const root = await browser.target().createCDPSession();
        try {
          const end = Date.now() + 10_000;
          let targetId: string | undefined;
          let started = false;
          while (!targetId && Date.now() < end) {
            const { targetInfos } = await root.send('Target.getTargets');
            targetId = targetInfos
              .filter((t) => t.type === 'service_worker' && t.url.startsWith(`chrome-extension://${id}/`))
              .at(-1)?.targetId;
            if (!targetId && !started) {
              // A stopped worker is started, as the browser would on its next event.
              started = true;
              await withServiceWorkerDomain(browser, (sw) =>
                sw.send('ServiceWorker.startWorker', { scopeURL: `chrome-extension://${id}/` }),
              );
            }
            if (!targetId) await new Promise((r) => setTimeout(r, 50));
          }
          if (!targetId) throw new Error('no service worker');
          if (opts.watchRestartedWorkers !== false) await watchWorkerConsole(targetId);
          const { sessionId } = await root.send('Target.attachToTarget', { targetId, flatten: true });
          const session = root.connection()!.session(sessionId)!;
          // A worker started while Puppeteer lost track of it waits for a debugger: let it run. Its
          // extension bindings exist before its script runs, so a worker just (re)started answers
          // `chrome.runtime.id` while its background code has not run yet (`browser` still the
          // browser's own, no listener registered). Ready means ours, and its script done: the
          // background registers its message listener at the top level.
          await session.send('Runtime.runIfWaitingForDebugger').catch(() => {});
          const readiness = `typeof chrome !== 'undefined' && chrome.runtime?.id === ${JSON.stringify(id)} && chrome.runtime.onMessage.hasListeners()`;
          for (let ready = false; !ready;) {
            if (Date.now() > end) throw new Error('the service worker did not finish starting');
            const answer = await session.send('Runtime.evaluate', { expression: readiness, returnByValue: true });
            ready = answer.result.value === true;
            if (!ready) await new Promise((r) => setTimeout(r, 50));
          }
          const expression = `(${fn.toString()})(...${JSON.stringify(args)})`;
          const { result, exceptionDetails } = await session.send('Runtime.evaluate', {
            expression,
            awaitPromise: true,
            returnByValue: true,
          });
          await root.send('Target.detachFromTarget', { sessionId }).catch(() => {});
          if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
          return result.value;
        } finally {
          await root.detach().catch(() => {});
        }
      },
    }) as WorkerHandle;
  const grantClipboard = () =>
    browser
      .defaultBrowserContext()
      .overridePermissions(`chrome-extension://${id}`, [
        'clipboard-read',
        'clipboard-write',
        'clipboard-sanitized-write',
      ]);
  await grantClipboard();

  return {
    browser,
    id,
    worker,
    profile,
    quit: () => browser.close(),
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
      if (apiKey) secrets.add(apiKey);
      const w = await worker();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const silent = new Promise<never>(
        (_, reject) =>
          (timer = setTimeout(() => reject(new Error('configure: the worker did not answer in 20 s')), 20_000)),
      );
      const written = w.evaluate(
        async (seed) => {
          // First the link mirrors (IndexedDB): a fresh install knows no link, not even beyond the first page.
          // Then storage, cleared and written with no await between: the background never sees it empty for long.
          // Every wait here is bounded and names itself: a hang in the harness is reported as one
          // (a CI run had two configures hang for the test's whole 60 s, the step unknown).
          const within = <T>(step: string, p: Promise<T>, ms = 5000, why = () => '') =>
            Promise.race([
              p,
              new Promise<never>((_, reject) =>
                setTimeout(() => reject(new Error(`configure: ${step} took over ${ms} ms${why()}`)), ms),
              ),
            ]);
          for (const { name } of await within('listing the databases', indexedDB.databases())) {
            // Until it is gone: a delete still blocked (a connection that did not close on versionchange)
            // holds every open and delete of that database after it, so it fails here, named.
            let blocked = '';
            if (name)
              await within(
                `deleting the database ${name}`,
                new Promise((done) =>
                  Object.assign(indexedDB.deleteDatabase(name), {
                    onsuccess: done,
                    onerror: done,
                    onblocked: () => (blocked = ' (blocked: a connection to it did not close)'),
                  }),
                ),
                5000,
                () => blocked,
              );
          }
          await within('clearing storage.session', chrome.storage.session.clear());
          await within('clearing storage.local', chrome.storage.local.clear());
          await within('clearing storage.sync', chrome.storage.sync.clear());
          // Written behind the background's back: done only once the worker has heard of it (its
          // storage listeners run before this one), so a popup's status reads the new settings.
          const heard = new Promise<void>((resolve) => {
            const listener = (changes: Record<string, chrome.storage.StorageChange>) => {
              if (changes.accounts?.newValue === undefined) return;
              chrome.storage.local.onChanged.removeListener(listener);
              resolve();
            };
            chrome.storage.local.onChanged.addListener(listener);
          });
          // The preferences first: the accounts' write is the one the wait above hears.
          await within('writing the preferences', chrome.storage.sync.set(seed.sync));
          await within('writing the account', chrome.storage.local.set(seed.local));
          // Storage was cleared just above, so the accounts' write is always a change the worker hears.
          await within('hearing the account written', heard);
        },
        seedConfiguration(serviceUrl, apiKey, settings),
      );
      await Promise.race([written, silent]).finally(() => clearTimeout(timer));
    },
    async stopWorker() {
      await withServiceWorkerDomain(browser, async (session, versions) => {
        await session.send('ServiceWorker.stopAllWorkers');
        // The worker's own report that it stopped (an already stopped one reported so on enable).
        await versions.until((all) => {
          const ours = all.filter((v) => v.scriptURL.startsWith(`chrome-extension://${id}/`));
          return ours.length > 0 && ours.every((v) => v.runningStatus === 'stopped');
        });
      });
      // Started again at once with nothing in memory, as the browser would on the next event
      // (a worker started under DevTools waits for it; `worker()` lets it run).
      await worker().then((w) => w.evaluate(() => true));
    },
    async close() {
      // The key the extension really holds now (typed into the options page, say), beside every key
      // configured: whichever one reached a console line is a leak.
      const stored = await worker()
        .then((w) =>
          w.evaluate(() =>
            chrome.storage.local
              .get(['apiKey', 'accountKeys'])
              .then((r) => [r.apiKey, ...Object.values((r.accountKeys as object | undefined) ?? {})] as unknown[]),
          ),
        )
        .catch(() => [] as unknown[]);
      for (const key of stored) if (typeof key === 'string' && key) secrets.add(key);
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
      // Every console line of every context, for the whole file: no key may ever appear in one.
      if (secrets.size === 0)
        throw new Error('No API key was ever configured or stored: the console check below would look for nothing.');
      const leaks = consoleLines.filter((line) => [...secrets].some((key) => line.text.includes(key)));
      if (leaks.length)
        throw new Error(`An API key appeared in console output: ${leaks.map((l) => l.source).join(', ')}`);
    },
  };
}

type WorkerVersion = import('puppeteer-core').Protocol.ServiceWorker.ServiceWorkerVersion;

/** The worker versions the ServiceWorker domain reports, each in its latest state, and a wait on them. */
interface Versions {
  until: (holds: (latest: WorkerVersion[]) => boolean, ms?: number) => Promise<void>;
}

/**
 * The ServiceWorker CDP domain lives on page targets, not on the browser's. An existing tab is used
 * (opening one would take the focus and close an open popup). The versions are listened to before
 * the domain is enabled, which reports every existing version, so no state is missed.
 */
async function withServiceWorkerDomain<T>(
  browser: Browser,
  run: (s: import('puppeteer-core').CDPSession, versions: Versions) => Promise<T>,
): Promise<T> {
  const [existing] = await browser.pages();
  const page = existing ?? (await browser.newPage());
  const session = await page.createCDPSession();
  const latest = new Map<string, WorkerVersion>();
  const waiters = new Set<() => void>();
  session.on('ServiceWorker.workerVersionUpdated', (e) => {
    for (const v of e.versions) latest.set(v.versionId, v);
    for (const check of waiters) check();
  });
  const versions: Versions = {
    until: (holds, ms = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no service worker version as expected within ${ms} ms`));
        }, ms);
        const check = () => {
          if (!holds([...latest.values()])) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
  };
  try {
    await session.send('ServiceWorker.enable');
    return await run(session, versions);
  } finally {
    await session.detach().catch(() => {});
    if (!existing) await page.close();
  }
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

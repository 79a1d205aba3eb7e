/**
 * One browser and one local service for the whole benchmark. The extension is a copy of the e2e
 * build with the baseline pages added (./pages.ts: `blank.html`, `floor.html`), without putting
 * them into the build that ships (or into the zip the size budget measures); beside it in the same
 * browser, the floor worker's extension (./pages.ts, `floor-worker/`).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'puppeteer-core';
import { DEMO_KEY, startSandbox, type Sandbox } from '../../src/sandbox/server.ts';
import { EXTENSION_DIR, launchExtension, type Extension } from '../e2e/support/chromium';
import { measureSizes, type Sizes } from '../support/size';
import { addBaselinePages, addFloorWorker } from './pages';

/** A second user of the local service: the one with 10,000 links. */
export const BIG_KEY = 'bench-key-ten-thousand-links-0000';

export interface Bench {
  /** The bench's temporary copy of the build, the extension loaded (pages added to it are served). */
  dir: string;
  ext: Extension;
  sandbox: Sandbox;
  /** `chrome-extension://<id>/<path>` */
  url: (path: string) => string;
  /** A new tab on a page of the extension, `before` run ahead of any of the page's own scripts. */
  open: (path: string, before?: () => void) => Promise<Page>;
  /**
   * The extension configured for the local service with the demo key (ext.configure), then waited
   * for until the background says it has the key: configure writes the single-account shape,
   * which the background migrates on its next read, and a popup opened at once sometimes found
   * no key (about 1 start in 8, from the first release's migration on a live worker).
   */
  configure: (settings?: Record<string, unknown>) => Promise<void>;
  /** The key the extension uses, and its cached links dropped (or not). */
  useKey: (key: string, opts?: { dropCache?: boolean }) => Promise<void>;
  /** The service worker's running status as the browser reports it, and a session to stop it. */
  worker: WorkerWatch;
  /** The floor worker (./pages.ts): its status, and its extension's pages (`blank.html`). */
  floorWorker: WorkerWatch & { url: (path: string) => string };
  /** The sizes of the build this run times (measured before the baseline pages were added). */
  sizes: Sizes;
  close: () => Promise<void>;
}

export interface WorkerWatch {
  /** "stopped", "starting", "running", "stopping". */
  status: () => string;
  /** How many times it was seen starting. */
  starts: () => number;
  session: CDPSession;
}

/**
 * A worker that an event starts must not wait for a debugger: Puppeteer's auto-attach asks every
 * new worker to wait until it is resumed from Node, and a worker that launchExtension attached to
 * by hand (its console watcher) is never resumed again after a restart (the e2e tests resume it
 * with startWorker()). So: the root auto-attach without the wait, and that hand-made session closed.
 */
async function letWorkersStartUnpaused(ext: Extension): Promise<void> {
  const root = await ext.browser.target().createCDPSession();
  await root.connection()!.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: true,
    filter: [{ type: 'page', exclude: true }, {}],
  });
  for (const target of ext.browser.targets().filter((t) => t.type() === 'service_worker')) {
    const worker = await target.worker().catch(() => null);
    await worker?.client.detach().catch(() => {});
  }
}

/** The workers of the extensions `ids`, as one session sees them (the same session stops them all). */
export async function watchWorkers(ext: Extension, ids: string[]): Promise<WorkerWatch[]> {
  const page = await ext.browser.newPage();
  const session = await page.createCDPSession();
  const seen = ids.map(() => ({ status: 'running', starts: 0 }));
  session.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) {
      const w = seen[ids.findIndex((id) => v.scriptURL.startsWith(`chrome-extension://${id}/`))];
      if (!w) continue;
      if (v.runningStatus === 'starting' && w.status !== 'starting') w.starts++;
      w.status = v.runningStatus;
    }
  });
  await session.send('ServiceWorker.enable');
  return seen.map((w) => ({ status: () => w.status, starts: () => w.starts, session }));
}

export async function startBench(): Promise<Bench> {
  const dir = mkdtempSync(join(tmpdir(), 'prettylink-bench-ext-'));
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  // Also checks the copy is whole (a build running meanwhile would leave files missing).
  const sizes = measureSizes(dir);
  addBaselinePages(dir);
  const floorDir = addFloorWorker(dir);
  const [sandbox, ext] = await Promise.all([
    startSandbox({ keys: [DEMO_KEY, BIG_KEY] }),
    launchExtension({ dir, watchRestartedWorkers: false }),
  ]);
  const url = (path: string) => `chrome-extension://${ext.id}/${path}`;
  let worker: WorkerWatch;
  let floorWorker: Bench['floorWorker'];
  try {
    await letWorkersStartUnpaused(ext);
    const floorId = await ext.browser.installExtension(floorDir);
    const [real, floor] = await watchWorkers(ext, [ext.id, floorId]);
    worker = real!;
    floorWorker = { ...floor!, url: (path) => `chrome-extension://${floorId}/${path}` };
    await ext.configure(sandbox.url, DEMO_KEY);
  } catch (err) {
    await ext.close().catch(() => {});
    await sandbox.close();
    throw err;
  }
  return {
    dir,
    worker,
    floorWorker,
    sizes,
    ext,
    sandbox,
    url,
    async configure(settings) {
      // Written again when the background still has no key. The harness writes storage behind a
      // live worker, which may still be busy with its install: a run's first sections sometimes
      // found no key 5 s after a configure (3 runs of about 20 in one day; none in 40 configures in
      // a row later). A user's storage is written only through the background.
      const page = await ext.browser.newPage();
      try {
        await page.goto(url('blank.html'));
        const hasKey = () =>
          page.evaluate(
            async () =>
              ((await chrome.runtime.sendMessage({ type: 'status' })) as { value?: { hasKey?: boolean } })?.value
                ?.hasKey === true,
          );
        for (let attempt = 1; ; attempt++) {
          await ext.configure(sandbox.url, DEMO_KEY, settings);
          const end = Date.now() + 2000;
          while (!(await hasKey()) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
          if (await hasKey()) break;
          if (attempt === 3) throw new Error('the background has no key after three configures');
        }
      } finally {
        await page.close();
      }
    },
    async open(path, before) {
      const page = await ext.browser.newPage();
      if (before) await page.evaluateOnNewDocument(before);
      await page.goto(url(path), { waitUntil: 'load' });
      return page;
    },
    async useKey(key, { dropCache = false } = {}) {
      await (
        await ext.worker()
      ).evaluate(
        async (k, drop) => {
          // The current account's key (src/shared/accounts); before the accounts exist, the single key.
          const { accounts } = await chrome.storage.local.get('accounts');
          const current = (accounts as { current?: string } | undefined)?.current;
          await chrome.storage.local.set(
            (current ? { accountKeys: { [current]: k } } : { apiKey: k }) as Record<string, unknown>,
          );
          if (drop) await chrome.storage.local.remove('links');
        },
        key,
        dropCache,
      );
    },
    async close() {
      await ext.close();
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One extension, one local service and one site of test pages per test file: the service reset and
 * the extension configured before each test, every page a test opened closed after it.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startSandbox, DEMO_KEY, type Sandbox, type SandboxOptions } from '../../../src/sandbox/server.ts';
import { launchExtension, type Extension } from './chromium';
import { startPages, type TestPages } from './pages';

export interface Fixture {
  sandbox: Sandbox;
  ext: Extension;
  pages: TestPages;
  /** The real popup over a new active tab: a path of the test site, or any URL. */
  popupOver: (urlOrPath: string) => Promise<Page>;
  /** Closes this page after the test. */
  track: (page: Page) => Page;
}

/** `launch.lang`: the browser's UI language (`ar`, `ja`, `pl`…), which picks the extension's locale. */
export function useExtension(sandboxOptions: SandboxOptions = {}, launch: { lang?: string } = {}): Fixture {
  let open: Page[] = [];
  const f = {
    track: (page: Page) => (open.push(page), page),
    async popupOver(urlOrPath: string) {
      const { tab, popup } = await f.ext.openPopup(urlOrPath.startsWith('/') ? f.pages.url(urlOrPath) : urlOrPath);
      open.push(popup, tab);
      return popup;
    },
  } as Fixture;
  beforeAll(async () => {
    [f.sandbox, f.pages, f.ext] = await Promise.all([startSandbox(sandboxOptions), startPages(), launchExtension(launch)]);
  });
  afterAll(async () => {
    await f.ext?.close();
    await Promise.all([f.sandbox?.close(), f.pages?.close()]);
  });
  beforeEach(async () => {
    f.sandbox.reset();
    await f.ext.configure(f.sandbox.url, DEMO_KEY);
  });
  afterEach(async () => {
    await Promise.all(open.map((p) => p.close().catch(() => {})));
    open = [];
  });
  return f;
}

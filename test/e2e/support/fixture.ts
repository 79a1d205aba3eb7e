/**
 * One extension, one local service and one site of test pages per test file: the service reset and
 * the extension configured before each test, every page a test opened closed after it.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startSandbox, DEMO_KEY, type Sandbox, type SandboxOptions } from '../../../src/sandbox/server.ts';
import { launchExtension, type Extension, type LaunchOptions } from './chromium';
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

/** `launch`: how Chromium is started (its UI language, host resolver rules, its profile): see LaunchOptions. */
export function useExtension(
  sandboxOptions: SandboxOptions = {},
  launch: Pick<LaunchOptions, 'lang' | 'hostResolverRules' | 'profile'> = {},
): Fixture {
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
    [f.sandbox, f.pages, f.ext] = await Promise.all([
      startSandbox(sandboxOptions),
      startPages(),
      launchExtension(launch),
    ]);
    // The options page the install opened, closed: it asks the background for its status at every
    // configuration change, and that read migrates the single-key shape configure writes; the
    // migration's own write could then land after the next configure's, with the earlier settings:
    // the likely cause of popups configured without auto-shorten that never showed their form
    // (three tests in two CI runs of 2026-11-25).
    const installed = await f.ext.browser
      .waitForTarget((t) => t.url() === `chrome-extension://${f.ext.id}/options.html`, { timeout: 10_000 })
      .catch(() => null);
    await (await installed?.asPage())?.close();
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

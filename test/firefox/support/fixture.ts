/**
 * One Firefox with the add-on, one local service and one site of test pages per test file; the
 * service reset and the add-on configured before each test (the Chromium twin: test/e2e/support/fixture.ts).
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSandbox, DEMO_KEY, type Sandbox, type SandboxOptions } from '../../../src/sandbox/server.ts';
import { startPages, type TestPages } from '../../e2e/support/pages';
import { launchFirefox, type FirefoxExtension } from './firefox';

export interface FirefoxFixture {
  sandbox: Sandbox;
  ff: FirefoxExtension;
  pages: TestPages;
}

/** `launch.locale`: the browser's language (see launchFirefox). */
export function useFirefox(sandboxOptions: SandboxOptions = {}, launch: { locale?: string } = {}): FirefoxFixture {
  const f = {} as FirefoxFixture;
  beforeAll(async () => {
    [f.sandbox, f.pages, f.ff] = await Promise.all([startSandbox(sandboxOptions), startPages(), launchFirefox(launch)]);
  });
  afterAll(async () => {
    await f.ff?.close();
    await Promise.all([f.sandbox?.close(), f.pages?.close()]);
  });
  beforeEach(async () => {
    f.sandbox.reset();
    f.sandbox.setRateLimit(null);
    await f.ff.configure(f.sandbox.url, DEMO_KEY);
  });
  return f;
}

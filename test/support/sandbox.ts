/** A sandbox per test file, reset between tests. */
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { DEMO_KEY, startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/server.ts';

export { DEMO_KEY };

export function useSandbox(opts: SandboxOptions = {}): { current: Sandbox } {
  const holder = {} as { current: Sandbox };
  beforeAll(async () => {
    holder.current = await startSandbox(opts);
  });
  beforeEach(() => holder.current.reset());
  afterAll(() => holder.current.close());
  return holder;
}

/** Posts of links received by the sandbox (creates), for "made exactly once" checks. */
export const creates = (s: Sandbox) => s.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/links');

/** The background configured for this sandbox, as the options page would save it (its origin granted). */
export async function configureFor(
  s: Sandbox,
  apiKey: string | null = DEMO_KEY,
  settings: Record<string, unknown> = {},
): Promise<void> {
  const [{ saveConfiguration }, { browser }] = await Promise.all([
    import('../../src/background/accounts/configure'),
    import('wxt/browser'),
  ]);
  vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
  vi.spyOn(browser.runtime, 'getManifest').mockReturnValue({
    manifest_version: 3,
    name: 'PrettyLink',
    version: '0',
    host_permissions: ['https://prettyurl.net/*'],
  });
  await saveConfiguration({ serviceUrl: s.url, ...settings }, apiKey);
}

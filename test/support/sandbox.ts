/** A sandbox per test file, reset between tests. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
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

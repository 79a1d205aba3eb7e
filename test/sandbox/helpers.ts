/** Shared helpers of the sandbox tests: one sandbox per test file, and a fetch that speaks the API. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DEMO_KEY, startSandbox } from '../../src/sandbox/server.ts';
import type { Sandbox, SandboxOptions } from '../../src/sandbox/server.ts';

/** Starts a sandbox for the current file, reset before each test; read `.sb` inside tests. */
export function useSandbox(opts: SandboxOptions = {}): { sb: Sandbox } {
  const holder = {} as { sb: Sandbox };
  beforeAll(async () => {
    holder.sb = await startSandbox({ keys: [DEMO_KEY, 'other-key'], ...opts });
  });
  beforeEach(() => holder.sb.reset());
  afterAll(() => holder.sb.close());
  return holder;
}

/** Options of {@link api}. */
export interface ApiInit {
  method?: string;
  body?: unknown;
  key?: string | null;
  accept?: string | null;
}

/** Calls the sandbox like a well-behaved client; returns status, headers and the parsed (or raw) body. */
export async function api(
  sb: Sandbox,
  path: string,
  init: ApiInit = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const headers: Record<string, string> = {};
  if (init.accept !== null) headers.accept = init.accept ?? 'application/json';
  if (init.key !== null) headers.authorization = `Bearer ${init.key ?? DEMO_KEY}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(sb.url + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the raw text
  }
  return { status: res.status, headers: res.headers, body };
}

/** Creates a link through the API and returns it. */
export async function createLink(
  sb: Sandbox,
  body: Record<string, unknown> = { link: 'https://example.com/' },
  key?: string,
): Promise<any> {
  const res = await api(sb, '/api/v1/links', { method: 'POST', body, key });
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.link;
}

/**
 * The release's child processes never see the store credentials: not the builds, not the
 * reviewer's `npm ci` and its install scripts, not the linter, not the audit. Only `wxt submit`
 * gets them. Checked with real children that print their environment.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { run } from '../../../../src/dev/release/run';
import { STORE_VARIABLES } from '../../../../src/dev/release/store-credentials';

const ROOT = resolve('.');
const SECRETS = {
  ...Object.fromEntries(
    Object.values(STORE_VARIABLES)
      .flat()
      .map((name) => [name, `secret-${name}`]),
  ),
  // What publish-browser-extension reads besides the release's own list: other stores, other logins.
  CHROME_CLIENT_SECRET: 'secret-client',
  CHROME_REFRESH_TOKEN: 'secret-refresh',
  EDGE_API_KEY: 'secret-edge',
  OPERA_SESSION_ID: 'secret-opera',
};
const saved = { ...process.env };

beforeEach(() => Object.assign(process.env, SECRETS));
afterEach(() => {
  for (const name of Object.keys(SECRETS)) delete process.env[name];
  Object.assign(process.env, saved);
});

const seen = async (options: Parameters<typeof run>[2]) => {
  const { code, out } = await run('sh', ['-c', 'env'], options);
  expect(code).toBe(0);
  return out;
};

it.each([
  ['a build or the linter', { cwd: ROOT }],
  ["the reviewer's shell (npm ci and its install scripts)", { cwd: ROOT, asReviewer: true }],
])('%s: no store variable', async (_, options) => {
  const env = await seen(options);
  expect(env).toContain('PATH=');
  expect(Object.keys(SECRETS).filter((name) => env.includes(`${name}=`))).toEqual([]);
  expect(env).not.toContain('secret-');
});

it("the reviewer's shell has none of this checkout's tools on its PATH", async () => {
  expect(process.env.PATH).toContain(ROOT);
  const path = /^PATH=(.*)$/m.exec(await seen({ cwd: tmpdir(), asReviewer: true }))?.[1] ?? '';
  expect(path).not.toContain(ROOT);
});

it('wxt submit, and only it, gets them', async () => {
  const env = await seen({ cwd: ROOT, storeCredentials: true });
  for (const [name, value] of Object.entries(SECRETS)) expect(env).toContain(`${name}=${value}`);
});

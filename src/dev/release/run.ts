/**
 * The release's child processes: each runs in an environment made here, and only here. None sees
 * the store credentials but `wxt submit` (`storeCredentials`): not a build, not the reviewer's
 * `npm ci` (whose install scripts are other people's code), not the linter, not the audit. A store build's environment has no preset baked in and no test variables (with NODE_ENV=test,
 * Vite compiles JSX for development). The reviewer's shell also has none of npm's variables and
 * none of this checkout's tools on the PATH: only what a fresh terminal has.
 */
import { spawn } from 'node:child_process';
import { delimiter, resolve } from 'node:path';
import { isStoreVariable } from './store-credentials.ts';

export interface RunOptions {
  cwd: string;
  /** The reviewer's fresh terminal. */
  asReviewer?: boolean;
  /** Show the output as it comes (else it is only answered). */
  echo?: boolean;
  /** `wxt submit` only: the store variables are kept. */
  storeCredentials?: boolean;
}

/** The checkout the release runs in (its tools stay off the reviewer's PATH). */
const ROOT = resolve('.');

export function childEnv({
  asReviewer = false,
  storeCredentials = false,
}: Pick<RunOptions, 'asReviewer' | 'storeCredentials'> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env))
    if (
      name.startsWith('VITEST') ||
      ['NODE_ENV', 'TEST', 'PRETTYLINK_PRESET'].includes(name) ||
      (!storeCredentials && isStoreVariable(name))
    )
      delete env[name];
  if (asReviewer) {
    for (const name of Object.keys(env)) if (/^npm_/i.test(name)) delete env[name];
    env.PATH = (env.PATH ?? '')
      .split(delimiter)
      .filter((dir) => dir && !resolve(dir).startsWith(ROOT))
      .join(delimiter);
  }
  return env;
}

/** Runs a command; answers its exit code, its output (stdout and stderr as they came) and its stdout alone. */
export function run(
  command: string,
  args: string[],
  options: RunOptions,
): Promise<{ code: number; out: string; stdout: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: options.cwd, env: childEnv(options) });
    let out = '';
    let stdout = '';
    const keep = (chunk: Buffer) => {
      out += chunk.toString();
      if (options.echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      keep(chunk);
    });
    child.stderr.on('data', keep);
    child.on('error', (error) => done({ code: -1, out: `${out}${error.message}`, stdout }));
    child.on('close', (code) => done({ code: code ?? -1, out, stdout }));
  });
}

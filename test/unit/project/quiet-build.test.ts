/**
 * The first command a newcomer runs says only what it built: `npm start`'s builds (chrome and
 * firefox, src/dev/start-build.ts) print no warning. Every line must be one wxt prints for a clean
 * build, so a warning a future tool update brings (bundler, wxt, Vite) fails here, not in a reader's terminal.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startBuildArgs } from '../../../src/dev/start-build';

/** What a clean build prints, line by line (spinner frames and colours removed; `[info]` is ℹ on CI). */
const CLEAN = [
  /^(\[log\])?$/, // an empty log line; CI (no TTY) prefixes it, and trimEnd takes its space
  /^WXT \d+\.\d+\.\d+$/,
  /^(ℹ|\[info\]) Building (chrome|firefox)-mv3 for development with Vite [\d.]+$/,
  /^(✔|\[success\]) Built extension in [\d.]+ m?s$/,
  /^\s+[├└]─ \.output\/\S+\s+[\d.]+ k?B$/,
  /^Σ Total size: [\d.]+ [kM]?B$/,
  /^(✔|\[success\]) Finished in [\d.]+ m?s$/,
];

/** The environment of a terminal, not of this test run: wxt's logger says nothing under test. */
const TERMINAL = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(VITEST.*|TEST|NODE_ENV|MODE|PROD|DEV|SSR|BASE_URL)$/.test(name)),
);

/** The lines a build wrote, as a terminal would end up showing them. */
function printed(output: string): string[] {
  return output
    .replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '')
    .split(/\r|\n/)
    .map((line) => line.trimEnd())
    .filter((line) => !/^[\u2800-\u28ff] /u.test(line)); // a spinner's frame, overwritten by the next
}

describe('npm start builds without a warning', () => {
  it.each(['chrome', 'firefox'] as const)(
    '%s',
    (browser) => {
      const run = spawnSync('npx', ['wxt', ...startBuildArgs(browser)], { encoding: 'utf8', env: TERMINAL });
      expect(run.status, run.stderr).toBe(0);
      const lines = printed(`${run.stdout}\n${run.stderr}`);
      expect(lines.filter((line) => !CLEAN.some((clean) => clean.test(line)))).toEqual([]);
      // Not vacuous: the build said what it made.
      expect(lines.some((line) => / Built extension in /.test(line))).toBe(true);
    },
    120_000,
  );
});

/**
 * The Firefox package as addons.mozilla.org gets it: `wxt zip -b firefox` makes the add-on zip and
 * the sources archive AMO's reviewers rebuild from. Checked here: the manifest Firefox reads,
 * `web-ext lint` (no errors, warnings or notices), and that the unpacked
 * sources archive builds the very same files.
 *
 * The rebuild links this checkout's node_modules, so it checks that the archive holds every
 * source the build needs and that the build is reproducible. PRETTYLINK_SOURCES_NPM_CI=1 makes it
 * run `npm ci --ignore-scripts` in the unpacked archive instead, as a reviewer does (slower; needs the registry or
 * npm's cache).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { readZip } from '../../src/dev/release/read-zip';

const run = promisify(execFile);
const ROOT = resolve('.');
const OUTPUT = join(ROOT, '.output');
const ADDON_ZIP = join(OUTPUT, `${pkg.name}-${pkg.version}-firefox.zip`);
const SOURCES_ZIP = join(OUTPUT, `${pkg.name}-${pkg.version}-sources.zip`);
const FULL_INSTALL = process.env.PRETTYLINK_SOURCES_NPM_CI === '1';

/**
 * The environment of `npm run zip:firefox`: no preset, and none of vitest's variables (with
 * NODE_ENV=test, Vite compiles JSX for development, with absolute source paths in the output).
 */
const buildEnv = () => {
  const env = { ...process.env };
  for (const name of Object.keys(env))
    if (name.startsWith('VITEST') || ['NODE_ENV', 'TEST', 'PRETTYLINK_PRESET'].includes(name)) delete env[name];
  return env;
};

/** Runs a tool from node_modules/.bin on the Node running the tests (the project's Node 24). */
const tool = (name: string, args: string[], cwd = ROOT) =>
  run(process.execPath, [join(cwd, 'node_modules/.bin', name), ...args], {
    cwd,
    env: buildEnv(),
    maxBuffer: 32 * 1024 * 1024,
  });

interface LintMessage {
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

let addon: Map<string, Buffer>;
let sources: Map<string, Buffer>;
const temp: string[] = [];

beforeAll(async () => {
  await tool('wxt', ['zip', '-b', 'firefox']);
  addon = readZip(readFileSync(ADDON_ZIP));
  sources = readZip(readFileSync(SOURCES_ZIP));
}, 120_000);
afterAll(() => temp.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the Firefox add-on zip', () => {
  it('has the manifest Firefox and AMO expect', () => {
    const manifest = JSON.parse(addon.get('manifest.json')!.toString());
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.browser_specific_settings).toEqual({
      gecko: {
        id: 'prettylink@prettylink.dev',
        strict_min_version: '140.0',
        data_collection_permissions: { required: ['authenticationInfo', 'browsingActivity', 'websiteContent'] },
      },
      gecko_android: { strict_min_version: '142.0' },
    });
    // Firefox's MV3 background is an event page: scripts, not a service worker.
    expect(manifest.background).toEqual({ scripts: ['background.js'] });
    expect(manifest.permissions).not.toContain('offscreen');
    expect(manifest.host_permissions).toEqual(['https://prettyurl.net/*']);
    expect([...addon.keys()].filter((f) => f.includes('offscreen'))).toEqual([]);
  });

  it('holds no trace of the machine that built it (no absolute source paths)', () => {
    expect([...addon.entries()].filter(([, data]) => data.includes(ROOT)).map(([name]) => name)).toEqual([]);
  });

  it('web-ext lint: no errors, no warnings, no notices', async () => {
    const lint = await tool('web-ext', [
      'lint',
      '--source-dir',
      join(OUTPUT, 'firefox-mv3'),
      '--output',
      'json',
      '--no-input',
    ]).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }));
    const report = JSON.parse(lint.stdout) as {
      errors: LintMessage[];
      notices: LintMessage[];
      warnings: LintMessage[];
    };
    expect(report.errors).toEqual([]);
    expect(report.notices).toEqual([]);
    // Preact's one innerHTML assignment is taken out at build time (modules/preact-without-html.ts).
    expect(report.warnings).toEqual([]);
  });

  it('our code never sets HTML', () => {
    const ours = [...sources.entries()].filter(
      ([name]) => /^(src|entrypoints)\/.*\.(ts|tsx)$/.test(name) && !name.startsWith('src/sandbox/'),
    );
    expect(ours.length).toBeGreaterThan(10);
    expect(
      ours
        .filter(([, text]) =>
          /innerHTML|outerHTML|insertAdjacentHTML|dangerouslySetInnerHTML|document\.write/.test(text.toString()),
        )
        .map(([n]) => n),
    ).toEqual([]);
  });
});

describe('the sources archive', () => {
  it('holds what the build needs and nothing generated', () => {
    const names = [...sources.keys()];
    for (const needed of [
      'package.json',
      'package-lock.json',
      'wxt.config.ts',
      'tsconfig.json',
      'README.md',
      'src/shared/manifest.ts',
      'entrypoints/background.ts',
      'modules/preact-without-html.ts',
    ]) {
      expect(names).toContain(needed);
    }
    expect(names.filter((n) => /^(node_modules|\.output|\.wxt|test)\//.test(n) || n.endsWith('.log'))).toEqual([]);
  });

  it(
    'unpacked and built again, gives the very same files as the add-on zip',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'prettylink-sources-'));
      temp.push(dir);
      for (const [name, data] of sources) {
        mkdirSync(dirname(join(dir, name)), { recursive: true });
        writeFileSync(join(dir, name), data);
      }
      if (FULL_INSTALL)
        await run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], {
          cwd: dir,
          env: buildEnv(),
        });
      else symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
      await tool('wxt', ['build', '-b', 'firefox'], dir);

      const rebuilt = join(dir, '.output/firefox-mv3');
      const files = listFiles(rebuilt);
      expect(files.sort()).toEqual([...addon.keys()].sort());
      const differing = files.filter((f) => !readFileSync(join(rebuilt, f)).equals(addon.get(f)!));
      expect(differing).toEqual([]);
    },
    FULL_INSTALL ? 600_000 : 120_000,
  );
});

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'));
}

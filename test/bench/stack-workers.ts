/**
 * The stack floor's workers (./stack-floor.ts), each an extension of its own beside the one measured
 * (an extension has one background), bundled with Vite (the bundler WXT uses, minified, the same
 * `wxt/browser` alias as wxt.config.ts) into the bench's temporary copy of the build
 * only. One of them, the least `status` can do with the stack (./stack/worker-status.ts), is also
 * the worker section's baseline (./worker.ts): installed once per run, for both.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { PAGE_MINIFY } from '../../src/dev/page-minify';
import { BLANK_HTML, FLOOR_WORKER_JS } from './pages';
import type { Bench } from './setup';

const STACK = resolve('test/bench/stack');

export async function bundle(entry: string, format: 'iife' | 'es', outDir: string, fileName: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    // As wxt.config.ts resolves them: the polyfill as its CommonJS module, and tldts's single-file CommonJS
    // build (evaluated at its first require(), as src/shared/links/public-suffix.ts takes it; at the start when imported).
    resolve: {
      alias: [
        { find: /^wxt\/browser$/, replacement: resolve('src/platform/browser-polyfill.ts') },
        { find: /^tldts$/, replacement: 'tldts/dist/index.cjs.min.js' },
      ],
    },
    define: { __PRESET__: '""', __TEST_PAGES_HOST__: '""' },
    build: {
      outDir,
      emptyOutDir: false,
      minify: true,
      // A map beside it, not named in it (the wake's profile reads it: ./wake-profile.ts).
      sourcemap: 'hidden',
      reportCompressedSize: false,
      lib: { entry: join(STACK, entry), formats: [format], name: 'stack', fileName: () => fileName },
      // A page minified as the extension's pages are (the workers as its background, by default).
      ...(format === 'es' && { rolldownOptions: { output: { minify: PAGE_MINIFY } } }),
    },
  });
}

/**
 * A stack page in the extension's folder `dir`: `entry` bundled as `name.js`, loaded by `name.html`;
 * `body` the page's body, as the popup's (`<div id="app"></div>`) for a page that draws its DOM.
 */
export async function addStackPage(dir: string, name: string, entry: string, body = ''): Promise<void> {
  writeFileSync(
    join(dir, `${name}.html`),
    `<!doctype html><html><head><meta charset="utf-8"><title>${name}</title><script type="module" src="/${name}.js"></script></head><body>${body}</body></html>\n`,
  );
  await bundle(entry, 'es', dir, `${name}.js`);
}

/**
 * The real manifest's API surface (its permissions, commands, omnibox and action), without what
 * needs its files: the browser gives a worker one namespace per API its manifest asks for, and
 * the polyfill's import copies every one of them.
 */
function apiSurface(dir: string): Record<string, unknown> {
  const real = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  const commands = Object.fromEntries(
    Object.entries((real.commands ?? {}) as Record<string, Record<string, unknown>>).map(([name, c]) => [
      name,
      { ...c, description: name },
    ]),
  );
  return {
    permissions: real.permissions,
    host_permissions: real.host_permissions,
    optional_permissions: real.optional_permissions,
    optional_host_permissions: real.optional_host_permissions,
    commands,
    omnibox: real.omnibox,
    action: { default_title: 'stack' },
    storage: real.storage,
  };
}

/**
 * A worker extension of its own in `dir/name`, and a blank page to send from: `entry` bundled as
 * its background, or the floor worker's own script; the bare manifest of the floor worker, or the
 * real one's API surface.
 */
export async function addWorker(dir: string, name: string, entry: string | null, surface: boolean): Promise<string> {
  const out = join(dir, name);
  mkdirSync(out);
  const manifest = {
    manifest_version: 3,
    name,
    version: '1.0',
    background: { service_worker: 'background.js' },
    ...(surface && apiSurface(dir)),
  };
  writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(out, 'blank.html'), BLANK_HTML);
  if (surface) copyFileSync(join(dir, 'managed_schema.json'), join(out, 'managed_schema.json'));
  if (entry) await bundle(entry, 'iife', out, 'background.js');
  else writeFileSync(join(out, 'background.js'), FLOOR_WORKER_JS);
  return out;
}

const leastStack = new WeakMap<Bench, Promise<string>>();

/**
 * The least-with-the-stack worker's extension, installed in `b`'s browser on first use: its id.
 * The worker and stack sections both wake it; a second install of its folder would fail.
 */
export function leastStackWorker(b: Bench): Promise<string> {
  let id = leastStack.get(b);
  if (!id) {
    id = addWorker(b.dir, 'stack-worker-status', 'worker-status.ts', true).then((dir) =>
      b.ext.browser.installExtension(dir),
    );
    leastStack.set(b, id);
  }
  return id;
}

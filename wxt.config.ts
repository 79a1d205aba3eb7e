import { resolve } from 'node:path';
import { defineConfig } from 'wxt';
import { compactLocales } from './src/dev/compact-locales';
import { buildManifest } from './src/shared/manifest';
import { PRESET_MODES } from './src/dev/start-build';
import { codeSplitting, partPreloads } from './src/dev/popup-chunks';
import { PAGE_MINIFY } from './src/dev/page-minify';
import { popupInlineStyles } from './src/dev/popup-inline-styles';

/**
 * `npm start` bakes the local service and its demo key into the build (see
 * src/background/accounts/build-preset.ts): in development and test builds only, never in a production one.
 */
/** Browsers whose build leaves out the offscreen page (see the hooks below). */
const absent = new Set<string>();

const presetFor = (mode: string) => (PRESET_MODES.includes(mode) ? (process.env.PRETTYLINK_PRESET ?? '') : '');

// See docs/architecture.md. The manifest is built in src/shared/manifest.ts so tests can check it.
export default defineConfig({
  // `wxt/browser` is webextension-polyfill in every context: one promise-based `browser`, and
  // runtime.onMessage listeners answer by returning a promise, also in the older Chromes we support.
  modules: ['@wxt-dev/webextension-polyfill'],
  srcDir: '.',
  entrypointsDir: 'entrypoints',
  publicDir: 'public',
  manifestVersion: 3,
  manifest: ({ browser, mode }) => buildManifest(browser, { loopback: mode === 'e2e' || presetFor(mode) !== '' }),
  vite: ({ mode, browser }) => ({
    // wxt sets NODE_ENV to the mode (`e2e`), which Vite reads as "not production" and compiles JSX
    // in development form (jsxDEV with every element's source path and line). Every build is a
    // shipped build here: the e2e build must be the code users get, also for its size and speed.
    oxc: { jsx: { development: false } },
    // Every browser we support has modulepreload: no polyfill in every page's first chunk. The
    // bundler's own minifier: terser saved next to nothing for most of each build's time
    // (docs/benchmark.md, "Minifier"). How the pages split into files: the hook below; what a
    // part preloads: src/dev/popup-chunks.ts.
    build: { modulePreload: { polyfill: false, resolveDependencies: partPreloads } },
    // The popup's sheets in its page (src/dev/popup-inline-styles.ts), in Chromium's builds: Firefox's
    // popup read slower with them, its linked sheets faster (docs/benchmark.md, "The popup's own code, profiled").
    plugins: browser === 'firefox' ? [] : [popupInlineStyles()],
    // tldts's own single-file build: from its modules, rolldown inlined the 68 kB list of labels at
    // each of its three uses (+65 kB gzip in the background). Its CommonJS one, so that it is
    // evaluated at its first require() (src/shared/links/public-suffix.ts), not at the worker's start.
    resolve: {
      alias: [
        { find: /^tldts$/, replacement: 'tldts/dist/index.cjs.min.js' },
        // Ahead of the module's own alias: the polyfill without the interop's copy (see the file).
        { find: /^wxt\/browser$/, replacement: resolve('src/platform/browser-polyfill.ts') },
      ],
    },
    define: {
      __PRESET__: JSON.stringify(presetFor(mode)),
      // The one exception to "ask before shortening a local address" (src/shared/links/exposure.ts): the
      // e2e tests' pages on 127.0.0.1, in the e2e build only. Every other build asks for it too.
      __TEST_PAGES_HOST__: JSON.stringify(mode === 'e2e' ? '127.0.0.1' : ''),
    },
  }),
  hooks: {
    'build:publicAssets': (_, files) => compactLocales(files),
    // offscreen is Chrome's clipboard page (its <meta name="manifest.include">): Firefox's background
    // copies by itself. WXT warns of every skipped entrypoint, so the page stays listed (its path keeps
    // its type for the shared code that names it) and is left out of the groups to build instead.
    'entrypoints:resolved': (wxt, entrypoints) => {
      const offscreen = entrypoints.find((entry) => entry.name === 'offscreen' && entry.skipped);
      if (!offscreen) return;
      offscreen.skipped = false;
      absent.add(wxt.config.browser);
    },
    'entrypoints:grouped': (wxt, groups) => {
      if (!absent.has(wxt.config.browser)) return;
      for (const group of groups)
        if (Array.isArray(group)) group.splice(0, group.length, ...group.filter((entry) => entry.name !== 'offscreen'));
    },
    // What the popup loads at once and shares with other pages comes in one file (src/dev/popup-chunks.ts;
    // docs/benchmark.md, "Chunks"), and their minifier keeps function names (src/dev/page-minify.ts):
    // for the pages only. The background and scripts are single IIFE
    // files (library mode), which cannot be split and warn if handed a split.
    'vite:build:extendConfig': (_, config) => {
      if (config.build?.lib) return;
      const rolldown = (config.build!.rolldownOptions ??= {});
      rolldown.output = { ...rolldown.output, codeSplitting, minify: PAGE_MINIFY };
    },
    // Firefox's sidebar is named in the browser's own language (wxt takes the page's <title>).
    'build:manifestGenerated': (_, manifest) => {
      if (manifest.sidebar_action) manifest.sidebar_action.default_title = '__MSG_managerTitle__';
    },
  },
  zip: {
    artifactTemplate: '{{name}}-{{version}}-{{browser}}.zip',
    // Firefox's zip comes with this archive for AMO's review: what the README's reviewer commands
    // needs to make the same files (test/firefox/package.test.ts checks it). No tests, nothing generated.
    sourcesTemplate: '{{name}}-{{version}}-sources.zip',
    excludeSources: ['test/**', 'coverage/**', 'test-results/**', '**/*.log'],
  },
});

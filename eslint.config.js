// ESLint: typescript-eslint's recommended rules, the layers of docs/architecture.md as import
// boundaries, and no import cycles. `npm run lint` runs it with Prettier and knip.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** Layers by runtime context: what each folder may not import (see docs/architecture.md). */
const tools = ['./src/sandbox', './src/dev'];
const pages = ['./src/pages/popup', './src/pages/options', './src/pages/manager'];
const layer = (target, from, why) => ({ target, from, message: why });
export const layerZones = [
  layer(
    './src/shared',
    ['./src/background', './src/pages', './src/platform', './entrypoints', ...tools],
    'shared is pure code: it imports shared only.',
  ),
  layer(
    './src/platform',
    ['./src/background', './src/pages', './entrypoints', ...tools],
    'platform imports platform and shared only.',
  ),
  layer(
    './src/background',
    ['./src/pages', './entrypoints', ...tools],
    'the background imports background, platform and shared only.',
  ),
  layer(
    './src/pages/components',
    ['./src/background', ...pages, './entrypoints', ...tools],
    'shared components import components, platform and shared only.',
  ),
  ...pages.map((page) =>
    layer(
      page,
      ['./src/background', ...pages.filter((other) => other !== page), './entrypoints', ...tools],
      'a page imports itself, components, platform and shared only.',
    ),
  ),
  layer('./entrypoints', tools, 'nothing shipped imports the sandbox or the dev tools.'),
];

/**
 * Inside the background, folders in layers, highest first: a folder imports those below it, never
 * one above (docs/architecture.md#the-backgrounds-own-layers). handlers.ts and install.ts sit above
 * them all; the other files at the background's root (service.ts, writes.ts…) are shared plumbing.
 */
const backgroundLayers = ['actions', 'policy', 'accounts', 'rules', 'sync', 'links', 'settings', 'api'];
const inBackground = (folder) => `./src/background/${folder}`;
const backgroundZone = (folder, above) =>
  layer(
    inBackground(folder),
    above.map(inBackground),
    `inside the background, imports run down: ${backgroundLayers.join(' → ')}; ${folder} may not import ${above.join(', ')}.`,
  );
const aboveOf = (folder) => backgroundLayers.slice(0, backgroundLayers.indexOf(folder));
const backgroundZones = [
  ...backgroundLayers.slice(1).map((folder) => backgroundZone(folder, aboveOf(folder))),
  layer(
    backgroundLayers.map(inBackground),
    ['./src/background/handlers.ts', './src/background/install.ts'],
    'the handlers and the install wire the background up: nothing inside it imports them.',
  ),
];
/**
 * One clock (src/shared/time/clock.ts): shipped code reads the time only through it, so tests swap
 * it and every window is measured the same way. Formatting a given date (`new Date(at)`) is fine.
 */
const clockReads = [
  {
    selector: "MemberExpression[object.name='Date'][property.name='now']",
    message: 'read the time through the one clock: clock.now() (src/shared/time/clock.ts).',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'read the time through the one clock: new Date(clock.now()) (src/shared/time/clock.ts).',
  },
];

/** Pure code names no browser API: these would make a shared file run in one context only. */
const browserModules = ['wxt/browser', 'wxt/utils/*', 'wxt/client', 'webextension-polyfill', 'preact', 'preact/*'];
const browserGlobals = [
  'browser',
  'chrome',
  'document',
  'window',
  'navigator',
  'indexedDB',
  'localStorage',
  'location',
];

/**
 * Modules evaluated on first use, not as the worker starts: imported for their types only, taken
 * through the one module that requires them (docs/benchmark.md, "Chunks").
 */
const deferredModules = [
  {
    name: 'tldts',
    allowTypeImports: true,
    message:
      'the public-suffix list is evaluated on first use: call publicSuffixList() (src/shared/links/public-suffix.ts).',
  },
];

export default tseslint.config(
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  { ignores: ['.output/**', '.wxt/**', 'node_modules/**', 'public/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...backgroundZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // `_` marks a value deliberately left out of a destructuring or a parameter list.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Service text and pasted input are cleaned of control characters on purpose (src/background/api/schemas.ts).
      'no-control-regex': 'off',
    },
  },
  {
    // A few type-aware rules that catch lost promises (a storage write nobody awaits, a promise
    // tested as a condition); the whole type-checked set would double the lint's time.
    files: ['src/**/*.{ts,tsx}', 'entrypoints/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // Async event handlers (onClick, browser listeners) are the norm here; their rejections are handled inside.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
    },
  },
  {
    // The sandbox plays the service, whose clock is its own; the dev tools run outside the product.
    files: ['src/**/*.{ts,tsx}', 'entrypoints/**/*.{ts,tsx}'],
    ignores: ['src/shared/time/clock.ts', 'src/sandbox/**', 'src/dev/**'],
    rules: { 'no-restricted-syntax': ['error', ...clockReads] },
  },
  {
    // Node code: the sandbox, the dev scripts, the tests and the configs.
    files: ['src/sandbox/**', 'src/dev/**', 'test/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests drive code inside real browsers (puppeteer, WebDriver BiDi) whose values arrive untyped.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The background is a service worker: no window, no page storage. The offscreen clipboard and the
    // functions injected into a tab (read-canonical) are the two places that run in a document.
    files: ['src/background/**'],
    ignores: ['src/background/actions/background-copy.ts', 'src/background/actions/read-canonical.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage'].map((name) => ({
          name,
          message: 'the background is a service worker: it has no page.',
        })),
      ],
    },
  },
  {
    files: ['src/**', 'entrypoints/**'],
    ignores: ['src/shared/**'],
    rules: { 'no-restricted-imports': ['error', { paths: deferredModules }] },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: deferredModules,
          patterns: [
            {
              group: browserModules,
              message: 'shared is pure code: browser APIs and UI belong in platform, background or pages.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...browserGlobals.map((name) => ({
          name,
          message: 'shared is pure code: browser APIs belong in platform, background or pages.',
        })),
      ],
    },
  },
);

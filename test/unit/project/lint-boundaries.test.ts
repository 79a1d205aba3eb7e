/**
 * The layers of docs/architecture.md, as eslint.config.js states them: an import that crosses a
 * layer fails the lint, a legal one passes. Code is linted as if it were the file named.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The type-aware rules need each file in the TypeScript project; these files are imaginary, and
// only the import rules are under test.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

const layerRules = new Set([
  'import-x/no-restricted-paths',
  'no-restricted-imports',
  'no-restricted-globals',
  'no-restricted-syntax',
]);

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result!.messages;
  // A parse error or a missing file would pass a "no errors" check for the wrong reason.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => layerRules.has(m.ruleId ?? '')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the layer boundaries lint', { timeout: 60_000 }, () => {
  it.each([
    ['the background importing a page', 'src/background/x.ts', "export { Popup } from '../pages/popup/Popup';"],
    ['shared code importing the background', 'src/shared/x.ts', "export { serialized } from '../background/writes';"],
    ['shared code importing a platform helper', 'src/shared/x.ts', "export { t } from '../platform/text/i18n';"],
    ['a platform helper importing a page', 'src/platform/x.ts', "export { Manager } from '../pages/manager/Manager';"],
    ['a page importing another page', 'src/pages/popup/x.ts', "export { Options } from '../options/Options';"],
    [
      'a page importing the background',
      'src/pages/options/x.ts',
      "export { loadStored } from '../../background/settings/items';",
    ],
    ['a shared component importing a page', 'src/pages/components/x.ts', "export { Popup } from '../popup/Popup';"],
    [
      'an entrypoint importing the sandbox',
      'entrypoints/x.ts',
      "export { startSandbox } from '../src/sandbox/server';",
    ],
  ])('fails on %s', async (_, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
  });

  describe('inside the background, imports run down (docs/architecture.md)', () => {
    it.each([
      [
        'the store importing an action',
        'src/background/links/x.ts',
        "export { shortenAndCopy } from '../actions/quick-shorten';",
      ],
      [
        'the store importing the accounts',
        'src/background/links/x.ts',
        "export { saveConfiguration } from '../accounts/configure';",
      ],
      [
        'the rules importing an action',
        'src/background/rules/x.ts',
        "export { prepareUrl } from '../actions/prepare-url';",
      ],
      [
        'the rules importing the accounts',
        'src/background/rules/x.ts',
        "export { saveConfiguration } from '../accounts/configure';",
      ],
      [
        'the accounts importing the policy',
        'src/background/accounts/x.ts',
        "export { checkNow } from '../policy/lock-guard';",
      ],
      [
        'the settings importing the policy',
        'src/background/settings/x.ts',
        "export { checkNow } from '../policy/lock-guard';",
      ],
      [
        'the settings importing the rules',
        'src/background/settings/x.ts',
        "export { loadRules } from '../rules/rules-store';",
      ],
      [
        'the settings importing the accounts',
        'src/background/settings/x.ts',
        "export { saveConfiguration } from '../accounts/configure';",
      ],
      [
        'the sync importing the accounts',
        'src/background/sync/x.ts',
        "export { saveConfiguration } from '../accounts/configure';",
      ],
      ['the API client importing the store', 'src/background/api/x.ts', "export { linkStore } from '../links/store';"],
      ['a folder importing the handlers', 'src/background/accounts/x.ts', "export { handlers } from '../handlers';"],
    ])('fails on %s', async (_, filePath, code) => {
      expect(await layerErrors(filePath, code)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
    });

    it.each([
      [
        'an action importing the rules, the store, the sync, the settings and the API client',
        'src/background/actions/x.ts',
        "export { shortenByRule } from '../rules/shorten-by-rule';\nexport { linkStore } from '../links/store';\nexport { pacer } from '../sync/sync-pace';\nexport { loadStored } from '../settings/items';\nexport { createLinksApi } from '../api/client';",
      ],
      [
        'the store importing the settings, the API client and the root plumbing',
        'src/background/links/x.ts',
        "export { loadStored } from '../settings/items';\nexport { createLinksApi } from '../api/client';\nexport { serialized } from '../writes';",
      ],
      [
        'the handlers importing any folder',
        'src/background/x.ts',
        "export { prepareByRule } from './actions/prepare-by-rule';",
      ],
    ])('passes %s', async (_, filePath, code) => {
      expect(await layerErrors(filePath, code)).toEqual([]);
    });
  });

  it.each([
    ['the background reading Date.now()', 'src/background/x.ts', 'export const at = () => Date.now();'],
    ['a page handing Date.now on', 'src/pages/manager/x.ts', 'export const now: () => number = Date.now;'],
    ['platform code reading new Date()', 'src/platform/x.ts', 'export const today = () => new Date().getDay();'],
    ['an entrypoint reading new Date()', 'entrypoints/x.ts', 'export const stamp = () => new Date();'],
    ['the link store reading Date.now()', 'src/background/links/x.ts', 'export const at = () => Date.now();'],
  ])('fails on %s: the time is read through the one clock', async (_, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([expect.stringMatching(/^no-restricted-syntax: .*clock/)]);
  });

  it.each([
    ['the clock module itself', 'src/shared/time/clock.ts', 'export const now = () => Date.now();'],
    [
      'display code formatting a given date',
      'src/pages/manager/x.ts',
      'export const iso = (at: number) => new Date(at).toISOString();',
    ],
    ['the sandbox (the service, with its own clock)', 'src/sandbox/x.ts', 'export const at = () => Date.now();'],
    [
      'the background reading the one clock',
      'src/background/x.ts',
      "import { clock } from '../shared/time/clock';\nexport const at = () => new Date(clock.now());",
    ],
  ])('passes %s', async (_, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });

  it('fails on shared code that imports wxt/browser', async () => {
    expect(
      await layerErrors(
        'src/shared/x.ts',
        "import { browser } from 'wxt/browser';\nexport const id = browser.runtime.id;",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
  });

  it('fails on shared code that reaches for a browser global', async () => {
    expect(await layerErrors('src/shared/x.ts', 'export const id = () => chrome.runtime.id;')).toEqual([
      expect.stringMatching(/^no-restricted-globals: /),
    ]);
  });

  it.each([
    [
      'the background importing platform and shared code',
      'src/background/x.ts',
      "export { t } from '../platform/text/i18n';\nexport { readSettings } from '../shared/settings/settings';",
    ],
    [
      'a page importing components, platform and shared code',
      'src/pages/popup/x.ts',
      "export { Modal } from '../components/Modal';\nexport { send } from '../../platform/messages/send';\nexport type { Link } from '../../shared/types';",
    ],
    [
      'a platform helper importing shared code',
      'src/platform/x.ts',
      "export { isCopyFormat } from '../shared/links/clip';",
    ],
    [
      'shared code importing shared code and zod',
      'src/shared/x.ts',
      "import * as z from 'zod/mini';\nexport { checkDomain } from './links/domain';\nexport const s = z.string();",
    ],
    [
      'an entrypoint importing the background',
      'entrypoints/x.ts',
      "export { handlers } from '../src/background/handlers';",
    ],
  ])('passes %s', async (_, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});

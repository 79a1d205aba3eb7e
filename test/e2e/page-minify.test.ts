/**
 * The pages' minifier keeps webextension-polyfill's browser wrapper a function of its own
 * (src/dev/page-minify.ts): inlined where it is called, as `(e=>{…})(chrome)`, V8 compiles it with
 * the polyfill's module though a browser with its own `browser` never calls it (about 15 kB of each
 * page's heap, docs/benchmark.md "The popup's heap, second pass"). Checked on the built popup.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { measureSizes, scriptFiles } from '../support/size';

const DIR = resolve('.output/chrome-mv3-e2e');

it("the polyfill's wrapper, in the popup's first load, is not called where it is written", () => {
  const scripts = scriptFiles(measureSizes().popup).map((f) => readFileSync(join(DIR, f.path), 'utf8'));
  const polyfill = scripts.find((code) => code.includes('This script should only be loaded in a browser extension'));
  expect(polyfill, "webextension-polyfill in the popup's first load").toBeDefined();
  // Called once, by its name (`t(chrome)`), not as a parenthesized function (`…})(chrome)`).
  const calls = polyfill!.match(/.{0,12}\(chrome\)/g) ?? [];
  expect(calls).toHaveLength(1);
  expect(calls[0]).not.toMatch(/\)\(chrome\)$/);
});

/**
 * The Public Suffix List (tldts), evaluated on first use. Its module builds the whole list as it
 * runs, about as long as a bare worker's wake, and the worker's first answer (`status`) never needs
 * it (docs/benchmark.md, "Chunks"). A service worker cannot `import()` later; the bundler evaluates
 * a CommonJS module at its first `require()` (wxt.config.ts's alias names tldts's CommonJS build).
 */
import type * as Tldts from 'tldts';

export function publicSuffixList(): typeof Tldts {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- deferred evaluation (above)
  return require('tldts') as typeof Tldts;
}

/**
 * What `wxt/browser` is in every build (wxt.config.ts's alias): webextension-polyfill's `browser`,
 * as @wxt-dev/webextension-polyfill gives it, but taken as the CommonJS module it is. A default
 * import of it goes through the bundler's interop helper, which asks the browser's own `browser`
 * for the descriptor of each API namespace, and the browser builds every one it is asked about:
 * about 100 kB of each page's heap for namespaces no page uses (docs/benchmark.md, "Heap").
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the point of this file (above)
import polyfill = require('webextension-polyfill');

export const browser = polyfill;

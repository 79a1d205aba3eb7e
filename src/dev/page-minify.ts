/**
 * How the pages' code is minified (wxt.config.ts; the bench's stack floor pages, test/bench/stack-workers.ts):
 * Rolldown's own minifier, keeping function names. So webextension-polyfill's `wrapAPIs` stays a
 * named function, compiled when first called (never, in a browser with its own `browser`), instead
 * of being inlined as `(e=>{…})(chrome)`, which V8 compiles with the module: about 15 kB of each
 * page's heap (docs/benchmark.md, "The popup's heap, second pass").
 */
export const PAGE_MINIFY = { compress: { keepNames: { function: true, class: false } } };

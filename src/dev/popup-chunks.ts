/**
 * How the pages' code is split into files (wxt.config.ts's `vite:build:extendConfig`, `output.codeSplitting`,
 * Rolldown's documented successor of `advancedChunks`): what the popup starts with and shares with
 * other pages in one file, so its first load is its own file, Rolldown's runtime and that one file
 * (docs/benchmark.md, "Chunks"). Left to itself, Rolldown splits the shared code by which pages use
 * it: eight script files before the popup's first frame, each a request and a module to link.
 * The runtime (its helpers, as `__commonJS` for the polyfill) stays a file of its own: Rolldown
 * offers it to no group and folds it into a group's chunk only when that chunk is its sole user,
 * and lazily loaded parts use it too (docs/benchmark.md, "The popup's files").
 */
import type { Rolldown } from 'vite';

/** The popup's and the manager's pages, as the bundler names the entry modules (the HTML files WXT hands to Vite). */
const POPUP_ENTRY = /[\\/]entrypoints[\\/]popup[\\/]index\.html$/;
const MANAGER_ENTRY = /[\\/]entrypoints[\\/]sidepanel[\\/]index\.html$/;

/** Whether `id` is in a page's first load: the page (`entry`) imports it, statically, directly or not. */
function pageLoads(
  entry: RegExp,
  id: string,
  ctx: Rolldown.ChunkingContext,
  seen = new Map<string, boolean>(),
): boolean {
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, false); // an import cycle is not a way in
  const info = ctx.getModuleInfo(id);
  const loads = !!info && (entry.test(id) || info.importers.some((by) => pageLoads(entry, by, ctx, seen)));
  seen.set(id, loads);
  return loads;
}

/**
 * Two groups: the modules the popup loads at once that another page or part also uses (what only the
 * popup uses stays in the popup's own file; lazily loaded parts keep their files); then, of the rest,
 * those the manager loads at once and shares (the mirror's head, the search: small modules that
 * would each be a file of its own). Two or more users also keeps the background out: it is built
 * alone, one file, with no module shared. The first group that names a module takes it.
 */
export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    // A function names the group per module; the timing report needs a fixed name for it.
    {
      name: (id, ctx) => (pageLoads(POPUP_ENTRY, id, ctx) ? 'shared' : null),
      debugName: 'shared',
      minShareCount: 2,
    },
    {
      name: (id, ctx) => (pageLoads(MANAGER_ENTRY, id, ctx) ? 'manager-shared' : null),
      debugName: 'manager-shared',
      minShareCount: 2,
    },
  ],
};

/** Files every page has loaded before it can ask for a part: the shared group above and Rolldown's runtime. */
const LOADED_AT_ONCE = /^chunks\/(shared|rolldown-runtime)-/;

/**
 * What a part's dynamic import preloads (Vite's `build.modulePreload.resolveDependencies`): only the
 * files the page does not have yet. Not the part's own file, which `import()` fetches at once, nor
 * the files loaded at once, whose names each page's first load would otherwise carry once per part.
 * A page's own preloads (`hostType` html: its first load) stay as they are.
 */
export const partPreloads = (file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
  hostType === 'html' ? deps : deps.filter((dep) => dep !== file && !LOADED_AT_ONCE.test(dep));

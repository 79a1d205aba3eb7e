/**
 * Build plugin: a lazily loaded chunk is loaded by its `import()` alone. Vite wraps every dynamic
 * import in a helper that first loads the chunk's style sheets and preloads its imports (about
 * 0.7 kB gzip in the popup's first load, issue 13). Here the pages load their styles up front and a
 * lazy part's imports are already loaded or small, so the helper is the import itself; a lazy
 * chunk that imports CSS fails the build (its styles would never load).
 */
import type { Plugin } from 'vite';

const HELPER = '\0vite/preload-helper.js';

export function noPreloadHelper(): Plugin {
  return {
    name: 'prettylink:no-preload-helper',
    enforce: 'pre',
    resolveId: (id) => (id === HELPER ? HELPER : null),
    load: (id) => (id === HELPER ? 'export const __vitePreload = (load) => load();' : null),
    generateBundle(_, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
      // A chunk and everything it imports statically: what loads with it.
      const closure = (name: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(name)) return seen;
        seen.add(name);
        for (const i of chunks.get(name)?.imports ?? []) closure(i, seen);
        return seen;
      };
      for (const entry of [...chunks.values()].filter((c) => c.isEntry)) {
        const atOnce = closure(entry.fileName);
        const lazily = new Set<string>();
        for (const name of atOnce) for (const d of chunks.get(name)?.dynamicImports ?? []) closure(d, lazily);
        for (const name of lazily) {
          if (atOnce.has(name)) continue;
          const css = [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])];
          if (css.length) this.error(`${name} is loaded lazily by ${entry.fileName} and imports ${css.join(', ')}: nothing would load those styles.`);
        }
      }
    },
  };
}

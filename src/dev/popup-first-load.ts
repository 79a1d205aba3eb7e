/**
 * Build plugin: the popup's first load is two scripts, its own chunk and one shared chunk, instead
 * of the seven that automatic chunking made (each a request the page waits for, issue 13).
 *
 * Every module the popup imports statically that another page (or a lazily loaded chunk) imports
 * too goes into one chunk, `ui`; modules only the popup imports stay in its entry chunk. Modules the
 * popup does not load at once are left to automatic chunking, so the other pages lose nothing.
 */
import type { Plugin } from 'vite';

interface ModuleInfo {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
}

type Ctx = { getModuleInfo(id: string): ModuleInfo | null };

const isPopupEntry = (id: string) => /[\\/]entrypoints[\\/]popup[\\/]/.test(id);
const isOptionsEntry = (id: string) => /[\\/]entrypoints[\\/]options[\\/]/.test(id);

/**
 * The chunk names, from the module graph: `ui` for a module the popup imports at once that
 * something else imports too; `popup-later` for the popup's parts it loads later (its form, editor,
 * link card, failure card: one chunk rather than one each, fewer files in the zip). The QR encoder,
 * big and rarely asked for, stays apart; everything else is left to automatic chunking.
 */
export function chunkNames() {
  // Per module: the entries (and dynamic-import roots) that reach it through static imports.
  const roots = new Map<string, Set<string>>();
  const rootsOf = (id: string, ctx: Ctx, visiting = new Set<string>()): Set<string> => {
    const known = roots.get(id);
    if (known) return known;
    if (visiting.has(id)) return new Set();
    visiting.add(id);
    const info = ctx.getModuleInfo(id);
    const out = new Set<string>();
    if (info?.isEntry || (info?.dynamicImporters.length ?? 0) > 0) out.add(id);
    for (const importer of info?.importers ?? []) for (const r of rootsOf(importer, ctx, visiting)) out.add(r);
    visiting.delete(id);
    roots.set(id, out);
    return out;
  };
  const atOnce = (id: string, ctx: Ctx) => [...rootsOf(id, ctx)].some(isPopupEntry);
  return {
    ui: (id: string, ctx: Ctx) => {
      const reach = rootsOf(id, ctx);
      return atOnce(id, ctx) && reach.size > 1 && !reach.has(id) ? 'ui' : null;
    },
    /** Modules only the options page and parts loaded later share (presets, field focus): one chunk, not one each. */
    forms: (id: string, ctx: Ctx) => {
      if (atOnce(id, ctx)) return null;
      const reach = [...rootsOf(id, ctx)];
      return reach.length > 1 && !reach.includes(id) && reach.every((r) => isOptionsEntry(r) || !ctx.getModuleInfo(r)?.isEntry) ? 'forms' : null;
    },
    later: (id: string, ctx: Ctx) => {
      if (atOnce(id, ctx)) return null;
      // A part itself, or a module only the parts use.
      const reach = rootsOf(id, ctx);
      return isPopupPart(id) || (reach.size > 0 && [...reach].every(isPopupPart)) ? 'popup-later' : null;
    },
  };
}

const isPopupPart = (id: string) => /[\\/]src[\\/]popup[\\/]/.test(id) && !/[\\/]QrPanel\.tsx$/.test(id);

/**
 * The popup's own style sheet as a <style> in popup.html: no request for it (MV3's page CSP limits
 * scripts, not styles), and the file goes. A sheet other pages share (`ui`: base.css) stays linked:
 * written into popup.html too, the store zip would carry it twice.
 */
export function inlineStyles(html: string, sheets: ReadonlyMap<string, string>): string {
  let css = '';
  const out = html.replace(/[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\n?/g, (tag) => {
    const href = /\bhref="\/?([^"]+)"/.exec(tag)?.[1];
    const text = href === undefined ? undefined : sheets.get(href);
    if (text === undefined) return tag;
    css += text.trim() + '\n';
    return '';
  });
  return css ? out.replace('</head>', `<style>${css}</style>\n</head>`) : html;
}

export function popupFirstLoad(): Plugin {
  return {
    name: 'prettylink:popup-first-load',
    apply: 'build',
    enforce: 'post',
    outputOptions(options) {
      if (options.format && options.format !== 'es') return null;
      const names = chunkNames();
      // The later parts' dependencies stay where automatic chunking puts them: no other page loads `popup-later` at once.
      const groups = [
        { name: names.ui, priority: 2 },
        { name: names.forms, priority: 1, includeDependenciesRecursively: false },
        { name: names.later, priority: 0, includeDependenciesRecursively: false },
      ];
      return { ...options, codeSplitting: { groups } } as typeof options;
    },
    generateBundle(_, bundle) {
      const pageName = Object.keys(bundle).find((name) => /(^|\/)popup(\/index)?\.html$/.test(name));
      const page = pageName ? bundle[pageName] : undefined;
      if (!pageName || page?.type !== 'asset') return;
      const others = Object.entries(bundle)
        .filter(([name]) => name !== pageName)
        .map(([, f]) => (f.type === 'asset' ? String(f.source) : f.code))
        .join('\n');
      // The sheets only popup.html links (no other page, no lazily loaded chunk).
      const own = new Map<string, string>();
      for (const [name, file] of Object.entries(bundle)) if (file.type === 'asset' && name.endsWith('.css') && !others.includes(name)) own.set(name, String(file.source));
      page.source = inlineStyles(String(page.source), own);
      for (const name of own.keys()) delete bundle[name];
    },
  };
}

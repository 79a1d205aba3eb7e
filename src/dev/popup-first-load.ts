/**
 * Build plugin: the popup's first load (issue 13). Its entry (entrypoints/popup/main.tsx) is a small
 * module that asks for the opening, reads storage and draws the cached links (src/popup/first-paint.ts);
 * the application (src/popup/app.tsx: Preact and the popup's components) is imported by it, and
 * fetched from the start through `modulepreload` links written into popup.html, so it loads
 * beside the first paint instead of before it. Both count in the popup's size (test/support/size.ts).
 *
 * Chunks: `first` holds what the entry needs that anything else shares too, so the entry waits
 * for no other chunk; `ui` what the application shares with other pages; modules only the entry
 * or only the application needs stay in their own chunk. Modules the popup does not load at once are
 * left to automatic chunking, so the other pages lose nothing.
 */
import type { Plugin } from 'vite';

interface ModuleInfo {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
}

type Ctx = { getModuleInfo(id: string): ModuleInfo | null };

const isPopupEntry = (id: string) => /[\\/]entrypoints[\\/]popup[\\/]/.test(id);
/** The popup's application: imported by the entry at once. */
const isPopupApp = (id: string) => /[\\/]src[\\/]popup[\\/]app\.tsx$/.test(id);
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
  const atOnce = (id: string, ctx: Ctx) => [...rootsOf(id, ctx)].some((r) => isPopupEntry(r) || isPopupApp(r));
  /** Shared (more than one root reaches it) and not a root itself. */
  const shared = (id: string, ctx: Ctx) => {
    const reach = rootsOf(id, ctx);
    return reach.size > 1 && !reach.has(id);
  };
  return {
    first: (id: string, ctx: Ctx) => ([...rootsOf(id, ctx)].some(isPopupEntry) && shared(id, ctx) ? 'first' : null),
    ui: (id: string, ctx: Ctx) => (atOnce(id, ctx) && shared(id, ctx) ? 'ui' : null),
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

const isPopupPart = (id: string) => /[\\/]src[\\/]popup[\\/]/.test(id) && !/[\\/]QrPanel\.tsx$/.test(id) && !isPopupApp(id);

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

type Bundle = Record<string, { type: 'asset' | 'chunk'; facadeModuleId?: string | null; imports?: string[] }>;

/**
 * The application's chunk and every chunk it imports statically, as `modulepreload` links in
 * popup.html: fetched (and compiled) while the entry draws the first paint, not after it asks.
 */
export function preloadApp(html: string, bundle: Bundle): string {
  const app = Object.entries(bundle).find(([, c]) => c.type === 'chunk' && c.facadeModuleId && isPopupApp(c.facadeModuleId));
  if (!app) return html;
  const files = new Set<string>();
  const add = (name: string) => {
    if (files.has(name)) return;
    files.add(name);
    for (const dep of bundle[name]?.imports ?? []) add(dep);
  };
  add(app[0]);
  const links = [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
  return html.replace('</head>', `    ${links}\n</head>`);
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
        { name: names.first, priority: 3 },
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
      page.source = preloadApp(inlineStyles(String(page.source), own), bundle);
      for (const name of own.keys()) delete bundle[name];
    },
  };
}

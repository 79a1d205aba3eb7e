/**
 * The size budgets, measured exactly on a built extension folder: what the popup loads when it
 * opens (its HTML's scripts, module preloads and style sheets, the styles written into the HTML,
 * and every chunk they import statically, shared chunks included), the background script, and the store zip.
 * Shared by `test/e2e/size.test.ts` (enforced) and the benchmark (reported).
 * Sizes in bytes; gzip at level 9, each file on its own; 1 kB = 1000 bytes, as the build prints.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { listFiles, zipDirectory } from './zip';

/**
 * The speed issue's first-load budgets, checked by `npm run bench` (test/bench/sizes.ts): what a
 * first load should weigh.
 */
export const TARGETS = {
  /** Popup first load, JS + CSS, gzip. */
  popup: 25_000,
  /** The link manager's first load (side panel, sidebar and tab): JS + CSS, gzip, measured as the popup's. */
  manager: 35_000,
} as const;

/**
 * What `npm test` enforces: guards against accidents, each at least 10% over the figure measured
 * when it was set (docs/benchmark.md), so a new string never fails the suite.
 */
export const BUDGETS = {
  /** Popup first load, JS + CSS, gzip. */
  popup: 27_000,
  /** background.js, gzip: the public-suffix list the canonical check needs (tldts) is most of it. */
  background: 110_000,
  /** The link manager's first load, JS + CSS, gzip. */
  manager: 35_000,
  /**
   * The Chrome zip, 12 languages: the public-suffix list (twice: the background's, and the options'
   * Sites section's, which refuses a wildcard on a public suffix as it is typed), the stack, the
   * list and tabs features, the site rules, and the QR code's styles with the product's own icons.
   */
  zip: 470_000,
} as const;

/**
 * The popup's first load, in script files (its own, Rolldown's runtime, and what it shares with the
 * other pages: wxt.config.ts, src/dev/popup-chunks.ts): each one more request and module to link
 * before the first frame.
 */
export const POPUP_SCRIPT_FILES = 3;

/** The script files among an entry's files. */
export const scriptFiles = (entry: EntrySize) => entry.files.filter((f) => f.path.endsWith('.js'));

export interface FileSize {
  path: string;
  raw: number;
  gzip: number;
}

export interface EntrySize {
  files: FileSize[];
  raw: number;
  gzip: number;
}

export interface Sizes {
  popup: EntrySize;
  background: EntrySize;
  manager: EntrySize;
  /** The zip's length, and the count and total raw size of the files in it. */
  zip: { bytes: number; files: number; raw: number };
}

export const gzipSize = (data: Buffer | string): number => gzipSync(data, { level: 9 }).length;

export const kB = (bytes: number, digits = 2) => `${(bytes / 1000).toFixed(digits)} kB`;

/** Static imports and re-exports of an ES module chunk (`import"./x.js"`, `import{a}from"./x.js"`, `export*from…`); not `import()`. */
function staticImports(code: string): string[] {
  const found: string[] = [];
  const re = /(?:^|[^\w$.])(?:import|export)\s*(?:[^"'`();]*?\bfrom\s*)?["']((?:\.{1,2})?\/[^"']+)["']/g;
  for (const m of code.matchAll(re)) found.push(m[1]!);
  return found;
}

/** An URL in an extension page (`/chunks/a.js`, `./a.js`) as a path relative to the folder. */
function resolveFrom(fromFile: string, spec: string): string {
  return spec.startsWith('/') ? spec.slice(1) : posix.normalize(posix.join(posix.dirname(fromFile), spec));
}

/** Every file an extension page loads at once: scripts, module preloads, style sheets, and the static import graph of its scripts. */
export function pageFiles(dir: string, html: string): string[] {
  const page = readFileSync(join(dir, html), 'utf8');
  const queue: string[] = [];
  for (const tag of page.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const text = tag[0];
    const url = /\b(?:src|href)\s*=\s*["']([^"']+)["']/i.exec(text)?.[1];
    // A disabled link is neither fetched nor applied (the popup's inlined sheets: src/dev/popup-inline-styles.ts).
    if (!url || /^[a-z]+:/i.test(url) || /\sdisabled\b/i.test(text)) continue;
    const rel = /\brel\s*=\s*["']([^"']+)["']/i.exec(text)?.[1] ?? '';
    if (tag[1]!.toLowerCase() === 'script' || /\b(stylesheet|modulepreload)\b/i.test(rel))
      queue.push(resolveFrom(html, url));
  }
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    if (!existsSync(join(dir, file))) throw new Error(`${html} loads ${file}, which is not in ${dir}`);
    seen.add(file);
    if (file.endsWith('.js'))
      queue.push(...staticImports(readFileSync(join(dir, file), 'utf8')).map((s) => resolveFrom(file, s)));
  }
  return [...seen];
}

/** The style sheets written into an extension page (`<style>`), counted as if they were a file of the page's: `popup.html <style>`. */
export function inlineStyles(dir: string, html: string): FileSize[] {
  const css = [...readFileSync(join(dir, html), 'utf8').matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)]
    .map((m) => m[1]!)
    .join('\n');
  return css ? [{ path: `${html} <style>`, raw: Buffer.byteLength(css), gzip: gzipSize(css) }] : [];
}

/** A page's files (see pageFiles) and the styles written into it. */
export function pageSize(dir: string, html: string): EntrySize {
  return entrySize(dir, pageFiles(dir, html), inlineStyles(dir, html));
}

export function entrySize(dir: string, files: string[], inline: FileSize[] = []): EntrySize {
  const sizes = files.map((path) => {
    const data = readFileSync(join(dir, path));
    return { path, raw: data.length, gzip: gzipSize(data) };
  });
  sizes.push(...inline);
  return { files: sizes, raw: sizes.reduce((n, f) => n + f.raw, 0), gzip: sizes.reduce((n, f) => n + f.gzip, 0) };
}

export function measureSizes(dir: string = resolve('.output/chrome-mv3-e2e')): Sizes {
  if (!existsSync(join(dir, 'manifest.json'))) throw new Error(`no build in ${dir}: run \`npm run build:e2e\` first`);
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
    action?: { default_popup?: string };
    background?: { service_worker?: string };
  };
  const popupHtml = manifest.action?.default_popup ?? 'popup.html';
  const worker = manifest.background?.service_worker ?? 'background.js';
  const files = listFiles(dir);
  return {
    popup: pageSize(dir, popupHtml),
    background: entrySize(dir, [worker, ...followImports(dir, worker)]),
    manager: pageSize(dir, 'sidepanel.html'),
    zip: {
      bytes: zipDirectory(dir).length,
      files: files.length,
      raw: files.reduce((n, f) => n + readFileSync(join(dir, f)).length, 0),
    },
  };
}

/** A classic worker script has no imports; a module one may: follow them the same way. */
function followImports(dir: string, file: string): string[] {
  const out = new Set<string>();
  const queue = staticImports(readFileSync(join(dir, file), 'utf8')).map((s) => resolveFrom(file, s));
  while (queue.length) {
    const next = queue.shift()!;
    if (out.has(next)) continue;
    out.add(next);
    queue.push(...staticImports(readFileSync(join(dir, next), 'utf8')).map((s) => resolveFrom(next, s)));
  }
  return [...out];
}

/** One line per file, largest first: what a failed budget is made of. */
export function describeEntry(entry: EntrySize): string {
  return [...entry.files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `  ${f.path}: ${kB(f.gzip)} gzip (${kB(f.raw)} raw)`)
    .join('\n');
}

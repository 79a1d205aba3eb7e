/**
 * Build step: the built `_locales/<lang>/messages.json` without what only translators read
 * (each message's `description`), without indentation, and, in every language but the default,
 * without the messages that read exactly as the default's (a browser takes a message missing from
 * the user's language from `default_locale`: Chrome and Firefox alike). The JSON files the
 * browser reads as they are (the managed storage schema) lose their indentation. With 12
 * languages this is a few kB of the store zip (wxt.config.ts calls it).
 */
import { readFileSync } from 'node:fs';

/** The manifest's `default_locale` (src/shared/manifest.ts). */
export const DEFAULT_LOCALE = 'en';

interface PublicFile {
  relativeDest: string;
  absoluteSrc?: string;
  contents?: string;
}

type Catalog = Record<string, Record<string, unknown>>;

/**
 * One catalog's text, compacted: no descriptions, no whitespace between members; with `fallback`
 * (the default language's catalog, compacted), no message that reads exactly as it does there.
 */
export function compactCatalog(json: string, fallback?: string): string {
  const catalog = JSON.parse(json) as Catalog;
  const defaults = fallback ? (JSON.parse(fallback) as Catalog) : {};
  const out: Catalog = {};
  for (const [key, entry] of Object.entries(catalog)) {
    const { description: _, ...kept } = entry;
    if (defaults[key] && JSON.stringify(defaults[key]) === JSON.stringify(kept)) continue;
    out[key] = kept;
  }
  return JSON.stringify(out);
}

const path = (dest: string) => dest.replaceAll('\\', '/');
const catalogLang = (dest: string) => /^_locales\/([^/]+)\/messages\.json$/.exec(path(dest))?.[1];
const text = (file: PublicFile) => file.contents ?? readFileSync(file.absoluteSrc!, 'utf8');
const rewrite = (file: PublicFile, contents: string) => {
  file.contents = contents;
  delete file.absoluteSrc;
};

/** The `build:publicAssets` hook: catalogs and JSON files are written compacted instead of copied. */
export function compactLocales(files: PublicFile[]): void {
  const main = files.find((f) => catalogLang(f.relativeDest) === DEFAULT_LOCALE);
  const fallback = main && compactCatalog(text(main));
  for (const file of files) {
    const lang = catalogLang(file.relativeDest);
    if (lang) rewrite(file, compactCatalog(text(file), lang === DEFAULT_LOCALE ? undefined : fallback));
    else if (path(file.relativeDest).endsWith('.json')) rewrite(file, JSON.stringify(JSON.parse(text(file))));
  }
}

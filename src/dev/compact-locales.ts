/**
 * Build step: the built `_locales/<lang>/messages.json` without what only translators read
 * (each message's `description`) and without indentation. Every message and placeholder is kept
 * as it is. With 12 languages this is a few kB of the store zip (wxt.config.ts calls it).
 */
import { readFileSync } from 'node:fs';

interface PublicFile {
  relativeDest: string;
  absoluteSrc?: string;
  contents?: string;
}

/** One catalog's text, compacted: the same messages, no descriptions, no whitespace between members. */
export function compactCatalog(json: string): string {
  const catalog = JSON.parse(json) as Record<string, Record<string, unknown>>;
  const out: Record<string, Record<string, unknown>> = {};
  for (const [key, entry] of Object.entries(catalog)) {
    const { description: _, ...kept } = entry;
    out[key] = kept;
  }
  return JSON.stringify(out);
}

const isCatalog = (dest: string) => /^_locales\/[^/]+\/messages\.json$/.test(dest.replaceAll('\\', '/'));

/** The `build:publicAssets` hook: catalogs are written compacted instead of copied. */
export function compactLocales(files: PublicFile[]): void {
  for (const file of files) {
    if (!isCatalog(file.relativeDest)) continue;
    const text = file.contents ?? readFileSync(file.absoluteSrc!, 'utf8');
    file.contents = compactCatalog(text);
    delete file.absoluteSrc;
  }
}

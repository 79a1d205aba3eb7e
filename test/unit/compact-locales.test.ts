import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compactCatalog, compactLocales } from '../../src/dev/compact-locales';

const langs = readdirSync('public/_locales');
const source = (lang: string) => readFileSync(`public/_locales/${lang}/messages.json`, 'utf8');
type Catalog = Record<string, { message: string; description?: string; placeholders?: unknown }>;

describe('the built locales, compacted', () => {
  it.each(langs)('%s: every message and placeholder kept, no description, smaller', (lang) => {
    const before = JSON.parse(source(lang)) as Catalog;
    const text = compactCatalog(source(lang));
    const after = JSON.parse(text) as Catalog;
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const [key, entry] of Object.entries(before)) {
      const { description: _, ...kept } = entry;
      expect(after[key]).toEqual(kept);
    }
    expect(text).not.toContain('"description"');
    expect(text.length).toBeLessThan(source(lang).length);
  });

  it('only catalogs are rewritten, as generated files', () => {
    const files: { relativeDest: string; absoluteSrc?: string; contents?: string }[] = [
      { relativeDest: '_locales/de/messages.json', absoluteSrc: `${process.cwd()}/public/_locales/de/messages.json` },
      { relativeDest: 'managed_schema.json', absoluteSrc: `${process.cwd()}/public/managed_schema.json` },
    ];
    compactLocales(files);
    expect(files[0]).toEqual({ relativeDest: '_locales/de/messages.json', contents: compactCatalog(source('de')) });
    expect(files[1]!.absoluteSrc).toBeDefined();
    expect(files[1]!.contents).toBeUndefined();
  });
});

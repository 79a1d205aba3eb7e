import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compactCatalog, compactLocales, DEFAULT_LOCALE } from '../../../src/dev/compact-locales';
import { buildManifest } from '../../../src/shared/manifest';

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

  it("the default language is the manifest's default_locale", () => {
    expect(buildManifest('chrome', { loopback: false }).default_locale).toBe(DEFAULT_LOCALE);
  });

  it.each(langs.filter((l) => l !== DEFAULT_LOCALE))(
    "%s: a message that reads as the default language's is left to it, every other kept",
    (lang) => {
      const fallback = compactCatalog(source(DEFAULT_LOCALE));
      const defaults = JSON.parse(fallback) as Catalog;
      const whole = JSON.parse(compactCatalog(source(lang))) as Catalog;
      const left = JSON.parse(compactCatalog(source(lang), fallback)) as Catalog;
      for (const [key, entry] of Object.entries(whole)) {
        if (JSON.stringify(defaults[key]) === JSON.stringify(entry)) expect(left[key], key).toBeUndefined();
        else expect(left[key], key).toEqual(entry);
      }
      // What the browser shows: the language's message, else the default's: exactly the whole catalog.
      expect({ ...defaults, ...left }).toEqual({ ...defaults, ...whole });
    },
  );

  it('catalogs and JSON files are rewritten as generated files, the rest left to be copied', () => {
    const files: { relativeDest: string; absoluteSrc?: string; contents?: string }[] = [
      { relativeDest: '_locales/de/messages.json', absoluteSrc: `${process.cwd()}/public/_locales/de/messages.json` },
      { relativeDest: '_locales/en/messages.json', absoluteSrc: `${process.cwd()}/public/_locales/en/messages.json` },
      { relativeDest: 'managed_schema.json', absoluteSrc: `${process.cwd()}/public/managed_schema.json` },
      { relativeDest: 'icon/16.png', absoluteSrc: `${process.cwd()}/public/icon/16.png` },
    ];
    compactLocales(files);
    expect(files[0]).toEqual({
      relativeDest: '_locales/de/messages.json',
      contents: compactCatalog(source('de'), compactCatalog(source('en'))),
    });
    expect(files[1]).toEqual({ relativeDest: '_locales/en/messages.json', contents: compactCatalog(source('en')) });
    const schema = readFileSync('public/managed_schema.json', 'utf8');
    expect(files[2]).toEqual({ relativeDest: 'managed_schema.json', contents: JSON.stringify(JSON.parse(schema)) });
    expect(files[2]!.contents!.length).toBeLessThan(schema.length);
    expect(files[3]!.absoluteSrc).toBeDefined();
    expect(files[3]!.contents).toBeUndefined();
  });
});

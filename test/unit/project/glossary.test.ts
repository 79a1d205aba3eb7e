/**
 * docs/translating.md's glossary, held in every message and every store listing: where the English
 * names an idea (a short link, a campaign preset, the popup, a tab…), the translation names it with
 * the glossary's words, and no language uses a word that drifted in. The tables are read from the
 * document itself, so a term added there is checked from then on.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_RE, readLocales } from '../../../src/dev/missing-messages';

const all = readLocales();
const TRANSLATIONS = Object.keys(all)
  .filter((l) => l !== 'en')
  .sort();
const listing = (locale: string) => readFileSync(`docs/store/listing/${locale}.md`, 'utf8');

/** How English names each idea of the glossary (the tables' column heads). */
const ENGLISH: Record<string, RegExp> = {
  link: /\blinks?\b/i,
  'short link': /\bshort links?\b/i,
  'back half': /\bback half\b/i,
  account: /\baccounts?\b/i,
  'API key': /\bAPI keys?\b/i,
  group: /\bgroups?\b/i,
  campaign: /\bcampaigns?\b/i,
  'campaign preset': /\bpresets?\b/i,
  popup: /\bpopup\b/i,
  'private window': /\bprivate windows?\b/i,
  'keyboard shortcut': /\bshortcuts?\b/i,
  tab: /\btabs?\b/i,
  menu: /\bmenus?\b/i,
  // The list dialog's name is its own idea: many addresses at once.
  list: /(?<!\bshorten(ing)? (a|another|the) )\blists?\b/i,
  'shorten a list': /\bshorten(ing)? (a|another|the) list\b/i,
};

/** English without what is not prose: addresses, domains, file names, utm_ names, HTML. */
const prose = (text: string) => text.replace(/\w+:\/\/\S+|<[^>]*>|\butm_\w*|\b[\w-]+(\.[\w-]+)+\b/g, ' ');

/** Languages written without spaces between words: a term is found inside a longer word. */
const UNSPACED = new Set(['ja', 'zh_CN']);

/** A glossary cell as a pattern: forms separated by " / ", `*` for letters before or after. */
function cellPattern(cell: string, locale: string): RegExp {
  const letters = '[\\p{L}\\p{M}]*';
  const forms = cell.split(' / ').map((form) => {
    const core = form
      .trim()
      .replace(/^\*|\*$/g, '')
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'))
      .join(letters);
    const edge = UNSPACED.has(locale) ? '' : '(?<![\\p{L}\\p{M}])';
    const before = form.trim().startsWith('*') ? letters : edge;
    const after = form.trim().endsWith('*') ? letters : edge && '(?![\\p{L}\\p{M}])';
    return `${before}${core}${after}`;
  });
  return new RegExp(forms.join('|'), 'iu');
}

/** The tables of the document's Glossary section: column head → locale → pattern. */
function readGlossary(): Map<string, Map<string, RegExp>> {
  const doc = readFileSync('docs/translating.md', 'utf8');
  const section = doc.slice(doc.indexOf('\n## Glossary'), doc.indexOf('\n## ', doc.indexOf('\n## Glossary') + 1));
  const terms = new Map<string, Map<string, RegExp>>();
  let heads: string[] = [];
  for (const line of section.split('\n')) {
    if (!line.startsWith('|')) {
      heads = [];
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (!heads.length) heads = cells;
    else if (cells[0] && !cells[0].startsWith('---'))
      cells.slice(1).forEach((cell, i) => {
        const term = heads[i + 1]!;
        if (!terms.has(term)) terms.set(term, new Map());
        terms.get(term)!.set(cells[0]!, cellPattern(cell, cells[0]!));
      });
  }
  return terms;
}

const glossary = readGlossary();
const never = glossary.get('never')!;
glossary.delete('never');

/** The English a translated key stands for (a plural form: the English family's `other`). */
const englishOf = (key: string) => {
  const family = CATEGORY_RE.exec(key);
  return all.en![key]?.message ?? all.en![`${family?.[1]}_other`]?.message ?? '';
};

describe('the glossary of docs/translating.md', () => {
  it('is read: every idea has a word in every translation, and the test knows how English says it', () => {
    expect(glossary.size).toBeGreaterThan(10);
    for (const [term, locales] of glossary) {
      expect(ENGLISH[term], `how English says "${term}"`).toBeDefined();
      expect([...locales.keys()].sort(), term).toEqual(TRANSLATIONS);
    }
    expect([...never.keys()].every((l) => TRANSLATIONS.includes(l))).toBe(true);
  });

  describe.each(TRANSLATIONS)('%s', (locale) => {
    it('names each idea with the glossary’s word wherever the English names it', () => {
      const missing = Object.entries(all[locale]!).flatMap(([key, entry]) =>
        [...glossary]
          .filter(
            ([term, words]) => ENGLISH[term]!.test(prose(englishOf(key))) && !words.get(locale)!.test(entry.message),
          )
          .map(([term]) => `${key} (${term}): ${entry.message}`),
      );
      expect(missing).toEqual([]);
    });

    it('never uses a word that drifted in', () => {
      const wrong = never.get(locale);
      if (!wrong) return;
      const found = Object.entries(all[locale]!)
        .filter(([, entry]) => wrong.test(entry.message))
        .map(([key, entry]) => `${key}: ${entry.message}`);
      expect(found).toEqual([]);
    });

    it('says the same in its store listing (docs/store/listing)', () => {
      const english = prose(listing('en'));
      const text = listing(locale);
      const missing = [...glossary]
        .filter(([term, words]) => ENGLISH[term]!.test(english) && !words.get(locale)!.test(text))
        .map(([term]) => term);
      expect(missing).toEqual([]);
      expect(text.split('\n').filter((line) => never.get(locale)?.test(line))).toEqual([]);
    });
  });
});

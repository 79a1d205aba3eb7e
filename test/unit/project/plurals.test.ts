/**
 * Every plural family, as a reader sees it at 0, 1, 2, 5 and 21, in every locale. French and
 * Portuguese put 0 in `one`, Russian puts 21 there: a `_one` written as "the link ($1)" reads
 * "le lien (0)". src/platform/text/PLURALS.md.
 */
import { describe, expect, it } from 'vitest';
import { pluralCategories, pluralFamilies, readLocales } from '../../../src/dev/missing-messages';
import { formatNumber, plural, type PluralName } from '../../../src/platform/text/i18n';
import { useMessages } from '../../support/i18n';

const all = readLocales();
const families = pluralFamilies(all.en!);
const COUNTS = [0, 1, 2, 5, 21];
/** What the further substitutions stand for: $2 and $3 are counts, or a relative time ("2 minutes ago"). */
const MORE = [3, 40];

/**
 * A singular that names one definite thing ("the link", "o link"): wrong wherever its form is
 * also used for 0 (or for 21), so a `_one` form must not hold it when the form covers other counts.
 */
const DEFINITE_ONE: Record<string, RegExp> = {
  fr: /\b(le|ce) (lien|seul lien)\b|\bl’(unique )?(adresse|lien)\b/i,
  pt_BR: /\b(o|esse|este) (link|único link)\b/i,
  ru: /\b(эта|эту|единственная|единственную) ссылк/i,
};

describe.each(Object.keys(all).sort())('plural forms in %s', (folder) => {
  const categories = pluralCategories(folder);
  it.each(families)('%s reads right at 0, 1, 2, 5 and 21', (family) => {
    useMessages(folder);
    const rules = new Intl.PluralRules(folder.replace('_', '-'));
    for (const count of COUNTS) {
      const category = rules.select(count);
      expect(categories, `${folder} has the category ${category}`).toContain(category);
      expect(all[folder]![`${family}_${category}`]?.message, `${folder} ${family}_${category}`).toBeTruthy();
      const text = plural(family as PluralName, count, ...MORE);
      const n = formatNumber(count).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // Arabic's singular and dual say the number by their form: "حذف رابطين", never "حذف 2 رابطين".
      if (!(folder === 'ar' && (category === 'one' || category === 'two')))
        expect(text, `${folder} ${family} at ${count}`).toMatch(new RegExp(n));
      // "le lien (0)": a count in parentheses of its own, half- or full-width, isolated or not.
      expect(text, `${folder} ${family} at ${count}: a count in parentheses`).not.toMatch(
        new RegExp(`[(（]\\s*\\u2068?${n}\\u2069?\\s*[)）]`),
      );
      // The `one` form is also used for 0 (fr, pt_BR) or 21 (ru): it must not say "the one link".
      const one = rules.select(1);
      const coversMore = category === one && count !== 1;
      if (coversMore && DEFINITE_ONE[folder])
        expect(text, `${folder} ${family} at ${count}`).not.toMatch(DEFINITE_ONE[folder]!);
    }
  });
});

describe('zero as a reader sees it', () => {
  it('French and Portuguese: "0 lien affiché", never "le lien (0)"', () => {
    useMessages('fr');
    expect(plural('scopeShownLinks', 0)).not.toContain('(0)');
    expect(plural('syncCompleteLinks', 0, 'à l’instant')).not.toContain('(0)');
    expect(plural('selectAllMatchingLinks', 0)).not.toContain('(0)');
    useMessages('pt_BR');
    expect(plural('scopeShownLinks', 0)).not.toContain('(0)');
    expect(plural('syncCompleteLinks', 0, 'agora')).not.toContain('(0)');
    expect(plural('selectAllMatchingLinks', 0)).not.toContain('(0)');
  });

  it('an account with no links is "up to date: 0 links", not "all 0 links are here", in every language', () => {
    const ALL: Record<string, RegExp> = {
      en: /\ball\b/i,
      de: /\balle\b/i,
      es: /\b(todos|los)\b/i,
      fr: /\b(tous|les)\b/i,
      it: /\btutti\b/i,
      nl: /\balle\b/i,
      pl: /wszystk/i,
      pt_BR: /\btodos\b/i,
      ru: /(^|\s)все\s/i,
      ja: /すべて/,
      zh_CN: /全部/,
      ar: /(^|\s)كل\s/,
    };
    for (const folder of Object.keys(all)) {
      useMessages(folder);
      expect(plural('syncCompleteLinks', 0, 'now'), folder).not.toMatch(ALL[folder]!);
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import {
  checkLocale,
  checkLocales,
  pluralCategories,
  pluralFamilies,
  readLocales,
  type Messages,
} from '../../../src/dev/missing-messages';
import {
  forgetUiLocale,
  formatNumber,
  isRtl,
  plural,
  relativeTime,
  t,
  uiLocale,
  type PluralName,
} from '../../../src/platform/text/i18n';
import { useMessages } from '../../support/i18n';

const LOCALES = ['en', 'de', 'fr', 'es', 'pt_BR', 'it', 'nl', 'pl', 'ru', 'ja', 'zh_CN', 'ar'];
const all = readLocales();
const en = all.en!;

describe('the English descriptions translators read beside each message', () => {
  const entries = Object.entries(en).filter(([k]) => k !== 'locale');
  const lacking = (pick: (key: string, text: string) => boolean) =>
    entries.filter(([k, e]) => pick(k, e.message) && !e.description?.trim()).map(([k]) => k);

  it('every count (plural family), back half, API key, keyboard key and popup message has one', () => {
    expect(lacking((k) => /_(zero|one|two|few|many|other)$/.test(k))).toEqual([]);
    expect(lacking((k, text) => /BackHalf|Key|Popup/i.test(k) || /popup|back half|\bkeys?\b/i.test(text))).toEqual([]);
  });
  it('every short message (a button, a status or a label: one or two words) and every "…" (progress label or a menu) has one', () => {
    expect(lacking((_, text) => text.trim().split(/\s+/).length <= 2)).toEqual([]);
    expect(lacking((_, text) => text.endsWith('…'))).toEqual([]);
  });
  it('every substitution is named: the description says what $1, $2… stand for', () => {
    const unnamed = entries.flatMap(([k, e]) =>
      (e.message.match(/\$\d/g) ?? []).filter((p) => !e.description?.includes(p)).map((p) => `${k} ${p}`),
    );
    expect(unnamed).toEqual([]);
  });
  it('a relative time ("3 minutes ago") is called one, so it is not placed as a date', () => {
    for (const key of ['createdOn', 'updatedOn', 'syncCompleteLinks_one', 'syncCompleteLinks_other'])
      expect(en[key]!.description, key).toMatch(/relative time/);
  });
});

describe('the locales', () => {
  it('are exactly the twelve we ship', () => {
    expect(Object.keys(all).sort()).toEqual([...LOCALES].sort());
  });

  it('hold only messages the code shows: an unused one costs every locale bytes in the store zip', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : /\.(tsx?|html)$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const code = [...files('src'), ...files('entrypoints')].map((f) => readFileSync(f, 'utf8')).join('\n');
    // A name in quotes or as __MSG_name__ (the manifest), or a plural family's base name (`'searchMatches'` for `searchMatches_one`); comments do not count.
    const bare = code.replace(/^\s*(\/\/|\/\*|\*).*$/gm, '');
    const named = (name: string) => {
      const base = name.replace(/_(zero|one|two|few|many|other)$/, '');
      return bare.includes(`'${base}'`) || bare.includes(`"${base}"`) || bare.includes(`__MSG_${name}__`);
    };
    expect(Object.keys(en).filter((name) => name !== 'locale' && !named(name))).toEqual([]);
  });

  describe.each(checkLocales())('$locale', (report) => {
    it('has every English message and no other (plural families in its own categories)', () => {
      expect({ missing: report.missing, extra: report.extra }).toEqual({ missing: [], extra: [] });
    });
    it('names each message once (JSON.parse would keep the last silently; the stores refuse the file)', () => {
      const raw = readFileSync(`public/_locales/${report.locale}/messages.json`, 'utf8');
      const names = [...raw.matchAll(/^ {2}"([^"]+)": \{/gm)].map((m) => m[1]);
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
      expect(names.length).toBe(Object.keys(all[report.locale]!).length);
    });
    it("keeps every placeholder, names its own locale, and stays within the stores' limits", () => {
      expect(report.broken).toEqual([]);
    });
  });

  it('the check finds a missing key, an extra key, a missing plural category and a broken placeholder', () => {
    const pl: Messages = structuredClone(all.pl!);
    delete pl.copy;
    pl.notInEnglish = { message: 'x' };
    delete pl.loadMoreLeft_few;
    pl.loadMoreLeft_one = { message: 'Wczytaj więcej' };
    pl.copyNamed = { message: 'Kopiuj $2' };
    const report = checkLocale(en, 'pl', pl);
    expect(report.missing).toEqual(['copy', 'loadMoreLeft_few']);
    expect(report.extra).toEqual(['notInEnglish']);
    expect(report.broken).toEqual([
      'copyNamed: placeholders "$2" instead of "$1"',
      'loadMoreLeft_one: placeholders "" instead of "$1"',
    ]);
    // A category the language does not have is extra: Japanese has only "other".
    expect(checkLocale(en, 'ja', { ...all.ja!, loadMoreLeft_one: { message: '$1' } }).extra).toEqual([
      'loadMoreLeft_one',
    ]);
  });

  it('English defines plural families, and each locale has the categories of its language', () => {
    expect(pluralFamilies(en).length).toBeGreaterThanOrEqual(8);
    expect(pluralCategories('en')).toEqual(['one', 'other']);
    expect(pluralCategories('pl')).toEqual(['few', 'many', 'one', 'other']);
    expect(pluralCategories('ar')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect(pluralCategories('ja')).toEqual(['other']);
  });

  it("the manifest's name, description and command descriptions are messages in every locale", () => {
    const manifest = readFileSync('src/shared/manifest.ts', 'utf8');
    const used = [...manifest.matchAll(/__MSG_(\w+)__/g)].map((m) => m[1]!);
    expect(used).toEqual(
      expect.arrayContaining(['extName', 'extDescription', 'commandOpenPopup', 'commandShortenPage']),
    );
    for (const folder of LOCALES)
      for (const key of used) expect(all[folder]![key]?.message, `${folder} ${key}`).toBeTruthy();
  });
});

/** The category each language uses at 0, 1, 2, 5, 11, 21, 100 (CLDR). */
const COUNTS = [0, 1, 2, 5, 11, 21, 100];
const EXPECTED: Record<string, string[]> = {
  en: ['other', 'one', 'other', 'other', 'other', 'other', 'other'],
  de: ['other', 'one', 'other', 'other', 'other', 'other', 'other'],
  nl: ['other', 'one', 'other', 'other', 'other', 'other', 'other'],
  es: ['other', 'one', 'other', 'other', 'other', 'other', 'other'],
  it: ['other', 'one', 'other', 'other', 'other', 'other', 'other'],
  fr: ['one', 'one', 'other', 'other', 'other', 'other', 'other'],
  pt_BR: ['one', 'one', 'other', 'other', 'other', 'other', 'other'],
  pl: ['many', 'one', 'few', 'many', 'many', 'many', 'many'],
  ru: ['many', 'one', 'few', 'many', 'many', 'one', 'many'],
  ja: ['other', 'other', 'other', 'other', 'other', 'other', 'other'],
  zh_CN: ['other', 'other', 'other', 'other', 'other', 'other', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'many', 'other'],
};

describe.each(LOCALES)('plural() in %s', (folder) => {
  beforeEach(() => useMessages(folder));
  const messages = all[folder]!;

  it('the UI locale and direction', () => {
    expect(uiLocale()).toBe(folder.replace('_', '-'));
    expect(isRtl()).toBe(folder === 'ar');
  });

  it.each(pluralFamilies(en))('%s takes the form of each count: 0, 1, 2, 5, 11, 21, 100', (family) => {
    const name = family as PluralName;
    COUNTS.forEach((count, i) => {
      const category = EXPECTED[folder]![i]!;
      const own = messages[`${family}_${category}`]?.message;
      expect(own, `${folder} ${family}_${category}`).toBeTruthy();
      const text = plural(name, count, 7, 9);
      const isolate = (s: string) => (folder === 'ar' ? `\u2068${s}\u2069` : s);
      const subs = [formatNumber(count), '7', '9'].map(isolate);
      expect(text, `${folder} ${family} at ${count}`).toBe(
        own!.replace(/\$(\d)/g, (_, d: string) => subs[Number(d) - 1]!),
      );
      // Arabic's singular and dual may say the number by their form alone (PLURALS.md).
      if (own!.includes('$1')) expect(text).toContain(formatNumber(count));
      else expect([folder, category]).toEqual(['ar', expect.stringMatching(/^(one|two)$/)]);
    });
  });
});

describe('plural forms as a reader sees them', () => {
  it('English: never "1 links"', () => {
    useMessages('en');
    expect(plural('skippedLinks', 1)).toBe('1 link from the service could not be read and is not shown.');
    expect(plural('skippedLinks', 2)).toBe('2 links from the service could not be read and are not shown.');
    expect(plural('retryingIn', 1)).toBe('Too many requests. Trying again in 1 second.');
    expect(plural('searchMatches', 1, 0)).toBe('0 of 1 loaded link matches.');
    expect(plural('loadMoreLeft', 1234)).toBe('Load more (1,234 left)');
  });
  it('Polish: one, few and many', () => {
    useMessages('pl');
    expect([1, 2, 5, 22, 25].map((n) => plural('loadMoreLeft', n))).toEqual([
      'Wczytaj więcej (został 1)',
      'Wczytaj więcej (zostały 2)',
      'Wczytaj więcej (zostało 5)',
      'Wczytaj więcej (zostały 22)',
      'Wczytaj więcej (zostało 25)',
    ]);
    expect(plural('loadMoreLeft', 1234)).toBe('Wczytaj więcej (zostały 1234)');
    expect(plural('loadMoreLeft', 12345)).toBe('Wczytaj więcej (zostało 12\u00a0345)');
  });
  it('Russian: 21 takes the singular', () => {
    useMessages('ru');
    expect(plural('retryingIn', 21)).toBe('Слишком много запросов. Повтор через 21 секунду.');
    expect(plural('retryingIn', 11)).toBe('Слишком много запросов. Повтор через 11 секунд.');
  });
  it('the link manager, the delete dialog and the accounts count links: 1 and 5', () => {
    useMessages('en');
    const at = (name: PluralName, ...more: number[]) => [1, 5].map((n) => plural(name, n, ...more));
    expect(at('confirmDeleteLinks')).toEqual(['Delete 1 link?', 'Delete 5 links?']);
    expect(at('deleteLinks')).toEqual(['Delete 1 link', 'Delete 5 links']);
    expect(at('deletedLinks')).toEqual(['Deleted 1 link.', 'Deleted 5 links.']);
    expect(at('notDeletedLinks')).toEqual(['1 link was not deleted:', '5 links were not deleted:']);
    expect(at('copiedLinks')).toEqual(['Copied 1 short link.', 'Copied 5 short links.']);
    expect(at('selectedLinks')).toEqual(['1 selected', '5 selected']);
    expect(at('scopeSelectedLinks')).toEqual(['Acts on the 1 selected link', 'Acts on the 5 selected links']);
    expect(at('syncStartingLinks')).toEqual(['Starting · 1 link known', 'Starting · 5 links known']);
    expect(at('syncIncompleteLinks')).toEqual([
      'Not every link is here yet: 1 known so far.',
      'Not every link is here yet: 5 known so far.',
    ]);
    expect(at('verifyOkLinks')).toEqual([
      'Connected. The service holds 1 link of yours.',
      'Connected. The service holds 5 of your links.',
    ]);
    expect(plural('syncStartingLinks', 2000)).toBe('Starting · 2,000 links known');
    useMessages('ru');
    expect([1, 3, 5, 21].map((n) => plural('notDeletedLinks', n))).toEqual([
      'Не удалена 1 ссылка:',
      'Не удалены 3 ссылки:',
      'Не удалено 5 ссылок:',
      'Не удалена 21 ссылка:',
    ]);
    expect([1, 3, 5].map((n) => plural('syncIncompleteLinks', n))).toEqual([
      'Здесь пока не все ссылки: известна 1.',
      'Здесь пока не все ссылки: известны 3.',
      'Здесь пока не все ссылки: известно 5.',
    ]);
    // A million and more: "de liens" in French, as with every other family.
    useMessages('fr');
    expect(plural('deleteLinks', 2_000_000)).toBe('Supprimer 2\u202f000\u202f000 de liens');
    // Arabic 100 is "other": a hundred takes the counted noun in the singular ("100 رابط"), and
    // 3 to 10 the plural ("5 روابط"); never "the link" with the number beside it.
    useMessages('ar');
    expect(plural('scopeShownLinks', 100)).toMatch(/100\u2069 رابط /);
    expect(plural('scopeShownLinks', 5)).toMatch(/5\u2069 روابط /);
    expect(plural('scopeShownLinks', 100)).not.toContain('الرابط');
    useMessages('de');
    expect(at('notDeletedLinks')).toEqual(['1 Link wurde nicht gelöscht:', '5 Links wurden nicht gelöscht:']);
  });
  it('a category missing from a locale falls back to its "other" form', () => {
    useMessages('fr');
    expect(plural('selectionSeveral', 1_000_000)).toContain('1\u202f000\u202f000 d’adresses');
    // French "many" (a million and more) gone, as with an older ICU or a locale not yet complete:
    const real = vi.mocked(browser.i18n.getMessage).getMockImplementation()!;
    vi.mocked(browser.i18n.getMessage).mockImplementation(((name: string, subs?: string[]) =>
      name.endsWith('_many') ? '' : real(name as never, subs)) as never);
    forgetUiLocale(); // another catalog: the messages the page kept are asked again
    expect(plural('selectionSeveral', 1_000_000)).toContain('1\u202f000\u202f000 adresses web');
  });
});

describe('right to left', () => {
  it('Arabic isolates each substitution, so a URL keeps its order inside RTL text', () => {
    useMessages('ar');
    expect(t('copyNamed', 'https://zd.lc/abc')).toBe('نسخ \u2068https://zd.lc/abc\u2069');
  });
  it('a left-to-right language gets its substitutions unchanged', () => {
    useMessages('de');
    expect(t('copyNamed', 'https://zd.lc/abc')).toContain('https://zd.lc/abc');
    expect(t('copyNamed', 'https://zd.lc/abc')).not.toMatch(/[\u2066-\u2069]/);
  });
  it('under a minute ago is "just now" in the UI language, not a bare "now" ("created now")', () => {
    useMessages('en');
    expect(relativeTime(Date.now() - 5_000)).toBe('just now');
    useMessages('de');
    expect(relativeTime(Date.now())).toBe('gerade eben');
  });
  it('relative times are in the UI language', () => {
    useMessages('ja');
    expect(relativeTime(Date.now() - 3 * 60_000)).toBe('3 分前');
    useMessages('ar');
    expect(relativeTime(Date.now() - 3 * 60_000)).toMatch(/^قبل/);
  });
});

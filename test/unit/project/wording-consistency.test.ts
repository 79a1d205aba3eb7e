/**
 * The fourth reading's rules: what English says twice reads the same twice, a heading or a
 * placeholder names a thing as the prose around it does, Arabic names one and two in the noun,
 * and the store listing uses the interface's words. Each rule holds for every key of its kind,
 * so a new key or a new language is held to it from its first day.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_RE, readLocales } from '../../../src/dev/missing-messages';

const all = readLocales();
const LOCALES = Object.keys(all).sort();
const TRANSLATIONS = LOCALES.filter((l) => l !== 'en');
const msg = (folder: string, key: string) => all[folder]![key]!.message;
const listing = (locale: string) => readFileSync(`docs/store/listing/${locale}.md`, 'utf8');

/**
 * Keys whose English is the same but whose translations may differ, and why. Everything else the
 * English says twice ("Update API key" in the popup and in the manager) is one wording.
 */
const MAY_DIFFER: string[][] = [
  // A page is already shortened (notification) vs one address of the list or all of them (number, gender).
  ['notifyKnownTitle', 'bulkGroupKnown', 'bulkStateReused'],
  // "None" agrees with what it stands for: a campaign vs a campaign preset.
  ['campaignNone', 'ruleNoPreset'],
  // A key is forgotten, an account disconnected, a rule deleted (pl, nl, ru, ja have three verbs).
  ['removeKey', 'accountRemove', 'ruleRemove'],
  // pl: an option is an imperative ("Usuwaj…"), the rule form's select a verbal noun.
  ['prefStripTracking', 'ruleStripTracking'],
];

/** English's straight and typographic apostrophes are one text, and so are a capital and its small letter
 * at the start ("tracking parameters removed: $1" after "Shortened:", "Tracking parameters removed: $1" alone). */
const same = (text: string) => {
  const plain = text.replace(/’/g, "'");
  return plain.charAt(0).toLowerCase() + plain.slice(1);
};

describe('what the English says twice reads the same twice', () => {
  const byText = new Map<string, string[]>();
  for (const [key, entry] of Object.entries(all.en!)) {
    if (CATEGORY_RE.test(key)) continue;
    const text = same(entry.message);
    byText.set(text, [...(byText.get(text) ?? []), key]);
  }
  const twins = [...byText.values()].filter((keys) => keys.length > 1);
  const mayDiffer = (keys: string[]) => MAY_DIFFER.some((group) => keys.every((k) => group.includes(k)));

  it('the popup and the manager name the same action in the same words', () => {
    // The rule is only as good as its pairs: the ones a reader found must be among them.
    expect(twins).toContainEqual(['updateApiKey', 'managerUpdateKey']);
    expect(twins).toContainEqual(['keyRefusedTitle', 'managerKeyRefusedTitle']);
    expect(twins).toContainEqual(['preparedStripped', 'notifyStripped']);
  });

  it.each(TRANSLATIONS)('%s', (folder) => {
    const differing = twins
      .filter((keys) => !mayDiffer(keys))
      .filter((keys) => new Set(keys.map((k) => same(msg(folder, k)))).size > 1)
      .map((keys) => keys.map((k) => `${k}: ${msg(folder, k)}`).join(' | '));
    expect(differing).toEqual([]);
  });
});

describe('a heading or a placeholder names a thing as the prose does', () => {
  it('the popup section is called what every option calls the popup, not "the popup window"', () => {
    const POPUP: Record<string, string> = {
      de: 'Pop-up',
      es: 'Ventana emergente',
      fr: 'Fenêtre pop-up',
      it: 'Popup',
      ja: 'ポップアップ',
      nl: 'Pop-up',
      pl: 'Okno podręczne',
      pt_BR: 'Pop-up',
      ru: 'Всплывающее окно',
      zh_CN: '弹出窗口',
      ar: 'النافذة المنبثقة',
    };
    expect(
      TRANSLATIONS.filter((l) => msg(l, 'popupSection') !== POPUP[l]).map((l) => `${l}: ${msg(l, 'popupSection')}`),
    ).toEqual([]);
  });

  it('the manager’s search placeholder starts with the word of the popup’s ("Zoeken in…", not "Zoek in…")', () => {
    // German and Japanese put the verb last ("… durchsuchen", "…を検索").
    const VERB_LAST = ['de', 'ja'];
    const wrong = TRANSLATIONS.filter((l) => !VERB_LAST.includes(l)).filter(
      (l) => !msg(l, 'managerSearchPlaceholder').startsWith(msg(l, 'searchPlaceholder')),
    );
    expect(wrong.map((l) => `${l}: ${msg(l, 'searchPlaceholder')} / ${msg(l, 'managerSearchPlaceholder')}`)).toEqual(
      [],
    );
    expect(msg('ja', 'managerSearchPlaceholder')).toMatch(/検索 \(\/\)$/);
  });

  it('Russian buttons are infinitives, also for import and export ("Экспортировать", not "Экспорт")', () => {
    const buttons = ['exportCsv', 'exportJson', 'rulesImport', 'rulesExport', 'exportSelection', 'bulkExport'];
    expect(
      buttons.filter((k) => /^(Экспорт|Импорт)(?!ир)/u.test(msg('ru', k))).map((k) => `${k}: ${msg('ru', k)}`),
    ).toEqual([]);
  });

  it('"None" agrees with what it stands for (pt_BR: a predefinição is feminine)', () => {
    expect(msg('pt_BR', 'ruleNoPreset')).toBe('Nenhuma');
  });
});

describe('a count says the same thing for every number', () => {
  // The forms a language uses for many numbers differ only in the endings of the counted words, so
  // they have as many words: a word more or less is said for some numbers and not for others
  // (ar "3 عناوين ويب" but "11 عنوانًا", the web gone). Arabic's one and two spell the number.
  const MANY_NUMBERS: Record<string, string[]> = {
    ar: ['zero', 'few', 'many', 'other'],
    pl: ['few', 'many'],
    ru: ['few', 'many'],
  };
  it.each(Object.keys(MANY_NUMBERS))('%s', (folder) => {
    const families = new Map<string, Map<string, string>>();
    for (const [key, entry] of Object.entries(all[folder]!)) {
      const m = CATEGORY_RE.exec(key);
      if (!m || !MANY_NUMBERS[folder]!.includes(m[2]!)) continue;
      families.set(m[1]!, (families.get(m[1]!) ?? new Map()).set(m[2]!, entry.message));
    }
    expect(families.size).toBeGreaterThan(20);
    const words = (text: string) => text.split(/\s+/u).length;
    const uneven = [...families]
      .filter(([, forms]) => new Set([...forms.values()].map(words)).size > 1)
      .map(([family, forms]) => `${family}: ${[...forms.values()].join(' | ')}`);
    expect(uneven).toEqual([]);
  });
});

describe('Arabic names one and two in the noun', () => {
  it('a `one` or `two` form never puts the numeral before its noun ("حذف رابط واحد", "حذف رابطين")', () => {
    // Arabic's `one` is exactly 1 and `two` exactly 2: "حذف 1 رابط" and "حذف 2 رابطين" read as
    // numerals pasted before a word; a label ("عدد الروابط: $1") holds any number and may keep it.
    const pasted = Object.entries(all.ar!)
      .filter(([key]) => /_(one|two)$/.test(key))
      .filter(([, entry]) => /\$1\s+\p{L}/u.test(entry.message))
      .map(([key, entry]) => `${key}: ${entry.message}`);
    expect(pasted).toEqual([]);
  });
});

describe('the store listing uses the interface’s words', () => {
  it('zh_CN: a destination and a canonical address are 地址 in the listing as in the options', () => {
    expect(msg('zh_CN', 'fieldDestination')).toBe('目标地址');
    expect(msg('zh_CN', 'preparedCanonical')).toContain('规范地址');
    expect(listing('zh_CN')).not.toMatch(/目标网址|规范网址/u);
  });

  it('settings an administrator can preset are not named with the word just used for them', () => {
    // pt_BR "configurações que um administrador pode predefinir" beside "predefinições de campanha";
    // ja "設定できる設定"; pl "ustawienia, które … ustawić".
    expect(listing('pt_BR')).not.toMatch(/pode predefinir/u);
    expect(listing('ja')).not.toMatch(/設定できる設定/u);
    expect(listing('pl')).not.toMatch(/ustawienia, które[^.]*ustawić/u);
  });
});

describe('a hint that names a button says it is one', () => {
  it('copyFormatHint does not open on the bare Copy label, which reads as a verb ("Copier, la copie…")', () => {
    const bare = TRANSLATIONS.filter((l) => msg(l, 'copyFormatHint').startsWith(`${msg(l, 'copy')},`));
    expect(bare.map((l) => `${l}: ${msg(l, 'copyFormatHint')}`)).toEqual([]);
  });
});

describe('Japanese options read one way', () => {
  it('an option checkbox ends in a verb’s plain form ("…をコピーする", "…を使う"), not a bare noun stem', () => {
    // Half the options said "…を削除", the other half "…を追加する": one form for one kind.
    const options = Object.entries(all.en!)
      .filter(([, e]) => /^Label[^:]*:/.test(e.description ?? ''))
      .filter(
        ([, e]) => /checkbox|\bOption\b/i.test(e.description ?? '') && !/Accessible name/.test(e.description ?? ''),
      )
      .map(([key]) => key);
    expect(options.length).toBeGreaterThan(5);
    const stems = options
      .map((key) => `${key}: ${msg('ja', key)}`)
      .filter((line) => !/(る|う|く|ぐ|す|つ|ぬ|ぶ|む|ない)$/u.test(line.replace(/\s*\([^)]*\)$/u, '')));
    expect(stems).toEqual([]);
  });
});

describe('Arabic keeps a technical token in its own direction', () => {
  it('a Latin token that starts or ends in a mark (utm_, https://, *.acme.co, [::1]) is isolated left to right, or it shows as _utm, //:https, acme.co.*, [1::]', () => {
    // In a right-to-left line the bidi algorithm gives a mark between Latin and Arabic to the
    // Arabic side; a left-to-right isolate (U+2066 … U+2069) keeps the token whole. A first-strong
    // one (U+2068) is not enough: "*." alone has no letter to take its direction from. Written
    // already turned (".*", "_utm") to look right in an editor is caught too.
    const UNISOLATED =
      /(?<!\u2066)(\[::|\*\.|\b[a-z]+_(?![a-z])|\b[a-z]+:\/\/(?!\w))|\.\*|(?<![\w\u2066])_[a-z]+|\u2068/u;
    const broken = Object.entries(all.ar!)
      .filter(([, entry]) => UNISOLATED.test(entry.message))
      .map(([key, entry]) => `${key}: ${entry.message}`);
    expect(broken).toEqual([]);
  });
});

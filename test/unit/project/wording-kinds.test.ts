/**
 * The wording rules by kind (docs/translating.md, "Kinds"): every English description names its
 * string's kind, and each rule holds for every message of that kind in every language, not for
 * a list of keys someone remembered. So a new button is held to the button rules from its first day.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_RE, readLocales } from '../../../src/dev/missing-messages';

const all = readLocales();
const en = all.en!;
const LOCALES = Object.keys(all).sort();
const TRANSLATIONS = LOCALES.filter((l) => l !== 'en');

const KINDS = ['Button', 'Label', 'Heading', 'Sentence', 'Count', 'Status'] as const;
type Kind = (typeof KINDS)[number];
/** `Button: …`, `Label (field): …`, `Count (button): …`. */
const KIND_RE = /^(Button|Label|Heading|Sentence|Count|Status)(?: \(([^)]*)\))?: \S/;

/** The kind a key's rules follow: a count that is a button or a heading follows those rules too. */
function kindOf(key: string): { kind: Kind; as: Kind } | undefined {
  const family = CATEGORY_RE.exec(key);
  const entry = en[key] ?? en[`${family?.[1]}_other`];
  const m = KIND_RE.exec(entry?.description ?? '');
  if (!m) return undefined;
  const as = KINDS.find((k) => k.toLowerCase() === m[2]) ?? (m[1] as Kind);
  return { kind: m[1] as Kind, as };
}

/** Every `key: text` of a locale whose key is of a kind (a count as a button counts as a button). */
const ofKind = (locale: string, kind: Kind) =>
  Object.entries(all[locale]!).filter(([key]) => key !== 'locale' && kindOf(key)?.as === kind);

describe('the English descriptions', () => {
  it('each starts with the string’s kind: Button, Label, Heading, Sentence, Count or Status', () => {
    const unkinded = Object.entries(en).filter(([, e]) => !KIND_RE.test(e.description ?? ''));
    expect(unkinded.map(([key, e]) => `${key}: ${e.description ?? ''}`)).toEqual([]);
  });

  it('a count is exactly a plural family: every form of one, and nothing else', () => {
    const wrong = Object.keys(en).filter((key) => (kindOf(key)?.kind === 'Count') !== CATEGORY_RE.test(key));
    expect(wrong).toEqual([]);
  });
});

/** The sentence-ending marks of each language: a full stop, a question or an exclamation. */
const END = /[.!?。！？؟]$/u;

describe.each(TRANSLATIONS)('%s, by kind', (locale) => {
  it('a button, a label and a heading end without a full stop', () => {
    const stopped = (['Button', 'Label', 'Heading'] as const).flatMap((kind) =>
      ofKind(locale, kind)
        .filter(([, e]) => /[.。]$/u.test(e.message) && !/\.\.\.$|etc\.$/.test(e.message))
        .map(([key, e]) => `${kind} ${key}: ${e.message}`),
    );
    expect(stopped).toEqual([]);
  });

  it('a progress status ends in "…" where the English does', () => {
    const wrong = ofKind(locale, 'Status').filter(
      ([key, e]) => en[key]?.message.endsWith('…') && !e.message.endsWith('…'),
    );
    expect(wrong.map(([key, e]) => `${key}: ${e.message}`)).toEqual([]);
  });

  it('a sentence ends as the English one does: a full stop or a question, a colon, or nothing', () => {
    const ending = (text: string) =>
      END.test(text) ? 'stop' : /[:：]$/u.test(text) ? 'colon' : text.endsWith('…') ? 'ellipsis' : 'open';
    // A plural form English lacks ("_few") ends as English's "_other" does.
    const english = (key: string) => (en[key] ?? en[key.replace(CATEGORY_RE, '$1_other')])!.message;
    const wrong = ofKind(locale, 'Sentence').filter(([key, e]) => ending(english(key)) !== ending(e.message));
    expect(wrong.map(([key, e]) => `${key} (${ending(english(key))}): ${e.message}`)).toEqual([]);
  });
});

describe('Arabic buttons, options and headings are verbal nouns, never imperatives', () => {
  // The imperatives a translator reaches for, and the negative imperative "لا تـ…" ("don't …").
  const IMPERATIVE =
    /^(?:اختصر|اختصره|أنشئ|أضف|حاول|احذف|اجعله|اجعل|زامن|افتح|انسخ|احفظ|عدّل|عدل|ألغِ|ألغ|أغلق|أزِل|أزل|استبدل|صدّر|صدر|انقل|استخدم|استعمل|نزّل|نزل|اعرض|امسح|أعد|جرّب|تحقّق|اختر|حدّد|استورد|غيّر|أوقف|لا ت\p{L}*)(?!\p{L})/u;
  it.each(['Button', 'Label', 'Heading'] as const)('%s', (kind) => {
    expect(
      ofKind('ar', kind)
        .filter(([, e]) => IMPERATIVE.test(e.message))
        .map(([key, e]) => `${key}: ${e.message}`),
    ).toEqual([]);
  });
});

/** The one pair of quotes each language uses (docs/translating.md, "Kinds"). */
const QUOTES: Record<string, string> = {
  en: '“”',
  de: '„“',
  fr: '«»',
  es: '«»',
  pt_BR: '“”',
  it: '«»',
  nl: '“”',
  pl: '„”',
  ru: '«»',
  ja: '「」',
  zh_CN: '“”',
  ar: '«»',
};
const ANY_QUOTE = /["“”„«»「」『』‘‚‹›]/gu;
const listing = (locale: string) => readFileSync(`docs/store/listing/${locale}.md`, 'utf8');

describe.each(LOCALES)('%s typography, in the catalog and the store listing', (locale) => {
  const texts = [
    ...Object.entries(all[locale]!).map(([key, e]) => [key, e.message] as const),
    ...listing(locale)
      .split('\n')
      .map((line, i) => [`listing line ${i + 1}`, line] as const),
  ];

  it('one pair of quotes, opened and closed', () => {
    const [open, close] = [...QUOTES[locale]!];
    const wrong = texts.filter(([, text]) => {
      const marks = text.match(ANY_QUOTE) ?? [];
      const opened = marks.filter((m) => m === open).length;
      const closed = marks.filter((m) => m === close).length;
      return marks.some((m) => m !== open && m !== close) || opened !== closed;
    });
    expect(wrong.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it.runIf(locale !== 'en')('an apostrophe is ’, never a straight one', () => {
    expect(texts.filter(([, text]) => text.includes("'")).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it.runIf(locale === 'fr')('French: a narrow no-break space (U+202F) before : ; ? ! and inside « »', () => {
    // Not before the colon of an address (https:) or a time, nor the "?" of presetValueChars' list.
    const wrong = texts.filter(
      ([key, text]) =>
        key !== 'presetValueChars' &&
        (/[ \u00a0][:;?!»]|«[ \u00a0]/u.test(text) ||
          /[^\s\u202f:/[\]0-9][;?!]/u.test(text) ||
          /[\p{L}\p{N})»](?<!https?)[:](?=\s|$)/u.test(text) ||
          /«(?!\u202f)|(?<!\u202f)»/u.test(text)),
    );
    expect(wrong.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

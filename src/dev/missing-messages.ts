/**
 * What each locale lacks against English: `node src/dev/missing-messages.ts` (Node 22.18+/24 runs
 * .ts) prints, per locale, the keys missing, the keys extra, and the messages whose placeholders
 * differ from the English; it exits 1 if there is any. `--json` prints the same as JSON (with the
 * English text of each missing key, ready for a translation pass).
 *
 * Plural families (src/platform/text/PLURALS.md): for every English `<name>_other`, a locale must have
 * `<name>_<category>` for exactly the categories of its language (Intl.PluralRules), no others.
 * Self-contained (no imports but node's) so that Node runs it without a build; the unit test
 * test/unit/project/locales.test.ts uses the same `checkLocales`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Entry {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}
export type Messages = Record<string, Entry>;

export interface LocaleReport {
  locale: string;
  missing: string[];
  extra: string[];
  /** `key: what is wrong` (placeholders, empty text, store limits, the locale tag). */
  broken: string[];
}

export const CATEGORY_RE = /^(.+)_(zero|one|two|few|many|other)$/;

/** `pt_BR` → `pt-BR`, the tag Intl and the `locale` message use. */
export const bcp47 = (folder: string) => folder.replace('_', '-');

export function pluralCategories(folder: string): string[] {
  return new Intl.PluralRules(bcp47(folder)).resolvedOptions().pluralCategories.slice().sort();
}

/** The base names of the plural families English defines (`<name>_other` exists). */
export function pluralFamilies(en: Messages): string[] {
  return Object.keys(en)
    .map((k) => CATEGORY_RE.exec(k))
    .filter((m): m is RegExpExecArray => !!m && m[2] === 'other')
    .map((m) => m[1]!)
    .sort();
}

/** The keys a locale must have: English's plain keys, and each family with the locale's categories. */
export function expectedKeys(en: Messages, folder: string): string[] {
  const families = new Set(pluralFamilies(en));
  const plain = Object.keys(en).filter((k) => {
    const m = CATEGORY_RE.exec(k);
    return !(m && families.has(m[1]!));
  });
  const categories = pluralCategories(folder);
  return [...plain, ...[...families].flatMap((f) => categories.map((c) => `${f}_${c}`))].sort();
}

/** `$1`…`$9` and named `$name$` placeholders a message uses (`$$` is a literal dollar). */
export function placeholdersOf(entry: Entry): string[] {
  const text = entry.message.replace(/\$\$/g, '');
  const numbered = text.match(/\$\d/g) ?? [];
  const named = (text.match(/\$[A-Za-z0-9_@]+\$/g) ?? []).map((p) => p.toLowerCase());
  return [...new Set([...numbered, ...named])].sort();
}

/** The English entry a locale's entry is checked against (a family's `_other` for its categories). */
function englishFor(en: Messages, key: string): Entry | undefined {
  if (en[key]) return en[key];
  const m = CATEGORY_RE.exec(key);
  return m ? en[`${m[1]}_other`] : undefined;
}

/** Store limits: Chrome Web Store and AMO cut a longer name or description. */
const LIMITS: Record<string, number> = { extName: 45, extDescription: 132 };

export function checkLocale(en: Messages, folder: string, messages: Messages): LocaleReport {
  const expected = expectedKeys(en, folder);
  const have = Object.keys(messages);
  const report: LocaleReport = {
    locale: folder,
    missing: expected.filter((k) => !(k in messages)),
    extra: have.filter((k) => !expected.includes(k)).sort(),
    broken: [],
  };
  for (const key of have) {
    const entry = messages[key]!;
    const english = englishFor(en, key);
    if (!english) continue;
    if (typeof entry?.message !== 'string' || entry.message.trim() === '') {
      report.broken.push(`${key}: empty`);
      continue;
    }
    // Arabic's singular and dual say the count by their form: "$1" may be left out there (PLURALS.md).
    const countByForm = folder === 'ar' && /_(one|two)$/.test(key);
    const want = placeholdersOf(english)
      .filter((p) => !(countByForm && p === '$1' && !entry.message.includes('$1')))
      .join(' ');
    const got = placeholdersOf(entry).join(' ');
    // Arabic's dual names its number in the noun ("حذف رابطين", delete two links): a `_two` form may leave out $1.
    const dual =
      CATEGORY_RE.exec(key)?.[2] === 'two' &&
      placeholdersOf(english)
        .filter((p) => p !== '$1')
        .join(' ') === got;
    if (want !== got && !dual) report.broken.push(`${key}: placeholders "${got}" instead of "${want}"`);
    const named = Object.keys(english.placeholders ?? {})
      .map((k) => k.toLowerCase())
      .sort()
      .join(' ');
    const namedHere = Object.keys(entry.placeholders ?? {})
      .map((k) => k.toLowerCase())
      .sort()
      .join(' ');
    if (named !== namedHere) report.broken.push(`${key}: named placeholders {${namedHere}} instead of {${named}}`);
    for (const [name, p] of Object.entries(english.placeholders ?? {})) {
      const here = Object.entries(entry.placeholders ?? {}).find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
      if (here && here.content !== p.content)
        report.broken.push(`${key}: placeholder ${name} is "${here.content}", not "${p.content}"`);
    }
    const limit = LIMITS[key];
    if (limit && entry.message.length > limit)
      report.broken.push(`${key}: ${entry.message.length} characters, over the stores' ${limit}`);
  }
  if (messages.locale && messages.locale.message !== bcp47(folder))
    report.broken.push(`locale: "${messages.locale.message}", not "${bcp47(folder)}"`);
  return report;
}

export function readLocales(dir = 'public/_locales'): Record<string, Messages> {
  const out: Record<string, Messages> = {};
  for (const folder of readdirSync(dir).sort())
    out[folder] = JSON.parse(readFileSync(join(dir, folder, 'messages.json'), 'utf8')) as Messages;
  return out;
}

/** Every locale (English included: its families must have exactly English's categories). */
export function checkLocales(dir = 'public/_locales'): LocaleReport[] {
  const all = readLocales(dir);
  const en = all.en!;
  return Object.entries(all).map(([folder, messages]) => checkLocale(en, folder, messages));
}

const isMain = (import.meta as { main?: boolean }).main ?? process.argv[1]?.endsWith('missing-messages.ts');
if (isMain) {
  const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'public/_locales';
  const reports = checkLocales(dir);
  const bad = reports.filter((r) => r.missing.length || r.extra.length || r.broken.length);
  if (process.argv.includes('--json')) {
    const en = readLocales(dir).en!;
    const withText = bad.map((r) => ({
      ...r,
      missing: Object.fromEntries(r.missing.map((k) => [k, englishFor(en, k)?.message ?? ''])),
    }));
    console.log(JSON.stringify(withText, null, 2));
  } else {
    for (const r of reports) {
      const problems = r.missing.length + r.extra.length + r.broken.length;
      console.log(
        `${r.locale}: ${problems ? `${r.missing.length} missing, ${r.extra.length} extra, ${r.broken.length} broken` : 'complete'}`,
      );
      for (const k of r.missing) console.log(`  missing  ${k}`);
      for (const k of r.extra) console.log(`  extra    ${k}`);
      for (const k of r.broken) console.log(`  broken   ${k}`);
    }
  }
  process.exitCode = bad.length ? 1 : 0;
}

/**
 * Writes a locale's messages.json from a flat `{ key: text }` file, in English's key order (plural
 * families last, in the locale's categories), keeping the locale's existing descriptions:
 * `node src/dev/merge-translation.ts fr /tmp/fr.json`. Keys already in the locale and not in the
 * file are kept, so a translation pass can send only what `missing-messages.ts --json` listed.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { CATEGORY_RE, pluralCategories, pluralFamilies, type Messages } from './missing-messages.ts';

const [folder, source] = process.argv.slice(2);
if (!folder || !source) throw new Error('usage: node src/dev/merge-translation.ts <locale folder> <flat JSON file>');
const en = JSON.parse(readFileSync('public/_locales/en/messages.json', 'utf8')) as Messages;
const file = `public/_locales/${folder}/messages.json`;
const current: Messages = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : {};
const texts = JSON.parse(readFileSync(source, 'utf8')) as Record<string, string>;
const families = pluralFamilies(en);
const order = [
  ...Object.keys(en).filter((k) => !(CATEGORY_RE.exec(k) && families.includes(CATEGORY_RE.exec(k)![1]!))),
  ...families.flatMap((f) => pluralCategories(folder).map((c) => `${f}_${c}`)),
];
const out: Messages = {};
for (const key of [...order, ...Object.keys(current), ...Object.keys(texts)]) {
  if (key in out) continue;
  const text = texts[key] ?? current[key]?.message;
  if (text === undefined) continue;
  out[key] = { ...current[key], message: text };
  if (en[key]?.placeholders && !out[key].placeholders) out[key].placeholders = en[key].placeholders;
}
mkdirSync(`public/_locales/${folder}`, { recursive: true });
writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
console.log(`${file}: ${Object.keys(out).length} messages`);

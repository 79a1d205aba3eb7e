import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (lang: string) => JSON.parse(readFileSync(`public/_locales/${lang}/messages.json`, 'utf8')) as Record<string, { message: string }>;
const en = read('en');

describe.each(['de'])('the %s translation', (lang) => {
  const other = read(lang);
  it('has every English message and no other', () => {
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
  });
  it.each(Object.keys(en))('%s keeps its substitutions', (key) => {
    const subs = (m: string) => (m.match(/\$\d/g) ?? []).sort();
    expect(subs(other[key]!.message)).toEqual(subs(en[key]!.message));
    expect(other[key]!.message.trim()).not.toBe('');
  });
});

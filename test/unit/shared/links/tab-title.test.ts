import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tabTitle, TITLE_MAX } from '../../../../src/shared/links/tab-title';

describe('a tab title, cleaned where it is read', () => {
  it.each([
    ['plain', 'Example page', 'Example page'],
    ['a right-to-left override', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['isolates and marks', '\u2067abc\u2069 \u200Fdef\u200E', 'abc def'],
    ['control characters', 'a\u0000b\u0007c\u009Fd', 'abcd'],
    ['line breaks and tabs become spaces', 'one\r\ntwo\tthree', 'one two three'],
    ['zero-width space and BOM', '\uFEFFze\u200Bro', 'zero'],
    ['joiners kept (emoji, scripts)', '👩\u200D💻 می\u200Cخواهم', '👩\u200D💻 می\u200Cخواهم'],
    ['surrounding space', '   Title   ', 'Title'],
  ])('%s', (_name, raw, expected) => {
    expect(tabTitle(raw)).toBe(expected);
  });

  it.each([undefined, null, '', '   ', '\u202E\u0000'])('%j: no title', (raw) => {
    expect(tabTitle(raw)).toBeUndefined();
  });

  it('1,500 characters: cut to the contract cap', () => {
    expect(tabTitle('a'.repeat(1500))).toBe('a'.repeat(TITLE_MAX));
  });

  it('never cuts a character in half', () => {
    const title = tabTitle(`${'a'.repeat(TITLE_MAX - 1)}😀tail`)!;
    expect(title).toBe('a'.repeat(TITLE_MAX - 1));
  });

  it('whatever the page sets, what is sent fits the contract and holds no control or override character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 3000 }), (raw) => {
        const title = tabTitle(raw);
        if (title === undefined) return;
        expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
        expect(title).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
      }),
    );
  });
});

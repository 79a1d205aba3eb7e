import { describe, expect, it } from 'vitest';
import type { Link } from '../../../../src/shared/types';
import { csvCell, EXPORT_COLUMNS, exportFileName, linkList, toCsv, toJson } from '../../../../src/pages/manager/export';

const link = (over: Partial<Link> = {}): Link => ({
  id: 'l1',
  title: 'Example',
  domain: 'zd.lc',
  backHalf: 'abc',
  shortLink: 'https://zd.lc/abc',
  destination: 'https://example.com/a?b=1',
  group: { id: 'g1', name: 'Work' },
  createdAt: Date.UTC(2026, 0, 2, 3, 4, 5),
  updatedAt: null,
  ...over,
});

/** A small RFC 4180 reader: what a spreadsheet would see, cell by cell. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('CSV cells', () => {
  it.each([
    ['plain text', 'Example', '"Example"'],
    ['empty', '', '""'],
    ['null', null, '""'],
    ['a comma', 'a,b', '"a,b"'],
    ['a quote', 'say "hi"', '"say ""hi"""'],
    ['a newline', 'one\ntwo', '"one\ntwo"'],
    ['a CR inside', 'one\rtwo', '"one\rtwo"'],
    ['a CRLF inside', 'one\r\ntwo', '"one\r\ntwo"'],
    ['a formula =', '=HYPERLINK("http://evil","x")', '"\'=HYPERLINK(""http://evil"",""x"")"'],
    ['a formula +', '+1+2', '"\'+1+2"'],
    ['a formula -', '-2+3', '"\'-2+3"'],
    ['a formula @', '@SUM(A1)', '"\'@SUM(A1)"'],
    ['a leading tab', '\t=1', '"\'\t\'=1"'],
    ['a leading CR', '\r=1', '"\'\r\'=1"'],
    ['a formula after a line break', 'ab\n=HYPERLINK("http://evil")', '"ab\n\'=HYPERLINK(""http://evil"")"'],
    ['a formula after a CR', 'ab\r+1', '"ab\r\'+1"'],
    ['a formula after a CRLF', 'ab\r\n@SUM(A1)', '"ab\r\n\'@SUM(A1)"'],
    ['a formula sign later is harmless', 'a=1+2', '"a=1+2"'],
    ['a formula after a semicolon', 'a;=1+2', '"a;\'=1+2"'],
    ['a formula after a comma', 'a,+1', '"a,\'+1"'],
    ['a formula after a tab', 'a\t@SUM(A1)', '"a\t\'@SUM(A1)"'],
    ['a tab after a semicolon, then a formula', 'a;\t=1', '"a;\'\t\'=1"'],
    ['every separator in a row', 'x;-1;-2', '"x;\'-1;\'-2"'],
    ['a URL', 'https://zd.lc/abc', '"https://zd.lc/abc"'],
    ['unicode', 'Grüße — 日本', '"Grüße — 日本"'],
  ])('%s', (_name, input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
});

/** The cells a spreadsheet would see if it split every line on `separator`, honouring quotes (RFC 4180). */
const cellsSplitOn = (text: string, separator: string) =>
  parseCsv(text.replaceAll(',', '\u0000').replaceAll(separator, ',')).map((r) =>
    r.map((c) => c.replaceAll('\u0000', ',')),
  );
/** The same line read by a careless reader that ignores quotes: every piece between separators. */
const piecesSplitOn = (text: string, separator: string) =>
  text
    .split(/\r\n/)
    .flatMap((line) => line.split(separator))
    .map((p) => p.replace(/^"/, ''));

describe('the CSV file', () => {
  const hostile = link({
    id: 'l2',
    title: "=cmd|' /C calc'!A0",
    destination: 'https://example.com/?q=a,"b"',
    group: { id: 'g', name: '@group' },
  });
  const csv = toCsv([link(), hostile]);

  it('starts with a UTF-8 BOM and a header, every record ends with CRLF', () => {
    expect(csv.startsWith('\uFEFF"title","shortLink",')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(
      csv
        .replace(/"[^"]*"/g, '')
        .split('\n')
        .every((l, i, all) => i === all.length - 1 || l.endsWith('\r')),
    ).toBe(true);
  });

  it('reads back as the same cells, formulas made text', () => {
    const rows = parseCsv(csv.slice(1));
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows[1]).toEqual([
      'Example',
      'https://zd.lc/abc',
      'abc',
      'zd.lc',
      'https://example.com/a?b=1',
      'Work',
      '2026-01-02T03:04:05.000Z',
      '',
      'l1',
    ]);
    expect(rows[2]![0]).toBe("'=cmd|' /C calc'!A0");
    expect(rows[2]![4]).toBe('https://example.com/?q=a,"b"');
    expect(rows[2]![5]).toBe("'@group");
    expect(rows).toHaveLength(3);
  });

  it('opened in a `;` or tab locale, no cell and no piece starts a formula', () => {
    const titles = ['Sale;=HYPERLINK("http://evil.example","click")', 'a\t+1', 'x,@SUM(1)', 'y;\t-1'];
    const file = toCsv(
      titles.map((title, i) => link({ id: `h${i}`, title, destination: `https://example.com/?q=1;=2&r=${i}` })),
    ).slice(1);
    for (const separator of [';', '\t', ',']) {
      for (const cell of cellsSplitOn(file, separator).flat())
        expect(cell, `${JSON.stringify(separator)}: ${cell}`).not.toMatch(/^[=+\-@\t\r]/);
      for (const piece of piecesSplitOn(file, separator))
        expect(piece, `${JSON.stringify(separator)}: ${piece}`).not.toMatch(/^[=+\-@\r]/);
    }
  });

  it('no links: the header alone', () => {
    expect(toCsv([])).toBe(`\uFEFF${EXPORT_COLUMNS.map((c) => `"${c}"`).join(',')}\r\n`);
  });
});

describe('the JSON file', () => {
  it('holds the links with the same members, dates as ISO, nothing of the store', () => {
    const stored = { ...link(), seenAt: 5, made: true } as Link;
    const data = JSON.parse(
      toJson([stored, link({ id: 'l2', group: null, title: '<img src=x onerror=alert(1)>' })], Date.UTC(2026, 10, 23)),
    );
    expect(data.exportedAt).toBe('2026-11-23T00:00:00.000Z');
    expect(data.count).toBe(2);
    expect(Object.keys(data.links[0])).toEqual([...EXPORT_COLUMNS]);
    expect(data.links[0]).toMatchObject({ group: 'Work', createdAt: '2026-01-02T03:04:05.000Z', updatedAt: null });
    expect(data.links[0]).not.toHaveProperty('seenAt');
    expect(data.links[1]).toMatchObject({ group: null, title: '<img src=x onerror=alert(1)>' });
  });
});

describe('names and lists', () => {
  it('a dated file name', () => {
    expect(exportFileName('csv', new Date(2026, 2, 4, 23, 59))).toBe('prettylink-links-2026-03-04.csv');
    expect(exportFileName('json', new Date(2026, 10, 23))).toBe('prettylink-links-2026-11-23.json');
  });
  it('copy as a list: one short link a line', () => {
    expect(linkList([link(), link({ shortLink: 'https://zd.lc/x' })])).toBe('https://zd.lc/abc\nhttps://zd.lc/x');
  });
});

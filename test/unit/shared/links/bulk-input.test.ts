import { describe, expect, it } from 'vitest';
import { csvRows, parseCsv, parseFile, parseText, planAddresses } from '../../../../src/shared/links/bulk-input';

describe('a pasted list', () => {
  it('finds every web address in any text, and says why a line has none', () => {
    expect(
      parseText(
        'https://a.example/1\n\n  see www.b.example/x, and https://c.example/y.\nnothing here\nftp://files.example/z\n',
      ),
    ).toEqual([
      { input: 'https://a.example/1', url: 'https://a.example/1' },
      { input: 'see www.b.example/x, and https://c.example/y.', url: 'https://www.b.example/x' },
      { input: 'see www.b.example/x, and https://c.example/y.', url: 'https://c.example/y' },
      { input: 'nothing here', reason: 'not-web-address' },
      { input: 'ftp://files.example/z', reason: 'other-scheme' },
    ]);
  });

  it('reads a .txt file as text, with Windows line ends and a byte-order mark', () => {
    expect(parseFile('list.txt', '\uFEFFhttps://a.example/\r\nhttps://b.example/\r\n')).toEqual([
      { input: 'https://a.example/', url: 'https://a.example/' },
      { input: 'https://b.example/', url: 'https://b.example/' },
    ]);
  });
});

describe('a CSV file', () => {
  it('splits quoted cells with commas, doubled quotes and line breaks', () => {
    expect(csvRows('a,"b,c","say ""hi""\nthere"\r\nd,e,f')).toEqual([
      ['a', 'b,c', 'say "hi"\nthere'],
      ['d', 'e', 'f'],
    ]);
  });

  it.each([
    ['url', 'title,URL\nHome,https://a.example/\nJunk,not a link\n'],
    ['link', 'name,link,notes\nHome,https://a.example/,x\nJunk,not a link,y\n'],
  ])('takes the column named %s and skips its header', (_, csv) => {
    expect(parseFile('sheet.csv', csv)).toEqual([
      { input: 'https://a.example/', url: 'https://a.example/' },
      { input: 'not a link', reason: 'not-web-address' },
    ]);
  });

  it('else the first column, skipping a header row without an address', () => {
    expect(parseCsv('address,clicks\nhttps://a.example/,3\n"https://b.example/?q=1,2",4\n')).toEqual([
      { input: 'https://a.example/', url: 'https://a.example/' },
      { input: 'https://b.example/?q=1,2', url: 'https://b.example/?q=1,2' },
    ]);
  });

  it('keeps a first row that holds an address', () => {
    expect(parseCsv('https://a.example/\nhttps://b.example/')).toHaveLength(2);
  });
});

describe('the plan (the preview and the background share it)', () => {
  const none = { stripTracking: false, preset: null, rules: [], presets: [] };

  it('merges duplicates, in order of first appearance', () => {
    const plan = planAddresses(
      ['https://a.example/', 'https://b.example/', 'https://A.example/', 'https://a.example/'],
      none,
    );
    expect(plan.map((p) => [p.url, p.duplicates])).toEqual([
      ['https://a.example/', 2],
      ['https://b.example/', 0],
    ]);
  });

  it('strips tracking when asked, then applies the preset, and merges what becomes the same', () => {
    const preset = {
      id: 'fall',
      name: 'Fall',
      values: { utm_source: 'news', utm_medium: '', utm_campaign: 'fall', utm_term: '', utm_content: '' },
    };
    const plan = planAddresses(['https://a.example/?id=1&fbclid=x', 'https://a.example/?id=1'], {
      ...none,
      stripTracking: true,
      preset,
    });
    expect(plan).toEqual([
      {
        input: 'https://a.example/?id=1&fbclid=x',
        url: 'https://a.example/?id=1&utm_source=news&utm_campaign=fall',
        duplicates: 1,
      },
    ]);
  });

  it('puts each address under its site rule: its cleaning, and its campaign over the one picked for the list', () => {
    const values = { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' };
    const picked = { id: 'picked', name: 'Picked', values: { ...values, utm_campaign: 'picked' } };
    const ruled = { id: 'ruled', name: 'Ruled', values: { ...values, utm_campaign: 'ruled' } };
    const plan = planAddresses(['https://shop.example/p?ref=home&fbclid=x', 'https://other.example/?fbclid=x'], {
      stripTracking: true,
      preset: picked,
      rules: [{ pattern: 'shop.example', presetId: 'ruled', stripTracking: false, stripParams: ['ref'] }],
      presets: [picked, ruled],
    });
    expect(plan.map((p) => p.url)).toEqual([
      'https://shop.example/p?fbclid=x&utm_campaign=ruled',
      'https://other.example/?utm_campaign=picked',
    ]);
  });

  it('marks credentials (never sent) and private hosts (asked about)', () => {
    const plan = planAddresses(
      ['https://user:pw@a.example/', 'http://192.168.1.4/admin', 'http://printer.local/'],
      none,
    );
    expect(plan.map(({ credentials, privateHost }) => ({ credentials, privateHost }))).toEqual([
      { credentials: true, privateHost: undefined },
      { credentials: undefined, privateHost: '192.168.1.4' },
      { credentials: undefined, privateHost: 'printer.local' },
    ]);
  });
});

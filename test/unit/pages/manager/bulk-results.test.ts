import { describe, expect, it } from 'vitest';
import type { BulkEntry } from '../../../../src/shared/links/bulk-job';
import { listClip, resultsCsv } from '../../../../src/pages/manager/bulk-results';

const a = { id: '1', shortLink: 'https://zd.lc/a', destination: 'https://a.example/', title: 'A [page]' };
const b = { id: '2', shortLink: 'https://zd.lc/b', destination: 'https://b.example/x', title: null };

describe('copy all', () => {
  it.each([
    ['plain', { text: 'https://zd.lc/a\nhttps://zd.lc/b' }],
    ['markdown', { text: '- [A \\[page\\]](https://zd.lc/a)\n- [b.example](https://zd.lc/b)' }],
    ['titled', { text: 'A [page] — https://zd.lc/a\nb.example — https://zd.lc/b' }],
  ] as const)('in the preferred format: %s', (format, clip) => {
    expect(listClip([a, b], format)).toEqual(clip);
  });

  it('rich text: a list of links beside the plain lines; a short link that is not http(s) stays text', () => {
    const clip = listClip([a, { ...b, shortLink: '<img src=x onerror=alert(1)>' }], 'rich');
    expect(clip.text).toBe('https://zd.lc/a\n<img src=x onerror=alert(1)>');
    expect(clip.html).toBe(
      '<ul>\n<li><a href="https://zd.lc/a">A [page]</a></li>\n<li>&#60;img src=x onerror=alert(1)&#62;</li>\n</ul>',
    );
  });
});

describe('export results', () => {
  it('input, short link, status and reason, in formula-safe cells', () => {
    const entries: BulkEntry[] = [
      { input: 'https://a.example/', url: 'https://a.example/', state: 'made', link: a },
      {
        input: '=HYPERLINK("http://evil")',
        url: 'https://x.example/',
        state: 'refused',
        failure: { kind: 'unverified' },
      },
      { input: 'https://c.example/', url: 'https://c.example/', state: 'pending' },
    ];
    expect(resultsCsv(entries, (e) => (e.failure ? 'Cannot tell' : ''))).toBe(
      '\uFEFF"input","shortLink","status","reason"\r\n' +
        '"https://a.example/","https://zd.lc/a","made",""\r\n' +
        `"'=HYPERLINK(""http://evil"")","","refused","Cannot tell"\r\n` +
        '"https://c.example/","","left",""\r\n',
    );
  });
});

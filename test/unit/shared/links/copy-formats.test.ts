import { describe, expect, it } from 'vitest';
import { COPY_FORMATS, isCopyFormat, type CopyFormat } from '../../../../src/shared/links/clip';
import { formatLink, formatLinkList, linkTitle, MAX_TITLE_LENGTH } from '../../../../src/shared/links/copy-formats';
import { DEFAULT_SETTINGS } from '../../../../src/shared/settings/settings';
import { readSettings } from '../../../../src/shared/settings/settings-schema';

const SHORT = 'https://zd.lc/abc';
const link = (title: string, shortLink = SHORT, destination = 'https://example.com/page?a=1') => ({
  title,
  shortLink,
  destination,
});

/** What a renderer sees after Markdown's backslash escapes: the escaped characters are text. */
const unescapeMarkdown = (s: string) => s.replace(/\\([\\`*_[\]()<>~|&!{}#+\-=])/g, '$1');
const LONG = 'x'.repeat(5000);

describe('copy formats', () => {
  it.each<[string, string, CopyFormat, { text: string; html?: string }]>([
    ['a plain title', 'Example page', 'plain', { text: SHORT }],
    ['a plain title', 'Example page', 'markdown', { text: `[Example page](${SHORT})` }],
    ['a plain title', 'Example page', 'html', { text: `<a href="${SHORT}">Example page</a>` }],
    ['a plain title', 'Example page', 'rich', { text: SHORT, html: `<a href="${SHORT}">Example page</a>` }],
    ['a plain title', 'Example page', 'titled', { text: `Example page — ${SHORT}` }],
    [
      'an img onerror',
      '<img src=x onerror=alert(1)>',
      'markdown',
      { text: `[\\<img src=x onerror=alert\\(1\\)\\>](${SHORT})` },
    ],
    [
      'an img onerror',
      '<img src=x onerror=alert(1)>',
      'html',
      { text: `<a href="${SHORT}">&lt;img src=x onerror=alert(1)&gt;</a>` },
    ],
    [
      'an img onerror',
      '<img src=x onerror=alert(1)>',
      'rich',
      { text: SHORT, html: `<a href="${SHORT}">&lt;img src=x onerror=alert(1)&gt;</a>` },
    ],
    ['an img onerror', '<img src=x onerror=alert(1)>', 'titled', { text: `<img src=x onerror=alert(1)> — ${SHORT}` }],
    [
      'a link breakout',
      'x](javascript:alert(1))',
      'markdown',
      { text: `[x\\]\\(javascript:alert\\(1\\)\\)](${SHORT})` },
    ],
    ['a link breakout', 'x](javascript:alert(1))', 'html', { text: `<a href="${SHORT}">x](javascript:alert(1))</a>` }],
    [
      'an attribute breakout',
      "\"><script>alert('x')</script>",
      'html',
      { text: `<a href="${SHORT}">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</a>` },
    ],
    [
      'an attribute breakout',
      "\"><script>alert('x')</script>",
      'rich',
      { text: SHORT, html: `<a href="${SHORT}">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</a>` },
    ],
    [
      'an attribute breakout',
      "\"><script>alert('x')</script>",
      'markdown',
      { text: `["\\>\\<script\\>alert\\('x'\\)\\</script\\>](${SHORT})` },
    ],
    [
      'backslashes and code',
      '\\`code` *b* _i_ ~s~ &amp; ![i]',
      'markdown',
      { text: `[\\\\\\\`code\\\` \\*b\\* \\_i\\_ \\~s\\~ \\&amp; \\!\\[i\\]](${SHORT})` },
    ],
    ['a leading heading', '# Title', 'markdown', { text: `[\\# Title](${SHORT})` }],
    ['a leading quote', '> quoted', 'markdown', { text: `[\\> quoted](${SHORT})` }],
    ['bidi overrides', 'abc\u202Egpj.exe\u202C\u2066x\u2069', 'titled', { text: `abc gpj.exe x — ${SHORT}` }],
    ['bidi overrides', 'abc\u202Egpj.exe', 'html', { text: `<a href="${SHORT}">abc gpj.exe</a>` }],
    ['line breaks', 'one\r\ntwo\n\n[x](y)', 'markdown', { text: `[one two \\[x\\]\\(y\\)](${SHORT})` }],
    ['an empty title', '', 'markdown', { text: `[example.com](${SHORT})` }],
    ['an empty title', '   ', 'titled', { text: `example.com — ${SHORT}` }],
    ['an empty title', '', 'rich', { text: SHORT, html: `<a href="${SHORT}">example.com</a>` }],
  ])('%s: %j as %s', (_, title, format, expected) => {
    expect(formatLink(link(title), format)).toEqual(expected);
  });

  it.each(COPY_FORMATS)('%s: a very long title is cut', (format) => {
    const clip = formatLink(link(LONG), format);
    expect(clip.text.length).toBeLessThan(MAX_TITLE_LENGTH + 100);
    expect(linkTitle(link(LONG))).toHaveLength(MAX_TITLE_LENGTH);
    expect(linkTitle(link(LONG)).endsWith('…')).toBe(true);
  });

  it('an empty title with no usable destination is the bare short link', () => {
    expect(formatLink(link('', SHORT, 'javascript:alert(1)'), 'markdown')).toEqual({ text: `[zd.lc/abc](${SHORT})` });
    expect(formatLink(link('', SHORT, 'not a url'), 'html')).toEqual({ text: `<a href="${SHORT}">zd.lc/abc</a>` });
  });

  it.each(COPY_FORMATS)('%s: a short link that is not http(s) becomes no markup, only text', (format) => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '"><img src=x onerror=alert(1)>']) {
      expect(formatLink(link('<b>t</b>', bad), format)).toEqual({ text: bad });
    }
  });

  it('parentheses and quotes in the short link cannot end the Markdown or HTML link', () => {
    const odd = 'https://zd.lc/a(b)"c';
    expect(formatLink(link('t', odd), 'markdown').text).toBe('[t](https://zd.lc/a%28b%29%22c)');
    expect(formatLink(link('t', "https://zd.lc/a'b"), 'html').text).toBe('<a href="https://zd.lc/a&#39;b">t</a>');
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    'x](javascript:alert(1))',
    '"><script>x</script>',
    '\\](evil)',
    '# h',
    'a\u202Eb',
    LONG,
  ])('the Markdown text of %j reads back as the title, with no markup', (title) => {
    const md = formatLink(link(title), 'markdown').text;
    const inner = md.slice(1, md.lastIndexOf(`](${SHORT})`));
    // Every markup character in the link text is escaped: none is left bare.
    expect(inner.replace(/\\[\\`*_[\]()<>~|&!{}#+\-=]/g, '')).not.toMatch(/[\\`*_[\]()<>~|&!{}]/);
    expect(unescapeMarkdown(inner)).toBe(linkTitle(link(title)));
  });

  it('the preference: known formats only, plain by default', () => {
    expect(DEFAULT_SETTINGS.copyFormat).toBe('plain');
    expect(COPY_FORMATS.every(isCopyFormat)).toBe(true);
    expect(readSettings({ copyFormat: 'rich' }).copyFormat).toBe('rich');
    for (const bad of ['<b>', 'Markdown', 42, null]) expect(readSettings({ copyFormat: bad }).copyFormat).toBe('plain');
  });
});

describe('a list of links (shorten all tabs)', () => {
  const two = [link('First [page]'), link('', 'https://zd.lc/xyz', 'https://other.example/')];
  it.each<[CopyFormat, { text: string; html?: string }]>([
    ['markdown', { text: `- [First \\[page\\]](${SHORT})\n- [other.example](https://zd.lc/xyz)` }],
    ['plain', { text: `${SHORT}\nhttps://zd.lc/xyz` }],
    ['titled', { text: `First [page] — ${SHORT}\nother.example — https://zd.lc/xyz` }],
    [
      'html',
      {
        text: `<ul>\n<li><a href="${SHORT}">First [page]</a></li>\n<li><a href="https://zd.lc/xyz">other.example</a></li>\n</ul>`,
      },
    ],
    [
      'rich',
      {
        text: `${SHORT}\nhttps://zd.lc/xyz`,
        html: `<ul><li><a href="${SHORT}">First [page]</a></li><li><a href="https://zd.lc/xyz">other.example</a></li></ul>`,
      },
    ],
  ])('as %s', (format, expected) => {
    expect(formatLinkList(two, format)).toEqual(expected);
  });

  it('a title cannot add a line of its own to the Markdown list', () => {
    expect(formatLinkList([link('a\n- [evil](https://evil.example)')], 'markdown').text.split('\n')).toHaveLength(1);
  });
});

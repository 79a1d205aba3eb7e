/** URLs shown for reading: escapes decoded where that changes nothing but their look, never where it could disguise them. */
import { describe, expect, it } from 'vitest';
import { clipMiddle, readableUrl, untitledTitle } from '../../../../src/pages/components/readable-url';

describe('readableUrl', () => {
  it.each([
    ['https://example.com/caf%C3%A9?q=%E6%97%A5%E6%9C%AC', 'https://example.com/café?q=日本'],
    ['https://de.wikipedia.org/wiki/Stra%C3%9Fe', 'https://de.wikipedia.org/wiki/Straße'],
    // Escapes that carry meaning stay: a decoded %2F in the path, or %26, %3D, %23 in the query, would be another URL.
    [
      'https://example.com/a%2Fb?next=%2Fhome%3Fx%3D1%26y%3D2#frag%23',
      'https://example.com/a%2Fb?next=/home?x%3D1%26y%3D2#frag%23',
    ],
    // The query is decoded name by name, value by value: its plain spaces read as spaces.
    ['http://127.0.0.1:5/launch?title=Our%20autumn%20launch&x', 'http://127.0.0.1:5/launch?title=Our autumn launch&x'],
    ['https://example.com/?q=%E6%97%A5%20%C2%A0%E2%80%AE', 'https://example.com/?q=日 %C2%A0%E2%80%AE'],
    // A malformed escape leaves only its own part as it was.
    ['https://example.com/?a=100%&b=caf%C3%A9', 'https://example.com/?a=100%&b=café'],
    ['https://example.com/', 'https://example.com/'],
  ])('%s reads %s', (url, shown) => {
    expect(readableUrl(url)).toBe(shown);
  });

  it.each([
    ['a right-to-left override', 'https://example.com/%E2%80%AEfdp.exe', 'https://example.com/%E2%80%AEfdp.exe'],
    ['an isolate', 'https://example.com/%E2%81%A6x', 'https://example.com/%E2%81%A6x'],
    ['a zero-width space', 'https://example.com/pay%E2%80%8Bpal', 'https://example.com/pay%E2%80%8Bpal'],
    ['a line break', 'https://example.com/a%0Ab', 'https://example.com/a%0Ab'],
    ['spaces', 'https://example.com/a%20b%C2%A0c', 'https://example.com/a%20b%C2%A0c'],
  ])('%s stays escaped', (_, url, shown) => {
    expect(readableUrl(url)).toBe(shown);
  });

  // Printable ASCII without an escape is taken as it is; anything else is read the long way.
  it.each([
    ['a plain address', "https://example.com/a-b_c.d~e/!$'()*+,;:@?q=a+b&r=[1]#top", null],
    ['a raw right-to-left override', 'https://example.com/\u202Efdp.exe', 'https://example.com/%E2%80%AEfdp.exe'],
    ['a raw space', 'https://example.com/a b', 'https://example.com/a%20b'],
    ['a raw tab', 'https://example.com/a\tb', 'https://example.com/a%09b'],
  ])('%s, unescaped', (_, url, shown) => {
    expect(readableUrl(url)).toBe(shown ?? url);
  });

  it.each(['https://example.com/100%', 'https://example.com/%E0%A4%A', 'https://example.com/%C3'])(
    'a malformed escape (%s): the text as it was',
    (url) => {
      expect(readableUrl(url)).toBe(url);
    },
  );
});

describe('untitledTitle', () => {
  // Site and path, decoded, whatever the scheme: an address pasted from an http:// page is titled as any other
  // (its destination, shown beside it, still says http://).
  it.each([
    ['https://example.com/pricing/11?ref=mail', 'example.com/pricing/11'],
    ['http://127.0.0.1:33335/pasted-320?title=Pasted', '127.0.0.1:33335/pasted-320'],
    ['HTTP://example.com/caf%C3%A9#top', 'example.com/café'],
    ['http://example.com/', 'example.com/'],
  ])('%s is titled %s', (url, title) => expect(untitledTitle(url)).toBe(title));
});

describe('clipMiddle', () => {
  it('keeps a short text whole', () => expect(clipMiddle('https://example.com/a')).toBe('https://example.com/a'));

  it('cuts a long one in the middle, to the length asked', () => {
    const url = `https://example.com/${'a'.repeat(200)}/last-part`;
    const clipped = clipMiddle(url, 60);
    expect([...clipped]).toHaveLength(60);
    expect(clipped.startsWith('https://example.com/aaa')).toBe(true);
    expect(clipped.endsWith('/last-part')).toBe(true);
    expect(clipped).toContain('…');
  });

  it('never splits a character made of two code units', () => {
    expect(clipMiddle('😀'.repeat(100), 10)).toBe(`${'😀'.repeat(6)}…${'😀'.repeat(3)}`);
  });
});

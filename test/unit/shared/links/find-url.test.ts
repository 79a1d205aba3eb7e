import { describe, expect, it } from 'vitest';
import { findUrls, selectionUrl } from '../../../../src/shared/links/find-url';

describe('the web addresses in a text', () => {
  it.each([
    ['', []],
    ['no address here, just words', []],
    ['javascript:alert(1)', []],
    ['mailto:a@www.example.com', []],
    ['ftp://example.com/file', []],
    ['https://example.com/a', ['https://example.com/a']],
    ['  http://example.com/a?b=1&c=2#frag  ', ['http://example.com/a?b=1&c=2#frag']],
    ['Read https://example.com/a.', ['https://example.com/a']],
    ['see https://example.com/a, then', ['https://example.com/a']],
    ['"https://example.com/q?x=1"!?', ['https://example.com/q?x=1']],
    ["'https://example.com/it's';", ["https://example.com/it's"]],
    ['(see https://example.com/a)', ['https://example.com/a']],
    ['(see https://example.com/a).', ['https://example.com/a']],
    ['https://en.wikipedia.org/wiki/Foo_(bar)', ['https://en.wikipedia.org/wiki/Foo_(bar)']],
    ['(https://en.wikipedia.org/wiki/Foo_(bar))', ['https://en.wikipedia.org/wiki/Foo_(bar)']],
    ['[link](https://example.com/md)', ['https://example.com/md']],
    ['{https://example.com/x}', ['https://example.com/x']],
    ['visit www.example.com/path.', ['https://www.example.com/path']],
    ['WWW.Example.com', ['https://WWW.Example.com']],
    ['notwww.example.com and a.www.example.com', []],
    ['https://a.example/ and http://b.example/', ['https://a.example/', 'http://b.example/']],
    ['https://a.example/ twice: https://a.example/', ['https://a.example/']],
    ['<a href="https://example.com/h">x</a>', ['https://example.com/h']],
    ['https://', []],
  ])('%j → %j', (text, urls) => {
    expect(findUrls(text)).toEqual(urls);
  });
});

describe('what a selection holds', () => {
  it.each([
    ['nothing to see', { kind: 'none' }],
    [undefined, { kind: 'none' }],
    ['go to https://example.com/one now', { kind: 'one', url: 'https://example.com/one' }],
    ['https://a.example/ or https://b.example/', { kind: 'several', count: 2 }],
  ])('%j', (text, expected) => {
    expect(selectionUrl(text)).toEqual(expected);
  });
});

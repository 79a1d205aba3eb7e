import { describe, expect, it } from 'vitest';
import { checkCanonical, sameSite } from '../../src/links/canonical';

const TAB = 'https://www.example.com/article?id=7&utm_source=x';

describe('checkCanonical', () => {
  it.each([
    ['same host', 'https://www.example.com/article/7', true],
    ['http on the same host (sites often name their https one, and the other way)', 'http://www.example.com/article/7', true],
    ['the bare domain of a www. tab', 'https://example.com/a', true],
    ['the mobile host', 'https://m.example.com/a', true],
    ['a subdomain of the site', 'https://blog.example.com/a', true],
    ['another site', 'https://evil.example.net/article/7', false],
    ['a look-alike host', 'https://example.com.evil.net/a', false],
    ['a host that only ends like it', 'https://notexample.com/a', false],
    ['not http(s): javascript', 'javascript:alert(1)', false],
    ['not http(s): data', 'data:text/html,hi', false],
    ['not http(s): ftp on the same host', 'ftp://www.example.com/a', false],
    ['relative (the page must resolve it)', '/article/7', false],
    ['empty', '', false],
    ['missing', null, false],
    ['not a string', 42, false],
    ['too long', `https://www.example.com/${'a'.repeat(8000)}`, false],
  ])('%s', (_, candidate, accepted) => {
    expect(checkCanonical(candidate, TAB)).toBe(accepted ? candidate : null);
  });

  it('never for a tab that is not a web page', () => {
    expect(checkCanonical('https://example.com/', 'chrome://newtab/')).toBeNull();
  });
});

describe('sameSite (approximated without a public-suffix list)', () => {
  it.each([
    ['example.com', 'example.com', true],
    ['Example.COM', 'example.com.', true],
    ['www.example.com', 'example.com', true],
    ['m.example.com', 'www.example.com', true],
    ['amp.example.co.uk', 'www.example.co.uk', true],
    ['news.example.com', 'example.com', true],
    ['a.b.example.com', 'example.com', true],
    // Siblings may be different people's (a.github.io, b.github.io): refused.
    ['alice.github.io', 'bob.github.io', false],
    ['news.example.com', 'shop.example.com', false],
    ['example.com', 'com', false],
    ['www.com', 'com', false],
    ['127.0.0.1', '127.0.0.1', true],
    ['127.0.0.1', '0.0.1', false],
    ['1.2.3.4', '2.3.4', false],
    ['[::1]', '[::1]', true],
  ])('%s ~ %s: %s', (a, b, same) => {
    expect(sameSite(a, b)).toBe(same);
    expect(sameSite(b, a)).toBe(same);
  });
});

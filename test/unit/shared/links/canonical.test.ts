import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCanonical, registrableDomain, sameSite } from '../../../../src/shared/links/canonical';

const TAB = 'https://www.example.com/article?id=7&utm_source=x';

describe('checkCanonical', () => {
  it.each([
    ['same host', 'https://www.example.com/article/7', true],
    [
      'http on the same host (sites often name their https one, and the other way)',
      'http://www.example.com/article/7',
      true,
    ],
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
    ['another site on a shared host', 'https://evil.github.io/a', false],
    ['same site with a user name and password', 'https://alice:secret@www.example.com/a', false],
    ['same site with a user name', 'https://alice@example.com/a', false],
  ])('%s', (_, candidate, accepted) => {
    expect(checkCanonical(candidate, TAB)).toBe(accepted ? candidate : null);
  });

  it.each([
    [
      'a bucket names the service itself',
      'https://attacker.s3.amazonaws.com/x',
      'https://s3.amazonaws.com/victim/file',
    ],
    ['a bucket names another bucket', 'https://attacker.s3.amazonaws.com/x', 'https://victim.s3.amazonaws.com/file'],
    ['one Pages site names another', 'https://x.github.io/a', 'https://y.github.io/b'],
    ['one blog names another', 'https://a.blogspot.com/', 'https://b.blogspot.com/'],
    ['one deployment names another', 'https://foo.vercel.app/', 'https://bar.vercel.app/'],
    ['a co.uk site names another', 'https://example.co.uk/', 'https://other.co.uk/'],
  ])('refused: %s', (_, tab, candidate) => {
    expect(checkCanonical(candidate, tab)).toBeNull();
  });

  it("answers the parsed, serialised URL, not the page's text", () => {
    expect(checkCanonical('HTTPS://WWW.Example.COM:443/a b?q=1#x', TAB)).toBe('https://www.example.com/a%20b?q=1#x');
    expect(checkCanonical('https://example.com/./x/../y', TAB)).toBe('https://example.com/y');
  });

  it('never for a tab that is not a web page', () => {
    expect(checkCanonical('https://example.com/', 'chrome://newtab/')).toBeNull();
  });
});

describe('sameSite, by the registrable domain (Public Suffix List, private section on)', () => {
  it.each([
    ['example.com', 'example.com', true],
    ['Example.COM', 'example.com.', true],
    ['www.example.com', 'example.com', true],
    ['m.example.com', 'www.example.com', true],
    ['amp.example.co.uk', 'www.example.co.uk', true],
    ['www.example.co.uk', 'example.co.uk', true],
    ['news.example.com', 'example.com', true],
    ['a.b.example.com', 'example.com', true],
    ['news.example.com', 'shop.example.com', true],
    ['alice.github.io', 'bob.github.io', false],
    ['alice.github.io', 'github.io', false],
    ['attacker.s3.amazonaws.com', 's3.amazonaws.com', false],
    ['a.blogspot.com', 'b.blogspot.com', false],
    ['foo.vercel.app', 'bar.vercel.app', false],
    ['example.co.uk', 'other.co.uk', false],
    ['example.co.uk', 'co.uk', false],
    ['example.com', 'com', false],
    ['www.com', 'com', false],
    ['127.0.0.1', '127.0.0.1', true],
    ['127.0.0.1', '0.0.1', false],
    ['1.2.3.4', '2.3.4', false],
    ['[::1]', '[::1]', true],
    ['localhost', 'a.localhost', false],
  ])('%s ~ %s: %s', (a, b, same) => {
    expect(sameSite(a, b)).toBe(same);
    expect(sameSite(b, a)).toBe(same);
  });
});

/**
 * The Public Suffix List's own test cases (tests/test_psl.txt of github.com/publicsuffix/list at
 * ffcfa83e, public domain; tldts ships no tests), as written there: `checkPublicSuffix(host, registrable domain or null)`.
 * Hosts reach `sameSite` as a URL's hostname, so each is also tried as one (IDN labels punycoded).
 */
const PSL_CASES = [
  ...readFileSync(new URL('./fixtures/psl-test-cases.txt', import.meta.url), 'utf8').matchAll(
    /^checkPublicSuffix\('([^']*)', (?:'([^']*)'|null)\);$/gm,
  ),
].map((m) => [m[1]!, m[2] ?? null] as const);

describe("the Public Suffix List's test cases", () => {
  it('are all read', () => {
    expect(PSL_CASES.length).toBeGreaterThan(70);
  });

  it.each(PSL_CASES)('%s: %s', (host, domain) => {
    expect(registrableDomain(host)).toBe(domain?.toLowerCase() ?? null);
  });

  const asHostname = (host: string) => new URL(`http://${host}/`).hostname;
  it.each(PSL_CASES.filter(([host]) => !host.startsWith('.')))('%s as a URL hostname', (host, domain) => {
    expect(registrableDomain(asHostname(host))).toBe(domain === null ? null : asHostname(domain));
  });

  // Pairs from the cases: two hosts are the same site exactly when the list gives them the same registrable domain.
  const pairs = PSL_CASES.flatMap(([a, da]) =>
    PSL_CASES.map(([b, db]) => [a, b, da !== null && da.toLowerCase() === db?.toLowerCase()] as const),
  ).filter(([a, b]) => a.toLowerCase() !== b.toLowerCase());
  it(`${pairs.length} pairs of them`, () => {
    const wrong = pairs.filter(([a, b, same]) => sameSite(a, b) !== same);
    expect(wrong).toEqual([]);
    expect(pairs.filter(([, , same]) => same).length).toBeGreaterThan(40);
  });
});

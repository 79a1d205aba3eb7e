import { describe, expect, it } from 'vitest';
import { ruleFor } from '../../../../src/shared/rules/match';
import { parsePattern, patternMatches } from '../../../../src/shared/rules/pattern';

const matches = (pattern: string, url: string) => {
  const parsed = parsePattern(pattern);
  if (typeof parsed === 'string') throw new Error(parsed);
  return patternMatches(parsed, url);
};

describe('a site pattern', () => {
  it.each([
    ['github.com', 'https://github.com/owner/repo', true],
    ['github.com', 'http://github.com/', true],
    ['github.com', 'https://GitHub.COM./x', true],
    ['github.com', 'https://gist.github.com/x', false],
    ['github.com', 'https://notgithub.com/', false],
    ['github.com', 'https://github.com.evil.test/', false],
    ['*.acme.co', 'https://www.acme.co/a', true],
    ['*.acme.co', 'https://a.b.acme.co/', true],
    ['*.acme.co', 'https://acme.co/', true],
    ['*.acme.co', 'https://evilacme.co/', false],
    ['docs.example.com/api', 'https://docs.example.com/api', true],
    ['docs.example.com/api', 'https://docs.example.com/api/', true],
    ['docs.example.com/api', 'https://docs.example.com/api/v2?x=1', true],
    ['docs.example.com/api', 'https://docs.example.com/apiary', false],
    ['docs.example.com/api', 'https://docs.example.com/', false],
    ['docs.example.com/api/', 'https://docs.example.com/api/x', true],
  ])('%s on %s: %s', (pattern, url, expected) => expect(matches(pattern, url)).toBe(expected));

  it('compares international names as the browser writes them (IDN)', () => {
    expect(matches('bücher.de', 'https://xn--bcher-kva.de/')).toBe(true);
    expect(matches('xn--bcher-kva.de', 'https://bücher.de/')).toBe(true);
    expect(matches('*.bücher.de', 'https://shop.BÜCHER.de/')).toBe(true);
  });

  it('matches any port unless it names one', () => {
    expect(matches('localhost', 'http://localhost:8080/')).toBe(true);
    expect(matches('localhost:8080', 'http://localhost:8080/x')).toBe(true);
    expect(matches('localhost:8080', 'http://localhost:9090/x')).toBe(false);
    expect(matches('example.com:443', 'https://example.com/')).toBe(true);
    expect(matches('example.com:80', 'https://example.com/')).toBe(false);
  });

  it('never matches what cannot be shortened', () => {
    expect(matches('github.com', 'ftp://github.com/')).toBe(false);
    expect(matches('github.com', 'not a url')).toBe(false);
  });

  it.each([
    ['', 'pattern-empty'],
    ['   ', 'pattern-empty'],
    ['https://github.com', 'pattern-scheme'],
    ['git*hub.com', 'pattern-wildcard'],
    ['*.*.com', 'pattern-wildcard'],
    ['*.com', 'pattern-host'],
    ['github.com?x=1', 'pattern-query'],
    ['github.com#top', 'pattern-query'],
    ['user@github.com', 'pattern-host'],
    ['exa mple.com', 'pattern-host'],
    ['example.com:99999', 'pattern-host'],
    ['/path/only', 'pattern-host'],
  ])('refuses %j (%s)', (pattern, problem) => expect(parsePattern(pattern)).toBe(problem));

  it.each(['*.co.uk', '*.github.io', '*.CO.UK.', '*.blogspot.com', '*.com.au'])(
    'refuses a wildcard on the public suffix %j: it would match every site under it',
    (pattern) => expect(parsePattern(pattern)).toBe('pattern-public-suffix'),
  );

  it('keeps a wildcard on a site under a public suffix, and a public suffix named alone', () => {
    expect(matches('*.acme.co.uk', 'https://www.acme.co.uk/')).toBe(true);
    expect(matches('*.alice.github.io', 'https://x.alice.github.io/')).toBe(true);
    expect(matches('*.localhost', 'http://app.localhost/')).toBe(true);
    expect(matches('github.io', 'https://github.io/')).toBe(true);
  });
});

describe('the rule for an address', () => {
  const rules = [
    { pattern: 'docs.example.com/api', domain: 'api.short' },
    { pattern: '*.example.com', domain: 'ex.short' },
    { pattern: 'docs.example.com', domain: 'never.short' },
  ];

  it('is the first that matches', () => {
    expect(ruleFor(rules, 'https://docs.example.com/api/x')?.domain).toBe('api.short');
    expect(ruleFor(rules, 'https://docs.example.com/guide')?.domain).toBe('ex.short');
    expect(ruleFor(rules, 'https://other.test/')).toBeNull();
  });

  it('skips a rule whose pattern is not one', () => {
    expect(ruleFor([{ pattern: 'https://x' }, { pattern: 'x.test', groupId: 'g' }], 'https://x.test/')?.groupId).toBe(
      'g',
    );
  });
});

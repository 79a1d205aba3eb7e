import { describe, expect, it } from 'vitest';
import { checkShortlink } from '../../../../src/shared/links/shortlink';

const PAGE = 'https://www.example.co.uk/2026/11/a-long-article-title';

describe("the site's own short link", () => {
  it.each<[string, unknown, string | null]>([
    ['on the same host', 'https://www.example.co.uk/?p=123', 'https://www.example.co.uk/?p=123'],
    ['on the same registrable domain', 'https://example.co.uk/s/abc', 'https://example.co.uk/s/abc'],
    ['on another site', 'https://wp.me/p1-2', null],
    ['on another site under the same public suffix', 'https://other.co.uk/abc', null],
    ['a private-section sibling (github.io)', 'https://bob.github.io/x', null],
    ['not http(s)', 'javascript:alert(1)', null],
    ['relative (unresolved)', '/?p=1', null],
    ['with credentials', 'https://user:pw@example.co.uk/x', null],
    ['empty', '', null],
    ['not a string', 42, null],
    ['too long', `https://example.co.uk/${'a'.repeat(3000)}`, null],
  ])('%s', (_, candidate, expected) => {
    expect(checkShortlink(candidate, PAGE)).toBe(expected);
  });

  it('a github.io page keeps its own site only', () => {
    expect(checkShortlink('https://alice.github.io/s', 'https://alice.github.io/post')).toBe(
      'https://alice.github.io/s',
    );
    expect(checkShortlink('https://bob.github.io/s', 'https://alice.github.io/post')).toBeNull();
  });
});

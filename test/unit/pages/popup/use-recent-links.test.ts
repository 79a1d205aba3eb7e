/** The popup's own list: a first page asked for before this popup made, changed or deleted a link, and answered after, undoes none of it. */
import { describe, expect, it } from 'vitest';
import type { Link } from '../../../../src/shared/types';
import { keepLocal, type LocalChange } from '../../../../src/pages/popup/use-recent-links';

const link = (id: string, over: Partial<Link> = {}): Link => ({
  id,
  title: `Link ${id}`,
  domain: 'zd.lc',
  backHalf: id,
  shortLink: `https://zd.lc/${id}`,
  destination: `https://example.com/${id}`,
  group: null,
  createdAt: 1_000,
  updatedAt: 1_000,
  ...over,
});
const changes = (...entries: [string, Link | null, number][]) =>
  new Map<string, LocalChange>(entries.map(([id, l, at]) => [id, { link: l, at }]));

describe('a first page and what the popup did while it was on its way', () => {
  const page = [link('b'), link('a')];

  it('a link made after the page was asked for stays, first', () => {
    const made = link('new');
    expect(keepLocal(page, changes(['new', made, 20]), 10)).toEqual({ links: [made, ...page], added: 1 });
  });

  it("a link made before the page was asked for is the page's business (the page is newer)", () => {
    expect(keepLocal(page, changes(['gone-elsewhere', link('gone-elsewhere'), 5]), 10)).toEqual({
      links: page,
      added: 0,
    });
  });

  it('a link the page already has is not doubled; an edit made since keeps its new version', () => {
    const edited = link('a', { title: 'Edited' });
    expect(keepLocal(page, changes(['a', edited, 20]), 10)).toEqual({ links: [page[0], edited], added: 0 });
  });

  it('a link deleted since stays gone, and is not counted', () => {
    expect(keepLocal(page, changes(['b', null, 20]), 10)).toEqual({ links: [page[1]], added: -1 });
  });

  it('two made since, newest first', () => {
    const one = link('one');
    const two = link('two');
    expect(keepLocal(page, changes(['one', one, 20], ['two', two, 30]), 10).links.map((l) => l.id)).toEqual([
      'two',
      'one',
      'b',
      'a',
    ]);
  });
});

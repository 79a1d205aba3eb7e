import { expect, it } from 'vitest';
import { fileDifferences, identical } from '../../../../src/dev/release/same-files';

const files = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([k, v]) => [k, Buffer.from(v)]));

it('the same paths with the same bytes are identical', () => {
  const d = fileDifferences(files({ 'a.js': 'x', 'b/c.json': '{}' }), files({ 'b/c.json': '{}', 'a.js': 'x' }));
  expect(d).toEqual({ missing: [], extra: [], differing: [] });
  expect(identical(d)).toBe(true);
});

it('names files missing, extra, and differing by a single byte', () => {
  const d = fileDifferences(
    files({ 'a.js': 'x', 'gone.js': '', 'm.json': '{"a":1}' }),
    files({ 'a.js': 'x', 'm.json': '{"a":2}', 'new.js': '' }),
  );
  expect(d).toEqual({ missing: ['gone.js'], extra: ['new.js'], differing: ['m.json'] });
  expect(identical(d)).toBe(false);
});

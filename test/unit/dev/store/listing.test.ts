import { expect, it } from 'vitest';
import { length, parseListing } from '../../../../src/dev/store/listing';

it('reads the name, the short description and the long one with its paragraphs and features', () => {
  const listing = parseListing('# Name\n\n> Short one.\n\nFirst paragraph.\n\n- one\n- two\n\nLast.\n');
  expect(listing).toEqual({
    name: 'Name',
    summary: 'Short one.',
    description: 'First paragraph.\n\n- one\n- two\n\nLast.',
    bullets: 2,
    paragraphs: 3,
  });
});

it('counts characters as the stores do (an emoji or a CJK character is one)', () => {
  expect(length('短縮😀')).toBe(3);
  expect('短縮😀'.length).toBe(4);
});

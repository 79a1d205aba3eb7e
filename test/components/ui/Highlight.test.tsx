/** The search's words marked in a text: <mark> around each match, everything else text (service data never becomes markup). */
import { render } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { Highlight } from '../../../src/pages/components/Highlight';

const marks = (c: Element) => [...c.querySelectorAll('mark')].map((m) => m.textContent);

it('marks every match of every term, case-insensitively, overlapping ones once', () => {
  const { container } = render(<Highlight text="Pasta and PASTRY at the pasta bar" terms={['past', 'pasta']} />);
  expect(marks(container)).toEqual(['Pasta', 'PAST', 'pasta']);
  expect(container.textContent).toBe('Pasta and PASTRY at the pasta bar');
});

it('no terms or no match: the plain text', () => {
  expect(render(<Highlight text="abc" terms={[]} />).container.innerHTML).toBe('abc');
  expect(render(<Highlight text="abc" terms={['x']} />).container.innerHTML).toBe('abc');
});

it('a hostile text stays text, marked or not', () => {
  const text = '<img src=x onerror=alert(1)> evil';
  const { container } = render(<Highlight text={text} terms={['evil', 'img']} />);
  expect(container.querySelector('img')).toBeNull();
  expect(container.textContent).toBe(text);
  expect(marks(container)).toEqual(['img', 'evil']);
});

it('one character is not marked (it would mark nearly every row); two are; one Chinese or Japanese character is a word', () => {
  const text = 'Seed 231: events 2024';
  expect(marks(render(<Highlight text={text} terms={['2']} />).container)).toEqual([]);
  expect(marks(render(<Highlight text={text} terms={['e']} />).container)).toEqual([]);
  expect(marks(render(<Highlight text={text} terms={['23', '2']} />).container)).toEqual(['23']);
  expect(marks(render(<Highlight text="東京の店" terms={['店']} />).container)).toEqual(['店']);
});

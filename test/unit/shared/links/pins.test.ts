/** Pins as kept and ordered: a record read defensively, a toggle, and the picker's order (pinned first, then the search's). */
import { expect, it } from 'vitest';
import { readPins } from '../../../../src/background/links/pins-db';
import { MAX_PINS, pickList, togglePin } from '../../../../src/shared/links/pins';
import type { Link } from '../../../../src/shared/types';

const link = (id: string, createdAt: number, title = `Title ${id}`): Link => ({
  id,
  title,
  domain: 'zd.lc',
  backHalf: id,
  shortLink: `https://zd.lc/${id}`,
  destination: `https://example.com/${id}`,
  group: null,
  createdAt,
  updatedAt: null,
});

it('reads a record of ids, each once, at most MAX_PINS; anything else as none', () => {
  expect(readPins(['a', 'b', 'a', 3, '', null])).toEqual(['a', 'b']);
  expect(readPins({ a: 1 })).toEqual([]);
  expect(readPins(null)).toEqual([]);
  expect(readPins(Array.from({ length: MAX_PINS + 5 }, (_, i) => `p${i}`))).toHaveLength(MAX_PINS);
});

it('pins last pinned first, unpins, and keeps at most MAX_PINS (the oldest pin goes)', () => {
  expect(togglePin(['a'], 'b', true)).toEqual(['b', 'a']);
  expect(togglePin(['b', 'a'], 'a', true)).toEqual(['a', 'b']);
  expect(togglePin(['b', 'a'], 'b', false)).toEqual(['a']);
  const full = Array.from({ length: MAX_PINS }, (_, i) => `p${i}`);
  expect(togglePin(full, 'new', true)).toEqual(['new', ...full.slice(0, MAX_PINS - 1)]);
});

it('orders the pick: pinned first (in the pins’ order), then the rest newest first; a search filters both', () => {
  const links = [link('old', 1, 'Old demo'), link('mid', 2), link('new', 3, 'New demo'), link('gone', 4)];
  expect(pickList(links, [], '').map((l) => l.id)).toEqual(['gone', 'new', 'mid', 'old']);
  expect(pickList(links, ['old', 'mid', 'missing'], '').map((l) => l.id)).toEqual(['old', 'mid', 'gone', 'new']);
  expect(pickList(links, ['old'], 'demo').map((l) => l.id)).toEqual(['old', 'new']);
  expect(pickList(links, ['mid'], 'demo').map((l) => l.id)).toEqual(['new', 'old']);
});

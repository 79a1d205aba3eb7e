import { describe, expect, it } from 'vitest';
import {
  shownSelection,
  clickSelect,
  emptySelection,
  pruneSelection,
  selectAll,
  unselectAll,
  type Selection,
} from '../../../../src/pages/manager/row-selection';

const shown = ['a', 'b', 'c', 'd', 'e'];
const picked = (s: Selection) => [...s.ids].sort();

describe('selection', () => {
  it('a click flips one link and sets the anchor', () => {
    const one = clickSelect(emptySelection, 'b', false, shown);
    expect(picked(one)).toEqual(['b']);
    expect(one.anchor).toBe('b');
    expect(picked(clickSelect(one, 'b', false, shown))).toEqual([]);
  });

  it.each([
    ['downwards', 'b', 'd', ['b', 'c', 'd']],
    ['upwards', 'd', 'a', ['a', 'b', 'c', 'd']],
    ['onto the anchor itself', 'c', 'c', []],
  ])('a Shift-click selects the range %s', (_name, anchor, target, expected) => {
    const start = clickSelect(emptySelection, anchor, false, shown);
    expect(picked(clickSelect(start, target, true, shown))).toEqual(expected);
  });

  it('a Shift-click on a selected link unselects the range', () => {
    let s = selectAll(emptySelection, shown);
    s = clickSelect(s, 'b', false, shown); // b off, anchor b
    s = clickSelect(s, 'd', true, shown); // d is on: the range b..d goes off
    expect(picked(s)).toEqual(['a', 'e']);
  });

  it('a Shift-click with no anchor shown is a plain click', () => {
    const s = clickSelect({ ids: new Set(['x']), anchor: 'x' }, 'c', true, shown);
    expect(picked(s)).toEqual(['c', 'x']);
  });

  it('select all matching keeps others; unselect all shown', () => {
    const s = selectAll({ ids: new Set(['x']), anchor: null }, ['a', 'b']);
    expect(picked(s)).toEqual(['a', 'b', 'x']);
    expect(shownSelection(s, ['a', 'b'])).toBe('all');
    expect(shownSelection(s, ['a', 'c'])).toBe('some');
    expect(shownSelection(s, ['c', 'd'])).toBe('none');
    expect(shownSelection(emptySelection, ['a'])).toBe('none');
    expect(picked(unselectAll(s, ['a', 'b']))).toEqual(['x']);
  });

  it('links gone are forgotten, the same value when none is', () => {
    const s = { ids: new Set(['a', 'b']), anchor: 'b' };
    expect(pruneSelection(s, new Set(['a', 'b', 'c']))).toBe(s);
    const pruned = pruneSelection(s, new Set(['a']));
    expect(picked(pruned)).toEqual(['a']);
    expect(pruned.anchor).toBeNull();
  });
});

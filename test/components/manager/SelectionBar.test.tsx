/** The count row: select-all with its dash, the count said once, and with a selection the contextual bar, all from the keyboard. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'preact';
import { expect, it, vi } from 'vitest';
import { SelectionBar } from '../../../src/pages/manager/SelectionBar';

function bar(more: Partial<ComponentProps<typeof SelectionBar>> = {}) {
  const calls = {
    onCopyList: vi.fn(),
    onExport: vi.fn(),
    onDelete: vi.fn(),
    onClear: vi.fn(),
    onSelectAll: vi.fn(),
  };
  const props = { shown: 40, total: 120, selected: 0, shownSelected: 'none' as const, ...calls, ...more };
  const view = render(<SelectionBar {...props} />);
  return { ...calls, rerender: (next: Partial<typeof props>) => view.rerender(<SelectionBar {...props} {...next} />) };
}

const box = (count = 40) =>
  screen.getByRole('checkbox', { name: `Select all ${count} matching links` }) as HTMLInputElement;

it('with no selection: the count once, select-all empty, a "⋯" menu that acts on the links shown, no delete', async () => {
  const user = userEvent.setup();
  const { onCopyList, onExport } = bar();
  expect(screen.getByRole('group', { name: 'Acts on the 40 links shown' })).toBeTruthy();
  expect(document.querySelector('.counts')!.textContent).toBe('40 of 120 links');
  expect(box().checked).toBe(false);
  expect(box().indeterminate).toBe(false);
  expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Clear the selection' })).toBeNull();
  for (const name of ['Copy as a list', 'Export CSV', 'Export JSON']) {
    await user.click(screen.getByRole('button', { name: 'Acts on the 40 links shown' }));
    await user.click(await screen.findByRole('menuitem', { name }));
  }
  expect(onCopyList).toHaveBeenCalledOnce();
  expect(onExport.mock.calls).toEqual([['csv'], ['json']]);
});

it('every link shown: "120 links", not "120 of 120 links"', () => {
  bar({ shown: 120 });
  expect(document.querySelector('.counts')!.textContent).toBe('120 links');
});

it('some selected: the box shows a dash (mixed), and Space on it selects every link shown', async () => {
  const user = userEvent.setup();
  const { onSelectAll, rerender } = bar({ selected: 2, shownSelected: 'some' });
  expect(box().indeterminate).toBe(true);
  expect(box().checked).toBe(false);
  await user.tab();
  expect(document.activeElement).toBe(box());
  await user.keyboard(' ');
  expect(onSelectAll).toHaveBeenLastCalledWith(true);
  rerender({ selected: 40, shownSelected: 'all' });
  expect(box().indeterminate).toBe(false);
  expect(box().checked).toBe(true);
  await user.keyboard(' ');
  expect(onSelectAll).toHaveBeenLastCalledWith(false);
});

it('with a selection, keyboard only: "2 selected · Copy · Export · Delete · ✕", Delete as words, Escape clears', async () => {
  const user = userEvent.setup();
  const { onCopyList, onExport, onDelete, onClear } = bar({ selected: 2, shownSelected: 'some' });
  expect(screen.getByRole('group', { name: 'Acts on the 2 selected links' })).toBeTruthy();
  expect(document.querySelector('.counts')!.textContent).toBe('2 selected');
  // No count of the links shown beside the selection's: the bar says one thing.
  expect(screen.queryByText(/of 120 links/)).toBeNull();
  const order: string[] = [];
  for (let i = 0; i < 5; i++) {
    await user.tab();
    const el = document.activeElement as HTMLElement;
    order.push(el.getAttribute('aria-label') ?? el.textContent ?? '');
  }
  expect(order).toEqual(['Select all 40 matching links', 'Copy', 'Export ▾', 'Delete 2 links', 'Clear the selection']);
  const del = screen.getByRole('button', { name: 'Delete 2 links' });
  expect(del.textContent).toBe('Delete');
  expect(del.className).toContain('danger-text');
  expect(del.className).not.toMatch(/\bdanger\b(?!-)/);

  screen.getByRole('button', { name: 'Copy' }).focus();
  await user.keyboard('{Enter}');
  expect(onCopyList).toHaveBeenCalledOnce();
  screen.getByRole('button', { name: 'Export' }).focus();
  await user.keyboard('{Enter}');
  expect((await screen.findByRole('menuitem', { name: 'Export CSV' })) === document.activeElement).toBe(true);
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onExport).toHaveBeenCalledExactlyOnceWith('json');
  del.focus();
  await user.keyboard('{Enter}');
  expect(onDelete).toHaveBeenCalledOnce();
  // Escape from the bar clears the selection; the focus stays in the bar, on select-all.
  await user.keyboard('{Escape}');
  expect(onClear).toHaveBeenCalledOnce();
  expect(document.activeElement).toBe(box());
  screen.getByRole('button', { name: 'Clear the selection' }).focus();
  await user.keyboard('{Enter}');
  expect(onClear).toHaveBeenCalledTimes(2);
});

it('nothing shown: no select-all to select nothing with, and no menu; the count says why', () => {
  bar({ shown: 0, total: 120 });
  expect(screen.queryByRole('checkbox')).toBeNull();
  expect(screen.queryByRole('button', { name: /Acts on/ })).toBeNull();
  expect(document.querySelector('.counts')!.textContent).toBe('0 of 120 links');
});

it('a first sync with no rows yet: no bare box, no empty band (the sync status beside the title speaks)', () => {
  bar({ shown: 0, total: 0, syncing: true });
  expect(screen.queryByRole('checkbox')).toBeNull();
  expect((document.querySelector('.selection-bar') as HTMLElement).hidden).toBe(true);
});

it('a first sync with rows drawn: select-all beside "Syncing…", not beside nothing', () => {
  bar({ shown: 30, total: 30, syncing: true });
  expect(box(30)).toBeTruthy();
  expect(document.querySelector('.counts')!.textContent).toBe('Syncing…');
  expect((document.querySelector('.selection-bar') as HTMLElement).hidden).toBe(false);
});

it('Copy and Export carry an icon for a narrow panel (their words stay their names, a tooltip says them)', () => {
  bar({ selected: 2, shownSelected: 'some' });
  const copy = screen.getByRole('button', { name: 'Copy' });
  expect(copy.className).toMatch(/\bwith-icon\b.*\bi-copy\b/);
  expect(copy.title).toBe('Copy as a list');
  const exp = screen.getByRole('button', { name: 'Export' });
  expect(exp.className).toMatch(/\bwith-icon\b.*\bi-download\b/);
  expect(exp.title).toBe('Export');
});

it('while only the first rows are read, claims no count', () => {
  bar({ reading: true });
  expect(screen.getByText('Loading…')).toBeTruthy();
  expect(screen.queryByText(/of 120 links/)).toBeNull();
});

it('while a first sync runs, claims no count of its own: the sync line is the one count', () => {
  bar({ syncing: true, selected: 2, shownSelected: 'some' });
  expect(screen.queryByText(/of 120 links/)).toBeNull();
  expect(screen.queryByText('Loading…')).toBeNull();
  expect(document.querySelector('.counts')!.textContent).toBe('2 selected');
});

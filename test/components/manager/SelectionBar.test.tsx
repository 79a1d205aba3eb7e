/** What the manager does with several links: counts, a "⋯" menu that copies or exports what it acts on, and delete only with a selection. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'preact';
import { expect, it, vi } from 'vitest';
import { SelectionBar } from '../../../src/pages/manager/SelectionBar';

function bar(more: Partial<ComponentProps<typeof SelectionBar>> = {}) {
  const calls = { onCopyList: vi.fn(), onExport: vi.fn(), onDelete: vi.fn(), onClear: vi.fn() };
  render(<SelectionBar shown={40} total={120} selected={0} {...calls} {...more} />);
  return calls;
}

it('with no selection: acts on the links shown, counts them, offers no delete', async () => {
  const user = userEvent.setup();
  const { onCopyList, onExport } = bar();
  expect(screen.getByRole('toolbar', { name: 'Acts on the 40 links shown' })).toBeTruthy();
  expect(screen.getByText('40 of 120 links')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Clear the selection' })).toBeNull();
  for (const name of ['Copy as a list', 'Export CSV', 'Export JSON']) {
    await user.click(screen.getByRole('button', { name: 'Acts on the 40 links shown' }));
    await user.click(await screen.findByRole('menuitem', { name }));
  }
  expect(onCopyList).toHaveBeenCalledOnce();
  expect(onExport.mock.calls).toEqual([['csv'], ['json']]);
});

it('with a selection: acts on it, offers to delete it and to clear it', async () => {
  const user = userEvent.setup();
  const { onDelete, onClear } = bar({ selected: 1 });
  expect(screen.getByRole('toolbar', { name: 'Acts on the 1 selected link' })).toBeTruthy();
  expect(screen.getByText(/1 selected/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Delete 1 link' }));
  await user.click(screen.getByRole('button', { name: 'Clear the selection' }));
  expect(onDelete).toHaveBeenCalledOnce();
  expect(onClear).toHaveBeenCalledOnce();
});

it('nothing shown and nothing selected: nothing to act on, no menu', () => {
  bar({ shown: 0, total: 120 });
  expect(screen.queryByRole('button', { name: /Acts on/ })).toBeNull();
});

it('while only the first rows are read, claims no count', () => {
  bar({ reading: true });
  expect(screen.getByText('Loading…')).toBeTruthy();
  expect(screen.queryByText(/of 120 links/)).toBeNull();
});

it('while a first sync runs, claims no count of its own: the sync line is the one count', () => {
  bar({ syncing: true, selected: 2 });
  expect(screen.queryByText(/of 120 links/)).toBeNull();
  expect(screen.queryByText('Loading…')).toBeNull();
  expect(document.querySelector('.counts')!.textContent).toBe('2 selected');
});

/** The manager's grid: one tab stop, keys that move between rows and controls, Enter/Delete/Space on the row, and thousands of links without thousands of rows. */
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'preact';
import { expect, it, vi } from 'vitest';
import type { Link } from '../../../src/shared/types';
import { LinkGrid } from '../../../src/pages/manager/LinkGrid';
import { emptySelection } from '../../../src/pages/manager/row-selection';
import { aLink } from '../fixtures';

const links = (n: number) => Array.from({ length: n }, (_, i) => aLink(`l${i}`));

function grid(list: Link[], more: Partial<ComponentProps<typeof LinkGrid>> = {}) {
  const calls = { onSelect: vi.fn(), onAction: vi.fn() };
  render(<LinkGrid links={list} selection={emptySelection} terms={[]} state="ready" {...calls} {...more} />);
  return calls;
}

const bodyRows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('data-index'));
const focusedRow = () => document.activeElement?.closest('[role="row"]')?.getAttribute('data-index');

it('is a grid named "Your links" counting every link; Tab stops once in the rows (select-all is in the count row)', async () => {
  const user = userEvent.setup();
  grid(links(3));
  const g = screen.getByRole('grid', { name: 'Your links' });
  expect(g.getAttribute('aria-rowcount')).toBe('4');
  expect(bodyRows().map((r) => r.tabIndex)).toEqual([0, -1, -1]);
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Selection');
  await user.tab();
  expect(focusedRow()).toBe('0');
  expect(document.activeElement?.getAttribute('role')).toBe('row');
  await user.tab();
  expect(g.contains(document.activeElement)).toBe(false);
});

it('↓ ↑ Home End move the focus between rows', async () => {
  const user = userEvent.setup();
  grid(links(5));
  bodyRows()[0]!.focus();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(focusedRow()).toBe('2');
  expect(
    bodyRows()
      .find((r) => r.tabIndex === 0)
      ?.getAttribute('data-index'),
  ).toBe('2');
  await user.keyboard('{ArrowUp}');
  expect(focusedRow()).toBe('1');
  await user.keyboard('{End}');
  expect(focusedRow()).toBe('4');
  await user.keyboard('{ArrowDown}');
  expect(focusedRow()).toBe('4');
  await user.keyboard('{Home}');
  expect(focusedRow()).toBe('0');
});

it('→ ← move between a row’s controls', async () => {
  const user = userEvent.setup();
  grid(links(2));
  const row = bodyRows()[0]!;
  row.focus();
  await user.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select zd.lc/l0' }));
  await user.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy https://zd.lc/l0' }));
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(document.activeElement).toBe(row);
});

it('on a row, Enter copies, Delete asks to delete, Space selects', async () => {
  const user = userEvent.setup();
  const list = links(3);
  const { onAction, onSelect } = grid(list);
  bodyRows()[0]!.focus();
  await user.keyboard('{ArrowDown}{Enter}');
  await user.keyboard('{Delete}');
  await user.keyboard(' ');
  expect(onAction.mock.calls).toEqual([
    ['copy', list[1]],
    ['delete', list[1]],
  ]);
  expect(onSelect).toHaveBeenCalledExactlyOnceWith('l1', false);
});

it('Enter on a control inside the row is that control’s, not a copy', async () => {
  const user = userEvent.setup();
  const list = links(1);
  const { onAction } = grid(list);
  screen.getByRole('button', { name: 'Copy https://zd.lc/l0' }).focus();
  await user.keyboard('{Enter}');
  expect(onAction.mock.calls).toEqual([['copy', list[0]]]);
});

it('the keyboard reaches every row action: → to the "⋯" button, ↓ into its menu, Enter on an item; ↓ in the menu stays in it', async () => {
  const user = userEvent.setup();
  const list = links(3);
  const { onAction } = grid(list);
  for (const [item, action] of [
    ['Edit', 'edit'],
    ['QR code', 'qr'],
    ['Delete', 'delete'],
  ] as const) {
    onAction.mockClear();
    const row = bodyRows()[0]!;
    row.focus();
    // The row's stops: its checkbox, Copy, Open, then "⋯".
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('More actions for https://zd.lc/l0');
    await user.keyboard('{ArrowDown}');
    // The menu's list loads when a menu first opens (src/pages/manager/row-menu-list.ts).
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('menuitem'));
    while (document.activeElement?.textContent !== item) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onAction.mock.calls).toEqual([[action, list[0]]]);
    // Still the first row: the menu's arrows did not move the grid.
    expect(bodyRows()[0]!.getAttribute('data-index')).toBe('0');
    expect(document.activeElement?.closest('[role="row"]')?.getAttribute('data-index')).toBe('0');
  }
});

it('with no links: no rows, and the keys do nothing', () => {
  grid([]);
  expect(bodyRows()).toHaveLength(0);
});

it('10,000 links: a screenful of rows in the page, and End reaches the last one', async () => {
  const user = userEvent.setup();
  grid(links(10_000));
  expect(bodyRows().length).toBeLessThan(40);
  expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('10001');
  bodyRows()[0]!.focus();
  await user.keyboard('{End}');
  expect(focusedRow()).toBe('9999');
  expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('10001');
  expect(bodyRows().length).toBeLessThan(40);
});

it('in a narrow panel each row is a line taller (the short link and its destination a line each), placed at that height', () => {
  const view = (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } })
    .happyDOM;
  view.setViewport({ width: 320, height: 700 });
  try {
    grid(links(3));
    expect(bodyRows().map((r) => [r.style.height, r.style.transform])).toEqual([
      ['76px', 'translateY(0px)'],
      ['76px', 'translateY(76px)'],
      ['76px', 'translateY(152px)'],
    ]);
  } finally {
    view.setViewport({ width: 1024, height: 768 });
  }
});

it('while the first links are read: placeholder rows with a real row’s parts, hidden from a screen reader', () => {
  grid([], { state: 'loading' });
  const rows = [...document.querySelectorAll('.placeholder-row')];
  expect(rows).toHaveLength(5);
  expect(rows[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
  // The box, the site's mark, the title, the short link and its destination, the meta line, the actions.
  for (const row of rows)
    expect(
      ['ph-box', 'ph-mark', 'ph-title', 'ph-short', 'ph-dest', 'ph-meta', 'ph-actions'].map(
        (part) => row.querySelectorAll(`.${part}`).length,
      ),
    ).toEqual([1, 1, 1, 1, 1, 1, 1]);
  expect(rows[0]!.querySelectorAll('.ph-actions .ph-button')).toHaveLength(3);
});

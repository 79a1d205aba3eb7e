/** A row's "⋯" menu: a named menu button, its items with their icons, and the menu button pattern's keys. */
import { fireEvent, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { RowMenu, type RowMenuItem } from '../../../src/pages/components/RowMenu';
import { RowMenuList } from '../../../src/pages/components/RowMenuList';

function menu(tabIndex?: number) {
  const picked = vi.fn();
  const items: RowMenuItem[] = ['edit', 'qr', 'delete'].map((id) => ({
    id,
    label: { edit: 'Edit', qr: 'QR code', delete: 'Delete' }[id]!,
    icon: id as RowMenuItem['icon'],
    danger: id === 'delete',
    onSelect: () => picked(id),
  }));
  const onParentKey = vi.fn();
  render(
    <div onKeyDown={onParentKey}>
      <RowMenu label="More actions for https://zd.lc/abc" items={items} List={RowMenuList} tabIndex={tabIndex} />
      <button type="button">after</button>
    </div>,
  );
  return { picked, onParentKey, button: screen.getByRole('button', { name: 'More actions for https://zd.lc/abc' }) };
}

const focused = () => document.activeElement?.textContent;

it('is a named menu button with a tooltip, closed at first', () => {
  const { button } = menu(-1);
  expect(button.getAttribute('aria-haspopup')).toBe('menu');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(button.title).toBe('More actions for https://zd.lc/abc');
  expect(button.tabIndex).toBe(-1);
  expect(screen.queryByRole('menu')).toBeNull();
});

it('a click opens it on its first item; each item has an icon, Delete drawn as dangerous', async () => {
  const { button } = menu();
  await userEvent.click(button);
  const list = screen.getByRole('menu', { name: 'More actions for https://zd.lc/abc' });
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Edit', 'QR code', 'Delete']);
  expect(list.querySelectorAll('.icon-svg[aria-hidden="true"]')).toHaveLength(3);
  expect(screen.getByRole('menuitem', { name: 'Delete' }).className).toContain('danger-item');
  expect(focused()).toBe('Edit');
});

it('↓ and ↑ on the button open it on the first or the last item; ↓ ↑ Home End move, wrapping', async () => {
  const user = userEvent.setup();
  const { button } = menu();
  button.focus();
  await user.keyboard('{ArrowUp}');
  expect(focused()).toBe('Delete');
  await user.keyboard('{ArrowDown}');
  expect(focused()).toBe('Edit');
  await user.keyboard('{End}');
  expect(focused()).toBe('Delete');
  await user.keyboard('{Home}{ArrowUp}');
  expect(focused()).toBe('Delete');
});

it('Enter on an item closes the menu, gives the focus back to the button, then acts', async () => {
  const user = userEvent.setup();
  const { button, picked } = menu();
  button.focus();
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(picked).toHaveBeenCalledExactlyOnceWith('qr');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(button);
});

it('Escape closes it onto the button; Tab closes it and moves on', async () => {
  const user = userEvent.setup();
  const { button, picked } = menu();
  await user.click(button);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(button);
  await user.keyboard('{ArrowDown}');
  await user.tab();
  expect(screen.queryByRole('menu')).toBeNull();
  expect(picked).not.toHaveBeenCalled();
});

it("keeps its keys from the row around it (the manager's grid moves rows on arrows, deletes on Delete)", async () => {
  const user = userEvent.setup();
  const { button, onParentKey } = menu();
  button.focus();
  await user.keyboard('{ArrowDown}{ArrowDown}{Delete}{Escape}');
  expect(onParentKey).not.toHaveBeenCalled();
});

it('a press on its own items leaves it open (the item is then picked by its click)', async () => {
  const user = userEvent.setup();
  const { button } = menu();
  await user.click(button);
  fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'QR code' }));
  // The next key is handled after the render the press asked for: it still moves within the menu.
  await user.keyboard('{ArrowDown}');
  expect(focused()).toBe('QR code');
  expect(screen.getByRole('menu')).toBeTruthy();
});

it('a press outside closes it; a focus lost to nowhere (a row redrawn under it) does not', async () => {
  const user = userEvent.setup();
  const { button } = menu();
  await user.click(button);
  (document.activeElement as HTMLElement).blur();
  expect(screen.getByRole('menu')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'after' }));
  expect(screen.queryByRole('menu')).toBeNull();
});

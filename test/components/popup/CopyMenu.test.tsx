/** The Copy menu beside a Copy button (WAI-ARIA menu button): opens from the keyboard or a click, arrows move, Escape closes, an item picks its format. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { CopyMenu } from '../../../src/pages/popup/CopyMenu';

const FORMATS = ['Short link', 'Markdown', 'HTML', 'Rich text', 'Title — link'];

function menu() {
  const onPick = vi.fn();
  render(<CopyMenu label="Copy as…" onPick={onPick} />);
  return { onPick, button: screen.getByRole('button', { name: 'Copy as…' }) };
}

it('is a closed menu button until clicked; then lists every format, named, with the first focused', async () => {
  const { button } = menu();
  expect(button.getAttribute('aria-haspopup')).toBe('menu');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('menu')).toBeNull();
  await userEvent.click(button);
  const list = await screen.findByRole('menu', { name: 'Copy as…' });
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(FORMATS.map((name) => screen.getByRole('menuitem', { name }))).toEqual(screen.getAllByRole('menuitem'));
  // A short name, what it does on a second line as its description: the menu stays narrow in every language.
  const rich = screen.getByRole('menuitem', { name: 'Rich text', description: 'As a link in documents' });
  expect(rich.querySelector('.copy-format-note')?.textContent).toBe('As a link in documents');
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Short link' }));
  expect(list.contains(document.activeElement)).toBe(true);
});

it('ArrowDown opens on the first item, ArrowUp on the last; arrows, Home and End move and wrap', async () => {
  const user = userEvent.setup();
  const { button } = menu();
  button.focus();
  await user.keyboard('{ArrowUp}');
  await screen.findByRole('menu');
  expect(document.activeElement?.textContent).toBe('Title — link');
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement?.textContent).toBe('Short link');
  await user.keyboard('{ArrowUp}');
  expect(document.activeElement?.textContent).toBe('Title — link');
  await user.keyboard('{Home}');
  expect(document.activeElement?.textContent).toBe('Short link');
  await user.keyboard('{End}');
  expect(document.activeElement?.textContent).toBe('Title — link');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(button);
  await user.keyboard('{ArrowDown}');
  await screen.findByRole('menu');
  expect(document.activeElement?.textContent).toBe('Short link');
});

it('an item picks its format, closes the menu and gives the focus back to the button', async () => {
  const user = userEvent.setup();
  const { onPick, button } = menu();
  await user.click(button);
  await user.click(await screen.findByRole('menuitem', { name: 'Markdown' }));
  expect(onPick).toHaveBeenCalledExactlyOnceWith('markdown');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(button);
});

it('Enter on a focused item picks it', async () => {
  const user = userEvent.setup();
  const { onPick, button } = menu();
  button.focus();
  await user.keyboard('{ArrowDown}');
  await screen.findByRole('menu');
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(onPick).toHaveBeenCalledExactlyOnceWith('html');
});

it('Tab leaves and closes it without picking', async () => {
  const user = userEvent.setup();
  const { onPick, button } = menu();
  await user.click(button);
  await screen.findByRole('menu');
  await user.tab();
  expect(screen.queryByRole('menu')).toBeNull();
  expect(onPick).not.toHaveBeenCalled();
});

it('gives each format an icon of its own', async () => {
  const { button } = menu();
  await userEvent.click(button);
  const icons = screen
    .getAllByRole('menuitem')
    .map((i) => i.querySelector('svg[aria-hidden="true"] path')?.getAttribute('d') ?? '');
  expect(icons.every(Boolean)).toBe(true);
  expect(new Set(icons).size).toBe(FORMATS.length);
});

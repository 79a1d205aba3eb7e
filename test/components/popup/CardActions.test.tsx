/** The popup card's one row of actions: Copy (with its formats), Edit and QR code as named icon buttons with tooltips, by keyboard alone. */
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ShortLinkCard } from '../../../src/pages/popup/ShortLinkCard';
import { aLink } from '../fixtures';
import { axeViolations } from '../axe';

const LINK = aLink('abc');

function card() {
  const calls = { onCopy: vi.fn(), onChanged: vi.fn(), onGone: vi.fn(), onNewLink: vi.fn() };
  const view = render(
    <ShortLinkCard
      outcome={{ link: LINK, reused: false }}
      groups={[]}
      destination={<span>https://example.com/abc</span>}
      {...calls}
    />,
  );
  return { ...calls, row: view.container.querySelector<HTMLElement>('.card-actions')! };
}

it('holds Copy, its menu, Edit and QR code, and nothing else: the icon buttons are named, with the same words as tooltips', async () => {
  const { row } = card();
  const buttons = within(row).getAllByRole('button');
  expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
    'Copy',
    'Copy as…',
    'Edit',
    'QR code',
  ]);
  for (const b of buttons.slice(2)) {
    expect(b.textContent).toBe('');
    expect(b.getAttribute('title')).toBe(b.getAttribute('aria-label'));
  }
  // The one primary action: Copy and its ▾, as one split button.
  expect(buttons.filter((b) => b.classList.contains('primary'))).toEqual(buttons.slice(0, 2));
  expect(screen.queryByRole('button', { name: /New link/ })).toBeNull();
  expect(await axeViolations()).toEqual([]);
});

it('keyboard only: Tab walks the row in order; Enter copies, ↓ opens the formats, Enter and Space open Edit and QR code', async () => {
  const user = userEvent.setup();
  const { onCopy } = card();
  // The focus starts on the short link (Enter copies it); the row follows.
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'zd.lc/abc' }));
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy' }));
  await user.keyboard('{Enter}');
  expect(onCopy).toHaveBeenCalledExactlyOnceWith(LINK);
  await user.tab();
  await user.keyboard('{ArrowDown}');
  // The list loads with the popup's later parts; it takes the focus as it opens.
  await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Short link' })));
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onCopy).toHaveBeenLastCalledWith(LINK, 'markdown');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy as…' }));
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('form', { name: 'Edit link' })).toBeTruthy();
  await user.keyboard('{Escape}');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'QR code' }));
  await user.keyboard(' ');
  expect(await screen.findByRole('group', { name: 'QR code for https://zd.lc/abc' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'QR code' }).getAttribute('aria-expanded')).toBe('true');
  expect(await axeViolations()).toEqual([]);
});

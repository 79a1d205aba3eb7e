/** The page's link once shortened: focus on the short link, Enter copies, Copy and its menu, Edit and QR panels, what the background said about it. */
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { ShortenOutcome } from '../../../src/shared/messages/contract';
import { ShortLinkCard } from '../../../src/pages/popup/ShortLinkCard';
import { aLink } from '../fixtures';

const LINK = aLink('abc');

function result(outcome: Partial<ShortenOutcome> = {}, wantedBackHalf?: string) {
  const calls = { onCopy: vi.fn(), onChanged: vi.fn(), onGone: vi.fn(), onNewLink: vi.fn() };
  render(
    <ShortLinkCard
      outcome={{ link: LINK, reused: false, ...outcome }}
      groups={[]}
      wantedBackHalf={wantedBackHalf}
      {...calls}
    />,
  );
  return calls;
}

it('puts the focus on the short link, shown as every row shows it (no scheme), which Enter copies whole', async () => {
  const { onCopy } = result();
  const short = screen.getByRole('button', { name: 'zd.lc/abc' });
  expect([short.textContent, short.querySelector('span')!.dir, short.dataset.url]).toEqual([
    'zd.lc/abc',
    'ltr',
    'https://zd.lc/abc',
  ]);
  // render() runs the effects (inside act): the focus has moved, or never will.
  expect(document.activeElement).toBe(short);
  expect(short.getAttribute('aria-describedby')).toBe('copy-hint');
  expect(screen.getByText('Press Enter to copy.').id).toBe('copy-hint');
  await userEvent.keyboard('{Enter}');
  expect(onCopy).toHaveBeenCalledExactlyOnceWith(LINK);
});

it('does not take the focus from a field the user is already in', () => {
  const field = document.body.appendChild(document.createElement('input'));
  field.focus();
  result();
  expect(document.activeElement).toBe(field);
  field.remove();
});

it('Copy copies in the preferred format; "Copy as…" in the one picked', async () => {
  const user = userEvent.setup();
  const { onCopy } = result();
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  await user.click(screen.getByRole('button', { name: 'Copy as…' }));
  await user.click(await screen.findByRole('menuitem', { name: 'HTML' }));
  expect(onCopy.mock.calls).toEqual([[LINK], [LINK, 'html']]);
});

it('a link found rather than made says so and offers to create a new one', async () => {
  const { onNewLink } = result({ reused: true });
  expect(screen.getByText('You shortened this page before:')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Create a new one' }));
  expect(onNewLink).toHaveBeenCalledOnce();
});

it('Edit and QR code open their panel (one at a time) and close it again', async () => {
  const user = userEvent.setup();
  result();
  const edit = screen.getByRole('button', { name: 'Edit' });
  const qr = screen.getByRole('button', { name: 'QR code' });
  await user.click(edit);
  expect(await screen.findByRole('form', { name: 'Edit link' })).toBeTruthy();
  await user.click(qr);
  expect(await screen.findByRole('group', { name: 'QR code for https://zd.lc/abc' })).toBeTruthy();
  expect(screen.queryByRole('form', { name: 'Edit link' })).toBeNull();
  expect([edit.getAttribute('aria-expanded'), qr.getAttribute('aria-expanded')]).toEqual(['false', 'true']);
  // No Close of its own: the pressed QR code button closes it, and Escape from inside it does too.
  expect(within(screen.getByRole('group')).queryByRole('button', { name: 'Close' })).toBeNull();
  await user.click(qr);
  expect(screen.queryByRole('group')).toBeNull();
  expect(qr.getAttribute('aria-expanded')).toBe('false');
  await user.click(qr);
  (await screen.findByRole('button', { name: 'Download SVG' })).focus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('group')).toBeNull();
  expect(document.activeElement).toBe(qr);
});

it('a refused back half opens the editor on it, with the service’s reason', async () => {
  result({ backHalfError: { kind: 'validation', message: '', fields: { backHalf: ['Already taken.'] } } }, 'mine');
  const form = await screen.findByRole('form', { name: 'Edit link' });
  expect((within(form).getByRole('textbox', { name: 'Back half' }) as HTMLInputElement).value).toBe('mine');
  expect(within(form).getByText('Already taken.')).toBeTruthy();
});

it('a group that could not be applied is said, as an alert', () => {
  result({ groupError: { kind: 'offline' } });
  expect(screen.getByRole('alert').textContent).toMatch(
    /^The link was made, but could not be put in the default group: Can’t reach the service/,
  );
});

it('while the editor is open, Copy steps down to a secondary button: Save is the one primary', async () => {
  const user = userEvent.setup();
  result();
  const copy = screen.getByRole('button', { name: 'Copy' });
  const copyAs = screen.getByRole('button', { name: 'Copy as…' });
  expect([copy.classList.contains('primary'), copyAs.classList.contains('primary')]).toEqual([true, true]);
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const form = await screen.findByRole('form', { name: 'Edit link' });
  expect([copy.classList.contains('primary'), copyAs.classList.contains('primary')]).toEqual([false, false]);
  const primaries = [...document.querySelectorAll('button.primary')].map((b) => b.textContent);
  expect(primaries).toEqual([within(form).getByRole('button', { name: 'Save' }).textContent]);
});

/** A shortened list's results as cards: the short link with its Copy, a status badge, the address on one line (whole on hover), a reason only where there is one. */
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { BulkResults } from '../../../src/pages/manager/BulkResults';
import type { BulkEntry } from '../../../src/shared/links/bulk-job';
import { HOSTILE_TITLE } from '../fixtures';

const made = (i: number): BulkEntry => ({
  input: `https://shop.example/products/autumn-collection/item-${i}?ref=newsletter`,
  url: `https://shop.example/products/autumn-collection/item-${i}?ref=newsletter`,
  state: 'made',
  link: { id: `l${i}`, shortLink: `https://zd.lc/l${i}`, destination: `https://shop.example/${i}`, title: null },
});
const ENTRIES: BulkEntry[] = [
  made(0),
  { ...made(1), state: 'reused' },
  { input: 'https://me:secret@shop.example/', url: 'https://me:secret@shop.example/', state: 'refused' },
  { input: HOSTILE_TITLE, url: 'https://x.example/', state: 'pending' },
];

function results() {
  const onCopy = vi.fn();
  const reasonOf = (e: BulkEntry) => (e.state === 'refused' ? 'Has a password' : '');
  const view = render(<BulkResults entries={ENTRIES} reasonOf={reasonOf} onCopy={onCopy} />);
  return { onCopy, ...view };
}

it('one card an address, in the order given, each with its status', () => {
  results();
  const cards = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem');
  expect(cards).toHaveLength(4);
  expect(cards.map((c) => c.querySelector('.badge')?.textContent)).toEqual([
    'New',
    'Already shortened',
    'Not shortened',
    'Not sent',
  ]);
});

it('the short link on one line without its scheme, a Copy button named for it that copies it', async () => {
  const { onCopy } = results();
  const card = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem')[0]!;
  expect(card.querySelector('.result-link bdi')?.textContent).toBe('zd.lc/l0');
  await userEvent.click(within(card).getByRole('button', { name: 'Copy https://zd.lc/l0' }));
  expect(onCopy).toHaveBeenCalledExactlyOnceWith('https://zd.lc/l0');
});

it('the address given on one line, whole in its tooltip and focusable to read it all', () => {
  results();
  const address = screen.getByText(ENTRIES[0]!.input);
  expect(address.className).toBe('result-address');
  expect(address.getAttribute('title')).toBe(ENTRIES[0]!.input);
  expect(address.tabIndex).toBe(0);
  expect(address.getAttribute('dir')).toBe('auto');
});

it('a reason only where there is one; no Copy without a link; hostile input as text', () => {
  const { container } = results();
  expect(container.querySelectorAll('.result-reason')).toHaveLength(1);
  expect(screen.getByText('Has a password')).toBeTruthy();
  expect(screen.getAllByRole('button')).toHaveLength(2);
  expect(screen.getByText(HOSTILE_TITLE)).toBeTruthy();
  expect(container.querySelector('img, b')).toBeNull();
});

it('while the list runs, an address not sent yet is waiting; once it has ended, it was not sent', () => {
  const { rerender } = render(<BulkResults entries={ENTRIES} running reasonOf={() => ''} onCopy={() => undefined} />);
  const badge = () => screen.getAllByRole('listitem')[3]!.querySelector('.badge')?.textContent;
  expect(badge()).toBe('Waiting');
  rerender(<BulkResults entries={ENTRIES} running={false} reasonOf={() => ''} onCopy={() => undefined} />);
  expect(badge()).toBe('Not sent');
});

it('every card has the same lines from waiting to its end: the link line keeps the Copy room, a reason sits on it', () => {
  const { container } = render(
    <BulkResults
      entries={ENTRIES}
      running
      reasonOf={(e) => (e.state === 'refused' ? 'Has a password' : '')}
      onCopy={() => undefined}
    />,
  );
  for (const card of container.querySelectorAll('.result-card')) {
    // The short link's line, the badge and the address: nothing more, whatever the state.
    expect([...card.children].map((c) => c.className.split(' ')[0])).toEqual([
      'result-link',
      'badge',
      'result-address',
    ]);
    // A Copy button, or its room where no link has come: the line has one height either way.
    expect(card.querySelectorAll('.result-link button')).toHaveLength(1);
  }
  const refused = container.querySelector('.result-card[data-state="refused"] .result-link')!;
  expect(refused.querySelector('.result-reason')?.textContent).toBe('Has a password');
  // The kept room is no control: not named, not reached by Tab.
  const room = container.querySelector<HTMLButtonElement>('.result-card[data-state="pending"] .copy-room')!;
  expect(room.getAttribute('aria-hidden')).toBe('true');
  expect(room.tabIndex).toBe(-1);
});

it('the wide layout’s column heads: short link, status, address, hidden from a screen reader (each card names its parts)', () => {
  const { container } = results();
  const heads = container.querySelector('.bulk-results > .result-heads')!;
  expect(heads.getAttribute('aria-hidden')).toBe('true');
  expect([...heads.children].map((h) => h.textContent)).toEqual(['Short link', 'Status', 'Address']);
  // Not an address: the list holds one item an address.
  expect(within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem')).toHaveLength(4);
});

it('refused from its first paint, a card gives its reason a line of its own; refused later, it keeps its height', () => {
  const reasonOf = (e: BulkEntry) => (e.state === 'refused' ? 'Has a password' : '');
  const waiting = ENTRIES.map((e) => (e.state === 'pending' ? { ...e, state: 'refused' as const } : e));
  const { container, rerender } = render(
    <BulkResults entries={ENTRIES} running reasonOf={reasonOf} onCopy={() => undefined} />,
  );
  // The address refused before the list started: its whole reason, on its own line (wide layout).
  const first = container.querySelectorAll('.result-card')[2]!;
  expect(first.classList.contains('reason-line')).toBe(true);
  expect(first.querySelector('.result-reason')?.textContent).toBe('Has a password');
  // The one refused while the list runs keeps the card's one height: its reason on the link's line.
  rerender(<BulkResults entries={waiting} running reasonOf={reasonOf} onCopy={() => undefined} />);
  const later = container.querySelectorAll('.result-card')[3]!;
  expect(later.getAttribute('data-state')).toBe('refused');
  expect(later.classList.contains('reason-line')).toBe(false);
  expect(later.querySelector('.result-link .result-reason')?.textContent).toBe('Has a password');
});

/** A shortened list's results, drawn as every list draws a link: the short link with Copy and Open, a status badge, the destination, a reason in the link's place where none was made; a status filter. */
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

it('the shared link row: site mark, short link without its scheme, the destination decoded, Copy and Open named for it', async () => {
  const { onCopy } = results();
  const card = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem')[0]!;
  expect(card.querySelector('.link-face .site-mark')?.textContent).toBe('S');
  expect(card.querySelector('.link-face .link-short')?.textContent).toBe('zd.lc/l0');
  expect(card.querySelector('.link-face .link-dest')?.textContent).toBe('shop.example/0');
  expect(within(card).getByRole('link', { name: 'Open the destination of https://zd.lc/l0' })).toBeTruthy();
  await userEvent.click(within(card).getByRole('button', { name: 'Copy https://zd.lc/l0' }));
  expect(onCopy).toHaveBeenCalledExactlyOnceWith('https://zd.lc/l0');
});

it('where no link was made, the address given stands for the destination, whole in its tooltip, its password masked', () => {
  results();
  const card = screen.getAllByRole('listitem')[2]!;
  const dest = card.querySelector('.link-dest')!;
  expect(dest.textContent).toBe('me:•••@shop.example/');
  expect(dest.getAttribute('title')).toBe('https://me:•••@shop.example/');
  expect(card.innerHTML).not.toContain('secret');
});

it('a reason only where there is one, whole on a line of its own under the address and its status; no Copy without a link; hostile input as text', () => {
  const { container } = results();
  const card = container.querySelector('.result-card[data-state="refused"]')!;
  // Its status in the link's place, the reason on the line under (the row's full width: no room kept for Copy and Open).
  expect(card.querySelector('.link-line .badge')?.textContent).toBe('Not shortened');
  expect(card.querySelector('.link-line .result-reason')).toBeNull();
  expect(card.querySelector('.link-face > .link-meta > .result-reason')?.textContent).toBe('Has a password');
  expect(container.querySelectorAll('.result-reason')).toHaveLength(1);
  expect(screen.getAllByRole('button')).toHaveLength(2);
  expect(screen.getAllByText(HOSTILE_TITLE)[0]).toBeTruthy();
  expect(container.querySelector('img, b')).toBeNull();
});

it('while the list runs, an address not sent yet is waiting; once it has ended, it was not sent', () => {
  const { rerender } = render(<BulkResults entries={ENTRIES} running reasonOf={() => ''} onCopy={() => undefined} />);
  const row = () => screen.getAllByRole('listitem')[3]!;
  // Waiting: a quiet word in the link's place, not a dash and a badge.
  expect(row().querySelector('.link-line .result-waiting')?.textContent).toBe('Waiting');
  expect(row().querySelector('.link-line')?.textContent).not.toContain('—');
  expect(row().querySelector('.badge')).toBeNull();
  rerender(<BulkResults entries={ENTRIES} running={false} reasonOf={() => ''} onCopy={() => undefined} />);
  expect(row().querySelector('.link-line .badge')?.textContent).toBe('Not sent');
  expect(row().querySelector('.result-waiting')).toBeNull();
});

it('every row has the same parts from waiting to its end: the link with its status, the actions or their room', () => {
  const { container } = render(
    <BulkResults
      entries={ENTRIES}
      running
      reasonOf={(e) => (e.state === 'refused' ? 'Has a password' : '')}
      onCopy={() => undefined}
    />,
  );
  for (const card of container.querySelectorAll('.result-card')) {
    expect([...card.children].map((c) => c.className.split(' ')[0])).toEqual([
      'link-face',
      card.querySelector('.link-short') ? 'link-actions' : 'actions-room',
    ]);
    expect(card.querySelector('.link-line .badge, .link-line .result-waiting')).not.toBeNull();
  }
  // The kept room is no control: not named, not reached by Tab.
  const room = container.querySelector('.result-card[data-state="pending"] .actions-room')!;
  expect(room.getAttribute('aria-hidden')).toBe('true');
  expect(room.querySelector('button, a')).toBeNull();
});

it('shows only the rows of one status when asked (the filter chips)', () => {
  const { rerender } = render(
    <BulkResults entries={ENTRIES} reasonOf={() => ''} onCopy={() => undefined} show="made" />,
  );
  expect(screen.getAllByRole('listitem').map((c) => c.getAttribute('data-state'))).toEqual(['made']);
  rerender(<BulkResults entries={ENTRIES} reasonOf={() => ''} onCopy={() => undefined} show={null} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(4);
});

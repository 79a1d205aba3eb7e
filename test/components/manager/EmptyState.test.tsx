/** What the manager shows instead of an empty list: why, and the one thing to do. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { EmptyState } from '../../../src/pages/manager/EmptyState';

it('no links yet: a heading that says so, a line more, and its action', async () => {
  const onClick = vi.fn();
  render(
    <EmptyState kind="none" title="No links yet." action={{ label: 'Shorten a list…', onClick }}>
      Shortened links appear here.
    </EmptyState>,
  );
  const region = screen.getByRole('region', { name: 'No links yet.' });
  expect(region.dataset.kind).toBe('none');
  expect(screen.getByRole('heading', { name: 'No links yet.' })).toBeTruthy();
  expect(screen.getByText('Shortened links appear here.')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Shorten a list…' }));
  expect(onClick).toHaveBeenCalledOnce();
});

it('refused: its heading and the way to the options, no empty line', () => {
  const { container } = render(
    <EmptyState kind="blocked" title="Your links can’t be shown" action={{ label: 'Options', onClick: () => {} }} />,
  );
  expect(screen.getByRole('region', { name: 'Your links can’t be shown' }).dataset.kind).toBe('blocked');
  expect(container.querySelector('p')).toBeNull();
  expect(screen.getByRole('button', { name: 'Options' })).toBeTruthy();
});

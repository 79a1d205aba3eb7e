/** The page's own short link: the same Copy button as a new link's result, which says "Copied ✓" for a moment. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { SiteLinkCard } from '../../../src/pages/popup/SiteLinkCard';

const OWN = 'https://example.com/?p=42';

it('has a Copy button that copies the site link, and "Make a PrettyURL link instead"', async () => {
  const onCopy = vi.fn();
  const onMakeOurs = vi.fn();
  render(<SiteLinkCard link={OWN} onCopy={onCopy} onMakeOurs={onMakeOurs} />);
  await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
  expect(onCopy).toHaveBeenCalledOnce();
  await userEvent.click(screen.getByRole('button', { name: 'Make a PrettyURL link instead' }));
  expect(onMakeOurs).toHaveBeenCalledOnce();
});

it('once copied, its Copy button says so (not a line of its own)', () => {
  render(<SiteLinkCard link={OWN} copied onCopy={() => {}} onMakeOurs={() => {}} />);
  expect(screen.getByRole('button', { name: 'Copied ✓' }).getAttribute('data-copied')).toBe('true');
  expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
});

it('the standard card: the link first, the note under it, a split Copy whose menu copies in a format, then the other choice on a row of its own', async () => {
  const user = userEvent.setup();
  const onCopy = vi.fn();
  const { container } = render(<SiteLinkCard link={OWN} onCopy={onCopy} onMakeOurs={() => {}} />);
  const card = container.querySelector('.card')!;
  expect([...card.children].map((c) => c.id || c.className)).toEqual([
    'site-link',
    'site-link-note',
    'card-actions',
    'make-ours',
  ]);
  expect(card.querySelector('#site-link-note')!.className).toBe('card-meta');
  await user.click(screen.getByRole('button', { name: 'Copy as…' }));
  await user.click(await screen.findByRole('menuitem', { name: 'HTML' }));
  expect(onCopy).toHaveBeenCalledExactlyOnceWith('html');
});

it('shows the link as a destination is shown: "https://" dropped, an insecure "http://" kept; Copy still copies it whole', async () => {
  const onCopy = vi.fn();
  const { unmount } = render(<SiteLinkCard link="https://example.com/?p=42" onCopy={() => {}} onMakeOurs={() => {}} />);
  expect(screen.getByRole('button', { name: 'example.com/?p=42' })).toBeTruthy();
  unmount();
  render(<SiteLinkCard link="http://127.0.0.1:8080/?p=42" onCopy={onCopy} onMakeOurs={() => {}} />);
  const link = screen.getByRole('button', { name: 'http://127.0.0.1:8080/?p=42' });
  expect(link.getAttribute('data-url')).toBe('http://127.0.0.1:8080/?p=42');
  await userEvent.click(link);
  expect(onCopy).toHaveBeenCalledExactlyOnceWith();
});

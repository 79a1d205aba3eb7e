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

/** Under the page's link: the site rule that applied (and where its link went), shortening once without it, and undoing the cleaning. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ShortenResult } from '../../../src/pages/popup/ShortenResult';
import { RuleLine } from '../../../src/pages/popup/RuleLine';
import { aLink } from '../fixtures';

const props = {
  groups: [],
  onCopy: () => {},
  onChanged: () => {},
  onGone: () => {},
  onNewLink: () => {},
};
const url = 'https://shop.acme.co/p?id=1';
const prepared = { url, source: 'tab' as const, stripped: ['utm_source'], rule: '*.acme.co' };

it('names the rule and the account its link went to; "Shorten once without it" asks for it', async () => {
  const user = userEvent.setup();
  const without = vi.fn();
  render(
    <ShortenResult
      {...props}
      outcome={{ link: aLink('abc'), reused: false, rule: '*.acme.co', elsewhere: { id: 'a2', name: 'Client A' } }}
      url={url}
      prepared={prepared}
      onWithoutRule={without}
    />,
  );
  // The account by its name, no parenthetical; a short note on its own line says where the link is edited.
  const line = document.getElementById('rule-line')!;
  expect(line.textContent).toBe(
    'Rule: *.acme.co · Made in Client A Shorten once without itSwitch to that account to edit the link.',
  );
  expect(line.querySelector('.rule-note')!.textContent).toBe('Switch to that account to edit the link.');
  await user.click(screen.getByRole('button', { name: 'Shorten once without it' }));
  expect(without).toHaveBeenCalledTimes(1);
  // An edit would go to the account in use, which does not have the link.
  expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
});

it('no rule: no line', () => {
  render(<ShortenResult {...props} outcome={{ link: aLink('abc'), reused: false }} url={url} prepared={null} />);
  expect(document.getElementById('rule-line')).toBeNull();
});

it('"Use the original address" beside what cleaning changed; not offered when nothing was changed', async () => {
  const user = userEvent.setup();
  const original = vi.fn();
  const { rerender } = render(
    <ShortenResult
      {...props}
      outcome={{ link: aLink('abc'), reused: false }}
      url={url}
      prepared={prepared}
      onOriginal={original}
    />,
  );
  expect(document.getElementById('prepared-url')!.textContent).toContain('tracking parameters removed: utm_source');
  await user.click(screen.getByRole('button', { name: 'Use the original address' }));
  expect(original).toHaveBeenCalledTimes(1);
  rerender(
    <ShortenResult
      {...props}
      outcome={{ link: aLink('abc'), reused: false }}
      url={url}
      prepared={{ url, source: 'tab', stripped: [] }}
      onOriginal={original}
    />,
  );
  expect(screen.queryByRole('button', { name: 'Use the original address' })).toBeNull();
});

it('a rule that holds the popup back says so, with no button', () => {
  render(<RuleLine rule="intranet.example.com" held />);
  expect(document.getElementById('rule-line')!.textContent).toBe(
    'Rule: intranet.example.com · not shortened on opening',
  );
  expect(screen.queryByRole('button')).toBeNull();
});

it('an administrator\'s locked rule: neither "Shorten once without it" nor "Use the original address"', () => {
  render(
    <ShortenResult
      {...props}
      outcome={{ link: aLink('abc'), reused: false, rule: '*.acme.co', ruleLocked: true }}
      url={url}
      prepared={{ ...prepared, locked: true }}
      onWithoutRule={() => {}}
      onOriginal={() => {}}
    />,
  );
  expect(document.getElementById('rule-line')!.textContent).toBe('Rule: *.acme.co');
  expect(screen.queryByRole('button', { name: 'Shorten once without it' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Use the original address' })).toBeNull();
});

/** Share… in the manager: a row's "⋯" menu and a list's results offer it where sharing is on; without a share sheet, a dialog of destinations. */
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ComponentChildren } from 'preact';
import { expect, it, vi } from 'vitest';
import { LinkRow } from '../../../src/pages/manager/LinkRow';
import { BulkResults } from '../../../src/pages/manager/BulkResults';
import { SharingContext, type Sharing } from '../../../src/pages/components/sharing';
import type { BulkEntry } from '../../../src/shared/links/bulk-job';
import { aLink } from '../fixtures';
import { axeViolations } from '../axe';

const SHARING: Sharing = { shareTargets: ['email', 'x', 'reddit'], mastodonInstance: '' };
const within_ = (sharing: Sharing | null, children: ComponentChildren) => (
  <SharingContext.Provider value={sharing}>{children}</SharingContext.Provider>
);

function row(sharing: Sharing | null) {
  const onAction = vi.fn();
  const link = aLink('abc');
  render(
    within_(
      sharing,
      <div role="grid">
        <LinkRow
          link={link}
          index={0}
          top={0}
          height={56}
          selected={false}
          active
          terms={[]}
          onSelect={vi.fn()}
          onAction={onAction}
          onFocusRow={vi.fn()}
        />
      </div>,
    ),
  );
  return { onAction, link };
}

it('a row’s menu offers Share… before Delete; picking it asks the manager to share that link', async () => {
  const user = userEvent.setup();
  const { onAction, link } = row(SHARING);
  await user.click(screen.getByRole('button', { name: 'More actions for https://zd.lc/abc' }));
  const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
  expect(items).toEqual(['Edit', 'QR code', 'Share…', 'Redirect here…', 'Pin for redirects', 'Delete']);
  await user.click(screen.getByRole('menuitem', { name: 'Share…' }));
  expect(onAction).toHaveBeenCalledExactlyOnceWith('share', link);
});

it('sharing off (the user or a policy): no Share… in a row’s menu', async () => {
  const user = userEvent.setup();
  row(null);
  await user.click(screen.getByRole('button', { name: 'More actions for https://zd.lc/abc' }));
  expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual([
    'Edit',
    'QR code',
    'Redirect here…',
    'Pin for redirects',
    'Delete',
  ]);
});

const ENTRIES: BulkEntry[] = [
  {
    input: 'https://example.com/a',
    url: 'https://example.com/a',
    state: 'made',
    link: { id: 'a1', shortLink: 'https://zd.lc/a1', destination: 'https://example.com/a', title: 'A & B' },
  },
];

it('a list result: Share… in its menu opens the destinations in a dialog; the head’s × (or Escape: the native dialog’s cancel) closes it, the focus back on the menu button', async () => {
  const user = userEvent.setup();
  render(within_(SHARING, <BulkResults entries={ENTRIES} reasonOf={() => ''} onCopy={vi.fn()} />));
  const more = screen.getByRole('button', { name: /^More actions for / });
  await user.click(more);
  await user.click(await screen.findByRole('menuitem', { name: 'Share…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share zd.lc/a1' });
  // One line, "Share zd.lc/a1" (the link set apart left to right), then the destinations as one
  // list as the popup's Copy menu draws them, the first focused so the keyboard starts there.
  const heading = within(dialog).getByRole('heading', { name: 'Share zd.lc/a1' });
  expect(heading.querySelector('.link-short')?.textContent).toBe('zd.lc/a1');
  const links = within(dialog).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(['Email', 'X', 'Reddit']);
  expect(links.every((l) => l.closest('ul.share-list'))).toBe(true);
  expect(links.every((l) => l.querySelector('svg')?.getAttribute('width') === '16')).toBe(true);
  expect(document.activeElement).toBe(links[0]);
  // Every dialog's chrome: the title beside a × named Close first; as the QR dialog, no footer Close:
  // the destinations are the last things to tab to.
  const focusable = dialog.querySelectorAll('a, button');
  expect(focusable[0]!.closest('.dialog-head')!.querySelector('h2')).toBe(heading);
  expect([focusable[0]!.textContent, focusable[0]!.getAttribute('aria-label')]).toEqual(['×', 'Close']);
  expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  expect(focusable[focusable.length - 1]).toBe(links[2]);
  expect(
    links.every((l) => l.getAttribute('target') === '_blank' && l.getAttribute('rel') === 'noopener noreferrer'),
  ).toBe(true);
  expect(new URL(links[2]!.getAttribute('href')!).searchParams.get('title')).toBe('A & B');
  expect(await axeViolations(dialog)).toEqual([]);
  dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.activeElement).toBe(more);
  // The head's ×.
  await user.click(more);
  await user.click(await screen.findByRole('menuitem', { name: 'Share…' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(more);
});

it('a list result without sharing has no menu', () => {
  render(within_(null, <BulkResults entries={ENTRIES} reasonOf={() => ''} onCopy={vi.fn()} />));
  expect(screen.queryByRole('button', { name: /^More actions for / })).toBeNull();
});

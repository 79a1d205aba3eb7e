/**
 * A popup row's "⋯" menu as it opens: its Pin item says Pin or Unpin from its first frame (the menu waits
 * for the pins' answer), and *Redirect here…* sends the link to the page as the card
 * would shorten it (the address the background prepared), not the tab's raw address.
 */
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { LinkMenuList } from '../../../src/pages/popup/LinkMenuList';
import { setPointTarget } from '../../../src/pages/popup/point-target';
import { openPointDialog } from '../../../src/pages/popup/point-here';
import { aLink, answer } from '../fixtures';

vi.mock('../../../src/pages/popup/point-here', () => ({ openPointDialog: vi.fn() }));

const LINK = aLink('abc');

function menu() {
  const row = { link: LINK, account: 'acct-1', open: vi.fn(), onSaved: vi.fn(), say: vi.fn() };
  render(<LinkMenuList label="More actions" items={row} focusAt={0} anchor={null} onClose={vi.fn()} />);
  return row;
}

afterEach(() => setPointTarget(null));

it('shows no Pin label before the pins answer: the menu comes with the right one, Unpin for a pinned link', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const sent = answer({ pins: async () => (await held, { ok: true, value: { account: 'acct-1', pins: ['abc'] } }) });
  menu();
  await waitFor(() => expect(sent).toHaveBeenCalledWith({ type: 'pins' }));
  expect(screen.queryByRole('menuitem')).toBeNull();
  release();
  expect(await screen.findByRole('menuitem', { name: 'Unpin for redirects' })).toBeTruthy();
  expect(screen.queryByRole('menuitem', { name: 'Pin for redirects' })).toBeNull();
});

it('the pins unreadable: the menu still opens, its item Pin', async () => {
  answer({});
  menu();
  expect(await screen.findByRole('menuitem', { name: 'Pin for redirects' })).toBeTruthy();
});

it('Redirect here… sends the link to the prepared address the card shows', async () => {
  const user = userEvent.setup();
  answer({ pins: { ok: true, value: { account: 'acct-1', pins: [] } } });
  setPointTarget('https://example.com/article');
  const row = menu();
  await user.click(await screen.findByRole('menuitem', { name: 'Redirect here…' }));
  await waitFor(() =>
    expect(openPointDialog).toHaveBeenCalledExactlyOnceWith('https://example.com/article', row.onSaved, LINK),
  );
  expect(row.say).not.toHaveBeenCalled();
});

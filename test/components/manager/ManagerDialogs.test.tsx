/** The manager's dialogs: edit (saves and says so), QR code (loaded on demand), delete; each a named modal whose requests name the account it was opened for. */
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { StoredLink } from '../../../src/shared/links/head';
import { ManagerDialog, type OpenDialog } from '../../../src/pages/manager/ManagerDialogs';
import { aLink, answer } from '../fixtures';

function dialog(open: OpenDialog) {
  const calls = { onClose: vi.fn(), onRemoved: vi.fn(), onSaved: vi.fn() };
  render(<ManagerDialog open={open} groups={[]} links={[]} copyFormat="plain" {...calls} />);
  return calls;
}

const LINK: StoredLink = { ...aLink('abc'), seenAt: 123, made: true };

it('edit: a dialog holding the editor; saved, the stored link keeps its own fields and the page says "Saved."', async () => {
  const user = userEvent.setup();
  const sent = answer({ updateLink: { ok: true, value: aLink('abc', { title: 'New' }) } });
  const { onSaved, onClose } = dialog({ kind: 'edit', link: LINK, account: 'acct-1' });
  const d = screen.getByRole('dialog', { name: 'Edit zd.lc/abc' });
  const title = within(d).getByRole('textbox', { name: 'Title' });
  await user.clear(title);
  await user.type(title, 'New');
  await user.click(within(d).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledExactlyOnceWith('Saved.'));
  expect(sent).toHaveBeenCalledExactlyOnceWith({
    type: 'updateLink',
    id: 'abc',
    changes: { title: 'New' },
    account: 'acct-1',
  });
  expect(onSaved).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ title: 'New', seenAt: 123, made: true }));
});

it('edit and QR code: titled with the link, as the rows show it, set apart left to right (a <bdi dir="ltr">)', async () => {
  for (const [kind, heading] of [
    ['edit', 'Edit zd.lc/abc'],
    ['qr', 'QR code for zd.lc/abc'],
  ] as const) {
    const { unmount } = render(
      <ManagerDialog
        open={{ kind, link: aLink('abc') }}
        groups={[]}
        links={[]}
        copyFormat="plain"
        onClose={() => {}}
        onRemoved={() => {}}
        onSaved={() => {}}
      />,
    );
    const title = screen.getByRole('heading', { name: heading });
    const link = title.querySelector('bdi')!;
    expect([link.getAttribute('dir'), link.textContent]).toEqual(['ltr', 'zd.lc/abc']);
    unmount();
  }
});

it('edit of a link the service no longer has: removed from the page, and said', async () => {
  const user = userEvent.setup();
  answer({ updateLink: { ok: false, error: { kind: 'not-found' } } });
  const { onRemoved, onClose } = dialog({ kind: 'edit', link: aLink('abc'), account: 'acct-1' });
  await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledExactlyOnceWith('That link no longer exists on the service.'));
  expect(onRemoved).toHaveBeenCalledExactlyOnceWith(['abc']);
});

it('QR code: a dialog named for the link, its panel once loaded; the × in its head closes (the panel has no Close of its own)', async () => {
  const { onClose } = dialog({ kind: 'qr', link: aLink('abc') });
  // Titled as the rows show the link (no scheme), beside the × every dialog has; the code itself names the full URL.
  const d = screen.getByRole('dialog', { name: 'QR code for zd.lc/abc' });
  expect(within(d).getByRole('heading', { name: 'QR code for zd.lc/abc' })).toBeTruthy();
  expect(await within(d).findByRole('img', { name: 'QR code for https://zd.lc/abc' })).toBeTruthy();
  const [x, ...more] = within(d).getAllByRole('button', { name: 'Close' });
  expect(more).toEqual([]);
  expect(x!.closest('.dialog-head')).toBeTruthy();
  await userEvent.click(x!);
  expect(onClose).toHaveBeenCalledOnce();
});

it('delete: the confirmation for the selected links, sent for the account it was opened for', async () => {
  const user = userEvent.setup();
  const sent = answer({ deleteLinks: { ok: true, value: { deleted: ['a', 'b'], gone: [], failed: [] } } });
  const { onRemoved, onClose } = dialog({ kind: 'delete', links: [aLink('a'), aLink('b')], account: 'acct-1' });
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Delete 2 links?' })).getByRole('button', {
      name: 'Delete 2 links',
    }),
  );
  await waitFor(() => expect(onClose).toHaveBeenCalledExactlyOnceWith('Deleted 2 links.'));
  expect(sent).toHaveBeenCalledExactlyOnceWith({ type: 'deleteLinks', ids: ['a', 'b'], account: 'acct-1' });
  expect(onRemoved).toHaveBeenCalledWith(['a', 'b'], expect.anything());
});

/** The one delete confirmation (popup and manager): names what goes, deletes through the background, reports link by link what was not deleted. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { emptyHead, HEAD_KEY } from '../../../src/shared/links/head';
import { toProjection } from '../../../src/shared/links/projection';
import type { Link } from '../../../src/shared/types';
import type { DeleteOutcome } from '../../../src/shared/messages/contract';
import { DeleteDialog } from '../../../src/pages/components/DeleteDialog';
import { aLink, answer, HOSTILE_TITLE } from '../fixtures';

function dialog(links: Link[], account?: string) {
  const calls = { onRemoved: vi.fn(), onClose: vi.fn() };
  const view = render(<DeleteDialog links={links} account={account} {...calls} />);
  return { ...calls, ...view };
}

const outcome = (more: Partial<DeleteOutcome>): DeleteOutcome => ({ deleted: [], gone: [], failed: [], ...more });

it('asks about one link by its title and short link, as a modal alert dialog, the confirm button to take the focus', () => {
  dialog([aLink('abc')]);
  const d = screen.getByRole('alertdialog', { name: 'Delete “Title abc (zd.lc/abc)”?' });
  expect((d as HTMLDialogElement).open).toBe(true);
  // One link, said of one.
  expect(
    within(d).getByText('This cannot be undone: the short link stops working, for everyone who has it.'),
  ).toBeTruthy();
  // showModal() focuses it in browsers (happy-dom does not run the dialog's focusing steps).
  expect(within(d).getByRole('button', { name: 'Delete for good' }).hasAttribute('autofocus')).toBe(true);
});

it('several links: counts them and lists the first five', () => {
  dialog(Array.from({ length: 7 }, (_, i) => aLink(`l${i}`, { title: '' })));
  const d = screen.getByRole('alertdialog', { name: 'Delete 7 links?' });
  expect(
    within(d)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['zd.lc/l0', 'zd.lc/l1', 'zd.lc/l2', 'zd.lc/l3', 'zd.lc/l4', '…']);
  expect(
    within(d).getByText('This cannot be undone: the short links stop working, for everyone who has them.'),
  ).toBeTruthy();
});

it('confirmed: one request for every link, naming the account; all deleted, it closes saying so', async () => {
  const user = userEvent.setup();
  const sent = answer({ deleteLinks: { ok: true, value: outcome({ deleted: ['a', 'b'] }) } });
  const { onRemoved, onClose } = dialog([aLink('a'), aLink('b')], 'acct-1');
  // Several links: the button names how many go.
  await user.click(screen.getByRole('button', { name: 'Delete 2 links' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledExactlyOnceWith('Deleted 2 links.'));
  expect(sent).toHaveBeenCalledExactlyOnceWith({ type: 'deleteLinks', ids: ['a', 'b'], account: 'acct-1' });
  expect(onRemoved).toHaveBeenCalledExactlyOnceWith(['a', 'b'], outcome({ deleted: ['a', 'b'] }));
});

it('while deleting, both buttons wait and Escape does not close it', async () => {
  const user = userEvent.setup();
  let finish!: (v: unknown) => void;
  answer({ deleteLinks: () => new Promise((r) => (finish = r)) as never });
  const { onClose } = dialog([aLink('a')], 'acct-1');
  await user.click(screen.getByRole('button', { name: 'Delete for good' }));
  const deleting = await screen.findByRole('button', { name: 'Deleting…' });
  expect((deleting as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent(screen.getByRole('alertdialog'), new Event('cancel', { cancelable: true }));
  expect(onClose).not.toHaveBeenCalled();
  finish({ ok: true, value: outcome({ deleted: ['a'] }) });
  await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
});

it('a partial delete is reported link by link (hostile titles as text): what went, what was already gone, what failed and why', async () => {
  const user = userEvent.setup();
  answer({
    deleteLinks: {
      ok: true,
      value: outcome({
        deleted: ['a'],
        gone: ['b'],
        failed: [{ id: 'c', error: { kind: 'server', status: 500, retryAfterSeconds: null } }],
      }),
    },
  });
  const { onRemoved, onClose, container } = dialog(
    [aLink('a'), aLink('b'), aLink('c', { title: HOSTILE_TITLE })],
    'acct-1',
  );
  await user.click(screen.getByRole('button', { name: 'Delete 3 links' }));
  const report = await screen.findByRole('alert');
  expect(within(report).getByText('Deleted Title a (zd.lc/a).')).toBeTruthy();
  expect(within(report).getByText('Already deleted elsewhere (removed here too): Title b (zd.lc/b)')).toBeTruthy();
  expect(within(report).getByText('1 link was not deleted:')).toBeTruthy();
  expect(within(report).getByRole('listitem').textContent).toBe(
    `${HOSTILE_TITLE} (zd.lc/c): The service had a problem (error 500). Try again in a moment.`,
  );
  expect(container.ownerDocument.querySelector('dialog img')).toBeNull();
  expect(onRemoved).toHaveBeenCalledWith(['a', 'b'], expect.anything());
  expect(onClose).not.toHaveBeenCalled();
  await user.click(within(report).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledExactlyOnceWith();
});

it('a refused request removes nothing and says why', async () => {
  const user = userEvent.setup();
  answer({ deleteLinks: { ok: false, error: { kind: 'account-changed' } } });
  const { onRemoved } = dialog([aLink('a')], 'acct-1');
  await user.click(screen.getByRole('button', { name: 'Delete for good' }));
  expect((await screen.findByRole('alert')).textContent).not.toBe('');
  expect(onRemoved).not.toHaveBeenCalled();
});

it('Cancel and Escape close it without sending anything', async () => {
  const sent = answer({});
  const { onClose } = dialog([aLink('a')]);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  // The browser fires "cancel" on the dialog for Escape.
  fireEvent(screen.getByRole('alertdialog'), new Event('cancel', { cancelable: true }));
  expect(onClose).toHaveBeenCalledTimes(2);
  expect(sent).not.toHaveBeenCalled();
});

describe('a page that has not heard its account yet', () => {
  it('names the current one, from the stored head: never an empty name', async () => {
    const user = userEvent.setup();
    await browser.storage.local.set({ [HEAD_KEY]: toProjection(emptyHead('acct-head')) });
    const sent = answer({ deleteLinks: { ok: true, value: outcome({ deleted: ['a'] }) } });
    dialog([aLink('a')]);
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledExactlyOnceWith({ type: 'deleteLinks', ids: ['a'], account: 'acct-head' }),
    );
  });

  it('without a stored head, from a first page of links', async () => {
    const user = userEvent.setup();
    const sent = answer({
      listLinks: {
        ok: true,
        value: {
          links: [],
          pagination: { currentPage: 1, totalPages: 0, total: 0, perPage: 1 },
          skipped: 0,
          account: 'acct-listed',
        },
      },
      deleteLinks: { ok: true, value: outcome({ deleted: ['a'] }) },
    });
    dialog([aLink('a')]);
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ type: 'deleteLinks', ids: ['a'], account: 'acct-listed' }));
    expect(sent.mock.calls.map(([r]) => (r as { account?: string }).account)).not.toContain('');
  });
});

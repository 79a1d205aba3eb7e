/**
 * The modal dialog every page uses: opened modal as it renders, named by its title, closed by Escape or
 * its header’s ×, and the focus handed back to where it was.
 */
import { fireEvent, render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'preact/hooks';
import { expect, it, vi } from 'vitest';
import { Modal } from '../../../src/pages/components/Modal';

function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="A question" onClose={() => (onClose?.(), setOpen(false))}>
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </Modal>
      )}
    </main>
  );
}

it('opens as a named modal dialog as soon as it renders', async () => {
  render(<Page />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'A question' }) as HTMLDialogElement;
  expect(dialog.open).toBe(true);
});

it('Escape (the dialog’s cancel) asks the page to close it, and the focus goes back to the opener', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  screen.getByRole('button', { name: 'Done' }).focus();
  const cancel = new Event('cancel', { cancelable: true });
  fireEvent(screen.getByRole('dialog'), cancel);
  expect(cancel.defaultPrevented).toBe(true);
  expect(onClose).toHaveBeenCalledOnce();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

it('closed from inside, it gives the focus back too', async () => {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

it('has one chrome: the title as its heading, then a × named Close that the keyboard reaches and that closes it', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'A question' });
  const head = dialog.firstElementChild!;
  expect(head.className).toBe('dialog-head');
  expect(within(dialog).getByRole('heading', { level: 2, name: 'A question' }).parentElement).toBe(head);
  const close = within(dialog).getByRole('button', { name: 'Close' });
  expect(close.parentElement).toBe(head);
  expect([close.title, close.textContent, close.getAttribute('type')]).toEqual(['Close', '×', 'button']);
  screen.getByRole('button', { name: 'Done' }).focus();
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(close);
  await user.keyboard('{Enter}');
  expect(onClose).toHaveBeenCalledOnce();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

/** A short link's QR code: a named group and image, downloads named after the short link (never a path), Escape closes it. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { QrPanel } from '../../../src/pages/components/QrPanel';

it('is a group and an image named for the short link', () => {
  render(<QrPanel shortLink="https://zd.lc/abc" onClose={() => {}} />);
  expect(screen.getByRole('group', { name: 'QR code for https://zd.lc/abc' })).toBeTruthy();
  const image = screen.getByRole('img', { name: 'QR code for https://zd.lc/abc' });
  expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
});

it('downloads the SVG under a file name made of the short link, never a path', async () => {
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:qr');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const clicked = vi
    .spyOn(HTMLAnchorElement.prototype, 'click')
    .mockImplementation(function (this: HTMLAnchorElement) {});
  render(<QrPanel shortLink="https://zd.lc/../ev il" onClose={() => {}} />);
  await userEvent.click(screen.getByRole('button', { name: 'Download SVG' }));
  expect(clicked).toHaveBeenCalledOnce();
  const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
  expect(anchor.download).toBe('zd.lc-..-ev_il.svg');
  expect(anchor.href).toBe('blob:qr');
  const blob = created.mock.calls[0]![0] as Blob;
  expect(blob.type).toBe('image/svg+xml');
  expect(await blob.text()).toMatch(/^<svg/);
});

it('leads with Download PNG as the primary action, the other formats beside it, and no Close (what opened it closes it)', () => {
  render(<QrPanel shortLink="https://zd.lc/abc" onClose={() => {}} />);
  const actions = [...document.querySelectorAll('.qr-actions button')];
  // The downloads by their icon and format, named in full.
  expect(actions.map((b) => [b.textContent, b.getAttribute('aria-label') ?? b.textContent])).toEqual([
    ['PNG', 'Download PNG'],
    ['SVG', 'Download SVG'],
    ['Copy image', 'Copy image'],
  ]);
  expect(actions.map((b) => b.classList.contains('primary'))).toEqual([true, false, false]);
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  // Above the Style disclosure: opening it never pushes them out of the popup.
  const toggle = document.querySelector('.qr-style-toggle')!;
  expect(actions.at(-1)!.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('Escape from inside it closes it', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<QrPanel shortLink="https://zd.lc/abc" onClose={onClose} />);
  screen.getByRole('button', { name: 'Copy image' }).focus();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledOnce();
});

it('says so where the browser does not let it copy an image', async () => {
  vi.spyOn(navigator.clipboard, 'write').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
  render(<QrPanel shortLink="https://zd.lc/abc" onClose={() => {}} />);
  await userEvent.click(screen.getByRole('button', { name: 'Copy image' }));
  expect(await screen.findByText(/does not let the extension copy images/)).toBeTruthy();
});

it('says so when the PNG cannot be made', async () => {
  // happy-dom draws on no canvas: the PNG's making fails as a browser's does on a logo it cannot decode.
  render(<QrPanel shortLink="https://zd.lc/abc" onClose={() => {}} />);
  await userEvent.click(screen.getByRole('button', { name: 'Download PNG' }));
  expect(await screen.findByText('The PNG could not be made. Download the SVG instead.')).toBeTruthy();
});

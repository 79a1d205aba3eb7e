/**
 * The QR code's style: behind a "Style" disclosure reached from the keyboard, drawn in the account's
 * kept style, each change kept through the background, colours too close refused in place (and not
 * kept), a logo forcing level H, a file too large or of another kind refused with a message.
 */
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { QrPanel } from '../../../src/pages/components/QrPanel';
import { DEFAULT_QR_STYLE, type QrStyle } from '../../../src/shared/qr/qr-style';
import { axeViolations } from '../axe';
import { answer } from '../fixtures';

const KEPT: QrStyle = { ...DEFAULT_QR_STYLE, fg: '#1d3a8a', bg: '#a0c4ff', size: 256, ec: 'Q' };

async function openStyle(icon?: string) {
  // The file field's `accept` is a hint a user can set aside: the panel checks the file itself.
  const user = userEvent.setup({ applyAccept: false });
  const sent = answer({
    qrStyle: { ok: true, value: KEPT },
    saveQrStyle: (r) => ({ ok: true, value: (r as never as { style: QrStyle }).style }),
  });
  render(<QrPanel shortLink="https://zd.lc/abc" icon={icon} onClose={() => {}} />);
  await waitFor(() => expect(document.querySelector('path')?.getAttribute('fill')).toBe('#1d3a8a'));
  // The actions come first (in view when Style opens in a 600 px popup), the disclosure after them.
  for (const name of ['Download PNG', 'Download SVG', 'Copy image']) {
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent).toBe(name);
  }
  await user.tab();
  const toggle = screen.getByRole('button', { name: 'Style' });
  expect(document.activeElement).toBe(toggle);
  // A disclosure: it says it is closed; its chevron (unread) is one glyph, turned by its style once open (e2e manager-dialogs-look).
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(toggle.querySelector('[aria-hidden="true"]')?.textContent).toBe('▾');
  await user.keyboard('{Enter}');
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(toggle.querySelector('[aria-hidden="true"]')?.textContent).toBe('▾');
  return { user, sent };
}

const saves = (sent: ReturnType<typeof answer>) =>
  sent.mock.calls
    .map(([r]) => r as unknown as { type: string; style?: QrStyle })
    .filter((r) => r.type === 'saveQrStyle');

it('opens on the kept style, with every field named, and axe finds nothing', async () => {
  await openStyle('data:image/png;base64,AA');
  expect((screen.getByLabelText('Code color') as HTMLInputElement).value).toBe('#1d3a8a');
  expect((screen.getByLabelText('Background color') as HTMLInputElement).value).toBe('#a0c4ff');
  expect((screen.getByRole('combobox', { name: 'Error correction' }) as HTMLSelectElement).value).toBe('Q');
  expect((screen.getByRole('combobox', { name: 'Size' }) as HTMLSelectElement).value).toBe('256');
  // Short labels; each option says its unit.
  const options = (name: string) => screen.getAllByRole('option').filter((o) => o.closest('select')?.name === name);
  expect(options('size').map((o) => o.textContent)).toEqual(['256 px', '512 px', '1,024 px']);
  expect(options('margin').map((o) => o.textContent)).toEqual(['2 modules', '4 modules', '6 modules']);
  expect(screen.getByRole('option', { name: 'Page icon' })).toBeTruthy();
  expect(await axeViolations()).toEqual([]);
});

it('a change of size, margin or level is kept through the background', async () => {
  const { user, sent } = await openStyle();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), '1,024 px');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Margin' }), '4 modules');
  expect(saves(sent).at(-1)!.style).toEqual({ ...KEPT, size: 1024, margin: 4 });
  expect(screen.queryByRole('option', { name: 'Page icon' })).toBeNull();
});

it('colours too close to scan are refused in place, not drawn and not kept', async () => {
  const { sent } = await openStyle();
  const fg = screen.getByLabelText('Code color') as HTMLInputElement;
  fg.value = '#90b0f0';
  fg.dispatchEvent(new Event('input', { bubbles: true }));
  fg.dispatchEvent(new Event('change', { bubbles: true }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(
    'These colors are too alike to scan. Choose a darker code color or a lighter background.',
  );
  expect(fg.getAttribute('aria-describedby')).toBe(alert.id);
  expect(document.querySelector('path')?.getAttribute('fill')).toBe('#1d3a8a');
  expect(saves(sent)).toEqual([]);
});

it('a logo forces level H; a file of another kind or over 64 KB is refused with a message', async () => {
  const { user } = await openStyle();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Logo' }), 'Image file…');
  const level = screen.getByRole('combobox', { name: 'Error correction' }) as HTMLSelectElement;
  expect([level.value, level.disabled]).toEqual(['H', true]);
  expect(screen.getByText(/error correction is set to the highest level/)).toBeTruthy();
  const field = screen.getByLabelText('Image (PNG, JPEG or SVG, up to 64 KB)') as HTMLInputElement;
  await user.upload(field, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
  expect((await screen.findByRole('alert')).textContent).toBe('This file is not a PNG, JPEG or SVG image.');
  await user.upload(field, new File([new Uint8Array(64 * 1024 + 1)], 'big.png', { type: 'image/png' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/larger than 64 KB/));
  await user.upload(field, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'l.svg', { type: 'image/svg+xml' }));
  await waitFor(() =>
    expect(document.querySelector('svg image')?.getAttribute('href')).toMatch(/^data:image\/svg\+xml/),
  );
  expect(screen.queryByRole('alert')).toBeNull();
});

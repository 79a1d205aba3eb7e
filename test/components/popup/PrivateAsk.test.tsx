/** The question before a local or private address is shortened: a warning with the address as text; Don't shorten first, Shorten anyway second. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { PrivateAsk } from '../../../src/pages/popup/PrivateAsk';

it('says why nothing was shortened, shows the address, and shortens it only on the second button', async () => {
  const onConfirm = vi.fn();
  const onDecline = vi.fn();
  render(
    <PrivateAsk host="192.168.1.10" url="http://192.168.1.10/admin" onConfirm={onConfirm} onDecline={onDecline} />,
  );
  expect(screen.getByRole('alert').textContent).toContain('192.168.1.10 is a local or private network address');
  expect(screen.getByText('http://192.168.1.10/admin')).toBeTruthy();
  expect(onConfirm).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Shorten it anyway' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(onDecline).not.toHaveBeenCalled();
});

it("is a warning whose main button, focused, is Don't shorten: it declines and confirms nothing", async () => {
  const onConfirm = vi.fn();
  const onDecline = vi.fn();
  const { container } = render(
    <PrivateAsk host="localhost" url="http://localhost:3000/" onConfirm={onConfirm} onDecline={onDecline} />,
  );
  expect(container.querySelector('.card.warning .warning-icon')).toBeTruthy();
  const buttons = screen.getAllByRole('button');
  expect(buttons.map((b) => b.textContent)).toEqual(['Don’t shorten', 'Shorten it anyway']);
  expect(buttons[0]!.classList.contains('primary')).toBe(true);
  expect(buttons[1]!.classList.contains('primary')).toBe(false);
  expect(document.activeElement).toBe(buttons[0]);
  await userEvent.click(buttons[0]!);
  expect(onDecline).toHaveBeenCalledTimes(1);
  expect(onConfirm).not.toHaveBeenCalled();
});

it('shows a hostile address as text', () => {
  const url = 'http://10.0.0.1/<script>alert(1)</script>';
  const { container } = render(<PrivateAsk host="10.0.0.1" url={url} onConfirm={() => {}} onDecline={() => {}} />);
  expect(screen.getByText(url)).toBeTruthy();
  expect(container.querySelector('script')).toBeNull();
});

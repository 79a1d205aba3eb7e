/** The question before a local or private address is shortened: the address as text, one button that confirms. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { PrivateAsk } from '../../../src/pages/popup/PrivateAsk';

it('says why nothing was shortened, shows the address, and shortens it only on the button', async () => {
  const onConfirm = vi.fn();
  render(<PrivateAsk host="192.168.1.10" url="http://192.168.1.10/admin" onConfirm={onConfirm} />);
  expect(screen.getByRole('alert').textContent).toContain('192.168.1.10 is a local or private network address');
  expect(screen.getByText('http://192.168.1.10/admin')).toBeTruthy();
  expect(onConfirm).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Shorten it anyway' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

it('shows a hostile address as text', () => {
  const url = 'http://10.0.0.1/<script>alert(1)</script>';
  const { container } = render(<PrivateAsk host="10.0.0.1" url={url} onConfirm={() => {}} />);
  expect(screen.getByText(url)).toBeTruthy();
  expect(container.querySelector('script')).toBeNull();
});

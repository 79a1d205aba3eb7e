/** Private windows: the options page says what happens there, both choices off by default, each saved as it is ticked. */
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { PrivateWindowsSection } from '../../../src/pages/options/PrivateWindowsSection';
import { aStatus, answer } from '../fixtures';

it('says when it applies; both boxes off by default; ticking one saves it alone', async () => {
  const next = aStatus();
  const sent = answer({ saveSettings: { ok: true, value: next } });
  const onSaved = vi.fn();
  render(<PrivateWindowsSection status={aStatus()} onSaved={onSaved} onFailure={() => {}} />);
  expect(screen.getByRole('heading', { name: 'Private windows' })).toBeTruthy();
  const shorten = screen.getByRole('checkbox', {
    name: 'Shorten the page when the popup opens in a private window',
  }) as HTMLInputElement;
  const recent = screen.getByRole('checkbox', {
    name: 'Add links made in private windows to the recent links',
  }) as HTMLInputElement;
  expect([shorten.checked, recent.checked]).toEqual([false, false]);
  expect(document.getElementById(shorten.getAttribute('aria-describedby')!)?.textContent).toContain(
    'only if you let PrettyLink run in private windows',
  );
  await userEvent.click(recent);
  expect(sent).toHaveBeenCalledExactlyOnceWith({ type: 'saveSettings', settings: { privateRecent: true } });
  await waitFor(() => expect(onSaved).toHaveBeenCalledExactlyOnceWith(next));
});

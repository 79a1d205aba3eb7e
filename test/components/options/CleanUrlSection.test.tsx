/** Which address is shortened: each box saved as it is ticked; a box the policy locks is read-only with the note read with it. */
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { CleanUrlSection } from '../../../src/pages/options/CleanUrlSection';
import { NO_POLICY_VIEW, aStatus, answer } from '../fixtures';

it('ticking a box saves that setting alone, and hands on the new status', async () => {
  const next = aStatus();
  const sent = answer({ saveSettings: { ok: true, value: next } });
  const onSaved = vi.fn();
  render(<CleanUrlSection status={aStatus()} onSaved={onSaved} onFailure={() => {}} />);
  const strip = screen.getByRole('checkbox', { name: 'Remove tracking parameters' }) as HTMLInputElement;
  expect(strip.checked).toBe(false);
  expect(strip.getAttribute('aria-describedby')).toBe('stripTracking-hint');
  await userEvent.click(strip);
  expect(sent).toHaveBeenCalledExactlyOnceWith({ type: 'saveSettings', settings: { stripTracking: true } });
  await waitFor(() => expect(onSaved).toHaveBeenCalledExactlyOnceWith(next));
});

it('a refused save is handed to the page', async () => {
  answer({ saveSettings: { ok: false, error: { kind: 'internal' } } });
  const onFailure = vi.fn();
  render(<CleanUrlSection status={aStatus()} onSaved={() => {}} onFailure={onFailure} />);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Use the page’s canonical address' }));
  await waitFor(() => expect(onFailure).toHaveBeenCalledExactlyOnceWith({ kind: 'internal' }));
});

it('a locked box cannot be changed, and says who set it', () => {
  render(
    <CleanUrlSection
      status={aStatus({ policy: { ...NO_POLICY_VIEW, locked: ['useCanonical'] } })}
      onSaved={() => {}}
      onFailure={() => {}}
    />,
  );
  const box = screen.getByRole('checkbox', { name: 'Use the page’s canonical address' }) as HTMLInputElement;
  expect(box.disabled).toBe(true);
  expect(box.getAttribute('aria-describedby')).toBe('useCanonical-hint useCanonical-locked');
  expect(document.getElementById('useCanonical-locked')?.textContent).toBe('Set by your organization');
  expect((screen.getByRole('checkbox', { name: 'Remove tracking parameters' }) as HTMLInputElement).disabled).toBe(
    false,
  );
});

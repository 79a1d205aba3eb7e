/** One save model: a setting saves as it is changed and the page says "Saved." politely, for a moment; a failure is said and stays. */
import { act, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { SAVED_SHOWN_MS } from '../../../src/shared/time/limits';
import { axeViolations } from '../axe';
import { aStatus } from '../fixtures';
import { optionsPage } from './options-page';

afterEach(() => void vi.useRealTimers());
const status = () => document.querySelector('.save-status')!;

it('a box ticked from the keyboard is saved at once and "Saved." is said politely, then goes', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  const saved = aStatus({ settings: { ...aStatus().settings, autoCopy: false } });
  const { sent } = optionsPage(aStatus(), { saveSettings: { ok: true, value: saved } });
  expect(status().getAttribute('role')).toBe('status');
  expect(status().getAttribute('aria-live')).toBe('polite');
  expect(status().textContent).toBe('');
  screen.getByRole('checkbox', { name: 'Copy the short link automatically' }).focus();
  await user.keyboard(' ');
  expect(sent).toHaveBeenCalledWith({ type: 'saveSettings', settings: { autoCopy: false } });
  await vi.waitFor(() => expect(status().textContent).toBe('Saved.'));
  expect(await axeViolations()).toEqual([]);
  await act(() => void vi.advanceTimersByTime(SAVED_SHOWN_MS - 100));
  expect(status().textContent).toBe('Saved.');
  await act(() => void vi.advanceTimersByTime(200));
  expect(status().textContent).toBe('');
});

it('a choice in a list saves as made too (the copy format)', async () => {
  const user = userEvent.setup();
  const { sent } = optionsPage(aStatus(), { saveSettings: { ok: true, value: aStatus() } });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Copy links as' }), 'markdown');
  expect(sent).toHaveBeenCalledWith({ type: 'saveSettings', settings: { copyFormat: 'markdown' } });
  await vi.waitFor(() => expect(status().textContent).toBe('Saved.'));
});

it('a failed save says why, and the words stay', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  optionsPage(aStatus(), { saveSettings: { ok: false, error: { kind: 'offline' } } });
  await user.click(screen.getByRole('checkbox', { name: 'Copy the short link automatically' }));
  await vi.waitFor(() => expect(status().textContent).not.toBe(''));
  const said = status().textContent;
  expect(said).not.toBe('Saved.');
  await act(() => void vi.advanceTimersByTime(SAVED_SHOWN_MS * 2));
  expect(status().textContent).toBe(said);
});

/**
 * One save model: a setting saves as it is changed and its section says "Saved." beside its heading,
 * politely, for a moment (covering nothing); a failure is said there and stays.
 */
import { act, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { SAVED_SHOWN_MS } from '../../../src/shared/time/limits';
import { axeViolations } from '../axe';
import { aStatus } from '../fixtures';
import { optionsPage } from './options-page';

afterEach(() => void vi.useRealTimers());
/** The status beside a section's heading. */
const statusOf = (heading: string) =>
  screen.getByRole('heading', { name: heading, level: 2 }).closest('.section-head')!.querySelector('.save-status')!;
const status = () => statusOf('Popup');

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
  // Said in the section changed, beside its heading; no other section says anything.
  expect(within(screen.getByRole('region', { name: 'Popup' })).getByRole('status')).toBe(status());
  const said = [...document.querySelectorAll('.save-status')].filter((s) => s.textContent !== '');
  expect(said).toEqual([status()]);
  // Its time runs from the save; the words come a frame after it (the region first, then what it says).
  await act(() => void vi.advanceTimersByTime(SAVED_SHOWN_MS - 300));
  expect(status().textContent).toBe('Saved.');
  await act(() => void vi.advanceTimersByTime(400));
  expect(status().textContent).toBe('');
});

it('a choice in a list saves as made too (the copy format)', async () => {
  const user = userEvent.setup();
  const { sent } = optionsPage(aStatus(), { saveSettings: { ok: true, value: aStatus() } });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Copy links as' }), 'markdown');
  expect(sent).toHaveBeenCalledWith({ type: 'saveSettings', settings: { copyFormat: 'markdown' } });
  await vi.waitFor(() => expect(statusOf('Copying').textContent).toBe('Saved.'));
  expect(status().textContent).toBe('');
  expect(await axeViolations()).toEqual([]);
  expect(await axeViolations()).toEqual([]);
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

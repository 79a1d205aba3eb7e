/** The copy format: a labelled choice of every format, saved when chosen; locked by a policy, read-only. */
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { CopyFormatSection } from '../../../src/pages/options/CopyFormatSection';
import { description } from '../described';
import { NO_POLICY_VIEW, aStatus, answer } from '../fixtures';

it('offers every format, the current one chosen, and saves a new choice', async () => {
  const sent = answer({ saveSettings: { ok: true, value: aStatus() } });
  const onSaved = vi.fn();
  render(<CopyFormatSection status={aStatus()} value="plain" onSaved={onSaved} onFailed={() => {}} />);
  const select = screen.getByRole('combobox', { name: 'Copy links as' }) as HTMLSelectElement;
  expect(description(select)).toMatch(/^Copy, automatic copying, the context menu and the shortcut use this format\./);
  expect(select.value).toBe('plain');
  expect([...select.options].map((o) => o.textContent)).toEqual([
    'Short link',
    'Markdown',
    'HTML',
    'Rich text',
    'Title — link',
  ]);
  await userEvent.selectOptions(select, 'Markdown');
  expect(sent).toHaveBeenCalledExactlyOnceWith({ type: 'saveSettings', settings: { copyFormat: 'markdown' } });
  await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
});

it('locked by the policy: disabled, with the note', () => {
  render(
    <CopyFormatSection
      status={aStatus({ policy: { ...NO_POLICY_VIEW, locked: ['copyFormat'] } })}
      value="html"
      onSaved={() => {}}
      onFailed={() => {}}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Copy links as' }) as HTMLSelectElement;
  expect(select.disabled).toBe(true);
  expect(screen.getByText('Set by your organization')).toBeTruthy();
  expect(description(select)).toMatch(/^Copy, automatic copying.* Set by your organization$/);
});

/** The API key field: a saved key is never shown back (only its ending), can be replaced (Verify and save) or removed. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { KeyField } from '../../../src/pages/options/KeyField';
import type { Status } from '../../../src/shared/messages/contract';
import { NO_POLICY_VIEW, aStatus } from '../fixtures';

const keyInput = () => document.querySelector<HTMLInputElement>('input[name="apiKey"]');
const field = (status: Status = aStatus(), onRemove = () => {}) =>
  render(<KeyField status={status} granted={[]} asked={0} onSaved={() => {}} onRemove={onRemove} />);

it('a saved key reads "Key ending in …", with no field holding it; Replace opens an empty field, focused', async () => {
  field();
  expect(screen.getByText(/Key ending in/).textContent).toBe('Key ending in 1a2b');
  expect(keyInput()).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
  const input = keyInput()!;
  expect(input.type).toBe('password');
  expect(input.value).toBe('');
  expect(document.activeElement).toBe(input);
  expect(screen.getByLabelText('API key')).toBe(input);
  expect(screen.getByRole('button', { name: 'Verify and save' })).toBeTruthy();
});

it('Remove key asks the page to remove the key', async () => {
  const onRemove = vi.fn();
  field(aStatus(), onRemove);
  await userEvent.click(screen.getByRole('button', { name: 'Remove key' }));
  expect(onRemove).toHaveBeenCalledOnce();
});

it('no key yet: the field asking for one, with no way back to a key that is not there', () => {
  field(aStatus({ hasKey: false, keyHint: null }));
  expect(keyInput()).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
});

it('locked by the policy: no field and no buttons, only the ending and the note', () => {
  field(aStatus({ policy: { ...NO_POLICY_VIEW, locked: ['apiKey'] } }));
  expect(keyInput()).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByText(/Key ending in/).textContent).toBe('Key ending in 1a2b');
  expect(screen.getByText('Set by your organization')).toBeTruthy();
});

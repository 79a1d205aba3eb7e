/** The API key field: a saved key is never shown back (only its ending), can be replaced or removed; a new service asks for its own key. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { KeyField } from '../../../src/pages/options/KeyField';
import { NO_POLICY_VIEW, aStatus } from '../fixtures';

const keyInput = () => document.querySelector<HTMLInputElement>('input[name="apiKey"]');

it('a saved key reads "Key ending in …", with no field holding it; Replace opens an empty field', async () => {
  const onInput = vi.fn();
  render(<KeyField status={aStatus()} value="" onInput={onInput} onRemove={() => {}} />);
  expect(screen.getByText('Key ending in 1a2b')).toBeTruthy();
  expect(keyInput()).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
  const field = keyInput()!;
  expect(field.type).toBe('password');
  expect(field.value).toBe('');
  expect(field.getAttribute('aria-labelledby')).toBe('key-label');
  await userEvent.type(field, 'k');
  expect(onInput).toHaveBeenCalledWith('k');
});

it('Remove asks the page to remove the key', async () => {
  const onRemove = vi.fn();
  render(<KeyField status={aStatus()} value="" onInput={() => {}} onRemove={onRemove} />);
  await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
  expect(onRemove).toHaveBeenCalledOnce();
});

it('no key yet: an empty field asking for one', () => {
  render(
    <KeyField status={aStatus({ hasKey: false, keyHint: null })} value="" onInput={() => {}} onRemove={() => {}} />,
  );
  expect(keyInput()?.placeholder).toBe('Paste your API key');
});

it('another service typed: the saved key does not go there, a key for it is asked', () => {
  render(<KeyField status={aStatus()} newService value="" onInput={() => {}} onRemove={() => {}} />);
  expect(keyInput()?.getAttribute('aria-describedby')).toBe('key-for-service');
  expect(screen.getByText("A saved key only goes to its own service: enter this service's key.")).toBeTruthy();
});

it('locked by the policy: no field and no buttons, only the ending and the note', () => {
  render(
    <KeyField
      status={aStatus({ policy: { ...NO_POLICY_VIEW, locked: ['apiKey'] } })}
      value=""
      onInput={() => {}}
      onRemove={() => {}}
    />,
  );
  expect(keyInput()).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByText('Key ending in 1a2b')).toBeTruthy();
  expect(screen.getByText('Set by your organization')).toBeTruthy();
});

/** The options page before any key: one card, one key field, verified with the service before it is kept. */
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { Options } from '../../../src/pages/options/Options';
import { DEFAULT_SERVICE_URL } from '../../../src/shared/manifest';
import { aStatus, answer } from '../fixtures';

const FIRST = aStatus({ accounts: [], currentAccountId: null, hasKey: false, keyHint: null });

function page(replies: Parameters<typeof answer>[0] = {}) {
  const sent = answer({ linkGroups: { ok: true, value: [] }, ...replies });
  vi.spyOn(browser.commands, 'getAll').mockResolvedValue([] as never);
  vi.spyOn(browser.permissions, 'getAll').mockResolvedValue({ origins: [] } as never);
  const view = render(<Options initial={FIRST} />);
  return { sent, ...view };
}

it('one card, "Paste your API key", with one key field and Verify and save; no accounts yet', () => {
  const { container } = page();
  const card = screen.getByRole('region', { name: 'Paste your API key' });
  expect(container.querySelectorAll('input[type="password"]')).toHaveLength(1);
  expect(card.querySelector('input[type="password"]')).toBeTruthy();
  expect(within(card).getByRole('button', { name: 'Verify and save' })).toBeTruthy();
  expect(within(card).getByRole('link', { name: 'Get an API key from your PrettyURL dashboard.' })).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Accounts' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Add an account' })).toBeNull();
});

it('verifies the key with the service first, then keeps it as the first account', async () => {
  const user = userEvent.setup();
  const saved = aStatus();
  const { sent } = page({
    verify: { ok: true, value: { total: 12 } },
    addAccount: { ok: true, value: saved },
  });
  const card = screen.getByRole('region', { name: 'Paste your API key' });
  await user.type(within(card).getByLabelText('API key'), '  new-key-123  ');
  await user.click(within(card).getByRole('button', { name: 'Verify and save' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Paste your API key' })).toBeNull());
  const types = sent.mock.calls.map(([r]) => (r as unknown as { type: string }).type);
  expect(types.indexOf('verify')).toBeLessThan(types.indexOf('addAccount'));
  expect(sent).toHaveBeenCalledWith({ type: 'verify', serviceUrl: DEFAULT_SERVICE_URL, apiKey: 'new-key-123' });
  expect(sent).toHaveBeenCalledWith(expect.objectContaining({ type: 'addAccount', apiKey: 'new-key-123' }));
  // Once a key exists: the accounts, and adding another behind its button.
  expect(screen.getByRole('button', { name: 'Add an account' })).toBeTruthy();
  expect(screen.getByText('Connected. The service holds 12 of your links.')).toBeTruthy();
});

it('a refused key is said in the card and not kept', async () => {
  const user = userEvent.setup();
  const { sent } = page({ verify: { ok: false, error: { kind: 'unauthorized' } } });
  const card = screen.getByRole('region', { name: 'Paste your API key' });
  await user.type(within(card).getByLabelText('API key'), 'wrong');
  await user.click(within(card).getByRole('button', { name: 'Verify and save' }));
  await waitFor(() => expect(card.querySelector('.error.notice')?.textContent).not.toBe(''));
  expect(sent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'addAccount' }));
  expect(screen.getByRole('region', { name: 'Paste your API key' })).toBe(card);
});

it('an empty key is refused before anything is sent', async () => {
  const { sent } = page();
  await userEvent.click(screen.getByRole('button', { name: 'Verify and save' }));
  expect(sent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'verify' }));
  expect(
    screen.getByRole('region', { name: 'Paste your API key' }).querySelector('.error.notice')?.textContent,
  ).not.toBe('');
});

it('an account without a key gets it (same account): the form then shows the service that was saved', async () => {
  const user = userEvent.setup();
  const keyless = aStatus({
    accounts: [
      { id: 'a1', name: 'Work', serviceUrl: DEFAULT_SERVICE_URL, defaultDomain: '', hasKey: false, keyHint: null },
    ],
    hasKey: false,
    keyHint: null,
  });
  const other = 'http://127.0.0.1:8080';
  const saved = aStatus({ settings: { ...keyless.settings, serviceUrl: other } });
  const sent = answer({
    linkGroups: { ok: true, value: [] },
    verify: { ok: true, value: { total: 0 } },
    updateAccount: { ok: true, value: saved },
  });
  vi.spyOn(browser.commands, 'getAll').mockResolvedValue([] as never);
  vi.spyOn(browser.permissions, 'getAll').mockResolvedValue({ origins: ['http://127.0.0.1/*'] } as never);
  render(<Options initial={keyless} />);
  const card = screen.getByRole('region', { name: 'Paste your API key' });
  await user.click(card.querySelector('summary')!);
  const service = within(card).getByRole('textbox', { name: 'Service address' });
  await user.clear(service);
  await user.type(service, other);
  await user.type(within(card).getByLabelText('API key'), 'k-123');
  await user.click(within(card).getByRole('button', { name: 'Verify and save' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Paste your API key' })).toBeNull());
  expect(sent).toHaveBeenCalledWith(
    expect.objectContaining({ type: 'updateAccount', id: 'a1', changes: expect.objectContaining({ apiKey: 'k-123' }) }),
  );
  expect((screen.getByRole('textbox', { name: 'Service address' }) as HTMLInputElement).value).toBe(other);
});

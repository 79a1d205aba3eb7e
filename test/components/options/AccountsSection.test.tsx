/** The options page's accounts: listed without their keys, made current, renamed and removed in place, added with the service's permission asked in the click. */
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import type { Status } from '../../../src/shared/messages/contract';
import { AccountsSection } from '../../../src/pages/options/AccountsSection';
import { description } from '../described';
import { aStatus, answer } from '../fixtures';

const TWO = aStatus({
  accounts: [
    {
      id: 'a1',
      name: 'Work',
      serviceUrl: 'https://prettyurl.net',
      defaultDomain: 'zd.lc',
      hasKey: true,
      keyHint: '1a2b',
    },
    {
      id: 'a2',
      name: '<b>Client</b>',
      serviceUrl: 'https://links.example',
      defaultDomain: '',
      hasKey: false,
      keyHint: null,
    },
  ],
});

function section(status: Status = TWO, granted: string[] = []) {
  const calls = { onChanged: vi.fn(), onGranted: vi.fn() };
  render(<AccountsSection status={status} granted={granted} {...calls} />);
  return calls;
}

const row = (name: string) => screen.getByRole('listitem', { name });

it('lists each account (names as text) with its service, domain and key ending, the current one marked', () => {
  section();
  const work = row('Work');
  expect(work.getAttribute('aria-current')).toBe('true');
  expect(within(work).getByText('Current')).toBeTruthy();
  expect(within(row('<b>Client</b>')).queryByText('Current')).toBeNull();
  expect(work.textContent).toContain('https://prettyurl.net · zd.lc · Key ending in 1a2b');
  expect(within(work).queryByRole('button', { name: 'Make current' })).toBeNull();
  const client = row('<b>Client</b>');
  expect(client.textContent).toContain('No API key');
  expect(client.querySelector('b')).toBeNull();
});

it('"Make current" switches and says so', async () => {
  const sent = answer({ switchAccount: { ok: true, value: { ...TWO, currentAccountId: 'a2' } } });
  const { onChanged } = section();
  await userEvent.click(within(row('<b>Client</b>')).getByRole('button', { name: 'Make current' }));
  expect(sent).toHaveBeenCalledExactlyOnceWith({ type: 'switchAccount', id: 'a2' });
  expect(await screen.findByText('Now using <b>Client</b>.')).toBeTruthy();
  expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ currentAccountId: 'a2' }));
});

it('Rename: a field in place, focused; saved, the focus is back on Rename', async () => {
  const user = userEvent.setup();
  const sent = answer({ updateAccount: { ok: true, value: TWO } });
  section();
  const rename = within(row('Work')).getByRole('button', { name: 'Rename' });
  await user.click(rename);
  const field = screen.getByRole('textbox', { name: 'New name for Work' });
  expect(document.activeElement).toBe(field);
  await user.clear(field);
  await user.type(field, 'Office{Enter}');
  expect(sent).toHaveBeenCalledExactlyOnceWith({ type: 'updateAccount', id: 'a1', changes: { name: 'Office' } });
  expect(await screen.findByText('Account renamed.')).toBeTruthy();
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Rename'));
});

it('Remove asks first (Cancel focused, Escape backs out); confirmed, it removes', async () => {
  const user = userEvent.setup();
  const sent = answer({ removeAccount: { ok: true, value: aStatus() } });
  section();
  await user.click(within(row('<b>Client</b>')).getByRole('button', { name: 'Remove account…' }));
  const ask = screen.getByRole('group', {
    name: 'Remove the account “<b>Client</b>”? Its key is deleted from this browser; its links stay on the service.',
  });
  expect(document.activeElement).toBe(within(ask).getByRole('button', { name: 'Cancel' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('group')).toBeNull();
  expect(sent).not.toHaveBeenCalled();
  await user.click(within(row('<b>Client</b>')).getByRole('button', { name: 'Remove account…' }));
  await user.click(screen.getByRole('button', { name: 'Remove account' }));
  expect(sent).toHaveBeenCalledExactlyOnceWith({ type: 'removeAccount', id: 'a2' });
});

it('an account the policy manages cannot be removed, and a locked name not renamed', () => {
  section({
    ...TWO,
    policy: { locked: [], accountLocks: { a1: ['name'] }, managedAccounts: ['a1'], allowUserAccounts: true },
  });
  const work = row('Work');
  expect(within(work).getByText('Set up by your organization')).toBeTruthy();
  expect(within(work).queryByRole('button', { name: 'Remove account…' })).toBeNull();
  expect(within(work).queryByRole('button', { name: 'Rename' })).toBeNull();
});

it('Verify says how many links the service holds, or why it could not', async () => {
  const user = userEvent.setup();
  const sent = answer({ verify: { ok: true, value: { total: 42 } } });
  section();
  await user.click(within(row('Work')).getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Connected. The service holds 42 of your links.')).toBeTruthy();
  expect(sent).toHaveBeenCalledExactlyOnceWith({ type: 'verify', accountId: 'a1' });
  sent.mockResolvedValue({ ok: false, error: { kind: 'unauthorized' } } as never);
  await user.click(within(row('Work')).getByRole('button', { name: 'Verify' }));
  // Said on the options page: no "check it in the options".
  const refused = await screen.findByText(
    'The service refused this API key. Check that you copied all of it from your PrettyURL dashboard.',
  );
  expect(refused.className).toContain('error');
});

it('adds an account on the default service without asking for a permission; the key is sent once, trimmed, and the form closed', async () => {
  const user = userEvent.setup();
  const request = vi.spyOn(browser.permissions, 'request');
  const sent = answer({ addAccount: { ok: true, value: TWO } });
  const { onChanged } = section();
  // Behind its button: a page with one account shows one key field.
  expect(screen.queryByRole('form', { name: 'Add an account' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Add an account' }));
  const form = screen.getByRole('form', { name: 'Add an account' });
  await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Home');
  const key = form.querySelector<HTMLInputElement>('input[type="password"]')!;
  await user.type(key, ' secret-key ');
  await user.click(within(form).getByRole('button', { name: 'Add account' }));
  await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
  expect(request).not.toHaveBeenCalled();
  expect(sent).toHaveBeenCalledExactlyOnceWith({
    type: 'addAccount',
    name: 'Home',
    serviceUrl: 'https://prettyurl.net',
    defaultDomain: '',
    apiKey: 'secret-key',
  });
  expect(await screen.findByText('Account added.')).toBeTruthy();
  // Added: the form closes, its key gone with it; its button is back.
  expect(key.isConnected).toBe(false);
  expect(screen.queryByRole('form', { name: 'Add an account' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Add an account' })).toBeTruthy();
});

it('another service: its permission is asked for; refused, nothing is sent and it says so', async () => {
  const user = userEvent.setup();
  const request = vi.spyOn(browser.permissions, 'request').mockResolvedValue(false as never);
  const sent = answer({});
  section();
  // Behind its button: a page with one account shows one key field.
  expect(screen.queryByRole('form', { name: 'Add an account' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Add an account' }));
  const form = screen.getByRole('form', { name: 'Add an account' });
  const service = within(form).getByRole('textbox', { name: 'Service address' });
  await user.clear(service);
  await user.type(service, 'https://links.example/');
  await user.type(form.querySelector<HTMLInputElement>('input[type="password"]')!, 'k');
  await user.click(within(form).getByRole('button', { name: 'Add account' }));
  expect(
    await screen.findByText(
      'Access to https://links.example was not allowed, so nothing was saved. Save again and choose Allow.',
    ),
  ).toBeTruthy();
  expect(request).toHaveBeenCalledExactlyOnceWith({ origins: ['https://links.example/*'] });
  expect(sent).not.toHaveBeenCalled();
});

it('refuses an http service address and a bad default domain before asking anything', async () => {
  const user = userEvent.setup();
  const request = vi.spyOn(browser.permissions, 'request');
  const sent = answer({});
  section();
  // Behind its button: a page with one account shows one key field.
  expect(screen.queryByRole('form', { name: 'Add an account' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Add an account' }));
  const form = screen.getByRole('form', { name: 'Add an account' });
  const service = within(form).getByRole('textbox', { name: 'Service address' });
  await user.clear(service);
  await user.type(service, 'http://links.example');
  await user.click(within(form).getByRole('button', { name: 'Add account' }));
  expect(await screen.findByText(/must use https/)).toBeTruthy();
  await user.clear(service);
  await user.type(service, 'https://prettyurl.net');
  const domain = within(form).getByRole('textbox', { name: 'Default domain' });
  await user.type(domain, 'not a domain');
  await user.click(within(form).getByRole('button', { name: 'Add account' }));
  expect(domain.getAttribute('aria-invalid')).toBe('true');
  // The message is the field's description, not part of its name (read once).
  expect(within(form).getByRole('textbox', { name: 'Default domain' })).toBe(domain);
  expect(description(domain)).toBe('This is not a domain name (for example zd.lc).');
  expect(document.activeElement).toBe(domain);
  expect(request).not.toHaveBeenCalled();
  expect(sent).not.toHaveBeenCalled();
});

it('no add form when the policy allows no accounts of the user’s own', () => {
  section({ ...TWO, policy: { locked: [], accountLocks: {}, managedAccounts: [], allowUserAccounts: false } });
  expect(screen.queryByRole('form', { name: 'Add an account' })).toBeNull();
});

it('an account never named reads "Account 2" (its host the line under it); Remove account… is apart from the actions, at the card’s end', () => {
  section({
    ...TWO,
    accounts: [TWO.accounts[0]!, { ...TWO.accounts[1]!, name: 'links.example' }],
  });
  const unnamed = row('Account 2');
  expect(unnamed.querySelector('.account-facts')!.textContent).toContain('https://links.example');
  const remove = within(unnamed).getByRole('button', { name: 'Remove account…' });
  expect(remove.closest('.account-actions')).toBeNull();
  expect(remove.className).toBe('link account-remove');
  expect(unnamed.lastElementChild).toBe(remove);
});

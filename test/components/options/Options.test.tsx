/**
 * The options page once a key is saved: the current account shown once and edited in its row, each
 * field named by its label alone with its hint or message as its description, and every setting
 * saved as it is changed.
 */
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { PRIVACY_POLICY_URL } from '../../../src/shared/manifest';
import { axeViolations } from '../axe';
import { description } from '../described';
import { aStatus } from '../fixtures';
import { optionsPage } from './options-page';

it('the current account is shown once, in its row: its key ending, its default domain, one Verify', async () => {
  const { row } = optionsPage();
  expect(screen.getAllByText('Work')).toHaveLength(1);
  expect(screen.queryByRole('heading', { name: /Current account/ })).toBeNull();
  expect(screen.getAllByRole('button', { name: 'Verify' })).toHaveLength(1);
  expect(within(row()).getByText(/Key ending in/).textContent).toBe('Key ending in 1a2b');
  expect(within(row()).getByRole('textbox', { name: 'Default domain' })).toBeTruthy();
  // No Save button left on the page: settings save as they are changed.
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  await screen.findByRole('heading', { name: 'Sites' });
  expect(await axeViolations()).toEqual([]);
});

it('one account: Remove account… at its card\'s end, not beside the key\'s "Remove key"; no "Current" badge with nothing to tell apart', () => {
  const { row } = optionsPage();
  const removeAccount = within(row()).getByRole('button', { name: 'Remove account…' });
  const removeKey = within(row()).getByRole('button', { name: 'Remove key' });
  expect(removeAccount.parentElement).not.toBe(removeKey.parentElement);
  expect(row().lastElementChild).toBe(removeAccount);
  expect(within(row()).queryByText('Current')).toBeNull();
  // Still the current one for a screen reader.
  expect(row().getAttribute('aria-current')).toBe('true');
});

it("only the key's end is set apart (monospace, left to right), not the words around it", () => {
  const { row } = optionsPage();
  const end = row().querySelector('.key-end')!;
  expect(end.tagName).toBe('BDI');
  expect(end.getAttribute('dir')).toBe('ltr');
  expect(end.textContent).toBe('1a2b');
  expect(end.parentElement!.textContent).toBe('Key ending in 1a2b');
});

it('the default domain saves as it is changed (on leaving the field) and says "Saved."', async () => {
  const user = userEvent.setup();
  const done = aStatus({ settings: { ...aStatus().settings, defaultDomain: 'prty.link' } });
  const { sent, row } = optionsPage(aStatus(), { updateAccount: { ok: true, value: done } });
  const domain = within(row()).getByRole('textbox', { name: 'Default domain' });
  await user.type(domain, 'prty.link');
  expect(sent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'updateAccount' }));
  await user.tab();
  expect(sent).toHaveBeenCalledWith({ type: 'updateAccount', id: 'a1', changes: { defaultDomain: 'prty.link' } });
  await waitFor(() => expect(document.querySelector('.save-status')!.textContent).toBe('Saved.'));
});

it('a refused default domain: the message is the description, the name stays the label; nothing is sent', async () => {
  const user = userEvent.setup();
  const { sent, row } = optionsPage();
  const domain = within(row()).getByRole('textbox', { name: 'Default domain' });
  await user.type(domain, 'not a domain');
  await user.tab();
  expect(domain.getAttribute('aria-invalid')).toBe('true');
  expect(within(row()).getByRole('textbox', { name: 'Default domain' })).toBe(domain);
  expect(description(domain)).toBe('This is not a domain name (for example zd.lc).');
  expect(sent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'updateAccount' }));
});

it('Replace with a key the service refuses: the field is marked, its message under it, said once; the saved key stays', async () => {
  const user = userEvent.setup();
  const { sent, row } = optionsPage(aStatus(), { verify: { ok: false, error: { kind: 'unauthorized' } } });
  await user.click(within(row()).getByRole('button', { name: 'Replace' }));
  const field = within(row()).getByLabelText('API key');
  expect(document.activeElement).toBe(field);
  await user.type(field, 'wrong-key{Enter}');
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  expect(description(field)).toBe(
    'PrettyURL didn’t accept your API key It may have been revoked, or copied only in part. Paste a current key from your PrettyURL dashboard.',
  );
  expect(screen.getAllByText('PrettyURL didn’t accept your API key')).toHaveLength(1);
  expect(document.activeElement).toBe(field);
  expect(sent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'updateAccount' }));
  // Escape backs out: the saved key again, the focus on Replace.
  await user.keyboard('{Escape}');
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Replace'));
  expect(within(row()).getByText(/Key ending in/)).toBeTruthy();
});

it('another service typed without its key: the key field asks for it, nothing is sent', async () => {
  const user = userEvent.setup();
  const { sent, row } = optionsPage();
  await user.click(within(row()).getByRole('button', { name: 'Replace' }));
  await user.click(within(row()).getByText('Use another PrettyURL service'));
  const service = within(row()).getByRole('textbox', { name: 'Service address' });
  expect(description(service)).toMatch(/^The default service is https:\/\/prettyurl\.net\./);
  await user.clear(service);
  await user.type(service, 'https://links.example.com');
  await user.click(within(row()).getByRole('button', { name: 'Verify and save' }));
  expect(description(within(row()).getByLabelText('API key'))).toBe(
    'A saved key only goes to its own service: enter this service’s key.',
  );
  expect(sent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'verify' }));
});

it('opened at #api-key with a key saved: the key field opens, focused', async () => {
  location.hash = '#api-key';
  // Its hashchange event passed before the page: the address it opened with is what counts.
  await new Promise((passed) => addEventListener('hashchange', passed, { once: true }));
  try {
    const { row } = optionsPage();
    await waitFor(() => expect(document.activeElement).toBe(within(row()).getByLabelText('API key')));
  } finally {
    location.hash = '';
  }
});

it('links the privacy policy, opened in a new tab', () => {
  optionsPage();
  const link = screen.getByRole('link', { name: 'Privacy policy' });
  expect(link.getAttribute('href')).toBe(PRIVACY_POLICY_URL);
  expect(link.getAttribute('target')).toBe('_blank');
});

/** The options page before any key: only a centred card in three numbered steps, the key verified with the service before it is kept. */
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { KEYS_PAGE } from '../../../src/pages/options/FirstRunCard';
import { DEFAULT_SERVICE_URL } from '../../../src/shared/manifest';
import { axeViolations } from '../axe';
import { description } from '../described';
import { aStatus } from '../fixtures';
import { optionsPage } from './options-page';

const FIRST = aStatus({ accounts: [], currentAccountId: null, hasKey: false, keyHint: null });
const card = () => screen.getByRole('region', { name: 'Connect your PrettyURL account' });
const keyField = () => within(card()).getByLabelText('Paste your API key');

it('only the card: three numbered steps (the dashboard, the key, Verify and save), no sections, no nav', async () => {
  const { container } = optionsPage(FIRST);
  const steps = within(card()).getAllByRole('listitem');
  expect(steps).toHaveLength(3);
  const dashboard = within(steps[0]!).getByRole('link', { name: 'Open the dashboard (opens in a new tab)' });
  expect(dashboard.getAttribute('href')).toBe(KEYS_PAGE);
  expect(dashboard.getAttribute('target')).toBe('_blank');
  expect(within(steps[1]!).getByLabelText('Paste your API key')).toBe(keyField());
  expect(within(steps[2]!).getByRole('button', { name: 'Verify and save' })).toBeTruthy();
  expect(container.querySelectorAll('input[type="password"]')).toHaveLength(1);
  expect(screen.queryByRole('navigation')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Accounts' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Popup' })).toBeNull();
  expect(await axeViolations()).toEqual([]);
});

it('from the keyboard alone: the dashboard, the key, Verify and save; once kept, the sections appear and the focus is at the top', async () => {
  const user = userEvent.setup();
  const { sent } = optionsPage(FIRST, {
    verify: { ok: true, value: { total: 12 } },
    addAccount: { ok: true, value: aStatus() },
  });
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('link', { name: /Open the dashboard/ }));
  await user.tab();
  expect(document.activeElement).toBe(keyField());
  await user.keyboard('  new-key-123  {Enter}');
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Connect your PrettyURL account' })).toBeNull());
  const types = sent.mock.calls.map(([r]) => (r as unknown as { type: string }).type);
  expect(types.indexOf('verify')).toBeLessThan(types.indexOf('addAccount'));
  expect(sent).toHaveBeenCalledWith({ type: 'verify', serviceUrl: DEFAULT_SERVICE_URL, apiKey: 'new-key-123' });
  expect(sent).toHaveBeenCalledWith(expect.objectContaining({ type: 'addAccount', apiKey: 'new-key-123' }));
  expect(screen.getByRole('heading', { name: 'Accounts' })).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'PrettyLink options', level: 1 }));
  await waitFor(() =>
    expect(document.querySelector('.save-status')!.textContent).toBe('Connected. The service holds 12 of your links.'),
  );
});

it('a refused key marks the field itself: the title and what to do as its description, said once, focused; nothing kept', async () => {
  const user = userEvent.setup();
  const { sent } = optionsPage(FIRST, { verify: { ok: false, error: { kind: 'unauthorized' } } });
  await user.type(keyField(), 'wrong');
  await user.click(within(card()).getByRole('button', { name: 'Verify and save' }));
  await waitFor(() => expect(keyField().getAttribute('aria-invalid')).toBe('true'));
  expect(description(keyField())).toBe(
    'PrettyURL didn’t accept your API key It may have been revoked, or copied only in part. Paste a current key from your PrettyURL dashboard.',
  );
  expect(screen.getAllByText(/accept your API key/)).toHaveLength(1);
  expect(document.activeElement).toBe(keyField());
  expect(sent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'addAccount' }));
  expect(await axeViolations()).toEqual([]);
});

it('an empty key is refused on its field before anything is sent', async () => {
  const { sent } = optionsPage(FIRST);
  await userEvent.click(screen.getByRole('button', { name: 'Verify and save' }));
  expect(sent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'verify' }));
  expect(keyField().getAttribute('aria-invalid')).toBe('true');
  expect(description(keyField())).toBe('Enter the account’s API key.');
});

it('the service unreachable is no fault of the key: said under the button, the field not marked', async () => {
  const user = userEvent.setup();
  optionsPage(FIRST, { verify: { ok: false, error: { kind: 'offline' } } });
  await user.type(keyField(), 'k-123{Enter}');
  await waitFor(() => expect(card().querySelector('.error.notice')?.textContent).not.toBe(''));
  expect(keyField().getAttribute('aria-invalid')).toBeNull();
});

it('opened at #api-key (the popup\'s "Connect account"): the key field has the focus', async () => {
  location.hash = '#api-key';
  // Its hashchange event passed before the page: the address it opened with is what counts.
  await new Promise((passed) => addEventListener('hashchange', passed, { once: true }));
  try {
    optionsPage(FIRST);
    await waitFor(() => expect(document.activeElement).toBe(keyField()));
  } finally {
    location.hash = '';
  }
});

it('an account without a key gets it (same account): the service address behind its disclosure', async () => {
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
  const { sent } = optionsPage(
    keyless,
    { verify: { ok: true, value: { total: 0 } }, updateAccount: { ok: true, value: saved } },
    ['http://127.0.0.1/*'],
  );
  await user.click(within(card()).getByText('Use another PrettyURL service'));
  const service = within(card()).getByRole('textbox', { name: 'Service address' });
  await user.clear(service);
  await user.type(service, other);
  await user.type(keyField(), 'k-123');
  await user.click(within(card()).getByRole('button', { name: 'Verify and save' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Connect your PrettyURL account' })).toBeNull());
  expect(sent).toHaveBeenCalledWith(
    expect.objectContaining({ type: 'updateAccount', id: 'a1', changes: expect.objectContaining({ apiKey: 'k-123' }) }),
  );
});

it('an address that is not one: the service field marked, its disclosure opened', async () => {
  const user = userEvent.setup();
  const { sent } = optionsPage(FIRST);
  await user.click(within(card()).getByText('Use another PrettyURL service'));
  const service = within(card()).getByRole('textbox', { name: 'Service address' });
  await user.clear(service);
  await user.type(service, 'not a url');
  await user.type(keyField(), 'k-123{Enter}');
  expect(service.getAttribute('aria-invalid')).toBe('true');
  expect(description(service)).toMatch(/full URL/);
  expect(sent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'verify' }));
});

it('an account on another service: one closed line says which, "Change" opens its address', async () => {
  const user = userEvent.setup();
  const elsewhere = { ...FIRST.settings, serviceUrl: 'http://127.0.0.1:8080' };
  optionsPage({ ...FIRST, settings: elsewhere });
  const disclosure = card().querySelector('details')!;
  expect(disclosure.open).toBe(false);
  const summary = disclosure.querySelector('summary')!;
  // The address isolated left to right inside the translated words.
  expect(summary.textContent).toBe('Service: \u2066127.0.0.1:8080\u2069Change');
  expect(within(card()).queryByText('Use another PrettyURL service')).toBeNull();
  // The line is the disclosure's own control (a native summary: Enter and Space open it in a browser; not in happy-dom).
  await user.click(within(summary).getByText('Change'));
  expect(disclosure.open).toBe(true);
  expect(within(card()).getByRole('textbox', { name: 'Service address' })).toHaveProperty(
    'value',
    'http://127.0.0.1:8080',
  );
  expect(await axeViolations()).toEqual([]);
});

/** The popup's account switcher: a labelled native select; choosing an account switches to it. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AccountSwitcher } from '../../../src/pages/popup/AccountSwitcher';

const ACCOUNTS = [
  { id: 'a1', name: 'Work', serviceUrl: 'https://prettyurl.example' },
  { id: 'a2', name: '<b>Personal</b>', serviceUrl: 'https://prettyurl.example' },
];

it('names the accounts (as text) with the current one chosen, and switches on a choice', async () => {
  const onSwitch = vi.fn();
  render(<AccountSwitcher accounts={ACCOUNTS} current="a1" onSwitch={onSwitch} />);
  const select = screen.getByRole('combobox', { name: 'Account' }) as HTMLSelectElement;
  expect(select.value).toBe('a1');
  expect([...select.options].map((o) => o.textContent)).toEqual(['Work', '<b>Personal</b>']);
  await userEvent.selectOptions(select, 'a2');
  expect(onSwitch).toHaveBeenCalledExactlyOnceWith('a2', '<b>Personal</b>');
});

it('with no current account, shows a placeholder that cannot be chosen', () => {
  render(<AccountSwitcher accounts={ACCOUNTS} current={null} onSwitch={() => {}} />);
  const select = screen.getByRole('combobox', { name: 'Account' }) as HTMLSelectElement;
  expect(select.value).toBe('');
  expect(select.options[0]!.disabled).toBe(true);
});

it('an account never named reads "Account 2" (its place), not its service address, which is only its tooltip', async () => {
  // Unnamed, an account's stored name is its service's host (src/shared/accounts/accounts.ts).
  const accounts = [
    ...ACCOUNTS.slice(0, 1),
    { id: 'a2', name: '127.0.0.1:36209', serviceUrl: 'http://127.0.0.1:36209' },
  ];
  const onSwitch = vi.fn();
  render(<AccountSwitcher accounts={accounts} current="a1" onSwitch={onSwitch} />);
  const select = screen.getByRole('combobox', { name: 'Account' }) as HTMLSelectElement;
  expect([...select.options].map((o) => o.textContent)).toEqual(['Work', 'Account 2']);
  expect(select.options[1]!.title).toBe('127.0.0.1:36209');
  // The popup announces the switch by the same name ("Now using Account 2.").
  await userEvent.selectOptions(select, 'a2');
  expect(onSwitch).toHaveBeenCalledExactlyOnceWith('a2', 'Account 2');
});

/** The group for new links: chosen from the groups the background has seen, saved when chosen; a chosen group no longer seen stays chosen, and says so. */
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { DefaultGroupSection } from '../../../src/pages/options/DefaultGroupSection';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings/settings';
import { description } from '../described';
import { aStatus, answer } from '../fixtures';

const GROUPS = [
  { id: 'g1', name: 'Work' },
  { id: 'g2', name: '<b>Home</b>' },
];
const label = 'Put the links PrettyLink makes in this group';

it('waits for the groups, then offers them (names as text) and saves a choice', async () => {
  const sent = answer({ linkGroups: { ok: true, value: GROUPS }, updateAccount: { ok: true, value: aStatus() } });
  const onSaved = vi.fn();
  render(<DefaultGroupSection status={aStatus()} onSaved={onSaved} />);
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  await waitFor(() => expect(select.disabled).toBe(false));
  expect(description(select)).toMatch(/^Chosen from the groups on your links\./);
  expect([...select.options].map((o) => o.textContent)).toEqual(['No group', 'Work', '<b>Home</b>']);
  await userEvent.selectOptions(select, 'g2');
  expect(sent).toHaveBeenLastCalledWith({ type: 'updateAccount', id: 'a1', changes: { defaultGroupId: 'g2' } });
  await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
});

it('a chosen group on no link any more stays chosen, named as such', async () => {
  answer({ linkGroups: { ok: true, value: GROUPS } });
  render(
    <DefaultGroupSection
      status={aStatus({ settings: { ...DEFAULT_SETTINGS, defaultGroupId: 'gone' } })}
      onSaved={() => {}}
    />,
  );
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  await waitFor(() => expect(select.disabled).toBe(false));
  expect(select.value).toBe('gone');
  expect(select.selectedOptions[0]?.textContent).toBe('A group none of your links is in any more');
});

it('no groups seen: says how one comes to be offered', async () => {
  answer({ linkGroups: { ok: true, value: [] } });
  render(<DefaultGroupSection status={aStatus()} onSaved={() => {}} />);
  expect(await screen.findByText(/None of your links is in a group yet/)).toBeTruthy();
});

it('a refused save is said as an alert', async () => {
  answer({ linkGroups: { ok: true, value: GROUPS }, updateAccount: { ok: false, error: { kind: 'offline' } } });
  render(<DefaultGroupSection status={aStatus()} onSaved={() => {}} />);
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  await waitFor(() => expect(select.disabled).toBe(false));
  await userEvent.selectOptions(select, 'g1');
  expect((await screen.findByRole('alert')).textContent).toMatch(/^Can’t reach the service/);
});

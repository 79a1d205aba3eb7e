/**
 * Importing site rules: a real button opens the file; the file is capped, checked, then previewed
 * (new, changed, unchanged and removed rules, each rule's account and how it was found) and saved
 * only from the preview. An account found by its name only is used once ticked. All by keyboard too.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { SiteRule } from '../../../src/shared/rules/rule';
import { SitesSection } from '../../../src/pages/options/SitesSection';
import { answer, aStatus } from '../fixtures';

const ACME: SiteRule = { pattern: '*.acme.co', account: 'a1', accountName: 'Work', domain: 'acme.link' };
const GITHUB: SiteRule = { pattern: 'github.com', neverAuto: true };
const OLD: SiteRule = { pattern: 'old.example.com' };

const saved = () =>
  answer({
    saveSiteRules: (r) => ({
      ok: true,
      value: { rules: (r as unknown as { rules: SiteRule[] }).rules, locked: false },
    }),
    linkGroups: { ok: true, value: [{ id: 'grp_docs', name: 'Docs' }] },
  });
const saves = (spy: ReturnType<typeof saved>) =>
  spy.mock.calls
    .map(([request]) => request as unknown as { type: string; rules: SiteRule[] })
    .filter((request) => request.type === 'saveSiteRules')
    .map((request) => request.rules);

const asked = (spy: ReturnType<typeof saved>) => spy.mock.calls.map(([request]) => request as unknown);
const section = (rules: SiteRule[] = [ACME, GITHUB, OLD]) =>
  render(<SitesSection status={aStatus()} initial={{ rules, locked: false }} />);
const fileInput = () => screen.getByLabelText('Import…', { selector: 'input' }) as HTMLInputElement;
/** The file as the picker hands it over (the hidden input is the platform's, opened by the button). */
const choose = (rules: unknown, name = 'team-sites.json') =>
  fireEvent.change(fileInput(), {
    target: { files: [new File([JSON.stringify({ version: 1, rules })], name, { type: 'application/json' })] },
  });
const preview = () => screen.getByRole('region', { name: 'Import rules from “team-sites.json”' });

it('shows what the file changes before saving anything, and saves the file’s list only when asked', async () => {
  const user = userEvent.setup();
  const sent = saved();
  section();
  // Import is a real button beside Export.
  expect(screen.getByRole('button', { name: 'Import…' })).toBeTruthy();
  choose([{ ...ACME, domain: 'go.acme.link' }, GITHUB, { pattern: 'docs.example.com', groupId: 'grp_docs' }]);
  const shown = await waitFor(preview);
  const group = (heading: string) =>
    within(within(shown).getByRole('heading', { name: heading }).parentElement!)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('h5')!.textContent);
  expect(group('New rules')).toEqual(['docs.example.com']);
  expect(group('Rules that replace yours')).toEqual(['*.acme.co']);
  expect(group('Rules that stay the same')).toEqual(['github.com']);
  expect(group('Your rules that will be removed')).toEqual(['old.example.com']);
  // Each rule's account and how it was found; its group by name.
  expect(shown.textContent).toContain('Account: Work (found by its id: the same account)');
  expect(shown.textContent).toContain('Group: Docs');
  expect(shown.textContent).toContain('Account: the account in use');
  expect(within(shown).getByText('old.example.com').closest('li')!.querySelector('.site-rule-sets')!.textContent).toBe(
    'Sets nothing: your settings apply',
  );
  expect(saves(sent)).toEqual([]);
  await user.click(within(shown).getByRole('button', { name: 'Import these rules' }));
  expect(await screen.findByText('Rules imported: they replace the list.')).toBeTruthy();
  expect(saves(sent)).toEqual([
    [{ ...ACME, domain: 'go.acme.link' }, GITHUB, { pattern: 'docs.example.com', groupId: 'grp_docs' }],
  ]);
  expect(screen.getAllByRole('listitem').map((li) => li.querySelector('h3')!.textContent)).toEqual([
    '*.acme.co',
    'github.com',
    'docs.example.com',
  ]);
});

it('an account found by its name only is used once ticked, and then by its id', async () => {
  const user = userEvent.setup();
  const sent = saved();
  section([]);
  choose([
    { pattern: 'intranet.corp.example', account: 'account-from-elsewhere', accountName: 'WORK' },
    { pattern: 'lab.example.com', account: 'account-gone', accountName: 'Lab' },
  ]);
  const shown = await waitFor(preview);
  expect(shown.textContent).toContain(
    'Account “Lab” is not on this computer: the rule makes no links until you add it.',
  );
  const confirm = within(shown).getByRole('button', { name: 'Import these rules' }) as HTMLButtonElement;
  expect(confirm.disabled).toBe(true);
  expect(shown.textContent).toContain('Tick each account found by its name only to import these rules.');
  await user.click(
    within(shown).getByRole('checkbox', {
      name: 'Use my account “Work” for this rule (the file names “WORK”, found by its name only)',
    }),
  );
  expect(confirm.disabled).toBe(false);
  await user.click(confirm);
  await screen.findByText('Rules imported: they replace the list.');
  expect(saves(sent)).toEqual([
    [
      { pattern: 'intranet.corp.example', account: 'a1', accountName: 'Work' },
      { pattern: 'lab.example.com', account: 'account-gone', accountName: 'Lab' },
    ],
  ]);
});

it('a file over the cap is refused unread, with a clear message, and nothing changes', async () => {
  const sent = saved();
  section();
  const text = vi.fn(async () => '[]');
  const big = new File(['x'], 'huge.json', { type: 'application/json' });
  Object.defineProperties(big, { size: { value: 65 * 1024 }, text: { value: text } });
  fireEvent.change(fileInput(), { target: { files: [big] } });
  expect(
    await screen.findByText('This file is larger than 64 KB, too large for a file of site rules; nothing changed.'),
  ).toBeTruthy();
  expect(text).not.toHaveBeenCalled();
  expect(screen.queryByRole('region', { name: /Import rules from/ })).toBeNull();
  expect(saves(sent)).toEqual([]);
});

it('a bad file is refused with a line per problem; cancelling a preview changes nothing', async () => {
  const user = userEvent.setup();
  const sent = saved();
  section();
  choose([{ pattern: 'ok.example.com' }, { pattern: 'a*b.com' }, { pattern: 'x.com', colour: 1 }]);
  const notice = await screen.findByText(/This file was not imported/);
  expect(notice.textContent).toContain('Rule 2: * may only begin the site, as in *.acme.co.');
  expect(notice.textContent).toContain('Rule 3: unknown member “colour”.');
  choose([{ pattern: 'new.example.com' }]);
  await user.click(within(await waitFor(preview)).getByRole('button', { name: 'Cancel' }));
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  expect(saves(sent)).toEqual([]);
});

it('by keyboard: the button opens the picker, the preview takes focus, a tick and Enter import, focus comes back', async () => {
  const user = userEvent.setup();
  const sent = saved();
  section([GITHUB]);
  const picker = vi.spyOn(fileInput(), 'click').mockImplementation(() => undefined);
  const importButton = screen.getByRole('button', { name: 'Import…' });
  importButton.focus();
  await user.keyboard('{Enter}');
  expect(picker).toHaveBeenCalledTimes(1);
  choose([GITHUB, { pattern: 'corp.example', account: 'x', accountName: 'work' }]);
  const shown = await waitFor(preview);
  expect(document.activeElement).toBe(within(shown).getByRole('heading', { level: 3 }));
  await user.tab();
  expect(document.activeElement).toBe(within(shown).getByRole('checkbox'));
  await user.keyboard(' ');
  await user.tab();
  expect(document.activeElement).toBe(within(shown).getByRole('button', { name: 'Import these rules' }));
  await user.keyboard('{Enter}');
  await screen.findByText('Rules imported: they replace the list.');
  expect(saves(sent)).toHaveLength(1);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Import…' })));
});

it('the group picker: chosen by name from a list, reached by keyboard; a group the links no longer show stays chosen', async () => {
  const user = userEvent.setup();
  const sent = saved();
  section([{ pattern: 'wiki.example.com', groupId: 'grp_gone' }]);
  await user.click(screen.getByRole('button', { name: 'Edit the rule for wiki.example.com' }));
  const picker = (await screen.findByRole('combobox', { name: 'Group' })) as HTMLSelectElement;
  await waitFor(() =>
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'As in your settings',
      'Not found in your links (grp_gone)',
      'Docs',
    ]),
  );
  expect(picker.value).toBe('grp_gone');
  // Reached by Tab from the field before it (a native select: its arrow keys are the browser's).
  screen.getByRole('textbox', { name: 'Domain' }).focus();
  await user.tab();
  expect(document.activeElement).toBe(picker);
  await user.selectOptions(picker, 'Docs');
  expect(picker.value).toBe('grp_docs');
  // A rule for a named account offers that account's groups.
  await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), 'a1');
  await waitFor(() => expect(asked(sent)).toContainEqual({ type: 'linkGroups', accountId: 'a1' }));
});

/** The options page's site rules: cards in order, added, moved, removed, tried against an address, exported (the import: SiteImport.test.tsx). */
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { SiteRule } from '../../../src/shared/rules/rule';
import { SitesSection } from '../../../src/pages/options/SitesSection';
import { axeViolations } from '../axe';
import { answer, aStatus } from '../fixtures';

const ACME: SiteRule = { pattern: '*.acme.co', account: 'a1', accountName: 'Work', domain: 'acme.link' };
const GITHUB: SiteRule = { pattern: 'github.com', neverAuto: true };

/** The background's answers: saveSiteRules answers the list it was sent; the groups seen on the links. */
const saved = () =>
  answer({
    saveSiteRules: (r) => ({
      ok: true,
      value: { rules: (r as unknown as { rules: SiteRule[] }).rules, locked: false },
    }),
    linkGroups: { ok: true, value: [{ id: 'grp_docs', name: 'Docs' }] },
  });
/** The lists of rules sent to be saved, in order. */
const saves = (spy: ReturnType<typeof saved>) =>
  spy.mock.calls
    .map(([request]) => request as unknown as { type: string; rules: SiteRule[] })
    .filter((request) => request.type === 'saveSiteRules')
    .map((request) => request.rules);
const sentRules = (spy: ReturnType<typeof saved>, call = 0) => saves(spy)[call];

const section = (rules: SiteRule[] = [ACME, GITHUB], locked = false) =>
  render(<SitesSection status={aStatus()} initial={{ rules, locked }} />);

it('lists the rules in order, each with what it sets', () => {
  section();
  const items = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(items[0]).toContain('*.acme.co');
  expect(items[0]).toContain('Account: Work · Domain: acme.link');
  expect(items[1]).toContain('Never shorten on opening the popup');
});

it('adds a rule: a bad site is refused beside the field and nothing is sent; a good one is saved at the end', async () => {
  const user = userEvent.setup();
  const sent = saved();
  section();
  await user.click(screen.getByRole('button', { name: 'Add a rule' }));
  const editor = screen.getByRole('form', { name: 'New rule' });
  const site = within(editor).getByRole('textbox', { name: 'Site' });
  expect(document.activeElement).toBe(site);
  await user.type(site, 'https://docs.example.com');
  await user.click(within(editor).getByRole('button', { name: 'Save rule' }));
  expect(within(editor).getByText('Write the site without http:// or https://.')).toBeTruthy();
  expect(saves(sent)).toEqual([]);
  await user.clear(site);
  await user.type(site, 'docs.example.com/api');
  await user.selectOptions(within(editor).getByRole('combobox', { name: 'Account' }), 'a1');
  await user.selectOptions(within(editor).getByRole('combobox', { name: 'Remove tracking parameters' }), 'on');
  // The groups seen on the links are chosen by their name; the rule keeps the group's id.
  await user.selectOptions(within(editor).getByRole('combobox', { name: 'Group' }), 'Docs');
  await user.type(within(editor).getByRole('textbox', { name: 'Other parameters to remove' }), 'ref, Source');
  await user.click(within(editor).getByRole('button', { name: 'Save rule' }));
  expect(await screen.findByText('Rule saved.')).toBeTruthy();
  expect(screen.getAllByRole('listitem')[2]!.textContent).toContain('Group: Docs');
  expect(sentRules(sent)).toEqual([
    ACME,
    GITHUB,
    {
      pattern: 'docs.example.com/api',
      account: 'a1',
      accountName: 'Work',
      groupId: 'grp_docs',
      stripTracking: true,
      stripParams: ['ref', 'source'],
    },
  ]);
});

it('moves a rule up (the first match wins) and removes one', async () => {
  const user = userEvent.setup();
  const sent = saved();
  section();
  await user.click(screen.getByRole('button', { name: 'Move the rule for github.com up' }));
  expect(await screen.findByText('Rule for github.com moved.')).toBeTruthy();
  expect(sentRules(sent)).toEqual([GITHUB, ACME]);
  expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('github.com');
  await user.click(screen.getByRole('button', { name: 'Remove the rule for *.acme.co' }));
  expect(await screen.findByText('Rule for *.acme.co removed.')).toBeTruthy();
  expect(sentRules(sent, 1)).toEqual([GITHUB]);
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
});

it('offers "Try an address" only once there are rules', () => {
  section([]);
  expect(screen.getByText('No rules yet: every site uses your settings.')).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'Try an address' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
});

it('tries an address: the rule that matches and what it sets, or none', async () => {
  const user = userEvent.setup();
  section();
  const field = screen.getByRole('textbox', { name: 'Try an address' });
  await user.type(field, 'https://shop.acme.co/cart');
  expect(screen.getByText('Rule 1 applies (*.acme.co): Account: Work · Domain: acme.link')).toBeTruthy();
  await user.clear(field);
  await user.type(field, 'example.org');
  expect(screen.getByText('No rule applies: your settings are used.')).toBeTruthy();
});

it('exports the list as a JSON file that imports back', async () => {
  const user = userEvent.setup();
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => ((blob = b as Blob), 'blob:rules'));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  section();
  await user.click(screen.getByRole('button', { name: 'Export' }));
  expect(click).toHaveBeenCalled();
  expect(JSON.parse(await blob!.text())).toEqual({ version: 1, rules: [ACME, GITHUB] });
});

it("a policy's locked rules: shown, not changeable", () => {
  section([GITHUB], true);
  expect(screen.getByText('Your organization sets these rules: they cannot be changed here.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Add a rule' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Remove the rule/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Import…' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
});

it('a group none of the synced links is in: a warning line on the card (no id), the id only in the form, picked again from the list', async () => {
  const user = userEvent.setup();
  saved();
  section([
    { pattern: 'docs.example.com', groupId: 'grp_gone', stripTracking: false },
    { pattern: 'a.example', groupId: 'grp_docs' },
  ]);
  // The groups arrive: the known one by its name.
  await screen.findByText('Group: Docs');
  const card = screen.getAllByRole('listitem')[0]!;
  // The card: what else it sets, then a warning line that says what to do; no raw id.
  expect(card.textContent).not.toContain('grp_gone');
  expect(card.querySelector('.site-rule-sets')!.textContent).toBe('Remove tracking parameters: Off');
  expect(card.querySelector('.site-rule-warn')!.textContent).toBe(
    'This group isn’t in your synced links — choose another.',
  );
  // Picked again by keyboard, from the list; the list says which groups it can offer.
  within(card).getByRole('button', { name: 'Edit the rule for docs.example.com' }).focus();
  await user.keyboard('{Enter}');
  const picker = screen.getByRole('combobox', { name: 'Group' }) as HTMLSelectElement;
  expect(picker.selectedOptions[0]!.textContent).toBe('Not found in your links (grp_gone)');
  expect(picker.getAttribute('aria-describedby')).toBe('rule-group-hint');
  expect(document.getElementById('rule-group-hint')!.textContent).toBe(
    'Only the groups your synced links are in can be chosen here.',
  );
  expect(await axeViolations()).toEqual([]);
});

it('while the new-rule form is open, the other rules wait, and a line says why', async () => {
  const user = userEvent.setup();
  section();
  expect(screen.queryByText('Save or cancel the new rule first.')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Add a rule' }));
  const note = screen.getByText('Save or cancel the new rule first.');
  const edit = screen.getByRole('button', { name: 'Edit the rule for github.com' });
  expect((edit as HTMLButtonElement).disabled).toBe(true);
  expect(edit.getAttribute('aria-describedby')).toBe(note.id);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByText('Save or cancel the new rule first.')).toBeNull();
  expect(
    screen.getByRole('button', { name: 'Edit the rule for github.com' }).getAttribute('aria-describedby'),
  ).toBeNull();
});

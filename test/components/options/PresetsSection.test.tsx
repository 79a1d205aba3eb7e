/** The options page's campaign presets: listed, added, edited and deleted; a refused field keeps what was typed; the list shown is the one the background answers. */
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { Preset, PresetState } from '../../../src/shared/links/presets';
import { PresetsSection } from '../../../src/pages/options/PresetsSection';
import { description } from '../described';
import { answer } from '../fixtures';

const values = (source: string, medium = ''): Preset['values'] => ({
  utm_source: source,
  utm_medium: medium,
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
});
const NEWS: Preset = { id: 'p1', name: 'Newsletter', values: values('news', 'email') };
const SOCIAL: Preset = { id: 'p2', name: '<i>Social</i>', values: values('social') };

/** The background's answer to savePresets: the list it was sent. */
const saved = () =>
  answer({
    savePresets: (r) => ({
      ok: true,
      value: { presets: (r as unknown as { presets: Preset[] }).presets, lastUsed: null },
    }),
  });

const section = (initial: PresetState = { presets: [NEWS, SOCIAL], lastUsed: null }) =>
  render(<PresetsSection initial={initial} />);

it('lists each preset with what it sets; names are text', () => {
  const { container } = section();
  const items = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(items[0]).toContain('Newsletterutm_source=news · utm_medium=email');
  expect(items[1]).toContain('<i>Social</i>');
  expect(container.querySelector('i')).toBeNull();
  expect(screen.getByRole('button', { name: 'Edit preset Newsletter' })).toBeTruthy();
});

it('with none: says so', () => {
  section({ presets: [], lastUsed: null });
  expect(screen.getByText('No presets yet.')).toBeTruthy();
});

it('adds a preset: the editor takes the focus; saved, the whole list is sent and the focus is on the new one’s Edit button', async () => {
  const user = userEvent.setup();
  const sent = saved();
  section({ presets: [NEWS], lastUsed: null });
  await user.click(screen.getByRole('button', { name: 'Add a preset' }));
  const editor = screen.getByRole('form', { name: 'New preset' });
  const name = within(editor).getByRole('textbox', { name: 'Name' });
  expect(document.activeElement).toBe(name);
  await user.type(name, 'Ads');
  await user.type(within(editor).getByRole('textbox', { name: 'utm_source' }), 'google');
  await user.click(within(editor).getByRole('button', { name: 'Save preset' }));
  expect(await screen.findByText('Preset saved.')).toBeTruthy();
  const request = sent.mock.calls[0]![0] as unknown as { type: string; presets: Preset[] };
  expect(request.type).toBe('savePresets');
  expect(request.presets.map((p) => [p.name, p.values.utm_source])).toEqual([
    ['Newsletter', 'news'],
    ['Ads', 'google'],
  ]);
  expect(screen.queryByRole('form')).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit preset Ads' }));
});

it('refuses a taken name and a value with spaces: reasons beside the fields, the first focused, nothing sent', async () => {
  const user = userEvent.setup();
  const sent = saved();
  section();
  await user.click(screen.getByRole('button', { name: 'Add a preset' }));
  const editor = screen.getByRole('form', { name: 'New preset' });
  const name = within(editor).getByRole('textbox', { name: 'Name' });
  await user.type(name, 'newsletter');
  await user.type(within(editor).getByRole('textbox', { name: 'utm_source' }), 'a b');
  await user.click(within(editor).getByRole('button', { name: 'Save preset' }));
  expect(within(editor).getByText('Another preset already has this name.')).toBeTruthy();
  expect(within(editor).getByText('A value can’t contain spaces or the characters & = # ?')).toBeTruthy();
  // Each reason is its field's description, not part of its name (read once).
  expect(within(editor).getByRole('textbox', { name: 'Name' })).toBe(name);
  expect(description(name)).toBe('Another preset already has this name.');
  expect(description(within(editor).getByRole('textbox', { name: 'utm_source' }))).toBe(
    'A value can’t contain spaces or the characters & = # ?',
  );
  expect(document.activeElement).toBe(name);
  expect((name as HTMLInputElement).value).toBe('newsletter');
  expect(sent).not.toHaveBeenCalled();
});

it('edits one (Escape cancels, focus back on its Edit button)', async () => {
  const user = userEvent.setup();
  const sent = saved();
  section();
  const edit = screen.getByRole('button', { name: 'Edit preset Newsletter' });
  await user.click(edit);
  expect(screen.getByRole('form', { name: 'Edit preset' })).toBeTruthy();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('form')).toBeNull();
  expect(document.activeElement).toBe(edit);
  await user.click(edit);
  const name = screen.getByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, 'Mailing{Enter}');
  expect(await screen.findByText('Preset saved.')).toBeTruthy();
  expect((sent.mock.calls[0]![0] as unknown as { presets: Preset[] }).presets.map((p) => p.name)).toEqual([
    'Mailing',
    '<i>Social</i>',
  ]);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit preset Mailing' }));
});

it('deletes one; a refused save says why and keeps the list', async () => {
  const user = userEvent.setup();
  const sent = answer({ savePresets: { ok: false, error: { kind: 'offline' } } });
  section();
  await user.click(screen.getByRole('button', { name: 'Delete preset Newsletter' }));
  expect(await screen.findByText(/Can’t reach the service/)).toBeTruthy();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  sent.mockImplementation((async (r: { presets: Preset[] }) => ({
    ok: true,
    value: { presets: r.presets, lastUsed: null },
  })) as never);
  await user.click(screen.getByRole('button', { name: 'Delete preset Newsletter' }));
  expect(await screen.findByText('Preset deleted.')).toBeTruthy();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Social')]);
});

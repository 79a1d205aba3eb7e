/** The new-link form's campaign: "None" or a preset, the last one picked preselected; only a changed choice is remembered through the background. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'preact/hooks';
import { expect, it } from 'vitest';
import type { PresetState } from '../../../src/shared/links/presets';
import { useCampaign } from '../../../src/pages/popup/CampaignPicker';
import { description } from '../described';
import { answer } from '../fixtures';

const CAMPAIGNS: PresetState = {
  presets: [
    {
      id: 'p1',
      name: 'Newsletter',
      values: { utm_source: 'news', utm_medium: 'email', utm_campaign: '', utm_term: '', utm_content: '' },
    },
    {
      id: 'p2',
      name: '<b>Social</b>',
      values: { utm_source: 'social', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' },
    },
  ],
  lastUsed: 'p2',
};

/** The picker's field, and a button that applies the choice to a URL (as the form's submit does). */
function Harness({ campaigns }: { campaigns?: PresetState }) {
  const { field, apply } = useCampaign(campaigns);
  const [applied, setApplied] = useState('');
  return (
    <div>
      {field}
      <button type="button" onClick={() => setApplied(apply('https://example.com/?utm_source=old&id=7'))}>
        Apply
      </button>
      <output>{applied}</output>
    </div>
  );
}

const picker = () => screen.getByRole('combobox', { name: 'Campaign' }) as HTMLSelectElement;

it('no presets, or none known yet: no field, and the URL as it is', async () => {
  const sent = answer({});
  render(<Harness />);
  expect(screen.queryByRole('combobox')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByRole('status').textContent).toBe('https://example.com/?utm_source=old&id=7');
  expect(sent).not.toHaveBeenCalled();
});

it('offers "None" and every preset (names as text), the last one used chosen, with its hint', () => {
  render(<Harness campaigns={CAMPAIGNS} />);
  expect([...picker().options].map((o) => o.textContent)).toEqual(['None', 'Newsletter', '<b>Social</b>']);
  expect(picker().value).toBe('p2');
  expect(description(picker())).toBe('Adds the preset’s utm_ parameters to the link, replacing the page’s own.');
});

it("a preset replaces the URL's own utm_ parameters and keeps the rest; a new choice is remembered once", async () => {
  const user = userEvent.setup();
  const sent = answer({ choosePreset: { ok: true, value: CAMPAIGNS } });
  render(<Harness campaigns={CAMPAIGNS} />);
  await user.selectOptions(picker(), 'p1');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByRole('status').textContent).toBe('https://example.com/?id=7&utm_source=news&utm_medium=email');
  expect(sent).toHaveBeenCalledExactlyOnceWith({ type: 'choosePreset', id: 'p1' });
});

it('"None" leaves the URL as it is, and forgets the last preset', async () => {
  const user = userEvent.setup();
  const sent = answer({ choosePreset: { ok: true, value: CAMPAIGNS } });
  render(<Harness campaigns={CAMPAIGNS} />);
  await user.selectOptions(picker(), 'None');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByRole('status').textContent).toBe('https://example.com/?utm_source=old&id=7');
  expect(sent).toHaveBeenCalledExactlyOnceWith({ type: 'choosePreset', id: null });
});

/** A rule on a public suffix (`*.co.uk`, `*.github.io`) is refused beside the field, in words; a site under one is a rule. */
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { SiteRule } from '../../../src/shared/rules/rule';
import { SitesSection } from '../../../src/pages/options/SitesSection';
import { answer, aStatus } from '../fixtures';

it.each(['*.co.uk', '*.github.io'])(
  '%s is refused with why, and nothing is sent; *.acme.co.uk is saved',
  async (pattern) => {
    const user = userEvent.setup();
    const sent = answer({
      saveSiteRules: (r) => ({
        ok: true,
        value: { rules: (r as unknown as { rules: SiteRule[] }).rules, locked: false },
      }),
      linkGroups: { ok: true, value: [] },
    });
    const saves = () => sent.mock.calls.filter(([m]) => (m as unknown as { type: string }).type === 'saveSiteRules');
    render(<SitesSection status={aStatus()} initial={{ rules: [], locked: false }} />);
    await user.click(screen.getByRole('button', { name: 'Add a rule' }));
    const editor = screen.getByRole('form', { name: 'New rule' });
    const site = within(editor).getByRole('textbox', { name: 'Site' });
    await user.type(site, pattern);
    await user.click(within(editor).getByRole('button', { name: 'Save rule' }));
    expect(
      within(editor).getByText(
        'A * cannot cover a suffix that many sites share, like co.uk or github.io: name one site under it, as in *.acme.co.uk.',
      ),
    ).toBeTruthy();
    expect(saves()).toEqual([]);
    await user.clear(site);
    await user.type(site, '*.acme.co.uk');
    await user.click(within(editor).getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Rule saved.')).toBeTruthy();
    expect(saves()).toHaveLength(1);
  },
);

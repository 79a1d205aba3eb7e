/** The options page's own form (the current account's service and default domain): each field named by its label alone, its hint or message read as its description. */
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { PRIVACY_POLICY_URL } from '../../../src/shared/manifest';
import { Options } from '../../../src/pages/options/Options';
import { description } from '../described';
import { aStatus, answer } from '../fixtures';

function page() {
  const sent = answer({ linkGroups: { ok: true, value: [] } });
  // The shortcuts section and the granted origins: not what these tests are about.
  vi.spyOn(browser.commands, 'getAll').mockResolvedValue([] as never);
  vi.spyOn(browser.permissions, 'getAll').mockResolvedValue({ origins: [] } as never);
  render(<Options initial={aStatus()} />);
  return { sent, form: screen.getByRole('form', { name: 'Current account: Work' }) };
}

it('the service address is named by its label, its hint the description', () => {
  const { form } = page();
  const service = within(form).getByRole('textbox', { name: 'Service address' });
  expect(description(service)).toMatch(/^The default service is https:\/\/prettyurl\.net\./);
});

it('a refused default domain: the message is the description, the name stays the label', async () => {
  const user = userEvent.setup();
  const { form, sent } = page();
  const domain = within(form).getByRole('textbox', { name: 'Default domain' });
  await user.type(domain, 'not a domain');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(domain.getAttribute('aria-invalid')).toBe('true');
  expect(within(form).getByRole('textbox', { name: 'Default domain' })).toBe(domain);
  expect(description(domain)).toBe('This is not a domain name (for example zd.lc).');
  expect(sent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'saveSettings' }));
});

it('links the privacy policy, opened in a new tab', () => {
  page();
  const link = screen.getByRole('link', { name: 'Privacy policy' });
  expect(link.getAttribute('href')).toBe(PRIVACY_POLICY_URL);
  expect(link.getAttribute('target')).toBe('_blank');
});

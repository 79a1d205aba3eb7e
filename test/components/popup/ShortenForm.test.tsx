/** The new-link form: labelled fields, each checked before anything is sent (message beside it, focus on it), and what a valid submit hands on. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { PresetState } from '../../../src/shared/links/presets';
import { ShortenForm } from '../../../src/pages/popup/ShortenForm';
import { description } from '../described';
import { answer } from '../fixtures';

const PAGE = 'https://example.com/article?id=7';

function form(props: Partial<Parameters<typeof ShortenForm>[0]> = {}) {
  const onSubmit = vi.fn();
  render(
    <ShortenForm
      url={PAGE}
      title="An article"
      domains={['zd.lc', 'go.example']}
      defaultDomain=""
      busy={false}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return {
    onSubmit,
    url: screen.getByRole('textbox', { name: 'Link to shorten' }) as HTMLInputElement,
    domain: screen.getByRole('combobox', { name: 'Domain' }) as HTMLInputElement,
    backHalf: screen.getByRole('textbox', { name: 'Back half (optional)' }) as HTMLInputElement,
    submit: screen.getByRole('button', { name: /^Shorten/ }),
  };
}

it("starts with the page's address and sends it with the page's title", async () => {
  const { onSubmit, url, submit } = form();
  expect(url.value).toBe(PAGE);
  await userEvent.click(submit);
  expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
    url: PAGE,
    title: 'An article',
    domain: '',
    backHalf: undefined,
    reuseKnown: false,
  });
});

it('a typed address goes without the tab title; domain and back half are trimmed', async () => {
  const user = userEvent.setup();
  const { onSubmit, url, domain, backHalf, submit } = form();
  await user.clear(url);
  await user.type(url, 'https://other.example/page');
  await user.type(domain, ' go.example ');
  await user.type(backHalf, ' my-link ');
  await user.click(submit);
  expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
    url: 'https://other.example/page',
    title: undefined,
    domain: 'go.example',
    backHalf: 'my-link',
    reuseKnown: false,
  });
});

it('refuses a non-web address: message linked to the field, focus on it, what was typed kept, nothing sent', async () => {
  const user = userEvent.setup();
  const { onSubmit, url, submit } = form();
  await user.clear(url);
  await user.type(url, 'javascript:alert(1)');
  await user.click(submit);
  expect(onSubmit).not.toHaveBeenCalled();
  expect(url.getAttribute('aria-invalid')).toBe('true');
  // The message is the field's description, not part of its name (read once).
  expect(screen.getByRole('textbox', { name: 'Link to shorten' })).toBe(url);
  expect(description(url)).toBe('Only web pages (http or https) can be shortened.');
  expect(document.activeElement).toBe(url);
  expect(url.value).toBe('javascript:alert(1)');
});

it('refuses a bad domain and a bad back half at once, focusing the first of them', async () => {
  const user = userEvent.setup();
  const { onSubmit, domain, backHalf, submit } = form();
  await user.type(domain, 'https://zd.lc/x');
  await user.type(backHalf, 'with space');
  await user.click(submit);
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByText('Type the domain alone, without https:// or a path (for example zd.lc).')).toBeTruthy();
  expect(screen.getByText(/The back half may contain only/)).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'Domain' })).toBe(domain);
  expect(screen.getByRole('textbox', { name: 'Back half (optional)' })).toBe(backHalf);
  expect(description(domain)).toBe('Type the domain alone, without https:// or a path (for example zd.lc).');
  expect(description(backHalf)).toMatch(/^The back half may contain only/);
  expect(backHalf.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(domain);
  // Fixed, the messages go and the link is asked for.
  await user.clear(domain);
  await user.clear(backHalf);
  await user.type(backHalf, 'ok_1');
  await user.click(submit);
  expect(domain.getAttribute('aria-invalid')).toBeNull();
  expect(onSubmit).toHaveBeenCalledOnce();
});

it('Enter in a field submits', async () => {
  const user = userEvent.setup();
  const { onSubmit, backHalf } = form();
  await user.type(backHalf, 'abc{Enter}');
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ backHalf: 'abc' }));
});

it('while busy, the button says so and cannot be pressed', () => {
  form({ busy: true });
  const button = screen.getByRole('button', { name: 'Shortening…' }) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
});

it('offers the recent domains, and a note above the form', () => {
  form({ note: 'This tab cannot be shortened.' });
  expect([...document.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))).toEqual([
    'zd.lc',
    'go.example',
  ]);
  expect(screen.getByText('This tab cannot be shortened.')).toBeTruthy();
});

const CAMPAIGNS: PresetState = {
  presets: [
    {
      id: 'p1',
      name: 'Newsletter',
      values: { utm_source: 'news', utm_medium: 'email', utm_campaign: '', utm_term: '', utm_content: '' },
    },
    {
      id: 'p2',
      name: 'Social',
      values: { utm_source: 'social', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' },
    },
  ],
  lastUsed: 'p2',
};

it('a campaign picked adds its utm_ parameters and is remembered through the background', async () => {
  const user = userEvent.setup();
  const sent = answer({ choosePreset: { ok: true, value: { ...CAMPAIGNS, lastUsed: 'p1' } } });
  const { onSubmit, submit } = form({ campaigns: CAMPAIGNS });
  const picker = screen.getByRole('combobox', { name: /Campaign/ }) as HTMLSelectElement;
  expect(picker.value).toBe('p2');
  await user.selectOptions(picker, 'Newsletter');
  await user.click(submit);
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ url: `${PAGE}&utm_source=news&utm_medium=email` }));
  expect(sent).toHaveBeenCalledExactlyOnceWith({ type: 'choosePreset', id: 'p1' });
});

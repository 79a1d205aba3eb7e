/** The popup before an API key: one welcome card, its way in (the options at the key field) and where a key comes from; nothing that needs a key. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { Welcome } from '../../../src/pages/popup/Welcome';
import { axeViolations } from '../axe';

it('the mark, one line as its heading, Connect account first and Get an API key, and nothing else', async () => {
  const { container } = render(<Welcome />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Connect PrettyURL to start shortening');
  const mark = container.querySelector('img')!;
  expect([mark.getAttribute('src'), mark.getAttribute('alt')]).toEqual(['/icon/128.png', '']);
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Connect account']);
  expect(screen.getByRole('button', { name: 'Connect account' }).className).toContain('primary');
  const getKey = screen.getByRole('link', { name: 'Get an API key' });
  expect(getKey.getAttribute('href')).toBe('https://prettyurl.net/dashboard/account/api-keys');
  expect([getKey.getAttribute('target'), getKey.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  expect(screen.queryByText('All your links')).toBeNull();
  expect(await axeViolations()).toEqual([]);
});

it('keyboard only: Tab reaches Connect account, then Get an API key; Enter opens the options at the key field', async () => {
  const create = vi.spyOn(browser.tabs, 'create').mockResolvedValue({} as never);
  const onOpened = vi.fn();
  render(<Welcome onOpened={onOpened} />);
  const user = userEvent.setup();
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect account' }));
  await user.keyboard('{Enter}');
  expect(create).toHaveBeenCalledExactlyOnceWith({ url: expect.stringMatching(/^.*\/options\.html#api-key$/) });
  await vi.waitFor(() => expect(onOpened).toHaveBeenCalledOnce());
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Get an API key' }));
});

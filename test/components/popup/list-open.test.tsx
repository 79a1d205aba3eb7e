/** What is open in the popup's list, kept by the list for all its rows: one menu at a time, kept across a refresh; each row's panel its own. */
import { fireEvent, render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { LinkList } from '../../../src/pages/popup/LinkList';
import type { RecentLinks } from '../../../src/pages/popup/use-recent-links';
import { aLink, answer, recentLinks } from '../fixtures';

const recent = (links = [aLink('a'), aLink('b')]) => recentLinks({ links });

const onCopy = vi.fn();
const draw = (r: RecentLinks) => <LinkList recent={r} groups={[]} onCopy={onCopy} errorShownAbove={false} />;
const button = (name: string) => screen.getByRole('button', { name });

it("opening one row's menu closes another's: one menu in the list at a time", async () => {
  answer({ pins: { ok: true, value: { account: 'acct-1', pins: [] } } });
  render(draw(recent()));
  fireEvent.click(button('Copy https://zd.lc/a as…'));
  await screen.findByRole('menu', { name: 'Copy https://zd.lc/a as…' });
  fireEvent.click(button('More actions for https://zd.lc/b'));
  await screen.findByRole('menu', { name: 'More actions for https://zd.lc/b' });
  expect(screen.getAllByRole('menu')).toHaveLength(1);
  expect(button('Copy https://zd.lc/a as…').getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(button('Copy https://zd.lc/b as…'));
  await screen.findByRole('menu', { name: 'Copy https://zd.lc/b as…' });
  expect(screen.getAllByRole('menu')).toHaveLength(1);
});

it('a row redrawn by a list refresh keeps its open menu open, the focus in it', async () => {
  const user = userEvent.setup();
  const view = render(draw(recent()));
  button('Copy https://zd.lc/b as…').focus();
  await user.keyboard('{ArrowUp}');
  const menu = await screen.findByRole('menu', { name: 'Copy https://zd.lc/b as…' });
  const focused = document.activeElement;
  view.rerender(draw(recent([aLink('a', { title: 'New a' }), aLink('b', { title: 'New b' })])));
  expect(screen.getByText('New b')).toBeTruthy();
  expect(screen.getByRole('menu', { name: 'Copy https://zd.lc/b as…' })).toBe(menu);
  expect(document.activeElement).toBe(focused);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(button('Copy https://zd.lc/b as…'));
});

it("each row's panel is its own: two editors open; Escape outside them closes the latest, the focus back on its row's ⋯", async () => {
  const user = userEvent.setup();
  answer({ pins: { ok: true, value: { account: 'acct-1', pins: [] } } });
  render(draw(recent()));
  for (const id of ['a', 'b']) {
    await user.click(button(`More actions for https://zd.lc/${id}`));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  }
  const forms = await screen.findAllByRole('form', { name: 'Edit link' });
  expect(forms).toHaveLength(2);
  expect(document.activeElement).toBe(button('More actions for https://zd.lc/b'));
  await user.keyboard('{Escape}');
  const [left] = screen.getAllByRole('form', { name: 'Edit link' });
  expect(within(screen.getAllByRole('listitem')[0]!).getByRole('form')).toBe(left);
  expect(document.activeElement).toBe(button('More actions for https://zd.lc/b'));
});

/** The popup's header: the "+" menu (a new link, all tabs, a link redirected here) with icons, by keyboard; the account switcher in the name's place. */
import { cleanup, render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { PopupHeader } from '../../../src/pages/popup/PopupHeader';
import { addMenuItems, type AddActions } from '../../../src/pages/popup/add-menu';
import { axeViolations } from '../axe';

function header(
  adds: AddActions = { newLink: vi.fn(), shortenTabs: vi.fn(), pointHere: vi.fn() },
  accounts = [{ id: 'a', name: 'Personal', serviceUrl: 'https://prettyurl.example' }],
) {
  render(
    <PopupHeader
      accounts={accounts}
      current="a"
      onSwitch={() => {}}
      windowId={{ current: undefined }}
      adds={addMenuItems(adds)}
    />,
  );
  return adds;
}

it('keyboard only: the "+" button opens its menu, items with icons; ↓ and Enter start Shorten all tabs', async () => {
  const user = userEvent.setup();
  const adds = header();
  const plus = screen.getByRole('button', { name: 'More ways to shorten' });
  expect(plus.getAttribute('title')).toBe('More ways to shorten');
  plus.focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: 'More ways to shorten' });
  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((i) => i.textContent)).toEqual(['New link…', 'Shorten all tabs', 'Redirect a link here…']);
  // The redirect arrow, the feature's own icon (not the pencil, which is the card's Edit).
  expect(items.map((i) => i.querySelector('[aria-hidden=true]')?.className)).toEqual([
    'icon-svg i-plus',
    'icon-svg i-tabs',
    'icon-svg i-redirect',
  ]);
  await vi.waitFor(() => expect(document.activeElement).toBe(items[0]));
  expect(await axeViolations()).toEqual([]);
  await user.keyboard('{ArrowDown}{Enter}');
  // In the key press itself: the tabs permission is asked there (src/pages/popup/ask-tabs.ts).
  expect(adds.shortenTabs).toHaveBeenCalledOnce();
  expect(adds.newLink).not.toHaveBeenCalled();
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(plus);
});

it('Redirect a link here… opens the picker from the "+" menu; not offered where the page cannot be shortened', async () => {
  const user = userEvent.setup();
  const adds = header();
  await user.click(screen.getByRole('button', { name: 'More ways to shorten' }));
  const item = await screen.findByRole('menuitem', { name: 'Redirect a link here…' });
  expect(item.getAttribute('title')).toBe('Makes one of your short links go to this page');
  await user.click(item);
  expect(adds.pointHere).toHaveBeenCalledOnce();
  expect(screen.queryByRole('menu')).toBeNull();
  cleanup();
  header({ newLink: vi.fn(), shortenTabs: vi.fn(), pointHere: null });
  await user.click(screen.getByRole('button', { name: 'More ways to shorten' }));
  const menu = await screen.findByRole('menu', { name: 'More ways to shorten' });
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  ).toEqual(['New link…', 'Shorten all tabs']);
});

it('no "+" menu and no All your links when nothing can be made (a refused key), as in the welcome', () => {
  render(<PopupHeader accounts={[]} current="a" onSwitch={() => {}} windowId={{ current: undefined }} adds={null} />);
  expect(screen.queryByRole('button', { name: 'More ways to shorten' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'All your links' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Options' })).toBeTruthy();
});

it('All your links beside the "+" menu while a key works', () => {
  header();
  expect(screen.getByRole('button', { name: 'All your links' })).toBeTruthy();
});

it('with two accounts, the switcher beside the name, *All your links* its icon (named as before)', async () => {
  header(undefined, [
    { id: 'a', name: 'Personal', serviceUrl: 'https://prettyurl.example' },
    { id: 'b', name: 'Work', serviceUrl: 'https://prettyurl.example' },
  ]);
  const switcher = await screen.findByRole('combobox', { name: 'Account' });
  expect([...(switcher as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Personal', 'Work']);
  expect(screen.getByRole('heading', { level: 1, name: 'PrettyLink' }).className).toBe('');
  const allLinks = screen.getByRole('button', { name: 'All your links' });
  expect([allLinks.textContent, allLinks.classList.contains('i-open')]).toEqual(['', true]);
});

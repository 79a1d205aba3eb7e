/** "Share…" in the Copy menu: the system's share sheet where there is one, else the destinations in the same menu. */
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { CopyMenu } from '../../../src/pages/popup/CopyMenu';
import { SharingContext, type Sharing } from '../../../src/pages/components/sharing';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings/settings';
import { axeViolations } from '../axe';

const DATA = { shortLink: 'https://zd.lc/abc', title: 'Tom & Jerry' };
const ALL: Sharing = { shareTargets: DEFAULT_SETTINGS.shareTargets, mastodonInstance: '' };

function menu(sharing: Sharing | null = ALL) {
  render(
    <SharingContext.Provider value={sharing}>
      <CopyMenu label="Copy as…" onPick={vi.fn()} share={DATA} />
    </SharingContext.Provider>,
  );
  return screen.getByRole('button', { name: 'Copy as…' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('ends the menu with Share…, after a separator; End reaches it', async () => {
  const user = userEvent.setup();
  menu().focus();
  await user.keyboard('{ArrowUp}');
  await screen.findByRole('menu');
  expect(document.activeElement?.textContent).toBe('Share…');
  expect(screen.getByRole('separator')).toBeTruthy();
});

it('without a share sheet, Share… turns the menu into the destinations, links that open a new tab', async () => {
  const user = userEvent.setup();
  await user.click(menu());
  await user.click(await screen.findByRole('menuitem', { name: 'Share…' }));
  const list = await screen.findByRole('menu', { name: 'Share via' });
  const [back, ...items] = screen.getAllByRole('menuitem');
  expect(back!.getAttribute('aria-label')).toBe('Back to the copy formats');
  // One line, "Share zd.lc/abc", the link set apart left to right (the dialog's title says the same).
  expect(list.querySelector('.share-title')?.textContent).toBe('Share zd.lc/abc');
  expect(list.querySelector('.share-title .link-short')?.textContent).toBe('zd.lc/abc');
  // Mastodon waits for an instance.
  expect(items.map((i) => i.textContent)).toEqual(['Email', 'X', 'LinkedIn', 'WhatsApp', 'Telegram', 'Reddit']);
  expect(document.activeElement).toBe(items[0]);
  for (const item of items) {
    expect(item.tagName).toBe('A');
    expect(item.getAttribute('target')).toBe('_blank');
    expect(item.getAttribute('rel')).toBe('noopener noreferrer');
  }
  expect(items[0]!.getAttribute('href')).toBe('mailto:?subject=Tom%20%26%20Jerry&body=https%3A%2F%2Fzd.lc%2Fabc');
  expect(new URL(items[1]!.getAttribute('href')!).searchParams.get('url')).toBe(DATA.shortLink);
  expect(await axeViolations(list)).toEqual([]);
});

it('the destinations: arrows move and wrap; Escape goes back to the formats on Share…, a second Escape closes and gives the focus back to the button', async () => {
  const user = userEvent.setup();
  const button = menu({ shareTargets: ['x', 'mastodon'], mastodonInstance: 'fosstodon.org' });
  button.focus();
  await user.keyboard('{ArrowUp}');
  await screen.findByRole('menu');
  await user.keyboard('{Enter}');
  await screen.findByRole('menu', { name: 'Share via' });
  expect(document.activeElement?.textContent).toBe('X');
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement?.textContent).toBe('Mastodon');
  expect(document.activeElement?.getAttribute('href')).toMatch(/^https:\/\/fosstodon\.org\/share\?text=/);
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Back to the copy formats');
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement?.textContent).toBe('X');
  await user.keyboard('{Escape}');
  await screen.findByRole('menu', { name: 'Copy as…' });
  expect(document.activeElement?.textContent).toBe('Share…');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(button);
});

it('picking a destination closes the menu, the focus back on the button', async () => {
  const user = userEvent.setup();
  const button = menu({ shareTargets: ['reddit'], mastodonInstance: '' });
  await user.click(button);
  await user.click(await screen.findByRole('menuitem', { name: 'Share…' }));
  const reddit = await screen.findByRole('menuitem', { name: 'Reddit' });
  reddit.addEventListener('click', (e) => e.preventDefault()); // happy-dom would navigate
  await user.click(reddit);
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(button);
});

it('with a share sheet, Share… opens it with the title and the link, and closes the menu', async () => {
  const share = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share, canShare: () => true }));
  const user = userEvent.setup();
  const button = menu();
  await user.click(button);
  await user.click(await screen.findByRole('menuitem', { name: 'Share…' }));
  expect(share).toHaveBeenCalledExactlyOnceWith({ url: DATA.shortLink, title: DATA.title });
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(button);
});

it('a sheet closed without sharing is no error', async () => {
  const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
  const user = userEvent.setup();
  await user.click(menu());
  await user.click(await screen.findByRole('menuitem', { name: 'Share…' }));
  expect(share).toHaveBeenCalledOnce();
});

it('no Share… where sharing is off, or where nothing could be offered', async () => {
  const user = userEvent.setup();
  await user.click(menu(null));
  await screen.findByRole('menu');
  expect(screen.queryByRole('menuitem', { name: 'Share…' })).toBeNull();
});

it('no Share… with no destination chosen and no sheet', async () => {
  const user = userEvent.setup();
  await user.click(menu({ shareTargets: ['mastodon'], mastodonInstance: '' }));
  await screen.findByRole('menu');
  expect(screen.queryByRole('menuitem', { name: 'Share…' })).toBeNull();
});

it('Back returns to the copy formats, the focus on Share…; the menu keeps its width both ways', async () => {
  const user = userEvent.setup();
  await user.click(menu());
  const formats = await screen.findByRole('menu');
  // happy-dom lays nothing out: the formats' width as the browser would measure it.
  formats.getBoundingClientRect = () => ({ width: 231 }) as DOMRect;
  await user.click(screen.getByRole('menuitem', { name: 'Share…' }));
  const destinations = await screen.findByRole('menu', { name: 'Share via' });
  expect(destinations.style.inlineSize).toBe('231px');
  await user.keyboard('{ArrowUp}');
  await user.keyboard('{Enter}');
  const back = await screen.findByRole('menu', { name: 'Copy as…' });
  expect(document.activeElement?.textContent).toBe('Share…');
  expect(back.style.inlineSize).toBe('231px');
});

it('the destinations open without a pointer highlight; a moving pointer focuses the item under it', async () => {
  const user = userEvent.setup();
  await user.click(menu({ shareTargets: ['email', 'mastodon'], mastodonInstance: 'fosstodon.org' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Share…' }));
  const view = (await screen.findByRole('menu', { name: 'Share via' })).querySelector('.share-view')!;
  // The pointer rests where Share… was: hover styles wait for it to move (share.css).
  expect(view.classList.contains('pointer')).toBe(false);
  expect(document.activeElement?.textContent).toBe('Email');
  const mastodon = screen.getByRole('menuitem', { name: 'Mastodon' });
  mastodon.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
  await waitFor(() => expect(view.classList.contains('pointer')).toBe(true));
  expect(document.activeElement).toBe(mastodon);
});

/** Moving around the options page: its sections listed; choosing one moves the focus to its heading; "Jump to" opens and closes from the keyboard. */
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { axeViolations } from '../axe';
import { optionsPage } from './options-page';

const SECTIONS = [
  'Accounts',
  'Popup',
  'Campaign presets',
  'Sites',
  'Group for new links',
  'Which address is shortened',
  'Private windows',
  'Copying',
  'Sharing',
  'Keyboard shortcuts',
];

it('lists every section, in the order of the page', async () => {
  optionsPage();
  const nav = screen.getByRole('navigation', { name: 'Jump to' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(SECTIONS);
  await screen.findByRole('heading', { name: 'Sites', level: 2 });
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual(SECTIONS);
  expect(await axeViolations()).toEqual([]);
});

it('from the keyboard: each link moves the focus to its section heading, which is marked as the one shown', async () => {
  const user = userEvent.setup();
  optionsPage();
  await screen.findByRole('heading', { name: 'Sites', level: 2 });
  const nav = screen.getByRole('navigation', { name: 'Jump to' });
  for (const name of SECTIONS) {
    const link = within(nav).getByRole('link', { name });
    link.focus();
    await user.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { name, level: 2 });
    expect(document.activeElement, name).toBe(heading);
    // Focusable when asked, but no stop of its own on the Tab key's way.
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(link.getAttribute('aria-current')).toBe('location');
  }
});

it('"Jump to" opens its list (Enter), and Escape closes it with the focus back on it', async () => {
  const user = userEvent.setup();
  optionsPage();
  const toggle = screen.getByRole('button', { name: 'Jump to' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  toggle.focus();
  await user.keyboard('{Enter}');
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeTruthy();
  await user.tab();
  expect(document.activeElement?.textContent).toBe('Accounts');
  await user.keyboard('{Escape}');
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(toggle);
});

it('choosing a section closes the list', async () => {
  const user = userEvent.setup();
  optionsPage();
  const toggle = screen.getByRole('button', { name: 'Jump to' });
  await user.click(toggle);
  await user.click(screen.getByRole('link', { name: 'Copying' }));
  await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Copying' }));
});

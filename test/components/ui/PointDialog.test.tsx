/**
 * *Redirect a link here*'s dialog: a search over the account's links (the manager's search), pinned
 * ones first; ↓ ↑ Enter Escape; the confirmation shows old → new; one request points the link, and
 * *Undo* (offered for POINT_UNDO_MS) points it back.
 */
import { readFileSync } from 'node:fs';
import { act, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PointDialog } from '../../../src/pages/components/PointDialog';
import { POINT_UNDO_MS } from '../../../src/shared/time/limits';
import type { PointChoices } from '../../../src/shared/links/pins';
import { aLink, answer } from '../fixtures';
import { axeViolations } from '../axe';

const HERE = 'https://example.com/here';
const LINKS = [
  aLink('demo', { title: 'Product demo', createdAt: 3 }),
  aLink('docs', { title: 'Docs home', createdAt: 2 }),
  aLink('jobs', { title: 'Careers', createdAt: 1 }),
];
const choices = (pins: string[] = []): PointChoices => ({ account: 'acct-1', links: LINKS, pins });
const names = () => screen.getAllByRole('option').map((o) => o.getAttribute('data-id'));

function open(pins: string[] = [], more: Parameters<typeof answer>[0] = {}) {
  const sent = answer({ pointChoices: { ok: true, value: choices(pins) }, ...more });
  const onClose = vi.fn();
  const onPointed = vi.fn();
  render(<PointDialog target={HERE} onClose={onClose} onPointed={onPointed} />);
  return { sent, onClose, onPointed };
}

afterEach(() => vi.useRealTimers());

it('lists the account’s links newest first, pinned ones first, and finds them with the manager’s search', async () => {
  const user = userEvent.setup();
  open(['jobs']);
  const search = await screen.findByRole('combobox', { name: 'Find a link' });
  expect(names()).toEqual(['jobs', 'demo', 'docs']);
  // The pinned one carries the confirmation's star (drawn, hidden from screen readers) and ends its name in "Pinned".
  const first = screen.getAllByRole('option')[0]!;
  expect(first.querySelector('.point-pin.icon-svg.i-star[aria-hidden="true"]')).toBeTruthy();
  expect(screen.getByRole('option', { name: /^Careers .*Pinned$/ })).toBe(first);
  expect(screen.getAllByRole('option', { name: /Pinned/ })).toHaveLength(1);
  // Every word must be found, in any field (here the title and the destination).
  await user.type(search, 'home example');
  expect(names()).toEqual(['docs']);
  await user.clear(search);
  await user.type(search, 'nothing-like-it');
  expect(screen.getByText('No link matches your search.')).toBeTruthy();
  expect(await axeViolations()).toEqual([]);
});

it('moves with ↓ ↑, picks with Enter, shows the old and the new destination alike; Back returns; Escape clears the search, then closes', async () => {
  const user = userEvent.setup();
  const { onClose } = open();
  const search = await screen.findByRole('combobox');
  // The focus is in the search box (its one ring): no result looks chosen before the user moves; Enter then picks nothing.
  await vi.waitFor(() => expect(document.activeElement).toBe(search));
  expect(search.getAttribute('aria-activedescendant')).toBeNull();
  expect(document.querySelector('.point-options li.active, [aria-selected="true"]')).toBeNull();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('combobox')).toBeTruthy();
  await user.keyboard('{ArrowDown}');
  expect(search.getAttribute('aria-activedescendant')).toBe('point-option-0');
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
  expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
  await user.keyboard('{Enter}');
  // The link as lists draw it (title, then its short link left to right), and who the change reaches.
  const which = document.querySelector('.point-which')!;
  expect(which.querySelector('.point-which-title')!.textContent).toBe('Docs home');
  expect(which.querySelector('bdi.point-which-short.point-url[dir="ltr"]')!.textContent).toBe('zd.lc/docs');
  // Every URL value, short or long, on the reading side in right-to-left pages (cut at its logical end).
  expect(document.querySelectorAll('.point-confirm bdi[dir="ltr"]:not(.point-url)')).toHaveLength(0);
  expect(readFileSync('src/pages/components/point.css', 'utf8')).toMatch(
    /\[dir='rtl'\] :is\(\.point-address, \.point-url\) \{\s*text-align: end/,
  );
  expect(document.querySelector('.point-effect')!.textContent).toBe(
    'Everyone who opens zd.lc/docs, including from posts and printed QR codes, will land on this page from now on.',
  );
  const change = document.querySelector('.point-change')!;
  expect(change.textContent).toBe('Now goes toexample.com/docsWill go toexample.com/here');
  // Both addresses alike: no mark on one only, the same box and classes, each under its muted label.
  expect(change.querySelector('svg')).toBeNull();
  const dds = [...change.querySelectorAll('dd')];
  expect(dds.map((dd) => [dd.children.length, dd.firstElementChild!.className])).toEqual(
    Array(2).fill([1, 'point-address point-url']),
  );
  expect(readFileSync('src/pages/components/point.css', 'utf8')).not.toMatch(/\.point-(old|new|was|now)\b/);
  // Each address apart, left to right, on one line, the whole of it in its title.
  const addresses = [...change.querySelectorAll('bdi.point-address')];
  expect(addresses.map((a) => [a.getAttribute('dir'), a.getAttribute('title')])).toEqual([
    ['ltr', 'https://example.com/docs'],
    ['ltr', HERE],
  ]);
  expect(await axeViolations()).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Back' }));
  const again = await screen.findByRole('combobox');
  await user.type(again, 'docs');
  await user.keyboard('{Escape}');
  expect((again as HTMLInputElement).value).toBe('');
  expect(onClose).not.toHaveBeenCalled();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledOnce();
});

it('confirmed: one request points the link; Undo points it back; Undo is gone after POINT_UNDO_MS', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { sent, onPointed } = open([], {
    pointLink: (request) => ({
      ok: true,
      value: { ...LINKS[0]!, destination: (request as unknown as { destination: string }).destination },
    }),
  });
  await user.click(await screen.findByText('Product demo'));
  await user.click(screen.getByRole('button', { name: 'Redirect' }));
  await screen.findByText('zd.lc/demo now goes to the new destination.');
  expect(sent).toHaveBeenCalledWith({ type: 'pointLink', id: 'demo', account: 'acct-1', destination: HERE });
  // What it was (muted, not struck: the label says it) and where it goes now: no "will go to" once it went.
  const outcome = () => document.querySelector('.point-change')!;
  expect(outcome().textContent).toBe('Wasexample.com/demoNowexample.com/here');
  expect(outcome().querySelector('s')).toBeNull();
  // Done: neutral text led by a drawn check; Close a secondary button (no primary left once it is done).
  const status = () => screen.getByRole('status');
  expect(status().querySelector('svg.point-check[aria-hidden="true"]')).toBeTruthy();
  expect(status().classList.contains('ok')).toBe(false);
  expect(document.querySelector('.point-done .row button:last-child')!.textContent).toBe('Close');
  expect(document.querySelector('.point-done button.primary')).toBeNull();
  // The page behind is told the link as the service keeps it (the popup's list refreshes).
  expect(onPointed).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'demo', destination: HERE }));
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  await screen.findByText('zd.lc/demo goes to its old destination again.');
  // Undone is a reversal: no check.
  expect(status().querySelector('svg')).toBeNull();
  expect(outcome().textContent).toBe('Wasexample.com/hereNowexample.com/demo');
  expect(onPointed).toHaveBeenLastCalledWith(expect.objectContaining({ destination: 'https://example.com/demo' }));
  expect(onPointed).toHaveBeenCalledTimes(2);
  expect(sent).toHaveBeenLastCalledWith({
    type: 'pointLink',
    id: 'demo',
    account: 'acct-1',
    destination: 'https://example.com/demo',
    privateConfirmed: true,
  });
  expect(sent.mock.calls.filter(([m]) => (m as unknown as { type: string }).type === 'pointLink')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
});

it('Undo stays for POINT_UNDO_MS, then goes', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  open([], { pointLink: { ok: true, value: { ...LINKS[0]!, destination: HERE } } });
  await user.click(await screen.findByText('Product demo'));
  await user.click(screen.getByRole('button', { name: 'Redirect' }));
  await screen.findByRole('button', { name: 'Undo' });
  act(() => void vi.advanceTimersByTime(POINT_UNDO_MS - 500));
  expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
  act(() => void vi.advanceTimersByTime(600));
  expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
});

it('a private destination is asked about, then sent once confirmed', async () => {
  const user = userEvent.setup();
  let calls = 0;
  const { sent } = open([], {
    pointLink: () =>
      ++calls === 1
        ? { ok: false, error: { kind: 'private-address', host: 'intranet' } }
        : { ok: true, value: { ...LINKS[1]!, destination: HERE } },
  });
  await user.click(await screen.findByText('Docs home'));
  await user.click(screen.getByRole('button', { name: 'Redirect' }));
  await user.click(await screen.findByRole('button', { name: 'Redirect anyway' }));
  await screen.findByText('zd.lc/docs now goes to the new destination.');
  expect(sent).toHaveBeenLastCalledWith({
    type: 'pointLink',
    id: 'docs',
    account: 'acct-1',
    destination: HERE,
    privateConfirmed: true,
  });
});

it("the confirmation offers no pin: the row menu's *Pin for redirects* is the one place to pin", async () => {
  const user = userEvent.setup();
  open(['jobs']);
  await screen.findByRole('combobox');
  expect(names()).toEqual(['jobs', 'demo', 'docs']);
  await user.click(await screen.findByText('Careers'));
  await screen.findByRole('button', { name: 'Redirect' });
  expect(screen.queryByRole('button', { name: 'Pin for redirects' })).toBeNull();
  expect(document.querySelector('.point-which button')).toBeNull();
  expect(await axeViolations()).toEqual([]);
});

it('opened on a link (the manager’s row): its confirmation first, no Back', async () => {
  answer({ pointChoices: { ok: true, value: choices() } });
  render(<PointDialog target={HERE} link={LINKS[1]} onClose={() => undefined} />);
  expect(await screen.findByText('zd.lc/docs')).toBeTruthy();
  // Named as its entries are: *Redirect a link here…* ("+" menu), *Redirect here…* (a row's menu).
  expect(screen.getByRole('dialog', { name: 'Redirect a link here' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
});

it('an account switch while it is open starts the pick over with the new account’s links only', async () => {
  const user = userEvent.setup();
  const theirs = aLink('theirs', { title: 'Another account’s link' });
  let calls = 0;
  answer({
    pointChoices: () =>
      ++calls === 1
        ? { ok: true, value: choices() }
        : { ok: true, value: { account: 'acct-2', links: [theirs], pins: [] } },
  });
  render(<PointDialog target={HERE} onClose={() => undefined} />);
  await user.click(await screen.findByText('Docs home'));
  expect(screen.getByRole('button', { name: 'Redirect' })).toBeTruthy();
  await act(async () => {
    await fakeBrowser.runtime.onMessage.trigger({ type: 'configurationChanged' }, { id: browser.runtime.id }, () => {});
  });
  await screen.findByRole('combobox');
  expect(names()).toEqual(['theirs']);
});

it('the pick has visible ways out: the header’s × and Cancel both close it', async () => {
  const user = userEvent.setup();
  const { onClose } = open();
  await screen.findByRole('combobox');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledOnce();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(2);
  expect(await axeViolations()).toEqual([]);
});

it('shows an address as every list does, its site and path (an insecure one keeps "http://"): one format for the old and the new', async () => {
  const user = userEvent.setup();
  answer({ pointChoices: { ok: true, value: choices() } });
  render(<PointDialog target="http://127.0.0.1:8080/caf%C3%A9?ref=a" onClose={vi.fn()} />);
  await user.click(await screen.findByText('Docs home'));
  expect(document.querySelector('.point-change')!.textContent).toBe(
    'Now goes toexample.com/docsWill go tohttp://127.0.0.1:8080/café?ref=a',
  );
});

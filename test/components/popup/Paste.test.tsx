/**
 * *Paste* in the popup's card, on a page that cannot be shortened: the clipboard read on the click
 * (the permission asked inside it), its address prepared by the background and shortened once on
 * the popup's one path; no address, or a refused permission, said under the field, nothing sent.
 */
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { CurrentPage, type CurrentPageProps } from '../../../src/pages/popup/CurrentPage';
import { useShortener } from '../../../src/pages/popup/use-shortener';
import type { RecentLinks } from '../../../src/pages/popup/use-recent-links';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings/settings';
import { axeViolations } from '../axe';
import { description } from '../described';
import { aLink, answer, aStatus } from '../fixtures';

let clipboard: string;
let request: ReturnType<typeof vi.fn>;
let readText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  clipboard = '';
  request = vi.fn(async () => true);
  readText = vi.fn(async () => clipboard);
  Object.defineProperty(browser.permissions, 'request', { value: request, configurable: true });
});
/** user-event puts a clipboard of its own on the page: ours replaces it. */
function setup() {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: { readText }, configurable: true });
  return user;
}

function Card() {
  const shortener = useShortener(() => {});
  const props: CurrentPageProps = {
    shortener,
    status: aStatus(),
    prefs: { ...DEFAULT_SETTINGS },
    tab: { id: 1, url: 'chrome://newtab/', title: 'New Tab', incognito: false },
    pageUrl: null,
    prepared: null,
    extras: null,
    recent: { account: 'a1', put: () => {}, drop: () => {} } as unknown as RecentLinks,
    groups: [],
    formOpen: false,
    onFormOpen: () => {},
    onCopy: () => {},
    copiedId: null,
    flash: false,
    announceCopy: () => {},
    onAnnounce: () => {},
    canMake: true,
    onAdds: () => {},
    onTabsAsked: () => {},
  };
  return <CurrentPage {...props} />;
}

/** The card on a new tab, with the background's answers; the spy's calls are what the popup sent. */
async function newTab() {
  const sent = answer({
    prepareAddress: (request) => {
      const { url } = request as unknown as { url: string };
      return { ok: true, value: { url: url.replace('?utm_source=x', ''), source: 'tab', stripped: ['utm_source'] } };
    },
    shorten: { ok: true, value: { link: aLink('pasted'), reused: false } },
  });
  render(<Card />);
  const url = (await screen.findByRole('textbox', { name: 'Link to shorten' })) as HTMLInputElement;
  return { sent, url, paste: screen.getByRole('button', { name: 'Paste and shorten' }) };
}
const requests = (sent: ReturnType<typeof answer>, type: string) =>
  sent.mock.calls.map(([r]) => r as unknown as { type: string; url?: string }).filter((r) => r.type === type);

it('leads with Paste and shorten: Shorten is secondary, and unavailable with its reason until the field has text', async () => {
  const user = setup();
  const { url, paste } = await newTab();
  const note = 'This page can’t be shortened. Paste or type a web address instead.';
  // The page's sentence is a notice of its own, not part of the field's name.
  expect(screen.getByText(note).closest('label')).toBeNull();
  expect(paste.classList.contains('primary')).toBe(true);
  const shorten = screen.getByRole('button', { name: 'Shorten' }) as HTMLButtonElement;
  expect(shorten.classList.contains('primary')).toBe(false);
  expect(shorten.disabled).toBe(true);
  expect(description(shorten)).toBe(note);
  await user.type(url, 'https://typed.example/');
  expect(shorten.disabled).toBe(false);
  expect(description(shorten)).toBe('');
  await user.clear(url);
  await user.type(url, '   ');
  expect(shorten.disabled).toBe(true);
  expect(await axeViolations()).toEqual([]);
});

it('keeps no line for a message that is not there: the field is followed by the next one', async () => {
  await newTab();
  const field = screen.getByRole('textbox', { name: 'Link to shorten' }).closest('.field')!;
  expect([...field.children].map((c) => c.className || c.tagName.toLowerCase())).toEqual(['label', 'input']);
});

it('shortens the address on the clipboard once, prepared by the background, not marked as seen', async () => {
  const user = setup();
  clipboard = '  https://example.com/article?utm_source=x \n';
  const { sent, url, paste } = await newTab();
  await user.click(paste);
  await waitFor(() => expect(requests(sent, 'shorten')).toHaveLength(1));
  expect(request).toHaveBeenCalledExactlyOnceWith({ permissions: ['clipboardRead'] });
  expect(requests(sent, 'prepareAddress')).toEqual([
    { type: 'prepareAddress', url: 'https://example.com/article?utm_source=x' },
  ]);
  const [shorten] = requests(sent, 'shorten') as Record<string, unknown>[];
  expect(shorten).toMatchObject({ url: 'https://example.com/article', reuseKnown: false });
  // Nobody saw this address before it went: a local or private one is asked about first.
  expect(shorten!.privateConfirmed).toBeUndefined();
  // The card shows the link, and the address that was sent (the form, with its field, is gone).
  expect((await screen.findAllByText(/zd\.lc\/pasted/)).length).toBeGreaterThan(0);
  expect(document.querySelector('#prepared-url')?.textContent).toContain('example.com/article');
  expect(url.isConnected).toBe(false);
});

it('a clipboard without a web address says so, keeps what was typed and sends nothing', async () => {
  const user = setup();
  clipboard = 'just some words';
  const { sent, url, paste } = await newTab();
  await user.type(url, 'https://typed.example/half');
  await user.click(paste);
  await waitFor(() => expect(description(url)).toBe('Your clipboard doesn’t contain a web address.'));
  expect(url.value).toBe('https://typed.example/half');
  expect(url.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(url);
  expect(requests(sent, 'shorten')).toEqual([]);
  expect(requests(sent, 'prepareAddress')).toEqual([]);
  expect(await axeViolations()).toEqual([]);
});

it('a refused permission says so, reads nothing and leaves the field for typing', async () => {
  const user = setup();
  request.mockResolvedValue(false);
  clipboard = 'https://example.com/secret';
  const { sent, url, paste } = await newTab();
  await user.click(paste);
  await waitFor(() =>
    expect(description(url)).toBe('Without access to the clipboard, nothing can be pasted. Type the address instead.'),
  );
  expect(readText).not.toHaveBeenCalled();
  expect(url.value).toBe('');
  expect(document.activeElement).toBe(url);
  expect(requests(sent, 'shorten')).toEqual([]);
});

it('asks for the permission inside the click, before anything is awaited', async () => {
  setup();
  const { paste } = await newTab();
  paste.click();
  expect(request).toHaveBeenCalledWith({ permissions: ['clipboardRead'] });
});

it('is offered only where the tab cannot be shortened', async () => {
  answer({});
  const { ShortenForm } = await import('../../../src/pages/popup/ShortenForm');
  render(<ShortenForm url="https://example.com/" domains={[]} defaultDomain="" busy={false} onSubmit={() => {}} />);
  expect(screen.queryByRole('button', { name: 'Paste and shorten' })).toBeNull();
});

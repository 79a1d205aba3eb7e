/** The popup's "Shorten all tabs" (started from the header's "+" menu): the permission's answer awaited, the results listed and copied, a private host confirmed under its own action. */
import { parseHTML } from 'linkedom';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import type { Link } from '../../../../src/shared/types';
import type { RequestOf, TabShortened } from '../../../../src/shared/messages/contract';
import { useEnglishMessages } from '../../../../test/support/i18n';

const sent: RequestOf<'shortenTabs' | 'shorten'>[] = [];
const replies: unknown[] = [];
vi.mock('../../../../src/platform/messages/send', () => ({
  send: async (request: never) => (sent.push(request), replies.shift()),
}));
const clips: { text: string }[] = [];
vi.mock('../../../../src/platform/clipboard', () => ({
  copyClip: async (clip: { text: string }) => (clips.push(clip), true),
}));

const { ShortenTabs } = await import('../../../../src/pages/popup/ShortenTabs');
const { askTabs } = await import('../../../../src/pages/popup/ask-tabs');

const link = (id: string, title: string): Link =>
  ({
    id,
    shortLink: `https://zd.lc/${id}`,
    backHalf: id,
    destination: `https://example.com/${id}`,
    title,
    group: null,
    createdAt: null,
  }) as unknown as Link;
const results: TabShortened[] = [
  {
    input: { url: 'https://example.com/a', title: 'Alpha', reuseKnown: true },
    actionId: 'x:0',
    reply: { ok: true, value: { link: link('a', 'Alpha'), reused: false } },
  },
  {
    input: { url: 'http://192.168.1.2/', title: 'Router', reuseKnown: true },
    actionId: 'x:1',
    reply: { ok: false, error: { kind: 'private-address', host: '192.168.1.2' } },
  },
];

let document: Document;
/** linkedom's own Event (Node's cannot be dispatched there). */
let Event: typeof globalThis.Event;
let request: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  sent.length = clips.length = replies.length = 0;
  ({ document, Event } = parseHTML('<!doctype html><html><body><div id="root"></div></body></html>') as unknown as {
    document: Document;
    Event: typeof globalThis.Event;
  });
  vi.stubGlobal('document', document);
  request = vi.fn(async () => true);
  Object.defineProperty(browser.permissions, 'request', { value: request, configurable: true });
  return () => vi.unstubAllGlobals();
});

const click = (el: Element | null) => act(() => void el!.dispatchEvent(new Event('click')));
const summary = () => document.getElementById('tabs-summary')!.textContent;

it('asks for the tabs permission at once (in the click that calls it), lists the tabs and copies the Markdown list', async () => {
  replies.push({ ok: true, value: results });
  const granted = askTabs();
  // Before anything was awaited: the request is part of the click.
  expect(request).toHaveBeenCalledWith({ permissions: ['tabs'] });
  await act(() =>
    render(
      h(ShortenTabs, { windowId: 4, copyFormat: 'markdown', onLinks: () => {}, granted }),
      document.getElementById('root') as never,
    ),
  );
  await vi.waitFor(() => expect(summary()).toBe('1 tab has its short link. Copied 1 short link.'));
  expect(sent[0]).toMatchObject({ type: 'shortenTabs', windowId: 4 });
  expect(clips).toEqual([{ text: '- [Alpha](https://zd.lc/a)' }]);
  expect(document.querySelectorAll('.tabs-results li')).toHaveLength(2);
  expect(document.getElementById('tabs-summary')!.getAttribute('role')).toBe('status');
  // Drawn as every list draws a link: its title, short link and destination, then Copy and Open;
  // where none was made, why in the short link's place.
  const [made, held] = [...document.querySelectorAll('.tabs-results li')];
  expect(made!.querySelector('.link-face .link-title')?.textContent).toBe('Alpha');
  expect(made!.querySelector('.link-face .tab-link')?.textContent).toBe('zd.lc/a');
  expect(made!.querySelector('.link-face .link-dest')?.textContent).toBe('example.com/a');
  expect([...made!.querySelectorAll('.link-actions [aria-label]')].map((b) => b.getAttribute('aria-label'))).toEqual([
    'Copy https://zd.lc/a',
    'Open the destination of https://zd.lc/a',
  ]);
  expect(held!.querySelector('.link-face .link-missing')?.textContent).toContain('192.168.1.2');
});

it('a private host, confirmed on its row, is sent under its own action id, then listed and copied with the rest', async () => {
  replies.push({ ok: true, value: results }, { ok: true, value: { link: link('r', 'Router'), reused: false } });
  await act(() =>
    render(
      h(ShortenTabs, { copyFormat: 'plain', onLinks: () => {}, granted: askTabs() }),
      document.getElementById('root') as never,
    ),
  );
  await vi.waitFor(() => expect(document.querySelector('.tabs-results .shorten-anyway')).not.toBeNull());
  await click(document.querySelector('.tabs-results .shorten-anyway'));
  await vi.waitFor(() => expect(summary()).toBe('2 tabs have their short links. Copied 2 short links.'));
  expect(sent[1]).toEqual({
    type: 'shorten',
    url: 'http://192.168.1.2/',
    title: 'Router',
    reuseKnown: true,
    actionId: 'x:1',
    privateConfirmed: true,
  });
  expect(clips.at(-1)).toEqual({ text: 'https://zd.lc/a\nhttps://zd.lc/r' });
});

it('a refused permission sends nothing', async () => {
  request.mockResolvedValue(false);
  await act(() =>
    render(
      h(ShortenTabs, { copyFormat: 'plain', onLinks: () => {}, granted: askTabs() }),
      document.getElementById('root') as never,
    ),
  );
  await vi.waitFor(() => expect(summary()).toMatch(/^Without access to your tabs/));
  expect(sent).toEqual([]);
});

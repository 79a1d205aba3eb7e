/**
 * no automatic path (popup opening, page menu, link menu, selection, shortcut,
 * address bar) sends a URL holding a password, or a local or private address, to the service.
 * Unit tests build as production does (no e2e test-pages host): 127.0.0.1 is asked about here.
 */
import { freshDatabases } from '../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { onCommand } from '../../../src/background/actions/commands';
import { MENU, onMenuClick } from '../../../src/background/actions/context-menu';
import { handlers } from '../../../src/background/handlers';
import { onOmniboxEnter } from '../../../src/background/actions/omnibox';
import { shorten } from '../../../src/background/links/shorten';
import { captureFeedback, type Note } from '../../support/feedback';
import { useEnglishMessages } from '../../support/i18n';
import { configureFor, creates, useSandbox } from '../../support/sandbox';

const copied: string[] = [];
vi.mock('../../../src/background/actions/background-copy', () => ({
  copyFromBackground: async (text: string) => (copied.push(text), true),
}));

const sandbox = useSandbox();
let notes: Note[] = [];

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  useEnglishMessages();
  copied.length = 0;
  notes = captureFeedback();
  Object.defineProperty(browser, 'scripting', {
    value: { executeScript: vi.fn(async () => [{ result: '' }]) },
    configurable: true,
  });
  await configureFor(sandbox.current);
});

/** Nothing of the URL reached the service: no create, and no request naming it. */
const nothingSent = (url: string) => {
  expect(creates(sandbox.current)).toEqual([]);
  expect(JSON.stringify(sandbox.current.requests)).not.toContain(new URL(url).host);
};

const PRIVATE = [
  ['http://127.0.0.1:8080/admin', '127.0.0.1'],
  ['http://localhost:3000/dashboard', 'localhost'],
  ['http://192.168.1.1/router', '192.168.1.1'],
  ['https://wiki.corp.internal/page', 'wiki.corp.internal'],
  ['http://nas.local/', 'nas.local'],
  ['http://[fe80::1]/', '[fe80::1]'],
] as const;
const PRIVATE_NOTE = (host: string) => ({
  title: 'Could not shorten the link',
  message: `Nothing was shortened: ${host} is a local or private network address. To shorten it anyway, open the PrettyLink popup and confirm there.`,
});
const CREDENTIALS_NOTE = {
  title: 'Could not shorten the link',
  message:
    'This address contains a user name or password. PrettyLink does not shorten it: anyone with the short link could see them. Remove them and try again.',
};

const paths = {
  'the link menu': (url: string) =>
    onMenuClick({
      editable: false,
      menuItemId: MENU.shortenLink,
      linkUrl: url,
      pageUrl: 'https://a.example/',
    } as never),
  'the page menu': (url: string) =>
    onMenuClick(
      { editable: false, menuItemId: MENU.shortenPage, pageUrl: url } as never,
      { id: 3, url, title: 'T' } as never,
    ),
  'the selection menu': (url: string) =>
    onMenuClick({
      editable: false,
      menuItemId: MENU.shortenSelection,
      selectionText: `see ${url} now`,
      pageUrl: 'https://a.example/',
    } as never),
  'the shortcut': (url: string) => onCommand('shorten-page', { id: 3, url, title: 'T' } as never),
  'the address bar': (url: string) => onOmniboxEnter(url),
};

describe.each(Object.entries(paths))('%s', (_name, act) => {
  it.each(PRIVATE)('%s: not sent; a notification says why and points at the popup', async (url, host) => {
    await act(url);
    nothingSent(url);
    expect(notes).toEqual([expect.objectContaining(PRIVATE_NOTE(host))]);
    expect(copied).toEqual([]);
  });

  it('a URL with a user name and password: refused, in words', async () => {
    const url = 'https://alice:s3cret@example.com/private';
    await act(url);
    expect(creates(sandbox.current)).toEqual([]);
    expect(JSON.stringify(sandbox.current.requests)).not.toContain('s3cret');
    expect(notes).toEqual([expect.objectContaining(CREDENTIALS_NOTE)]);
  });

  it('a public address is still shortened', async () => {
    await act('https://example.com/public');
    expect(creates(sandbox.current)).toHaveLength(1);
  });
});

describe("the popup's opening (auto-shorten on)", () => {
  const activeIs = (tab: object) =>
    Object.defineProperty(browser.tabs, 'query', { value: vi.fn(async () => [tab]), configurable: true });

  it.each(PRIVATE)('%s: not shortened; the answer says why, for the popup to ask', async (url, host) => {
    activeIs({ id: 4, url, title: 'Router' });
    const opened = await handlers.openTab({ type: 'openTab', actionId: 'o1' });
    expect(opened.ok && opened.value.shortened).toEqual({ ok: false, error: { kind: 'private-address', host } });
    nothingSent(url);
  });

  it('a URL with credentials: refused', async () => {
    activeIs({ id: 4, url: 'https://bob:pw@example.com/x', title: 'X' });
    const opened = await handlers.openTab({ type: 'openTab', actionId: 'o2' });
    expect(opened.ok && opened.value.shortened).toEqual({ ok: false, error: { kind: 'credentials-in-url' } });
    expect(creates(sandbox.current)).toEqual([]);
  });
});

describe('the user confirmed (the popup\'s "Shorten it anyway", or its form)', () => {
  it('a private address is shortened; credentials are still refused', async () => {
    const made = await shorten({
      url: 'http://localhost:3000/dashboard',
      actionId: 'c1',
      reuseKnown: true,
      privateConfirmed: true,
    });
    expect(made.ok && made.value.link.destination).toBe('http://localhost:3000/dashboard');
    const refused = await shorten({
      url: 'https://alice:pw@example.com/',
      actionId: 'c2',
      reuseKnown: true,
      privateConfirmed: true,
    });
    expect(refused).toEqual({ ok: false, error: { kind: 'credentials-in-url' } });
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it('once made, the known link is handed out again on automatic paths: nothing new is sent', async () => {
    await shorten({ url: 'http://localhost:3000/dashboard', actionId: 'c3', reuseKnown: true, privateConfirmed: true });
    await paths['the page menu']('http://localhost:3000/dashboard');
    expect(creates(sandbox.current)).toHaveLength(1);
    expect(copied).toHaveLength(1);
  });
});

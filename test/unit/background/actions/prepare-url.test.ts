import { freshDatabases } from '../../../support/databases';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { onCommand } from '../../../../src/background/actions/commands';
import { MENU, onMenuClick } from '../../../../src/background/actions/context-menu';
import { handlers } from '../../../../src/background/handlers';
import { prepareUrl } from '../../../../src/background/actions/prepare-url';
import { READ_TIMEOUT_MS } from '../../../../src/background/actions/read-canonical';
import { useEnglishMessages } from '../../../support/i18n';
import { configureFor, creates, useSandbox } from '../../../support/sandbox';

vi.mock('../../../../src/background/actions/background-copy', () => ({ copyFromBackground: async () => true }));

const sandbox = useSandbox();
const TAB = { id: 7, url: 'https://www.example.com/a?id=1&utm_source=nl&fbclid=x#c' };
const CANONICAL = 'https://example.com/a?id=1&utm_campaign=spring';

type Inject = (options: {
  target: { tabId: number };
  func: () => unknown;
  world?: string;
  injectImmediately?: boolean;
}) => Promise<{ result?: unknown }[]>;
let inject: ReturnType<typeof vi.fn<Inject>>;
/** The page's answer to the injected function. */
const pageSays = (result: unknown) => inject.mockResolvedValue([{ result }]);

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  useEnglishMessages();
  inject = vi.fn<Inject>();
  // The fake browser has no scripting API: this one stands for the page.
  Object.defineProperty(browser, 'scripting', { value: { executeScript: inject }, configurable: true });
  vi.spyOn(browser.notifications, 'create').mockResolvedValue('n' as never);
  vi.spyOn(browser.action, 'setBadgeText').mockResolvedValue(undefined);
  vi.spyOn(browser.action, 'setBadgeBackgroundColor').mockResolvedValue(undefined);
  await configureFor(sandbox.current);
});
afterEach(() => vi.useRealTimers());

const both = { useCanonical: true, stripTracking: true };

describe('prepareUrl', () => {
  it('with both preferences off, the tab URL as is, and the page is not asked', async () => {
    pageSays(CANONICAL);
    expect(await prepareUrl(TAB, { useCanonical: false, stripTracking: false })).toEqual({
      url: TAB.url,
      source: 'tab',
      stripped: [],
    });
    expect(inject).not.toHaveBeenCalled();
  });

  it('the same-site canonical address, read from that tab by a function', async () => {
    pageSays(CANONICAL);
    expect(await prepareUrl(TAB, { useCanonical: true, stripTracking: false })).toEqual({
      url: CANONICAL,
      source: 'canonical',
      stripped: [],
    });
    expect(inject).toHaveBeenCalledWith({
      target: { tabId: 7 },
      func: expect.any(Function),
      world: 'ISOLATED',
      injectImmediately: true,
    });
  });

  it('a same-site canonical address with credentials: the tab URL instead, not a refusal', async () => {
    pageSays('https://alice:secret@example.com/a?id=1');
    expect(await prepareUrl(TAB, { useCanonical: true, stripTracking: false })).toEqual({
      url: TAB.url,
      source: 'tab',
      stripped: [],
    });
  });

  it('then stripped of its tracking parameters', async () => {
    pageSays(CANONICAL);
    expect(await prepareUrl(TAB, both)).toEqual({
      url: 'https://example.com/a?id=1',
      source: 'canonical',
      stripped: ['utm_campaign'],
    });
  });

  it('only stripping: the tab URL cleaned, fragment kept', async () => {
    expect(await prepareUrl(TAB, { useCanonical: false, stripTracking: true })).toEqual({
      url: 'https://www.example.com/a?id=1#c',
      source: 'tab',
      stripped: ['utm_source', 'fbclid'],
    });
  });

  it.each([
    ['another site', 'https://other.example.net/a'],
    ['not http(s)', 'javascript:alert(1)'],
    ['relative', '/a'],
    ['no canonical link', ''],
    ['not a string', { href: CANONICAL }],
    ['the tab URL itself', TAB.url],
  ])('ignores a canonical address that is %s: the tab URL', async (_, result) => {
    pageSays(result);
    expect(await prepareUrl(TAB, { useCanonical: true, stripTracking: false })).toEqual({
      url: TAB.url,
      source: 'tab',
      stripped: [],
    });
  });

  it('a page that refuses (chrome://, the Web Store, no grant): the tab URL', async () => {
    inject.mockRejectedValue(new Error('Cannot access contents of the page'));
    expect(await prepareUrl(TAB, both)).toEqual({
      url: 'https://www.example.com/a?id=1#c',
      source: 'tab',
      stripped: ['utm_source', 'fbclid'],
    });
  });

  it('a page that never answers: the tab URL once the wait is over', async () => {
    vi.useFakeTimers();
    inject.mockReturnValue(new Promise(() => {}));
    const prepared = prepareUrl(TAB, { useCanonical: true, stripTracking: false });
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    expect(await prepared).toEqual({ url: TAB.url, source: 'tab', stripped: [] });
  });

  it('no tab id, or a tab that is not a web page: the page is not asked', async () => {
    pageSays(CANONICAL);
    expect((await prepareUrl({ url: TAB.url }, both)).source).toBe('tab');
    expect((await prepareUrl({ id: 7, url: 'chrome://settings/' }, both)).url).toBe('chrome://settings/');
    expect(inject).not.toHaveBeenCalled();
  });
});

describe('where it is used', () => {
  const sent = () => creates(sandbox.current).map((r) => (r.body as { link: string }).link);

  describe("the popup's opening (openTab): the active tab of the focused window", () => {
    let query: ReturnType<typeof vi.fn>;
    const activeIs = (tab: object | undefined) =>
      (query = vi.fn(async () => (tab ? [tab] : []))) &&
      Object.defineProperty(browser.tabs, 'query', { value: query, configurable: true });
    const open = (actionId = 'a1') => handlers.openTab({ type: 'openTab', actionId });

    it('auto-shorten off: the stored preferences prepare the URL (canonical on by default, stripping off), nothing is made', async () => {
      pageSays(CANONICAL);
      activeIs({ ...TAB, title: 'A' });
      await configureFor(sandbox.current, undefined, { autoShorten: false });
      expect(await open()).toEqual({
        ok: true,
        value: { prepared: { url: CANONICAL, source: 'canonical', stripped: [] }, input: null, shortened: null },
      });
      expect(query).toHaveBeenCalledWith({ active: true, lastFocusedWindow: true });
      await configureFor(sandbox.current, undefined, { autoShorten: false, stripTracking: true, useCanonical: false });
      expect(await open()).toEqual({
        ok: true,
        value: {
          prepared: { url: 'https://www.example.com/a?id=1#c', source: 'tab', stripped: ['utm_source', 'fbclid'] },
          input: null,
          shortened: null,
        },
      });
      expect(sent()).toEqual([]);
    });

    it('auto-shorten on: the prepared URL is shortened with the tab title, once per action id', async () => {
      pageSays(CANONICAL);
      activeIs({ ...TAB, title: 'A' });
      const first = await open('a1');
      if (!first.ok || !first.value.shortened?.ok) throw new Error(`expected a link, got ${JSON.stringify(first)}`);
      expect(first.value.input).toEqual({ url: CANONICAL, title: 'A', reuseKnown: true });
      expect(first.value.shortened.value.link.destination).toBe(CANONICAL);
      // The same action again (the popup's retry): the same link, not a second one.
      const again = await open('a1');
      expect(again.ok && again.value.shortened?.ok && again.value.shortened.value.link.id).toBe(
        first.value.shortened.value.link.id,
      );
      expect(sent()).toEqual([CANONICAL]);
    });

    it('a tab that cannot be shortened, or none: nothing asked of the page, nothing made', async () => {
      activeIs({ id: 9, url: 'chrome://settings/' });
      expect(await open()).toEqual({ ok: true, value: { prepared: null, input: null, shortened: null } });
      activeIs(undefined);
      expect(await open()).toEqual({ ok: true, value: { prepared: null, input: null, shortened: null } });
      expect(inject).not.toHaveBeenCalled();
      expect(sent()).toEqual([]);
    });
  });

  it('the shortcut shortens the prepared URL, and "already shortened" compares it', async () => {
    pageSays(CANONICAL);
    await configureFor(sandbox.current, undefined, both);
    await onCommand('shorten-page', { ...TAB, title: 'A' } as never);
    expect(sent()).toEqual(['https://example.com/a?id=1']);
    // Another tracked address of the same page: its prepared URL is known, nothing is made.
    await onCommand('shorten-page', { id: 8, url: 'https://example.com/a?id=1&gclid=2', title: 'A' } as never);
    expect(sent()).toHaveLength(1);
  });

  it('"Shorten this page" shortens the prepared URL of its tab', async () => {
    pageSays(CANONICAL);
    await onMenuClick(
      { editable: false, menuItemId: MENU.shortenPage, pageUrl: TAB.url } as never,
      { ...TAB, title: 'A' } as never,
    );
    expect(sent()).toEqual([CANONICAL]);
    expect(inject).toHaveBeenCalledWith(expect.objectContaining({ target: { tabId: 7 } }));
  });

  it('"Shorten link" on a link never reads the page it is on; the link loses only its tracking parameters', async () => {
    pageSays(CANONICAL);
    await configureFor(sandbox.current, undefined, both);
    await onMenuClick(
      {
        editable: false,
        menuItemId: MENU.shortenLink,
        linkUrl: 'https://example.org/x?utm_source=a&k=1',
        pageUrl: TAB.url,
      } as never,
      TAB as never,
    );
    expect(sent()).toEqual(['https://example.org/x?k=1']);
    expect(inject).not.toHaveBeenCalled();
  });

  it('"Shorten link" with stripping off: the link exactly as it is', async () => {
    await onMenuClick(
      {
        editable: false,
        menuItemId: MENU.shortenLink,
        linkUrl: 'https://example.org/x?utm_source=a&k=1',
        pageUrl: TAB.url,
      } as never,
      TAB as never,
    );
    expect(sent()).toEqual(['https://example.org/x?utm_source=a&k=1']);
  });
});

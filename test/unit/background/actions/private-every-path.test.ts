/**
 * Private stays private on every path: an action started in a private window makes its link (the
 * page is known, one link per action) but the link never joins the recent list (the head the
 * popup's projection is drawn from), whichever way it was asked for. One row per entry point.
 */
import 'fake-indexeddb/auto';
import { freshDatabases } from '../../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../../src/background/handlers';
import { MENU, onMenuClick } from '../../../../src/background/actions/context-menu';
import { onCommand } from '../../../../src/background/actions/commands';
import { onOmniboxEnter } from '../../../../src/background/actions/omnibox';
import { fromPrivate } from '../../../../src/background/actions/private-origin';
import { COMMANDS } from '../../../../src/shared/manifest';
import { mirrorFor } from '../../../../src/background/links/mirror';
import { accountOf } from '../../../../src/shared/links/account';
import { useEnglishMessages } from '../../../support/i18n';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';
import { until } from '../../../support/until';

vi.mock('../../../../src/background/actions/background-copy', () => ({ copyFromBackground: async () => true }));

const sandbox = useSandbox();
const PAGE = 'https://example.com/private-page';
const privateTab = { id: 7, windowId: 9, url: PAGE, title: 'Private page', incognito: true, active: true };
let account = '';

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  useEnglishMessages();
  vi.spyOn(browser.notifications, 'create').mockResolvedValue('n' as never);
  Object.defineProperty(browser, 'scripting', {
    value: { executeScript: async () => [{ result: null }] },
    configurable: true,
  });
  // The focused window (the address bar names no tab) and the tabs a query finds: the private ones.
  vi.spyOn(browser.windows, 'getLastFocused').mockResolvedValue({ id: 9, incognito: true } as never);
  vi.spyOn(browser.tabs, 'query').mockResolvedValue([privateTab] as never);
  Object.defineProperty(browser.permissions, 'request', { value: async () => true, configurable: true });
  // Shortened on opening in a private window too: the popup's opening is one of the paths.
  await configureFor(sandbox.current, DEMO_KEY, { privateAutoShorten: true });
  account = await accountOf(sandbox.current.url, DEMO_KEY);
});

const menu = (info: object) => onMenuClick({ editable: false, pageUrl: PAGE, ...info } as never, privateTab as never);

const ENTRY_POINTS: [string, () => Promise<unknown>][] = [
  ['the link menu', () => menu({ menuItemId: MENU.shortenLink, linkUrl: PAGE })],
  ['the page menu', () => menu({ menuItemId: MENU.shortenPage })],
  ['the selection', () => menu({ menuItemId: MENU.shortenSelection, selectionText: `See ${PAGE} now` })],
  ['the tab strip menu (all tabs)', () => menu({ menuItemId: MENU.shortenTabs })],
  ['the address bar', () => onOmniboxEnter(PAGE)],
  ['the shortcut', () => onCommand(COMMANDS.shortenPage, privateTab as never)],
  ["the popup's opening", () => handlers.openTab({ type: 'openTab', actionId: 'open-1' })],
  ["the popup's Shorten all tabs", () => handlers.shortenTabs({ type: 'shortenTabs', actionId: 'tabs-1' })],
  [
    "the popup's own shorten",
    () => handlers.shorten({ type: 'shorten', url: PAGE, actionId: 'popup-1', reuseKnown: true, privateWindow: true }),
  ],
  [
    'a list started from a private window',
    () =>
      handlers.bulkStart({
        type: 'bulkStart',
        account,
        addresses: [PAGE],
        confirmed: [],
        presetId: null,
        privateWindow: true,
      }),
  ],
];

describe('an action from a private window', () => {
  it.each(ENTRY_POINTS)('%s: the link is made and kept, but not added to the recent links', async (_, act) => {
    await act();
    await until(
      () => creates(sandbox.current).length,
      (n) => n === 1,
    );
    // Once its write is in: the account's links hold it.
    const all = await until(
      () => mirrorFor(account).all(),
      (links) => links.some((l) => l.destination === PAGE),
    );
    const made = all.find((l) => l.destination === PAGE)!;
    expect((await mirrorFor(account).view()).head.links.map((l) => l.id)).not.toContain(made.id);
  });
});

it("an edit of a private window's link (its popup's Edit) does not bring it into the recent links", async () => {
  const made = await handlers.shorten({
    type: 'shorten',
    url: PAGE,
    actionId: 'popup-2',
    reuseKnown: true,
    privateWindow: true,
  });
  if (!made.ok) throw new Error(made.error.kind);
  const id = made.value.link.id;
  expect(await handlers.updateLink({ type: 'updateLink', id, account, changes: { title: 'Renamed' } })).toMatchObject({
    ok: true,
  });
  const all = await until(
    () => mirrorFor(account).all(),
    (links) => links.some((l) => l.id === id && l.title === 'Renamed'),
  );
  expect(all.length).toBe(1);
  expect((await mirrorFor(account).view()).head.links.map((l) => l.id)).not.toContain(id);
});

describe('a path that names no tab (the address bar)', () => {
  const focusUnknown = (windows: object[]) => {
    vi.spyOn(browser.windows, 'getLastFocused').mockRejectedValue(new Error('No last-focused window'));
    vi.spyOn(browser.windows, 'getAll').mockResolvedValue(windows as never);
  };

  it.each([
    [
      'a private window is open',
      [
        { id: 1, incognito: false },
        { id: 2, incognito: true },
      ],
      true,
    ],
    ['no private window is open', [{ id: 1, incognito: false }], false],
  ])('with no focused window known, and %s: private %s', async (_, windows, expected) => {
    focusUnknown(windows);
    expect(await fromPrivate()).toBe(expected);
    expect(await fromPrivate({ incognito: false })).toBe(false);
  });
});

/**
 * The page's menu's *Redirect a short link here…*: the manager opens (a tab where there is no panel)
 * and takes up the page's address (prepared as for shortening), once and only within
 * POINT_REQUEST_MS; a page with no web address leaves nothing to take up.
 */
import { beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { onMenuClick, MENU } from '../../../../src/background/actions/context-menu';
import { takePointRequest } from '../../../../src/platform/point-request';
import { useClock, realClock } from '../../../../src/shared/time/clock';
import { POINT_REQUEST_MS } from '../../../../src/shared/time/limits';
import { useEnglishMessages } from '../../../support/i18n';
import { configureFor, useSandbox } from '../../../support/sandbox';

const sandbox = useSandbox();
let now = 1_000_000;

beforeEach(async () => {
  fakeBrowser.reset();
  useEnglishMessages();
  now = 1_000_000;
  useClock({ now: () => now, sleep: realClock.sleep });
  await configureFor(sandbox.current);
  return () => useClock(null);
});

const click = (pageUrl: string) =>
  onMenuClick({ menuItemId: MENU.pointHere, editable: false, pageUrl }, {
    id: 7,
    windowId: 3,
    url: pageUrl,
  } as never);

it('opens the manager and leaves it the page’s address, prepared as for shortening, taken once', async () => {
  const create = vi.spyOn(browser.tabs, 'create');
  await click('https://example.com/article?id=4');
  expect(create).toHaveBeenCalledOnce();
  expect(create.mock.calls[0]![0].url).toContain('sidepanel.html?view=tab');
  expect(await takePointRequest()).toBe('https://example.com/article?id=4');
  expect(await takePointRequest()).toBeNull();
});

it('a request not taken up within POINT_REQUEST_MS is dropped', async () => {
  await click('https://example.com/late');
  now += POINT_REQUEST_MS + 1;
  expect(await takePointRequest()).toBeNull();
});

it('a page without a web address leaves nothing to point at', async () => {
  await click('chrome://settings/');
  expect(await takePointRequest()).toBeNull();
});

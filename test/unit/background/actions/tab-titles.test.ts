/** A tab's title reaches the service cleaned and capped, from every path that reads it from the tab. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { onCommand } from '../../../../src/background/actions/commands';
import { MENU, onMenuClick } from '../../../../src/background/actions/context-menu';
import { openTab } from '../../../../src/background/actions/open-tab';
import { shortenTabs } from '../../../../src/background/actions/shorten-tabs';
import { COMMANDS } from '../../../../src/shared/manifest';
import { captureFeedback } from '../../../support/feedback';
import { useEnglishMessages } from '../../../support/i18n';
import { configureFor, creates, useSandbox } from '../../../support/sandbox';

vi.mock('../../../../src/background/actions/clipboard', () => ({ copyFromBackground: async () => true }));

const sandbox = useSandbox();
const HOSTILE = `Invoice\u202Efdp.exe\u0007 ${'x'.repeat(1500)}`;
const CLEAN = `Invoicefdp.exe ${'x'.repeat(1500)}`.slice(0, 1000);
const TAB = { id: 3, windowId: 1, url: 'https://example.com/page', title: HOSTILE, active: true };
const sentTitles = () => creates(sandbox.current).map((r) => (r.body as { title?: string }).title);

beforeEach(async () => {
  fakeBrowser.reset();
  useEnglishMessages();
  captureFeedback();
  vi.spyOn(browser.tabs, 'query').mockResolvedValue([TAB] as never);
  await configureFor(sandbox.current);
});

describe('a hostile page title is cleaned and capped before it is sent', () => {
  it.each([
    ['the popup opening', () => openTab('open-1')],
    ['the keyboard shortcut', () => onCommand(COMMANDS.shortenPage, TAB as never)],
    [
      'the menu',
      () => onMenuClick({ menuItemId: MENU.shortenPage, pageUrl: TAB.url, editable: false } as never, TAB as never),
    ],
    ['all tabs', () => shortenTabs([TAB], 'tabs-1')],
  ])('%s', async (_path, act) => {
    await act();
    expect(sentTitles()).toEqual([CLEAN]);
  });
});

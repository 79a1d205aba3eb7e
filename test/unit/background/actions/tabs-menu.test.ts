/** The tab strip's "Shorten all tabs": made only where the menus have a `tab` context; a click shortens the window's tabs and copies the list. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { createMenus, MENU, onMenuClick } from '../../../../src/background/actions/context-menu';
import { useEnglishMessages } from '../../../../test/support/i18n';
import { configureFor, creates, useSandbox } from '../../../../test/support/sandbox';

const copied: string[] = [];
vi.mock('../../../../src/background/actions/background-copy', () => ({
  copyFromBackground: async (text: string) => (copied.push(text), true),
}));

const sandbox = useSandbox();
const made: { id?: string; contexts?: string[] }[] = [];

/** Menus as a platform has them: its ContextType enum, and a record of what was made. */
function menusWith(contextType: Record<string, string>) {
  made.length = 0;
  const menus = {
    ContextType: contextType,
    removeAll: async () => {},
    create: (p: { id?: string; contexts?: string[] }) => void made.push(p),
    onClicked: { addListener() {} },
  };
  Object.defineProperty(browser, 'contextMenus', { value: menus, configurable: true });
}

beforeEach(async () => {
  fakeBrowser.reset();
  useEnglishMessages();
  copied.length = 0;
  vi.spyOn(browser.notifications, 'create').mockResolvedValue('n' as never);
  await configureFor(sandbox.current);
});

describe('the tab strip menu entry', () => {
  it('is made in Firefox, whose menus have the tab context', async () => {
    menusWith({ PAGE: 'page', LINK: 'link', SELECTION: 'selection', TAB: 'tab' });
    await createMenus();
    expect(made.find((m) => m.id === MENU.shortenTabs)?.contexts).toEqual(['tab']);
  });

  it('is not made in Chrome, whose menus have no tab context', async () => {
    menusWith({ PAGE: 'page', LINK: 'link', SELECTION: 'selection', ACTION: 'action' });
    await createMenus();
    expect(made.map((m) => m.id)).not.toContain(MENU.shortenTabs);
    expect(made).toHaveLength(4);
  });

  it("a click asks for the tabs permission, shortens the window's tabs and copies the list", async () => {
    await configureFor(sandbox.current, undefined, { copyFormat: 'markdown' });
    const request = vi.fn(async () => true);
    Object.defineProperty(browser.permissions, 'request', { value: request, configurable: true });
    const tabs = [
      { id: 1, windowId: 3, url: 'https://example.com/one', title: 'One', highlighted: true },
      { id: 2, windowId: 3, url: 'https://example.com/two', title: 'Two', highlighted: false },
    ];
    Object.defineProperty(browser.tabs, 'query', {
      value: async (q: { highlighted?: boolean }) =>
        tabs.filter((t) => q.highlighted === undefined || t.highlighted === q.highlighted),
      configurable: true,
    });
    await onMenuClick({ menuItemId: MENU.shortenTabs, editable: false } as never, tabs[0] as never);
    expect(request).toHaveBeenCalledWith({ permissions: ['tabs'] });
    expect(creates(sandbox.current)).toHaveLength(2);
    expect(copied).toHaveLength(1);
    expect(copied[0]).toMatch(/^- \[One\]\(https:\/\/zd\.lc\/\w+\)\n- \[Two\]\(https:\/\/zd\.lc\/\w+\)$/);
  });

  it('with the permission refused, nothing is read or made', async () => {
    Object.defineProperty(browser.permissions, 'request', { value: async () => false, configurable: true });
    const query = vi.fn(async () => []);
    Object.defineProperty(browser.tabs, 'query', { value: query, configurable: true });
    await onMenuClick({ menuItemId: MENU.shortenTabs, editable: false } as never, { id: 1, windowId: 3 } as never);
    expect(query).not.toHaveBeenCalled();
    expect(creates(sandbox.current)).toHaveLength(0);
  });
});

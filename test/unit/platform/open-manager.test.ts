import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { onCommand } from '../../../src/background/actions/commands';
import { buildManifest, COMMANDS } from '../../../src/shared/manifest';
import { managerTabUrl, openManager } from '../../../src/platform/open-manager';

beforeEach(() => fakeBrowser.reset());

const tabsCreated = () => vi.spyOn(browser.tabs, 'create').mockResolvedValue({} as never);

describe('the open-manager command', () => {
  it.each(['chrome', 'firefox'] as const)('is in the %s manifest with Alt+Shift+J', (b) => {
    expect(buildManifest(b, { loopback: false }).commands[COMMANDS.openManager]).toEqual({
      suggested_key: { default: 'Alt+Shift+J' },
      description: '__MSG_commandOpenManager__',
    });
  });

  it('opens the manager when pressed (a tab where the browser has no panel)', async () => {
    const create = tabsCreated();
    await onCommand(COMMANDS.openManager, { id: 1, windowId: 3 } as never);
    expect(create).toHaveBeenCalledWith({ url: managerTabUrl() });
    expect(managerTabUrl()).toMatch(/\/sidepanel\.html\?view=tab$/);
  });

  it('another command does not open it', async () => {
    const create = tabsCreated();
    await onCommand('something-else', { id: 1, windowId: 3 } as never);
    expect(create).not.toHaveBeenCalled();
  });
});

describe('openManager', () => {
  it("Chrome: the window's side panel, opened before anything is awaited", async () => {
    const create = tabsCreated();
    const open = vi.fn().mockResolvedValue(undefined);
    const done = openManager(7, { sidePanel: { open } });
    expect(open).toHaveBeenCalledWith({ windowId: 7 }); // synchronously, inside the gesture
    expect(await done).toBe('panel');
    expect(create).not.toHaveBeenCalled();
  });

  it('Firefox: the sidebar', async () => {
    const open = vi.fn().mockResolvedValue(undefined);
    const done = openManager(undefined, { sidebarAction: { open } });
    expect(open).toHaveBeenCalled();
    expect(await done).toBe('panel');
  });

  it('a refused panel, or no window: the tab instead', async () => {
    const create = tabsCreated();
    expect(await openManager(7, { sidePanel: { open: vi.fn().mockRejectedValue(new Error('no gesture')) } })).toBe(
      'tab',
    );
    expect(await openManager(undefined, { sidePanel: { open: vi.fn() } })).toBe('tab');
    expect(create).toHaveBeenCalledTimes(2);
  });
});

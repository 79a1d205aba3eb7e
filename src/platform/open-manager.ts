/**
 * Opens the link manager: Chrome's side panel, Firefox's sidebar, or else the same page
 * in a tab. Both browsers only open a panel inside the user's gesture, so nothing is awaited before
 * the call: callers (a click, the `open-manager` command) call this first.
 */
import { browser } from 'wxt/browser';

/** The manager's page; `?view=tab` lays it out for a full tab. */
export const MANAGER_PATH = '/sidepanel.html';

export const managerTabUrl = (): string => browser.runtime.getURL(`${MANAGER_PATH}?view=tab`);

interface PanelApis {
  sidePanel?: { open(options: { windowId: number }): Promise<void> };
  sidebarAction?: { open(): Promise<void> };
}

/** Where it opened: the browser's panel, or a tab when there is none (or it refused). */
export async function openManager(
  windowId: number | undefined,
  apis: PanelApis = browser as unknown as PanelApis,
): Promise<'panel' | 'tab'> {
  let opening: Promise<void> | null = null;
  try {
    if (apis.sidebarAction) opening = apis.sidebarAction.open();
    else if (apis.sidePanel && windowId !== undefined) opening = apis.sidePanel.open({ windowId });
  } catch {
    opening = null;
  }
  if (opening) {
    try {
      await opening;
      return 'panel';
    } catch {
      // Refused (no gesture, panel disabled): the tab instead.
    }
  }
  await browser.tabs.create({ url: managerTabUrl() });
  return 'tab';
}

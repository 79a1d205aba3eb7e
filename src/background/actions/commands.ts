/** Keyboard commands handled here (the browser itself opens the popup for `_execute_action`). */
import { browser, type Browser } from 'wxt/browser';
import { COMMANDS } from '../../shared/manifest';
import { shortenAndCopy } from './quick-shorten';
import { fromPrivate } from './private-origin';
import { openManager } from '../../platform/open-manager';
import { tabTitle } from '../../shared/links/tab-title';

/** A plain function so tests can call it; the command grants activeTab, so the tab's URL is readable. */
export async function onCommand(command: string, tab?: Browser.tabs.Tab): Promise<void> {
  // Opened first, inside the command's gesture (a panel refuses to open after an await).
  if (command === COMMANDS.openManager) return void (await openManager(tab?.windowId));
  if (command !== COMMANDS.shortenPage) return;
  const active = tab?.url ? tab : (await browser.tabs.query({ active: true, currentWindow: true }))[0];
  await shortenAndCopy(active?.url, {
    title: tabTitle(active?.title),
    privateWindow: await fromPrivate(active),
    tabId: active?.id,
  });
}

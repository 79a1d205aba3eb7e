/**
 * "Shorten link" on any link, "Shorten this page" on a page: a link or page the account already
 * shortened gets its known link back ("Already shortened"). A new one is asked for with Shift in
 * Firefox (whose clicks carry modifiers) or from the popup's *Create a new one* / *New link*. One
 * item per context keeps it a single click: a second item would fold both into a submenu.
 * "Redirect a short link here…" on a page opens the manager to pick the link (./context-menu.ts, pointHere).
 * "Shorten the link in the selection" on selected text (./shorten-selection.ts). "Shorten all tabs" on the
 * tab strip, where the platform has that menu (./tabs-menu.ts).
 * Menus persist: made once, on install, with fixed ids.
 */
import { browser, type Browser } from 'wxt/browser';
import { tabTitle } from '../../shared/links/tab-title';
import { t } from '../../platform/text/i18n';
import { hasMenuContext } from '../optional-api';
import { shortenAndCopy } from './quick-shorten';
import { fromPrivate } from './private-origin';
import { shortenSelection } from './shorten-selection';
import { requestTabsPermission, shortenTabsAndCopy } from './tabs-menu';
import { openManager } from '../../platform/open-manager';
import { askToPoint } from '../../platform/point-request';
import { prepareTarget } from './prepare-target';

export const MENU = {
  shortenLink: 'prettylink-shorten-link',
  shortenPage: 'prettylink-shorten-page',
  shortenSelection: 'prettylink-shorten-selection',
  shortenTabs: 'prettylink-shorten-tabs',
  pointHere: 'prettylink-point-here',
} as const;

/** Made where the platform has menus (Firefox for Android has none). */
export async function createMenus(): Promise<void> {
  if (!browser.contextMenus) return;
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({ id: MENU.shortenLink, title: t('menuShortenLink'), contexts: ['link'] });
  browser.contextMenus.create({ id: MENU.shortenPage, title: t('menuShortenPage'), contexts: ['page'] });
  // A second page item folds both under the extension's name: pointing is worth the extra step.
  browser.contextMenus.create({ id: MENU.pointHere, title: t('menuPointHere'), contexts: ['page'] });
  browser.contextMenus.create({ id: MENU.shortenSelection, title: t('menuShortenSelection'), contexts: ['selection'] });
  if (hasMenuContext(browser.contextMenus, 'tab'))
    browser.contextMenus.create({
      id: MENU.shortenTabs,
      title: t('shortenAllTabs'),
      contexts: ['tab' as Browser.contextMenus.ContextType],
    });
}

/** The click handler, a plain function so tests can call it (the fake browser has no menus). */
export async function onMenuClick(
  info: Browser.contextMenus.OnClickData & { modifiers?: string[] },
  tab?: Browser.tabs.Tab,
): Promise<void> {
  // Asked before anything is awaited: Firefox takes a menu click as the user's gesture only until then.
  if (info.menuItemId === MENU.shortenTabs) return shortenTabsAndCopy(tab?.windowId, requestTabsPermission());
  if (info.menuItemId === MENU.pointHere)
    return pointHere(openManager(tab?.windowId), info.pageUrl ?? tab?.url, tab?.id);
  const fresh = info.modifiers?.includes('Shift') ?? false;
  // The window's privacy goes with every entry (all tabs: each tab's own).
  const privateWindow = await fromPrivate(tab);
  // A link's page is not its target: only "Shorten this page" reads the page's canonical address.
  if (info.menuItemId === MENU.shortenLink) await shortenAndCopy(info.linkUrl, { fresh, privateWindow });
  else if (info.menuItemId === MENU.shortenPage)
    await shortenAndCopy(info.pageUrl ?? tab?.url, {
      title: tabTitle(tab?.title),
      fresh,
      privateWindow,
      tabId: tab?.id,
    });
  else if (info.menuItemId === MENU.shortenSelection) await shortenSelection(info.selectionText, fresh, privateWindow);
}

/**
 * *Redirect a short link here…*: the popup cannot be opened from here, so the manager is (inside the
 * click, before anything is awaited) and takes up the page's address, prepared as for shortening.
 */
async function pointHere(opening: Promise<unknown>, url: string | undefined, tabId: number | undefined): Promise<void> {
  const target = await prepareTarget(url, tabId);
  if (target.prepared) await askToPoint(target.url ?? '');
  await opening.catch(() => undefined);
}

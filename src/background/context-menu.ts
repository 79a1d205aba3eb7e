/** "Shorten link" on any link, and "Shorten this page" on a page. Menus persist: made once, on install. */
import { browser, type Browser } from 'wxt/browser';
import { t } from '../text/i18n';
import { shortenAndCopy } from './quick-shorten';

export const MENU = { shortenLink: 'prettylink-shorten-link', shortenPage: 'prettylink-shorten-page' } as const;

export async function createMenus(): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({ id: MENU.shortenLink, title: t('menuShortenLink'), contexts: ['link'] });
  browser.contextMenus.create({ id: MENU.shortenPage, title: t('menuShortenPage'), contexts: ['page'] });
}

/** The click handler, a plain function so tests can call it (the fake browser has no menus). */
export async function onMenuClick(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab): Promise<void> {
  if (info.menuItemId === MENU.shortenLink) await shortenAndCopy(info.linkUrl);
  else if (info.menuItemId === MENU.shortenPage) await shortenAndCopy(info.pageUrl ?? tab?.url, tab?.title);
}

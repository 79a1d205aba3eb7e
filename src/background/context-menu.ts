/**
 * "Shorten link" on any link, "Shorten this page" on a page: a link or page the account already
 * shortened gets its known link back; the "as a new short link" entries always make one.
 * Menus persist: made once, on install, with fixed ids.
 */
import { browser, type Browser } from 'wxt/browser';
import { t } from '../text/i18n';
import { shortenAndCopy } from './quick-shorten';

export const MENU = {
  shortenLink: 'prettylink-shorten-link',
  shortenLinkNew: 'prettylink-shorten-link-new',
  shortenPage: 'prettylink-shorten-page',
  shortenPageNew: 'prettylink-shorten-page-new',
} as const;

export async function createMenus(): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({ id: MENU.shortenLink, title: t('menuShortenLink'), contexts: ['link'] });
  browser.contextMenus.create({ id: MENU.shortenLinkNew, title: t('menuShortenLinkNew'), contexts: ['link'] });
  browser.contextMenus.create({ id: MENU.shortenPage, title: t('menuShortenPage'), contexts: ['page'] });
  browser.contextMenus.create({ id: MENU.shortenPageNew, title: t('menuShortenPageNew'), contexts: ['page'] });
}

/** The click handler, a plain function so tests can call it (the fake browser has no menus). */
export async function onMenuClick(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab): Promise<void> {
  const fresh = info.menuItemId === MENU.shortenLinkNew || info.menuItemId === MENU.shortenPageNew;
  if (info.menuItemId === MENU.shortenLink || info.menuItemId === MENU.shortenLinkNew) await shortenAndCopy(info.linkUrl, { fresh });
  else if (info.menuItemId === MENU.shortenPage || info.menuItemId === MENU.shortenPageNew) await shortenAndCopy(info.pageUrl ?? tab?.url, { title: tab?.title, fresh });
}

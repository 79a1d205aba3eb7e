/** The page's language and direction from the UI locale, for screen readers and hyphenation. */
import { browser } from 'wxt/browser';
import { t, type MessageName } from './i18n';

export function localizeDocument(titleMessage: MessageName = 'extName'): void {
  document.documentElement.lang = browser.i18n.getUILanguage();
  document.title = t(titleMessage);
}

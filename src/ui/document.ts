/** The page's language and direction from the UI locale, for screen readers and hyphenation. */
import { t, uiLocale, type MessageName } from '../text/i18n';

export function localizeDocument(titleMessage: MessageName = 'extName'): void {
  document.documentElement.lang = uiLocale();
  document.title = t(titleMessage);
}

/**
 * The page's language and direction from the UI locale (the messages actually shown), for screen
 * readers, hyphenation and right-to-left layout. Every extension page calls it before rendering.
 */
import { isRtl, t, uiLocale, type MessageName } from '../../platform/text/i18n';

export function localizeDocument(titleMessage: MessageName = 'extName'): void {
  const locale = uiLocale();
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
  document.title = t(titleMessage);
}

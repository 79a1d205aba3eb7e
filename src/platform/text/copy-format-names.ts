/** Each copy format's name as the popup's Copy menu and the options page show it. */
import type { CopyFormat } from '../../shared/links/clip';
import type { MessageName } from './i18n';

export const COPY_FORMAT_NAMES: Record<CopyFormat, MessageName> = {
  plain: 'copyFormatPlain',
  markdown: 'copyFormatMarkdown',
  html: 'copyFormatHtml',
  rich: 'copyFormatRich',
  titled: 'copyFormatTitled',
};

/** A format whose name needs a word of explanation: the Copy menu shows it on a second line. */
export const COPY_FORMAT_NOTES: Partial<Record<CopyFormat, MessageName>> = {
  rich: 'copyFormatRichNote',
};

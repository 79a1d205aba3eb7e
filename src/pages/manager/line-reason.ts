/** Why a line of a pasted list has no web address to send, in words: the preview's and the results' reason. */
import { MAX_LISTED_URL_LENGTH } from '../../shared/links/bulk-input';
import type { UnreadLine } from '../../shared/links/bulk-job';
import { t } from '../../platform/text/i18n';

export const lineReason = (reason: UnreadLine['reason']): string =>
  reason === 'too-long'
    ? t('bulkTooLong', MAX_LISTED_URL_LENGTH.toLocaleString())
    : t(reason === 'other-scheme' ? 'bulkOtherScheme' : 'bulkNotWebAddress');

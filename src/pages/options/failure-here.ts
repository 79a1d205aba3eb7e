/**
 * A failure in words on the options page itself: the same as everywhere, except a refused key,
 * which elsewhere sends the user to the options (here already) and says the key is kept (a key
 * just pasted and refused is not).
 */
import type { Failure } from '../../shared/messages/contract';
import { failureText } from '../../platform/text/failure-text';
import { t } from '../../platform/text/i18n';

export const failureHere = (failure: Failure): string =>
  failure.kind === 'unauthorized' ? t('errorKeyRefusedHere') : failureText(failure).text;

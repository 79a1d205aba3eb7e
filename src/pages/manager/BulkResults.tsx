/**
 * A shortened list's results, one card an address: the short link on one line with its Copy
 * button, a status badge, the address given cut to one line (whole on hover and focus), and a
 * reason only where there is one. Wide dialogs lay the cards out as the columns of a table.
 */
import type { BulkEntry } from '../../shared/links/bulk-job';
import { t } from '../../platform/text/i18n';
import { icon } from '../components/Icon';

export const STATE_NAME = {
  made: 'bulkStateMade',
  reused: 'bulkStateReused',
  refused: 'bulkStateRefused',
  pending: 'bulkStateLeft',
} as const;

interface Props {
  entries: readonly BulkEntry[];
  reasonOf: (entry: BulkEntry) => string;
  onCopy: (shortLink: string) => void;
}

const shortText = (url: string) => url.replace(/^https?:\/\//, '');

export function BulkResults({ entries, reasonOf, onCopy }: Props) {
  return (
    // Focusable: it scrolls, and a keyboard must be able to scroll it.
    <ul class="bulk-results" tabIndex={0} aria-label={t('bulkResults')}>
      {entries.map((e, i) => {
        const reason = reasonOf(e);
        return (
          <li key={i} class="result-card" data-state={e.state}>
            {e.link ? (
              <span class="result-link">
                <bdi dir="ltr">{shortText(e.link.shortLink)}</bdi>
                <button
                  type="button"
                  class={`icon ghost ${icon('copy')}`}
                  aria-label={t('copyNamed', e.link.shortLink)}
                  title={t('copy')}
                  onClick={() => onCopy(e.link!.shortLink)}
                ></button>
              </span>
            ) : (
              <span class="result-link none" aria-hidden="true">
                —
              </span>
            )}
            <span class="badge" data-state={e.state}>
              {t(STATE_NAME[e.state])}
            </span>
            <span class="result-address" dir="auto" title={e.input} tabIndex={0}>
              {e.input}
            </span>
            {reason && <span class="result-reason">{reason}</span>}
          </li>
        );
      })}
    </ul>
  );
}

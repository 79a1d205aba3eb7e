/**
 * A shortened list's results, one card an address: the short link on one line with its Copy
 * button, a status badge, the address given cut to one line (whole on hover and focus), and a
 * reason only where there is one. Wide dialogs lay the cards out as the columns of a table.
 */
import type { BulkEntry } from '../../shared/links/bulk-job';
import { t } from '../../platform/text/i18n';
import { icon } from '../components/Icon';
import { memo } from '../components/memo';

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
      {entries.map((e, i) => (
        <ResultCard
          key={i}
          input={e.input}
          state={e.state}
          shortLink={e.link?.shortLink ?? null}
          reason={reasonOf(e)}
          onCopy={onCopy}
        />
      ))}
    </ul>
  );
}

interface CardProps {
  input: string;
  state: BulkEntry['state'];
  shortLink: string | null;
  reason: string;
  onCopy: (shortLink: string) => void;
}

/** One address; drawn again only when its own status changes (the job is rewritten whole while it runs). */
const ResultCard = memo(function ResultCard({ input, state, shortLink, reason, onCopy }: CardProps) {
  return (
    <li class="result-card" data-state={state}>
      {shortLink ? (
        <span class="result-link">
          <bdi dir="ltr">{shortText(shortLink)}</bdi>
          <button
            type="button"
            class={`icon ghost ${icon('copy')}`}
            aria-label={t('copyNamed', shortLink)}
            title={t('copy')}
            onClick={() => onCopy(shortLink)}
          ></button>
        </span>
      ) : (
        <span class="result-link none" aria-hidden="true">
          —
        </span>
      )}
      <span class="badge" data-state={state}>
        {t(STATE_NAME[state])}
      </span>
      <span class="result-address" dir="auto" title={input} tabIndex={0}>
        {input}
      </span>
      {reason && <span class="result-reason">{reason}</span>}
    </li>
  );
});

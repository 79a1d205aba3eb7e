/**
 * A shortened list's results, one card an address: the short link on one line with its Copy
 * button, a status badge, the address given cut to one line (whole on hover and focus), and a
 * reason only where there is one. Wide dialogs lay the cards out as the columns of a table.
 */
import type { BulkEntry } from '../../shared/links/bulk-job';
import { t } from '../../platform/text/i18n';
import { icon } from '../components/Icon';
import { memo } from '../components/memo';

const STATE_NAME = {
  made: 'bulkStateMade',
  reused: 'bulkStateReused',
  refused: 'bulkStateRefused',
  pending: 'bulkStateLeft',
} as const;

/** A pending address waits its turn while the list runs; once it has ended, it was not sent. */
const stateName = (state: BulkEntry['state'], running: boolean) =>
  state === 'pending' && running ? 'bulkStateWaiting' : STATE_NAME[state];

interface Props {
  entries: readonly BulkEntry[];
  /** The list is still running: addresses not sent yet are waiting, not left out. */
  running?: boolean;
  reasonOf: (entry: BulkEntry) => string;
  onCopy: (shortLink: string) => void;
}

const shortText = (url: string) => url.replace(/^https?:\/\//, '');

export function BulkResults({ entries, running = false, reasonOf, onCopy }: Props) {
  return (
    // Focusable: it scrolls, and a keyboard must be able to scroll it.
    <ul class="bulk-results" tabIndex={0} aria-label={t('bulkResults')}>
      {entries.map((e, i) => (
        <ResultCard
          key={i}
          input={e.input}
          state={e.state}
          label={t(stateName(e.state, running))}
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
  /** The status in words. */
  label: string;
  shortLink: string | null;
  reason: string;
  onCopy: (shortLink: string) => void;
}

/** One address; drawn again only when its own status changes (the job is rewritten whole while it runs). */
const ResultCard = memo(function ResultCard({ input, state, label, shortLink, reason, onCopy }: CardProps) {
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
        {label}
      </span>
      <span class="result-address" dir="auto" title={input} tabIndex={0}>
        {input}
      </span>
      {reason && <span class="result-reason">{reason}</span>}
    </li>
  );
});

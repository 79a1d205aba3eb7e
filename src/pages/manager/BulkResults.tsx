/**
 * A shortened list's results, one card an address: the short link on one line with its Copy
 * button (or, where none was made, the reason why), a status badge, and the address given cut to
 * one line (whole on hover and focus). Wide dialogs lay the cards out as the columns of a table.
 */
import type { BulkEntry } from '../../shared/links/bulk-job';
import { useRef } from 'preact/hooks';
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
      {/* The wide layout's column heads (each card names its parts to a screen reader). */}
      <li class="result-heads" aria-hidden="true">
        <span>{t('bulkColumnShortLink')}</span>
        <span>{t('bulkColumnStatus')}</span>
        <span>{t('bulkColumnAddress')}</span>
      </li>
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
  // Every card has the same two lines from waiting to its end: the first holds the short link and
  // its Copy, or the reason it was not made, or a dash, always at the Copy button's height.
  // Refused from its first paint, a card has nothing to keep: a wide layout gives its reason a line.
  const refusedFirst = useRef(state === 'refused').current;
  return (
    <li class={`result-card${refusedFirst ? ' reason-line' : ''}`} data-state={state}>
      <span class={`result-link${shortLink ? '' : ' none'}`}>
        {shortLink ? (
          <bdi dir="ltr">{shortText(shortLink)}</bdi>
        ) : reason ? (
          <span class="result-reason" title={reason} tabIndex={0}>
            {reason}
          </span>
        ) : (
          <span aria-hidden="true">—</span>
        )}
        {shortLink ? (
          <button
            type="button"
            class={`icon ghost ${icon('copy')}`}
            aria-label={t('copyNamed', shortLink)}
            title={t('copy')}
            onClick={() => onCopy(shortLink)}
          ></button>
        ) : (
          // The Copy button's room, kept: the card does not grow when its link arrives.
          <button
            type="button"
            class={`icon ghost copy-room ${icon('copy')}`}
            aria-hidden="true"
            tabIndex={-1}
            disabled
          ></button>
        )}
      </span>
      <span class="badge" data-state={state}>
        {label}
      </span>
      <span class="result-address" dir="auto" title={input} tabIndex={0}>
        {input}
      </span>
    </li>
  );
});

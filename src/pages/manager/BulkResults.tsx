/**
 * A shortened list's results: one row an address, drawn as every list draws a link
 * (../components/LinkFace.tsx), cut to its site and last path segment so addresses that share a start stay apart, with
 * its status badge and Copy and Open. Where no link is (yet), its status stands in the link's place
 * ("Waiting", muted, while the list runs) and a reason gets a line of its own under it, the row's
 * full width. `show` keeps only the rows of one status (the filter chips over it).
 */
import { useContext, useState } from 'preact/hooks';
import type { BulkEntry } from '../../shared/links/bulk-job';
import { t } from '../../platform/text/i18n';
import { LinkActions } from '../components/LinkActions';
import { RowMenu } from '../components/RowMenu';
import { LinkFace } from '../components/LinkFace';
import { memo } from '../components/memo';
import { cutAddress } from './CutAddress';
import { maskCredentials, shownAddress } from './address-text';
import { destinationText, untitledTitle } from '../components/readable-url';
import { RowMenuList } from '../components/RowMenuList';
import { ShareDialog } from '../components/ShareDialog';
import { openShareSheet } from '../components/share-sheet';
import { SharingContext } from '../components/sharing';

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
  /** Only the rows of this status (null: every row). */
  show?: BulkEntry['state'] | null;
}

export function BulkResults({ entries, running = false, reasonOf, onCopy, show = null }: Props) {
  return (
    // Focusable: it scrolls, and a keyboard must be able to scroll it.
    <ul
      class={useContext(SharingContext) ? 'bulk-results sharing' : 'bulk-results'}
      tabIndex={0}
      aria-label={t('bulkResults')}
    >
      {entries.map((e, i) =>
        show && e.state !== show ? null : (
          <ResultCard
            key={i}
            waiting={running && e.state === 'pending'}
            destination={e.link?.destination ?? e.input}
            shown={maskCredentials(e.link?.destination ?? e.input)}
            title={e.link?.title ?? ''}
            state={e.state}
            label={t(stateName(e.state, running))}
            shortLink={e.link?.shortLink ?? null}
            reason={reasonOf(e)}
            onCopy={onCopy}
          />
        ),
      )}
    </ul>
  );
}

interface CardProps {
  /** The link's destination, or the address as given where none was made. */
  destination: string;
  /** The destination as shown: its password masked. */
  shown: string;
  title: string;
  state: BulkEntry['state'];
  /** Not sent yet while the list runs: it waits its turn. */
  waiting: boolean;
  /** The status in words. */
  label: string;
  shortLink: string | null;
  reason: string;
  onCopy: (shortLink: string) => void;
}

/** One address; drawn again only when its own status changes (the job is rewritten whole while it runs). */
const ResultCard = memo(function ResultCard({
  destination,
  shown,
  title,
  state,
  waiting,
  label,
  shortLink,
  reason,
  onCopy,
}: CardProps) {
  // Untitled, its address is the title's line; where its destination cuts to the same words (only the
  // query told them apart), it is said once.
  // Share… in the row's menu, where sharing is on: the share sheet, or the destinations in a dialog.
  const sharing = useContext(SharingContext);
  const [choosing, setChoosing] = useState(false);
  const cutOnce = !title && shownAddress(untitledTitle(shown)) === shownAddress(destinationText(shown));
  const badge = (
    <span class="badge" data-state={state}>
      {label}
    </span>
  );
  return (
    <li class={cutOnce ? 'result-card link-row cut-once' : 'result-card link-row'} data-state={state}>
      <LinkFace
        title={title}
        shortLink={shortLink}
        destination={shown}
        mark={cutAddress}
        badge={shortLink ? badge : undefined}
        // No link (yet): the status in its place; waiting, a quiet word (no dash, no outline).
        missing={waiting ? <span class="result-waiting">{label}</span> : badge}
        meta={reason ? <span class="result-reason">{reason}</span> : undefined}
      />
      {shortLink ? (
        <LinkActions
          shortLink={shortLink}
          destination={destination}
          onCopy={() => onCopy(shortLink)}
          menu={
            sharing && (
              <RowMenu
                label={t('moreActionsNamed', shortLink)}
                List={RowMenuList}
                items={[
                  {
                    id: 'share',
                    label: t('share'),
                    icon: 'share',
                    onSelect: () => openShareSheet({ shortLink, title }) || setChoosing(true),
                  },
                ]}
              />
            )
          }
        />
      ) : (
        // Copy's and Open's room, kept: the row does not change as its link arrives.
        <span class="actions-room" aria-hidden="true"></span>
      )}
      {choosing && sharing && shortLink && (
        <ShareDialog data={{ shortLink, title }} sharing={sharing} onClose={() => setChoosing(false)} />
      )}
    </li>
  );
});

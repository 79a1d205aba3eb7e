/**
 * A list being shortened, then its results (./BulkDialog.tsx): a progress bar while it runs, and
 * once ended the counts first ("9 new · 2 already shortened · 3 not shortened"); then filter chips,
 * each whole, wrapping where the line is full ("New 9 · Already shortened 2 · Not shortened 3") and every address as a row whose
 * status changes in place. Only Stop while it runs; once ended, Copy all, a menu with Export and
 * another list, and Close, in the dialog's foot.
 */
import { Fragment, type ComponentChildren } from 'preact';
import { useCallback, useRef, useState } from 'preact/hooks';
import type { BulkCounts, BulkEntry, BulkJob, BulkProgress } from '../../shared/links/bulk-job';
import { countsOf, repeatsOf } from '../../shared/links/bulk-job';
import type { CopyFormat } from '../../shared/links/clip';
import { failureText } from '../../platform/text/failure-text';
import { formatNumber, plural, t, type PluralName } from '../../platform/text/i18n';
import { copyClip } from '../../platform/clipboard';
import { listClip, resultsCsv, resultsFileName } from './bulk-results';
import { BulkResults } from './BulkResults';
import { lineReason } from './line-reason';
import { downloadText } from '../components/download';
import { RowMenu } from '../components/RowMenu';
import { RowMenuList } from '../components/RowMenuList';

interface Props {
  job: BulkJob;
  /** The job's progress item while it runs (null: none yet, the job as it started is drawn). */
  progress: BulkProgress | null;
  onCancel: () => void;
  copyFormat: CopyFormat;
  onAnnounce: (text: string) => void;
  onAnother: () => void;
  onClose: (message?: string) => void;
}

/** The ended list's counts in words, those that are not 0 ("9 new · 3 not shortened"); each count whole on its
 *  line (bulk-results.css), a wrap only between them. */
function summary(counts: BulkCounts) {
  const parts: [PluralName, number][] = [
    ['bulkSummaryMade', counts.made],
    ['bulkSummaryReused', counts.reused],
    ['bulkSummaryRefused', counts.refused],
    ['bulkSummaryLeft', counts.left],
  ];
  const said = parts.filter(([, n]) => n > 0);
  return (said.length ? said : parts.slice(0, 1)).map(([name, n], i) => (
    <Fragment key={name}>
      {i > 0 && ' · '}
      <span>{plural(name, n)}</span>
    </Fragment>
  ));
}

/** A chip's words, its number in bold wherever the language puts it. */
function chipText(name: PluralName, n: number) {
  const text = plural(name, n);
  const at = text.indexOf(formatNumber(n));
  if (at < 0) return text;
  const end = at + formatNumber(n).length;
  return (
    <>
      {text.slice(0, at)}
      <span class="chip-count">{text.slice(at, end)}</span>
      {text.slice(end)}
    </>
  );
}

const linksOf = (job: BulkJob) => job.entries.flatMap((e) => (e.link ? [e.link] : []));
const entryReason = (e: BulkEntry) => (e.unread ? lineReason(e.unread) : e.failure ? failureText(e.failure).text : '');

export function BulkJobView({ job, progress, onCancel, copyFormat, onAnnounce, onAnother, onClose }: Props) {
  // A cancelled job still takes in the answers on their way: it has ended once `endedAt` is set.
  // "Ended" is drawn with the whole ended job in hand, so its results come with it.
  const ended = job.endedAt !== null;
  // The job as drawn carries each address's state (its progress's, the known links settled): counted from it.
  // A progress without the states (written before they were kept) counts for itself.
  const counts = ended || !progress || progress.states ? countsOf(job) : progress.counts;
  const total = job.entries.length;
  const state = !ended ? t('bulkRunning') : job.state === 'done' ? t('bulkDone') : t('bulkCancelled');
  const cancellable = !ended && (progress?.state ?? job.state) === 'running';

  // Copy all and Export come with the results, once the list has ended.
  async function copyAll() {
    onAnnounce('');
    const made = linksOf(job);
    onAnnounce((await copyClip(listClip(made, copyFormat))) ? plural('copiedLinks', made.length) : t('copyFailed'));
  }
  // The same function every render: the cards are drawn again only when their own status changes.
  const announce = useRef(onAnnounce);
  announce.current = onAnnounce;
  const copyOne = useCallback((shortLink: string) => {
    announce.current('');
    void copyClip({ text: shortLink }).then((ok) => announce.current(ok ? t('copied') : t('copyFailed')));
  }, []);
  function exportResults() {
    const name = resultsFileName();
    downloadText(name, resultsCsv(job.entries, entryReason), 'text/csv;charset=utf-8');
    onAnnounce(t('exported', name));
  }

  const [show, setShow] = useState<BulkEntry['state'] | null>(null);
  // Their own words, each agreeing with its number ("Nouvelles 9"), not a row's badge beside a count.
  const chips: [BulkEntry['state'], PluralName, number][] = [
    ['made', 'bulkChipMade', counts.made],
    ['reused', 'bulkChipReused', counts.reused],
    ['refused', 'bulkChipRefused', counts.refused],
    ['pending', ended ? 'bulkChipLeft' : 'bulkChipWaiting', counts.left],
  ];
  const repeats = repeatsOf(job);

  return (
    <div class="bulk-job" aria-busy={!ended} data-ended={ended}>
      <div class="bulk-body">
        {/* Ended, the counts lead (the bar has done its work); the cancelled say so under them. */}
        {ended ? (
          <div class="bulk-summary" aria-hidden="true">
            <p class="bulk-summary-counts">{summary(counts)}</p>
            {job.state !== 'done' && <p class="hint small">{state}</p>}
          </div>
        ) : (
          <>
            <progress class="sync-bar" max={total} value={total - counts.left} aria-label={t('bulkProgress')} />
            <p class="bulk-state" aria-hidden="true">
              {state}
            </p>
          </>
        )}
        {/* Read out politely as they change: the state and every count, in the preview's names and
            order (with the repeats merged they add up to the lines pasted); what is drawn above says the same. */}
        <p class="bulk-counts sr-only" role="status" aria-live="polite" aria-atomic="true">
          {state} {t('bulkCounts', counts.made, counts.reused, repeats, counts.refused, counts.left)}
        </p>
        <div class="bulk-filter" role="group" aria-label={t('bulkFilterLabel')}>
          <Chip state={null} show={show} onShow={setShow}>
            {t('bulkFilterAll')} <span class="chip-count">{formatNumber(total)}</span>
          </Chip>
          {chips.map(([state, name, n]) =>
            n === 0 ? null : (
              <Chip key={state} state={state} show={show} onShow={setShow}>
                {chipText(name, n)}
              </Chip>
            ),
          )}
        </div>
        {repeats > 0 && <p class="hint small bulk-repeats">{plural('bulkRepeatsMerged', repeats)}</p>}
        {/* Every address with its status: updated in place as the engine writes the job, not at each progress write. */}
        <BulkResults entries={job.entries} running={!ended} reasonOf={entryReason} onCopy={copyOne} show={show} />
      </div>
      {ended ? (
        <div class="bulk-footer row bulk-actions">
          <button
            type="button"
            class="primary"
            disabled={counts.made + counts.reused === 0}
            onClick={() => void copyAll()}
          >
            {t('bulkCopyAll')}
          </button>
          {/* The rest in a "⋯" menu: Copy all, ⋯ and Close fit one row in every language, down to 320 px. */}
          <RowMenu
            label={t('bulkMoreActions')}
            List={RowMenuList}
            items={[
              { id: 'export', label: t('bulkExport'), icon: 'download', onSelect: exportResults },
              { id: 'another', label: t('bulkAnother'), icon: 'edit', onSelect: onAnother },
            ]}
          />
          <button type="button" onClick={() => onClose()}>
            {t('close')}
          </button>
        </div>
      ) : (
        <div class="bulk-footer row bulk-actions">
          <button type="button" onClick={onCancel} disabled={!cancellable}>
            {t('bulkStop')}
          </button>
        </div>
      )}
    </div>
  );
}

/** A filter chip: pressed while its rows are the ones shown. */
function Chip(props: {
  state: BulkEntry['state'] | null;
  show: BulkEntry['state'] | null;
  onShow: (state: BulkEntry['state'] | null) => void;
  children: ComponentChildren;
}) {
  return (
    <button
      type="button"
      class="chip-filter"
      data-state={props.state ?? 'all'}
      aria-pressed={props.show === props.state}
      onClick={() => props.onShow(props.state)}
    >
      {props.children}
    </button>
  );
}

/**
 * A list being shortened, then its results (./BulkDialog.tsx): a progress bar, the counts as filter
 * chips ("New 9 · Already shortened 2 · Not shortened 3") and every address as a row whose status
 * changes in place, with only Stop while it runs; once ended, Copy all, a menu with Export and
 * another list, and Close, in the dialog's foot.
 */
import { useCallback, useRef, useState } from 'preact/hooks';
import type { BulkEntry, BulkJob, BulkProgress } from '../../shared/links/bulk-job';
import { countsOf, repeatsOf } from '../../shared/links/bulk-job';
import type { CopyFormat } from '../../shared/links/clip';
import { failureText } from '../../platform/text/failure-text';
import { formatNumber, plural, t } from '../../platform/text/i18n';
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

const linksOf = (job: BulkJob) => job.entries.flatMap((e) => (e.link ? [e.link] : []));
const entryReason = (e: BulkEntry) => (e.unread ? lineReason(e.unread) : e.failure ? failureText(e.failure).text : '');

export function BulkJobView({ job, progress, onCancel, copyFormat, onAnnounce, onAnother, onClose }: Props) {
  // A cancelled job still takes in the answers on their way: it has ended once `endedAt` is set.
  // "Ended" is drawn with the whole ended job in hand, so its results come with it.
  const ended = job.endedAt !== null;
  const counts = ended || !progress ? countsOf(job) : progress.counts;
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
  const chips: [BulkEntry['state'] | null, string, number][] = [
    [null, t('bulkFilterAll'), total],
    ['made', t('bulkStateMade'), counts.made],
    ['reused', t('bulkStateReused'), counts.reused],
    ['refused', t('bulkStateRefused'), counts.refused],
    ['pending', t(ended ? 'bulkStateLeft' : 'bulkStateWaiting'), counts.left],
  ];
  const repeats = repeatsOf(job);

  return (
    <div class="bulk-job" aria-busy={!ended} data-ended={ended}>
      <div class="bulk-body">
        <progress class="sync-bar" max={total} value={total - counts.left} aria-label={t('bulkProgress')} />
        {/* The job's state, and its counts read out politely as they change (the chips show them). */}
        <p class="bulk-counts" role="status" aria-live="polite" aria-atomic="true">
          <span class="bulk-state">{state}</span>{' '}
          {/* The preview's names, in its order: with the repeats merged they add up to the lines pasted. */}
          <span class="sr-only">
            {t('bulkCounts', counts.made, counts.reused, repeats, counts.refused, counts.left)}
          </span>
        </p>
        <div class="bulk-filter" role="group" aria-label={t('bulkFilterLabel')}>
          {chips.map(([state, label, n]) =>
            state && n === 0 ? null : (
              <button
                key={state ?? 'all'}
                type="button"
                class="chip-filter"
                data-state={state ?? 'all'}
                aria-pressed={show === state}
                onClick={() => setShow(state)}
              >
                {label} <span class="chip-count">{formatNumber(n)}</span>
              </button>
            ),
          )}
        </div>
        {repeats > 0 && <p class="hint small bulk-repeats">{plural('bulkRepeatsMerged', repeats)}</p>}
        {/* Every address with its status: updated in place as the engine writes the job, not at each progress write. */}
        <BulkResults entries={job.entries} running={!ended} reasonOf={entryReason} onCopy={copyOne} show={show} />
      </div>
      {ended ? (
        <div class="bulk-footer row end bulk-actions">
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
        <div class="bulk-footer row end bulk-actions">
          <button type="button" onClick={onCancel} disabled={!cancellable}>
            {t('bulkStop')}
          </button>
        </div>
      )}
    </div>
  );
}

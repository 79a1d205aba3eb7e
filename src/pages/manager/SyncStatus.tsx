/**
 * Where the mirror's sync stands, small beside the manager's title: a thin real progress bar (pages
 * read of the service's total) and the links known while it runs; once a full pass has finished only
 * when it synced (the count row below says how many links: the count is said once), and an icon
 * button that syncs again.
 */
import { useEffect, useState } from 'preact/hooks';
import type { SyncState } from '../../shared/links/sync-state';
import type { Failure } from '../../shared/messages/contract';
import type { failureText as FailureText } from '../../platform/text/failure-text';
import { relativeTime, plural, t } from '../../platform/text/i18n';

/**
 * The failures' wording is loaded when there is one to say (not part of the page's first load):
 * until then the line says only that the sync failed or waits.
 */
let wording: typeof FailureText | null = null;
const loadWording = () => import('../../platform/text/failure-text').then((m) => (wording = m.failureText));

function useWording(needed: boolean): typeof FailureText | null {
  const [loaded, setLoaded] = useState(() => wording);
  useEffect(() => {
    if (needed && !loaded) void loadWording().then((w) => setLoaded(() => w));
  }, [needed]);
  return loaded;
}

interface Props {
  state: SyncState | null;
  /** The sync could not start at all. */
  error: Failure | null;
  onSync: () => void;
}

export function SyncStatus({ state, error, onSync }: Props) {
  const running = state?.phase === 'syncing' || state?.phase === 'waiting';
  const failureText = useWording(Boolean(error || state?.failure));
  const why = state?.failure && failureText ? failureText(state.failure as Failure).text : '';
  let text: string;
  if (error) text = failureText ? failureText(error).text : t('loading');
  // Until a count is known: what is happening, in words (not "Starting · 0 links known").
  else if (!state || (state.phase === 'syncing' && state.pagesTotal === null && state.linksKnown === 0))
    text = t('managerLoadingLinks');
  else if (state.phase === 'failed') text = t('syncFailed', why);
  else if (state.phase === 'waiting') text = t('syncWaiting', why);
  else if (state.phase === 'syncing')
    text =
      state.pagesTotal === null
        ? plural('syncStartingLinks', state.linksKnown)
        : plural('syncProgressLinks', state.linksKnown, Math.min(state.pagesDone, state.pagesTotal), state.pagesTotal);
  else if (state.complete) text = t('syncedAgo', relativeTime(state.syncedAt));
  else text = plural('syncIncompleteLinks', state.linksKnown);
  // The whole sentence in the tooltip (the line is cut where the panel is narrow).
  const whole =
    state?.complete && !running ? plural('syncCompleteLinks', state.linksKnown, relativeTime(state.syncedAt)) : text;
  return (
    <section
      class="sync"
      aria-label={t('syncHeading')}
      data-phase={error ? 'error' : (state?.phase ?? 'starting')}
      data-complete={state?.complete && !running ? 'true' : 'false'}
    >
      {(running || !state) && !error && (
        // Without a total yet the bar is indeterminate (no value), never a made-up fraction.
        <progress
          class="sync-bar"
          aria-label={t('syncProgressLabel')}
          max={state?.pagesTotal ?? undefined}
          value={state?.pagesTotal ? Math.min(state.pagesDone, state.pagesTotal) : undefined}
        />
      )}
      <p class={`sync-text${state?.phase === 'failed' || error ? ' error' : ''}`} aria-live="polite" title={whole}>
        {text}
      </p>
      {!running && state && (
        <button
          type="button"
          class="icon ghost sync-again"
          aria-label={t('syncNow')}
          title={t('syncNow')}
          onClick={onSync}
        >
          <span aria-hidden="true">↻</span>
        </button>
      )}
    </section>
  );
}

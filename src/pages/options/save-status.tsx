/**
 * The options page's one save confirmation: a setting saves as it is changed, and says "Saved."
 * here, briefly and politely (a live status, never an alert); a failure stays until the next change.
 */
import { useEffect, useState } from 'preact/hooks';
import { SAVED_SHOWN_MS } from '../../shared/time/limits';
import { t } from '../../platform/text/i18n';

/** `n` counts the notices: the same words said twice are a new notice (shown again, timed again). */
export type SaveNotice = { tone: 'ok' | 'error'; text: string; n: number } | null;

/** The notice shown, and how a change reports: `said('ok')` is "Saved."; an error says what went wrong. */
export function useSaveStatus() {
  const [notice, setNotice] = useState<SaveNotice>(null);
  // Each change restarts the time: a second "Saved." right after the first stays its whole time.
  useEffect(() => {
    if (notice?.tone !== 'ok') return;
    const timer = setTimeout(() => setNotice(null), SAVED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const said = (tone: 'ok' | 'error', text = t('saved')) =>
    setNotice((last) => ({ tone, text, n: (last?.n ?? 0) + 1 }));
  return { notice, said };
}

/** Always in the page (a live region must be there before its words change); empty when nothing was just saved. */
export function SaveStatus({ notice }: { notice: SaveNotice }) {
  return (
    <p role="status" aria-live="polite" class="save-status">
      {notice && (
        <span class="save-pill" data-tone={notice.tone} key={notice.n}>
          {notice.text}
        </span>
      )}
    </p>
  );
}

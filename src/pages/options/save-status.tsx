/**
 * The options page's one save confirmation: a setting saves as it is changed, and its section says
 * "Saved." beside its heading, briefly and politely (a live status, never an alert, covering nothing);
 * a failure stays there until the next change.
 */
import { createContext, type ComponentChildren } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import { SAVED_SHOWN_MS } from '../../shared/time/limits';
import { t } from '../../platform/text/i18n';

/** `where`: the heading of the section whose change it tells of. `n` counts the notices: the same words said twice are a new notice. */
export type SaveNotice = { where: string; tone: 'ok' | 'error'; text: string; n: number } | null;
export type Said = (where: string, tone: 'ok' | 'error', text?: string) => void;

/** The notice shown, and how a change reports: `said(where, 'ok')` is "Saved."; an error says what went wrong. */
export function useSaveStatus() {
  const [notice, setNotice] = useState<SaveNotice>(null);
  // Each change restarts the time: a second "Saved." right after the first stays its whole time.
  useEffect(() => {
    if (notice?.tone !== 'ok') return;
    const timer = setTimeout(() => setNotice(null), SAVED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const said: Said = (where, tone, text = t('saved')) =>
    setNotice((last) => ({ where, tone, text, n: (last?.n ?? 0) + 1 }));
  return { notice, said };
}

export const SaveNoticeContext = createContext<SaveNotice>(null);

/** A section's heading with its own save status beside it. */
export function SectionHeading({ id, children }: { id: string; children: ComponentChildren }) {
  return (
    <div class="section-head">
      <h2 id={id}>{children}</h2>
      <SaveStatus where={id} />
    </div>
  );
}

/** Always in its place (a live region must be there before its words change); empty when nothing was just saved. */
export function SaveStatus({ where }: { where: string }) {
  const notice = useContext(SaveNoticeContext);
  const mine = notice?.where === where ? notice : null;
  // Said a moment after the region is in the page: words it is born with may not be read (the first run's).
  const [shown, setShown] = useState<SaveNotice>(null);
  useEffect(() => setShown(mine), [mine]);
  return (
    <p role="status" aria-live="polite" class="save-status">
      {shown && (
        <span class="save-pill" data-tone={shown.tone} key={shown.n}>
          {shown.text}
        </span>
      )}
    </p>
  );
}

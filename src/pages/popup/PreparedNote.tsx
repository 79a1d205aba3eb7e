/** The line under the short link saying which URL was shortened (decoded for reading), and why it is not the tab's own. */
import type { PreparedUrl } from '../../shared/messages/contract';
import { t } from '../../platform/text/i18n';
import { readableUrl } from '../components/readable-url';

interface Props {
  /** The URL that was sent (shown decoded for reading: ../components/readable-url.ts). */
  url: string;
  /** How the page's URL was prepared; its reasons apply only if it is the URL that was sent. */
  prepared: PreparedUrl | null;
  /** "Use the original address": shorten the tab's own address instead (offered when preparing changed it). */
  onOriginal?: () => void;
}

export function PreparedNote({ url, prepared, onOriginal }: Props) {
  const why = prepared?.url === url ? reasons(prepared) : [];
  const readable = readableUrl(url);
  // No label: under the short link, beside the site's icon, the address says what it is. Isolated
  // left to right and cut at its own end (in Arabic, a cut of the whole line would hide the site).
  // The whole address on hover, and in full for a screen reader. The undo sits beside it (below it
  // when the popup is narrow), not inside the note a reader hears as one.
  const note = (
    <p class="hint small prepared-url" id="prepared-url">
      <span class="prepared-address" title={readable}>
        <bdi class="address" dir="ltr">
          {readable}
        </bdi>
      </span>
      {why.length > 0 && <span>{` (${why.join('; ')})`}</span>}
    </p>
  );
  // An administrator's locked rule prepared it: the original address is not offered (the background would prepare it again).
  if (why.length === 0 || !onOriginal || prepared?.locked) return note;
  return (
    <div class="prepared-line">
      {note}
      <button type="button" class="link small" id="use-original" onClick={onOriginal}>
        {t('useOriginalAddress')}
      </button>
    </div>
  );
}

function reasons({ source, stripped }: PreparedUrl): string[] {
  return [
    ...(source === 'canonical' ? [t('preparedCanonical')] : []),
    ...(stripped.length ? [t('preparedStripped', stripped.join(', '))] : []),
  ];
}

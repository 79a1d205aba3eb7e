/**
 * The page's own short link, answered instead of a new one when the option asks for it
 * (src/shared/links/shortlink.ts): the standard card (./ShortLinkCard.tsx): the link large, a note
 * under it saying why it is the site's, then the split Copy (with its formats), and "Make a
 * PrettyURL link instead" on a row of its own under them (beside "Copied ✓" it wrapped in two).
 * Its Copy button says "Copied ✓" for a moment after a copy.
 */
import type { CopyFormat } from '../../shared/links/clip';
import { t } from '../../platform/text/i18n';
import { destinationText } from '../components/readable-url';
import { CopyMenu } from './CopyMenu';

interface Props {
  link: string;
  /** The page's title, shared with the link. */
  title?: string;
  /** Just copied: the Copy button says so for a moment. */
  copied?: boolean;
  /** No format: as the Copy button copies it; else the one picked from its menu. */
  onCopy: (format?: CopyFormat) => void;
  onMakeOurs: () => void;
}

export function SiteLinkCard({ link, title = '', copied = false, onCopy, onMakeOurs }: Props) {
  return (
    <div class="card site-link">
      <button
        type="button"
        class="short-link big"
        id="site-link"
        dir="ltr"
        aria-describedby="site-link-note"
        onClick={() => onCopy()}
        data-url={link}
      >
        {/* Not one of ours: shown as a destination is ("https://" dropped, an insecure "http://" kept); Copy copies it whole. */}
        {destinationText(link)}
      </button>
      <p id="site-link-note" class="card-meta">
        {t('siteShortlinkUsed')}
      </p>
      <div class="card-actions">
        <span class="copy-split">
          <button type="button" class="primary copy-button" onClick={() => onCopy()} data-copied={copied}>
            {copied ? t('copiedCheck') : t('copy')}
          </button>
          <CopyMenu class="primary" label={t('copyAs')} onPick={onCopy} share={{ shortLink: link, title }} />
        </span>
      </div>
      <button type="button" id="make-ours" onClick={onMakeOurs}>
        {t('siteShortlinkInstead')}
      </button>
    </div>
  );
}

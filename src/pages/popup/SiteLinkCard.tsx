/**
 * The page's own short link, answered instead of a new one when the option asks for it
 * (src/shared/links/shortlink.ts): said so, copied, and "Make a PrettyURL link instead". Its Copy
 * button is the normal result's: it says "Copied ✓" for a moment after a copy.
 */
import { t } from '../../platform/text/i18n';

interface Props {
  link: string;
  /** Just copied: the Copy button says so for a moment. */
  copied?: boolean;
  onCopy: () => void;
  onMakeOurs: () => void;
}

export function SiteLinkCard({ link, copied = false, onCopy, onMakeOurs }: Props) {
  return (
    <div class="card site-link">
      <p id="site-link-note">{t('siteShortlinkUsed')}</p>
      <button
        type="button"
        class="short-link big"
        id="site-link"
        dir="ltr"
        aria-describedby="site-link-note"
        onClick={onCopy}
      >
        {link}
      </button>
      <div class="row">
        <button type="button" class="primary copy-button" onClick={onCopy} data-copied={copied}>
          {copied ? t('copiedCheck') : t('copy')}
        </button>
        <button type="button" id="make-ours" onClick={onMakeOurs}>
          {t('siteShortlinkInstead')}
        </button>
      </div>
    </div>
  );
}

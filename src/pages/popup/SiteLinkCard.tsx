/**
 * The page's own short link, answered instead of a new one when the option asks for it
 * (src/shared/links/shortlink.ts): said so, copied, and "Make a PrettyURL link instead".
 */
import { t } from '../../platform/text/i18n';

interface Props {
  link: string;
  onCopy: () => void;
  onMakeOurs: () => void;
}

export function SiteLinkCard({ link, onCopy, onMakeOurs }: Props) {
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
      <button type="button" id="make-ours" onClick={onMakeOurs}>
        {t('siteShortlinkInstead')}
      </button>
    </div>
  );
}

/**
 * "Share…"'s destinations where the browser has no share sheet, one component for both places:
 * the popup's Copy menu (a list of menu items under a Back control) and a row's dialog in the
 * manager (a grid of tiles). Above them "Share via" and the short link as rows draw it. Each is a
 * plain link that opens the destination in a new tab; nothing is fetched before a pick (the icons
 * are drawn here). The pointer highlights an item only once it moves: the destinations open where
 * "Share…" was, and the item under a resting pointer is not the one the keyboard is on.
 */
import { useState } from 'preact/hooks';
import { shownTargets, shareUrl } from '../../shared/share/share-urls';
import type { ShareData, ShareTarget } from '../../shared/share/share-targets';
import { t } from '../../platform/text/i18n';
import { adoptStyles } from './adopt-styles';
import { shortText } from './LinkFace';
import { Ltr } from './Ltr';
import { shareTargetName } from './share-target-name';
import type { Sharing } from './sharing';
import shareCss from './share.css?inline';

// Where there is a document to style (not in a test run without one).
if (typeof CSSStyleSheet === 'function') adoptStyles(shareCss);

/** Line drawings (24 units): an envelope, an X, a speech bubble, a paper plane, a head, an elephant's trunk. */
const ICONS: Record<ShareTarget, string> = {
  email: 'M3 6h18v12H3zM3 6l9 7 9-7',
  x: 'M5 4l14 16M19 4L5 20',
  linkedin: 'M4 4h16v16H4zM8 10v6M8 7v.5M12 16v-6M12 12.5a2.5 2.5 0 0 1 5 0V16',
  whatsapp: 'M4 20l1.4-4.2A8 8 0 1 1 8.2 18.6z',
  telegram: 'M21 4L3 11l6 2 2 6 3-4 4 3z',
  reddit: 'M5 14a7 4.5 0 1 0 14 0a7 4.5 0 1 0-14 0M12 9.5l1.5-5 4 1M9.5 13.5v.5M14.5 13.5v.5',
  mastodon:
    'M5 8a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v5a4 4 0 0 1-4 4H10c0 2 2 3 5 2.5M9 13V9.5a1.5 1.5 0 0 1 3 0M12 9.5a1.5 1.5 0 0 1 3 0V13',
};

/** An arrow pointing back (turned in right-to-left pages, share.css). */
const BACK_ICON = 'M19 12H5M11 6l-6 6 6 6';

interface Props {
  data: ShareData;
  sharing: Sharing;
  /** In a menu (the popup's Copy menu): items of it, and Back returns to the copy formats. Else tiles in a dialog. */
  onBack?: () => void;
  /** A destination was picked (its tab opens by the link itself). */
  onPicked?: () => void;
}

export function ShareDestinations({ data, sharing, onBack, onPicked }: Props) {
  const menu = onBack !== undefined;
  const [pointer, setPointer] = useState(false);
  // In a menu the item under a moving pointer takes the focus: one item highlighted, never two.
  function onPointerMove(e: PointerEvent) {
    setPointer(true);
    if (menu) (e.target as Element).closest<HTMLElement>('[role="menuitem"]')?.focus();
  }
  const links = shownTargets(sharing.shareTargets, sharing.mastodonInstance).map((target) => (
    <a
      key={target}
      class="share-target"
      role={menu ? 'menuitem' : undefined}
      tabIndex={menu ? -1 : undefined}
      href={shareUrl(target, data, sharing.mastodonInstance) ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      data-target={target}
      onClick={onPicked}
    >
      <svg viewBox="0 0 24 24" width={menu ? 16 : 24} height={menu ? 16 : 24} aria-hidden="true">
        <path d={ICONS[target]} />
      </svg>
      <span class="share-name">{shareTargetName(target)}</span>
    </a>
  ));
  return (
    <div
      class={`share-view ${menu ? 'share-in-menu' : 'share-in-dialog'}${pointer ? ' pointer' : ''}`}
      onPointerMove={onPointerMove}
    >
      <div class="share-head">
        {menu && (
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            class="share-back"
            data-back
            aria-label={t('shareBack')}
            title={t('shareBack')}
            onClick={onBack}
          >
            <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true">
              <path d={BACK_ICON} />
            </svg>
          </button>
        )}
        <div class="share-heading">
          {menu ? (
            // The menu's own name says it to screen readers (CopyMenuList.tsx).
            <span class="share-title" aria-hidden="true">
              {t('shareThrough')}
            </span>
          ) : (
            <h2 class="dialog-title share-title">{t('shareThrough')}</h2>
          )}
          <Ltr class="link-short share-short" title={data.shortLink}>
            {shortText(data.shortLink)}
          </Ltr>
        </div>
      </div>
      {menu ? (
        links
      ) : (
        <ul class="share-tiles">
          {links.map((link) => (
            <li key={link.key}>{link}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * "Share…"'s destinations where the browser has no share sheet, one list for both places: the
 * popup's Copy menu (its items, under a Back control) and a row's dialog in the manager. Above
 * them one line, "Share zd.lc/abc", the link in the text's colour (it is not one to click). Each is a
 * plain link that opens the destination in a new tab; nothing is fetched before a pick (the icons
 * are drawn here). The pointer highlights an item only once it moves: the destinations open where
 * "Share…" was, and the item under a resting pointer is not the one the keyboard is on.
 */
import { useState } from 'preact/hooks';
import { shownTargets, shareUrl } from '../../shared/share/share-urls';
import type { ShareData } from '../../shared/share/share-targets';
import { t } from '../../platform/text/i18n';
import { adoptStyles } from './adopt-styles';
import { LinkHeading } from './LinkHeading';
import { ShareIcon } from './ShareIcon';
import { shareTargetName } from './share-target-name';
import type { Sharing } from './sharing';
import shareCss from './share.css?inline';

// Where there is a document to style (not in a test run without one).
if (typeof CSSStyleSheet === 'function') adoptStyles(shareCss);

/** "Share zd.lc/abc" in the page's language, the link set apart left to right: the menu's heading, the dialog's title. */
export function ShareHeading({ shortLink }: { shortLink: string }) {
  return <LinkHeading name="shareLinkTitle" shortLink={shortLink} class="link-short share-short" />;
}

/** An arrow pointing back (turned in right-to-left pages, share.css). */
const BACK_ICON = 'M19 12H5M11 6l-6 6 6 6';

interface Props {
  data: ShareData;
  sharing: Sharing;
  /** In a menu (the popup's Copy menu): items of it, and Back returns to the copy formats. Else a list in a dialog. */
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
      <ShareIcon target={target} />
      <span class="share-name">{shareTargetName(target)}</span>
    </a>
  ));
  return (
    <div
      class={`share-view ${menu ? 'share-in-menu' : 'share-in-dialog'}${pointer ? ' pointer' : ''}`}
      onPointerMove={onPointerMove}
    >
      {menu && (
        <div class="share-head">
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
          {/* The menu's own name says it to screen readers (CopyMenuList.tsx); a dialog's title is its head's (./ShareDialog.tsx). */}
          <span class="share-heading share-title" aria-hidden="true">
            <ShareHeading shortLink={data.shortLink} />
          </span>
        </div>
      )}
      {menu ? (
        links
      ) : (
        <ul class="share-list">
          {links.map((link) => (
            <li key={link.key}>{link}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

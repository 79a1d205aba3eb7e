/**
 * "Share…"'s destinations where the browser has no share sheet: each a plain link that opens the
 * destination in a new tab, with the short link and the page's title in its address. Nothing is
 * fetched before a pick: the icons are drawn here, the destinations' own never loaded.
 */
import { shownTargets, shareUrl } from '../../shared/share/share-urls';
import type { ShareData, ShareTarget } from '../../shared/share/share-targets';
import { t } from '../../platform/text/i18n';
import type { Sharing } from './sharing';

/** Brand names, the same in every language; Email is a word, translated. */
const BRANDS: Record<Exclude<ShareTarget, 'email'>, string> = {
  x: 'X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  reddit: 'Reddit',
  mastodon: 'Mastodon',
};

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

export const shareTargetName = (target: ShareTarget) => (target === 'email' ? t('shareEmail') : BRANDS[target]);

interface Props {
  data: ShareData;
  sharing: Sharing;
  /** Items of a menu (the arrow keys move between them), not a list of links. */
  menu?: boolean;
  /** A destination was picked (its tab opens by the link itself). */
  onPicked?: () => void;
}

export function ShareLinks({ data, sharing, menu = false, onPicked }: Props) {
  const links = shownTargets(sharing.shareTargets, sharing.mastodonInstance).map((target) => (
    <a
      key={target}
      class="share-link"
      role={menu ? 'menuitem' : undefined}
      tabIndex={menu ? -1 : undefined}
      href={shareUrl(target, data, sharing.mastodonInstance) ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      data-target={target}
      onClick={onPicked}
    >
      <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true">
        <path d={ICONS[target]} />
      </svg>
      {shareTargetName(target)}
    </a>
  ));
  return menu ? (
    <>{links}</>
  ) : (
    <ul class="share-links">
      {links.map((link) => (
        <li key={link.key}>{link}</li>
      ))}
    </ul>
  );
}

/**
 * The open Copy menu's items (./CopyMenu.tsx): arrow keys, Home and End move, Escape closes, Tab
 * leaves. Last, where sharing is on, "Share…": the system's share sheet, or, where the browser has
 * none, the same menu, as wide, turns into the destinations (../components/ShareDestinations.tsx),
 * whose Back (or Escape) returns to the formats with the focus on "Share…".
 */
import { useContext, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { COPY_FORMATS, type CopyFormat } from '../../shared/links/clip';
import type { ShareData } from '../../shared/share/share-targets';
import { COPY_FORMAT_NAMES, COPY_FORMAT_NOTES } from '../../platform/text/copy-format-names';
import { t } from '../../platform/text/i18n';
import { canShare, openShareSheet } from '../components/share-sheet';
import { ShareDestinations } from '../components/ShareDestinations';
import { SharingContext } from '../components/sharing';
import { usePressOutside } from '../components/use-press-outside';

/**
 * Each format its own icon: a link, Markdown's M↓, HTML's </>, rich text's A, a title over its
 * link. Drawn inline, only while the menu is open: the style sheets hold one image, the icon
 * sprite (test/unit/project/style-images.test.ts), and the first load none of these.
 */
const FORMAT_ICONS: Record<CopyFormat, string> = {
  plain: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  markdown: 'M2 6h20v12H2zM5 15V9l3 3 3-3v6M17 9v6M14.5 12.5 17 15l2.5-2.5',
  html: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 5l-4 14',
  rich: 'M7 16l5-11 5 11M8.8 12h6.4M5 20h14',
  titled: 'M4 5h10M9 5v9M4 18h16M4 22h9',
};

/** An arrow leaving a tray. */
export const SHARE_ICON = 'M4 13v7h16v-7M12 3v12M8 7l4-4 4 4';

interface Props {
  label: string;
  /** The item that takes the focus as the menu opens (-1: the last). */
  focusAt: number;
  onClose: (refocus: boolean) => void;
  onPick: (format: CopyFormat) => void;
  /** The link and its page's title, for "Share…". */
  share?: ShareData;
}

export function CopyMenuList({ label, focusAt, onClose, onPick, share }: Props) {
  const menu = useRef<HTMLDivElement>(null);
  const sharing = useContext(SharingContext);
  const shares = share !== undefined && canShare(sharing, share);
  // "Share…" picked where there is no share sheet: the menu lists the destinations instead.
  const [choosing, setChoosing] = useState(false);
  // The formats' width, kept by the destinations (and the formats again after Back): the menu never jumps.
  const [width, setWidth] = useState<number>();
  // Back from the destinations: the focus returns to "Share…".
  const [back, setBack] = useState(false);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  usePressOutside(menu, onClose);

  // In the frame that shows the menu: a key pressed right after opening already finds the focus in it.
  useLayoutEffect(() => {
    const list = items();
    const first = choosing ? list.findIndex((item) => item.dataset.target) : back ? list.length - 1 : focusAt;
    list[(first + list.length) % list.length]?.focus();
  }, [focusAt, choosing]);

  // The focus held by the menu itself while its items change: the focused item leaving the page
  // would otherwise take it out of the menu, which closes it (../components/MenuButton.tsx).
  function swap(toDestinations: boolean) {
    setWidth(menu.current?.getBoundingClientRect().width || undefined);
    menu.current?.focus();
    setBack(!toDestinations);
    setChoosing(toDestinations);
  }

  function onShare() {
    if (openShareSheet(share!)) return onClose(true);
    swap(true);
  }

  function onMenuKey(e: KeyboardEvent) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[e.key];
    if (move !== undefined) {
      e.preventDefault();
      list[(move + list.length) % list.length]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      // From the destinations, one step back to the formats (on "Share…"); from the formats, closed.
      if (choosing) swap(false);
      else onClose(true);
    } else if (e.key === 'Tab') {
      onClose(false);
    }
  }

  if (choosing && shares)
    return (
      <div
        ref={menu}
        role="menu"
        tabIndex={-1}
        aria-label={t('shareThrough')}
        class="copy-menu-list"
        style={width ? { inlineSize: `${width}px` } : undefined}
        onKeyDown={onMenuKey}
      >
        <ShareDestinations data={share!} sharing={sharing} onBack={() => swap(false)} onPicked={() => onClose(true)} />
      </div>
    );

  return (
    <div
      ref={menu}
      role="menu"
      tabIndex={-1}
      aria-label={label}
      class="copy-menu-list"
      style={width ? { inlineSize: `${width}px` } : undefined}
      onKeyDown={onMenuKey}
    >
      {COPY_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          role="menuitem"
          tabIndex={-1}
          data-format={format}
          aria-describedby={COPY_FORMAT_NOTES[format] && `copy-format-note-${format}`}
          onClick={() => (onClose(true), onPick(format))}
        >
          <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true">
            <path d={FORMAT_ICONS[format]} />
          </svg>
          <CopyFormatName format={format} />
        </button>
      ))}
      {shares && (
        <>
          <div role="separator" class="menu-separator"></div>
          <button type="button" role="menuitem" tabIndex={-1} data-share onClick={onShare}>
            <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true">
              <path d={SHARE_ICON} />
            </svg>
            {t('share')}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * A format's name, and under it, smaller and muted, what it does where the name alone may not say
 * (Rich text): a short name keeps the menu narrow in every language. The note is the item's
 * description, not part of its name (one menu is open at a time: its id is unique).
 */
function CopyFormatName({ format }: { format: CopyFormat }) {
  const note = COPY_FORMAT_NOTES[format];
  if (!note) return <>{t(COPY_FORMAT_NAMES[format])}</>;
  return (
    <span class="copy-format-name">
      {t(COPY_FORMAT_NAMES[format])}
      <span class="copy-format-note" id={`copy-format-note-${format}`} aria-hidden="true">
        {t(note)}
      </span>
    </span>
  );
}

/** The open Copy menu's items (./CopyMenu.tsx): arrow keys, Home and End move, Escape closes, Tab leaves. */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { COPY_FORMATS, type CopyFormat } from '../../shared/links/clip';
import { COPY_FORMAT_NAMES } from '../../platform/text/copy-format-names';
import { t } from '../../platform/text/i18n';

interface Props {
  label: string;
  /** The item that takes the focus as the menu opens (-1: the last). */
  focusAt: number;
  onClose: (refocus: boolean) => void;
  onPick: (format: CopyFormat) => void;
}

export function CopyMenuList({ label, focusAt, onClose, onPick }: Props) {
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  // In the frame that shows the menu: a key pressed right after opening already finds the focus in it.
  useLayoutEffect(() => {
    items()[(focusAt + COPY_FORMATS.length) % COPY_FORMATS.length]?.focus();
  }, [focusAt]);

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
      onClose(true);
    } else if (e.key === 'Tab') {
      onClose(false);
    }
  }

  return (
    <div ref={menu} role="menu" aria-label={label} class="copy-menu-list" onKeyDown={onMenuKey}>
      {COPY_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          role="menuitem"
          tabIndex={-1}
          data-format={format}
          onClick={() => (onClose(true), onPick(format))}
        >
          {/* Each format its own icon (./parts.css). */}
          <span class={`icon-svg fmt-${format}`} aria-hidden="true"></span>
          {t(COPY_FORMAT_NAMES[format])}
        </button>
      ))}
    </div>
  );
}

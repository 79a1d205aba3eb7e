/**
 * The small menu beside a Copy button: every copy format (WAI-ARIA menu button pattern). The list
 * renders only while open, so a long list of rows costs one button each.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { COPY_FORMATS, type CopyFormat } from '../links/copy-formats';
import type { Link } from '../api/types';
import { COPY_FORMAT_NAMES } from '../text/copy-format-names';
import { t } from '../text/i18n';

/** Copies a link: in the preferred format, or the one picked from a Copy menu. */
export type CopyLink = (link: Link, format?: CopyFormat) => void;

interface Props {
  /** The button's accessible name ("Copy as…", or with the link named in a list row). */
  label: string;
  /** Extra classes for the button (a list row's buttons are icons). */
  class?: string;
  onPick: (format: CopyFormat) => void;
}

export function CopyMenu({ label, class: className, onPick }: Props) {
  // Which item takes the focus when the menu opens; null: closed.
  const [opening, setOpening] = useState<number | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const open = opening !== null;

  // In the frame that shows the menu: a key pressed right after opening already finds the focus in it.
  useLayoutEffect(() => {
    if (opening !== null) items()[(opening + COPY_FORMATS.length) % COPY_FORMATS.length]?.focus();
  }, [opening]);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  function close(refocus: boolean) {
    setOpening(null);
    if (refocus) button.current?.focus();
  }

  function onButtonKey(e: KeyboardEvent) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpening(e.key === 'ArrowDown' ? 0 : -1);
    }
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
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  }

  /** Focus left the button and its menu (a click elsewhere, Tab): the menu closes. */
  function onFocusOut(e: FocusEvent) {
    const next = e.relatedTarget as Node | null;
    if (open && !(e.currentTarget as HTMLElement).contains(next)) setOpening(null);
  }

  return (
    <span class="copy-menu" onFocusOut={onFocusOut}>
      <button
        ref={button}
        type="button"
        class={className ? `copy-menu-button ${className}` : 'copy-menu-button'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={label}
        title={label}
        onClick={() => (open ? close(false) : setOpening(0))}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div ref={menu} role="menu" aria-label={label} class="copy-menu-list" onKeyDown={onMenuKey}>
          {COPY_FORMATS.map((format) => (
            <button key={format} type="button" role="menuitem" tabIndex={-1} data-format={format} onClick={() => (close(true), onPick(format))}>
              {t(COPY_FORMAT_NAMES[format])}
            </button>
          ))}
        </div>
      )}
    </span>
  );
}

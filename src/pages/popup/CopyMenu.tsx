/**
 * The small menu beside a Copy button: every copy format (WAI-ARIA menu button pattern). The list
 * (./CopyMenuList.tsx) renders only while open, and its code loads with the popup's later parts.
 * This one keeps its own state (the cards'); the list's rows draw the same button (./copy-menu-button.tsx)
 * with the list's state (./row-state.ts).
 */
import { useRef, useState } from 'preact/hooks';
import type { CopyFormat } from '../../shared/links/clip';
import type { ShareData } from '../../shared/share/share-targets';
import type { Link } from '../../shared/types';
import { copyMenuButton } from './copy-menu-button';
import { CopyMenuList } from './link-parts';

/** Copies a link: in the preferred format, or the one picked from a Copy menu. */
export type CopyLink = (link: Link, format?: CopyFormat) => void;

interface Props {
  /** The button's accessible name ("Copy as…", or with the link named in a list row). */
  label: string;
  /** Extra classes for the button (a list row's buttons are icons). */
  class?: string;
  onPick: (format: CopyFormat) => void;
  /** The link and its page's title: the menu offers "Share…" (where sharing is on). */
  share?: ShareData;
}

/** A Copy menu that keeps its own state: the cards'. */
export function CopyMenu({ label, class: className, onPick, share }: Props) {
  // Which item takes the focus when the menu opens (-1: the last); null: closed.
  const [opening, setOpening] = useState<number | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);

  function close(refocus: boolean) {
    setOpening(null);
    if (refocus) button.current?.focus();
  }

  return copyMenuButton({
    label,
    class: className,
    open: opening !== null,
    onOpen: (at, el) => ((button.current = el), setOpening(at)),
    list: opening !== null && (
      <CopyMenuList label={label} focusAt={opening} onClose={close} onPick={onPick} share={share} />
    ),
  });
}

/**
 * A row's "⋯" button: the row's actions other than Copy, in a menu (the WAI-ARIA menu button
 * pattern), so a list of rows shows one quiet button a row instead of a toolbar each. The list
 * (`List`, ./RowMenuList.tsx) is drawn only while open; the popup passes it as a later part.
 */
import type { FunctionComponent, Ref } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { icon, type IconName } from './Icon';

export interface RowMenuItem {
  id: string;
  label: string;
  icon: IconName;
  /** A destructive action (Delete): drawn in the danger colour, last, after a divider. */
  danger?: boolean;
  /** What the item does, in a sentence: its tooltip, and read with it. */
  hint?: string;
  onSelect: () => void;
}

/** `T`: the items, or what a list that makes its own items needs (the popup's rows: ../popup/LinkMenuList.tsx). */
export interface RowMenuListProps<T = readonly RowMenuItem[]> {
  label: string;
  items: T;
  /** The item that takes the focus as the menu opens (-1: the last). */
  focusAt: number;
  /** The button the menu hangs from: the list is placed beside it. */
  anchor: HTMLElement | null;
  onClose: (refocus: boolean) => void;
}

interface Props<T> {
  /** The button's accessible name and tooltip ("More actions for zd.lc/abc"). */
  label: string;
  items: T;
  List: FunctionComponent<RowMenuListProps<T>>;
  /** -1 in the manager's grid: its rows are one tab stop, ← → reach the row's controls. */
  tabIndex?: number;
  /** Also given the button (a panel opened from the menu gives the focus back to it). */
  buttonRef?: Ref<HTMLButtonElement>;
  /** The button's icon instead of "⋯" (the popup header's "+"), and its id. */
  glyph?: IconName;
  id?: string;
  /** The button's words ("Export ▾"), where "⋯" would not say what the menu holds (with `glyph`: an icon too, for a narrow page's CSS to keep alone). */
  text?: string;
}

function buttonClass(glyph: IconName | undefined, text: string | undefined): string {
  if (text) return glyph ? `quiet row-menu-text with-icon ${icon(glyph)}` : 'quiet row-menu-text';
  return glyph ? `icon ghost ${icon(glyph)}` : 'icon ghost row-menu-button';
}

export function RowMenu<T = readonly RowMenuItem[]>({
  label,
  items,
  List,
  tabIndex,
  buttonRef,
  glyph,
  id,
  text,
}: Props<T>) {
  const [opening, setOpening] = useState<number | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const open = opening !== null;

  function close(refocus: boolean) {
    setOpening(null);
    if (refocus) button.current?.focus();
  }

  function onButtonKey(e: KeyboardEvent) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      e.stopPropagation();
      setOpening(e.key === 'ArrowDown' ? 0 : -1);
    }
  }

  /** Focus moved to another control outside (Tab, a click on one): the menu closes. */
  function onFocusOut(e: FocusEvent) {
    const next = e.relatedTarget as Node | null;
    if (open && next && !(e.currentTarget as HTMLElement).contains(next)) setOpening(null);
  }

  // A press anywhere outside (the button's own span, with the list) closes it too. Not a focus loss to
  // nowhere: a row scrolled or redrawn under the pointer drops the focus for a moment, and the menu just
  // opened must stay. (No ref of its own for the span: one less hook in every row.)
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => !button.current?.parentElement?.contains(e.target as Node) && setOpening(null);
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, [open]);

  return (
    <span class="row-menu" onFocusOut={onFocusOut}>
      <button
        ref={(el) => {
          button.current = el;
          if (typeof buttonRef === 'function') buttonRef(el);
          else if (buttonRef) buttonRef.current = el;
        }}
        type="button"
        id={id}
        class={buttonClass(glyph, text)}
        tabIndex={tabIndex}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={text ? undefined : label}
        // With an icon too, a narrow page may show the icon alone: its tooltip says the words.
        title={text && !glyph ? undefined : label}
        onClick={() => (open ? close(false) : setOpening(0))}
        onKeyDown={onButtonKey}
      >
        {text ?? (!glyph && <span aria-hidden="true">⋯</span>)}
        {text && <span aria-hidden="true"> ▾</span>}
      </button>
      {open && <List label={label} items={items} focusAt={opening} anchor={button.current} onClose={close} />}
    </span>
  );
}

/**
 * A menu button's markup and keys (the WAI-ARIA menu button pattern), with no state of its own: whoever
 * draws it says whether it is open and is asked to open or close it. A stateful menu (./RowMenu.tsx,
 * ../popup/CopyMenu.tsx) keeps that itself; the popup's list keeps it once for all its rows
 * (../popup/row-state.ts), so a closed row is drawn with no component or hook of its own.
 */
import type { ComponentChildren } from 'preact';

/** Open with the focus on an item (0: the first, -1: the last), or close (null); `button`: the one asked. */
export type OnOpen = (focusAt: number | null, button: HTMLButtonElement) => void;

interface Props {
  /** The span around the button and its open list (`row-menu`, `copy-menu`). */
  span: string;
  class: string;
  id?: string;
  tabIndex?: number;
  /** The button's accessible name and tooltip. */
  label?: string;
  title?: string;
  open: boolean;
  onOpen: OnOpen;
  /** The button's content (its glyph or words). */
  children: ComponentChildren;
  /** The open list, drawn while `open`. */
  list?: ComponentChildren;
}

/** ↓ opens the menu on its first item, ↑ on its last. */
function onButtonKey(e: KeyboardEvent, onOpen: OnOpen) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  e.preventDefault();
  // The manager's grid would take the arrows for its rows.
  e.stopPropagation();
  onOpen(e.key === 'ArrowDown' ? 0 : -1, e.currentTarget as HTMLButtonElement);
}

export function MenuButton(p: Props) {
  return (
    <span
      class={p.span}
      // Focus moved to another control outside (Tab, a click on one): the menu closes. Not a focus lost to
      // nowhere: a row redrawn under the pointer drops it for a moment (a press outside closes the list itself).
      onFocusOut={
        p.open
          ? (e) => {
              const next = e.relatedTarget as Node | null;
              const span = e.currentTarget as HTMLElement;
              if (next && !span.contains(next)) p.onOpen(null, span.firstElementChild as HTMLButtonElement);
            }
          : undefined
      }
    >
      <button
        type="button"
        id={p.id}
        class={p.class}
        tabIndex={p.tabIndex}
        aria-haspopup="menu"
        aria-expanded={p.open}
        aria-label={p.label}
        title={p.title}
        onClick={(e) => p.onOpen(p.open ? null : 0, e.currentTarget)}
        onKeyDown={(e) => onButtonKey(e, p.onOpen)}
      >
        {p.children}
      </button>
      {p.open && p.list}
    </span>
  );
}

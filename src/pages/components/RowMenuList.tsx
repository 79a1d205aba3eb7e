/**
 * The open row menu (./RowMenu.tsx): ↑ ↓ Home End move, Escape closes, Tab leaves. It is a popover
 * in the top layer, placed under its button: a row of the manager's virtualized grid clips
 * whatever overflows it.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { icon } from './Icon';
import type { RowMenuListProps } from './RowMenu';
import { usePressOutside } from './use-press-outside';

/** Where the list goes: under the button, its end edge at the button's end, above it if there is no room below. */
function place(menu: HTMLElement, anchor: HTMLElement) {
  const at = anchor.getBoundingClientRect();
  const own = menu.getBoundingClientRect();
  const rtl = getComputedStyle(anchor).direction === 'rtl';
  const left = rtl ? at.left : at.right - own.width;
  const below = at.bottom + 2;
  const top = below + own.height > innerHeight && at.top - own.height - 2 >= 0 ? at.top - own.height - 2 : below;
  menu.style.left = `${Math.max(4, Math.min(left, innerWidth - own.width - 4))}px`;
  menu.style.top = `${Math.max(4, top)}px`;
}

export function RowMenuList({ label, items, focusAt, anchor, onClose }: RowMenuListProps) {
  const menu = useRef<HTMLDivElement>(null);
  const buttons = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  usePressOutside(menu, onClose);

  useLayoutEffect(() => {
    const el = menu.current;
    if (!el) return;
    // The top layer where the browser has it (Chrome 114, Firefox 125); else where it is drawn.
    if (typeof el.showPopover === 'function') el.showPopover();
    if (anchor) place(el, anchor);
    const list = buttons();
    list[(focusAt + list.length) % list.length]?.focus();
  }, [focusAt]);

  function onKey(e: KeyboardEvent) {
    const list = buttons();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[e.key];
    if (e.key === 'Tab') return onClose(false);
    // Keys stop here: the manager's grid would take arrows, Delete and Enter for the row.
    e.stopPropagation();
    if (move !== undefined) {
      e.preventDefault();
      list[(move + list.length) % list.length]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose(true);
    }
  }

  return (
    <div ref={menu} role="menu" aria-label={label} class="row-menu-list" popover="manual" onKeyDown={onKey}>
      {items.map((item, at) => [
        // Delete set apart, as the Copy menu sets Share… apart; ↑ ↓ reach only the items.
        item.danger && at > 0 && <div key="separator" role="separator" class="menu-separator"></div>,
        <button
          key={item.id}
          type="button"
          role="menuitem"
          tabIndex={-1}
          data-action={item.id}
          title={item.hint}
          class={item.danger ? 'danger-item' : undefined}
          onClick={() => (onClose(true), item.onSelect())}
        >
          <span class={icon(item.icon)} aria-hidden="true"></span>
          {item.label}
        </button>,
      ])}
    </div>
  );
}

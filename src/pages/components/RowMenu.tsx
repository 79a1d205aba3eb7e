/**
 * A row's "⋯" button: the row's actions other than Copy, in a menu (the WAI-ARIA menu button
 * pattern), so a list of rows shows one quiet button a row instead of a toolbar each. The list
 * (`List`, ./RowMenuList.tsx) is drawn only while open; the popup passes it as a later part.
 */
import type { ComponentChildren, FunctionComponent } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { icon, type IconName } from './Icon';
import { MenuButton, type OnOpen } from './MenuButton';

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

/** A row menu's button as every list draws it, `open` and `onOpen` given (the popup's list keeps them for all its rows). */
export function rowMenuButton(
  p: Pick<Props<unknown>, 'label' | 'tabIndex' | 'glyph' | 'id' | 'text'> & {
    open: boolean;
    onOpen: OnOpen;
    list?: ComponentChildren;
  },
) {
  const { text, glyph, label } = p;
  return MenuButton({
    span: 'row-menu',
    class: buttonClass(glyph, text),
    id: p.id,
    tabIndex: p.tabIndex,
    label: text ? undefined : label,
    // With an icon too, a narrow page may show the icon alone: its tooltip says the words.
    title: text && !glyph ? undefined : label,
    open: p.open,
    onOpen: p.onOpen,
    list: p.list,
    children: [text ?? (!glyph && <span aria-hidden="true">⋯</span>), text && <span aria-hidden="true"> ▾</span>],
  });
}

/** A row menu that keeps its own state: the popup's header, the manager's rows and bars. */
export function RowMenu<T = readonly RowMenuItem[]>({ items, List, ...button }: Props<T>) {
  const [opening, setOpening] = useState<number | null>(null);
  const anchor = useRef<HTMLButtonElement | null>(null);

  function close(refocus: boolean) {
    setOpening(null);
    if (refocus) anchor.current?.focus();
  }

  return rowMenuButton({
    ...button,
    open: opening !== null,
    onOpen: (at, el) => ((anchor.current = el), setOpening(at)),
    list: opening !== null && (
      <List label={button.label} items={items} focusAt={opening} anchor={anchor.current} onClose={close} />
    ),
  });
}

/**
 * A Copy menu's button (../components/MenuButton.tsx), drawn by the popup's list in every row and by
 * ./CopyMenu.tsx for the cards. Apart from that stateful one, which loads with the cards, not in the first load.
 */
import type { ComponentChildren } from 'preact';
import { MenuButton, type OnOpen } from '../components/MenuButton';

/** `open` and `onOpen` given: the popup's list keeps them for all its rows. */
export function copyMenuButton(p: {
  label: string;
  class?: string;
  open: boolean;
  onOpen: OnOpen;
  list?: ComponentChildren;
}) {
  return MenuButton({
    span: 'copy-menu',
    class: p.class ? `copy-menu-button ${p.class}` : 'copy-menu-button',
    label: p.label,
    title: p.label,
    open: p.open,
    onOpen: p.onOpen,
    list: p.list,
    children: <span aria-hidden="true">▾</span>,
  });
}

/**
 * What is open in the popup's list, kept once for all its rows: the one open menu (a row's Copy menu
 * or "⋯" menu) and the rows' open panels (editor, QR code, delete dialog). A closed row is drawn by
 * plain functions with no state or hook of its own (./LinkItem.tsx): ten rows and more of them were
 * thirty component instances with hooks and closures (docs/benchmark.md "The rows without state").
 */
import { useLayoutEffect, useState } from 'preact/hooks';
import { closeOnEscapeAnywhere } from '../components/escape-panels';

export interface RowMenuOpen {
  /** The row's link. */
  id: string;
  menu: 'copy' | 'more';
  /** The item that takes the focus as it opens (-1: the last). */
  focusAt: number;
  /** Its button: the focus goes back there, and the "⋯" menu's list is placed beside it. */
  button: HTMLButtonElement;
}

export interface RowPanel {
  id: string;
  panel: 'edit' | 'qr' | 'delete';
  /** The row's "⋯" button (the panel was picked from its menu): the focus goes back there as it closes. */
  button: HTMLElement | null;
}

/** The list's handlers, the same object for the list's life: a row's props stay equal and its memo holds. */
export interface Rows {
  /** Opens a row's menu (any other closes), or closes it (`focusAt` null). */
  menu: (id: string, menu: RowMenuOpen['menu'], focusAt: number | null, button: HTMLButtonElement) => void;
  closeMenu: (refocus: boolean) => void;
  /** Opens a row's panel, or closes it if it was open (a menu item toggles it). */
  toggle: (id: string, panel: RowPanel['panel'], button: HTMLElement | null) => void;
  /** Closes a row's panel; `refocus`: the focus back on its "⋯". */
  close: (id: string, refocus: boolean) => void;
}

export function useRowState() {
  const [menu, setMenu] = useState<RowMenuOpen | null>(null);
  const [panels, setPanels] = useState<readonly RowPanel[]>([]);
  const [rows] = useState((): Rows => {
    // The state as last set (only these handlers set it): a close reads the button to refocus here.
    let menuNow: RowMenuOpen | null = null;
    let panelsNow: readonly RowPanel[] = [];
    const putPanels = (next: readonly RowPanel[]) => setPanels((panelsNow = next));
    return {
      menu: (id, which, focusAt, button) =>
        setMenu((menuNow = focusAt === null ? null : { id, menu: which, focusAt, button })),
      closeMenu(refocus) {
        const was = menuNow;
        setMenu((menuNow = null));
        if (refocus) was?.button.focus();
      },
      toggle(id, panel, button) {
        const was = panelsNow.find((p) => p.id === id);
        const rest = panelsNow.filter((p) => p !== was);
        putPanels(was?.panel === panel ? rest : [...rest, { id, panel, button }]);
      },
      close(id, refocus) {
        const was = panelsNow.find((p) => p.id === id);
        putPanels(panelsNow.filter((p) => p !== was));
        if (refocus) was?.button?.focus();
      },
    };
  });
  // Escape outside every panel closes the latest (../components/escape-panels.ts); the delete dialog closes itself.
  useLayoutEffect(() => {
    const offs = panels
      .filter((p) => p.panel !== 'delete')
      .map((p) => closeOnEscapeAnywhere(() => rows.close(p.id, true)));
    return () => offs.forEach((off) => off());
  }, [panels]);
  return { menu, panels, rows };
}

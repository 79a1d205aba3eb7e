/**
 * Escape closes a link's open panel (its editor or QR code): from within it, or, from anywhere, the
 * latest (./use-panel.ts, the popup list's ../popup/row-state.ts). Apart from the card's hook: the
 * popup's first load needs this, the hook loads with the card.
 */
/** The panel's keydown handler: Escape closes it, and goes no further (the popup stays open). */
export function closeOnEscape(onClose: () => void) {
  return (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    onClose();
  };
}

/**
 * The open panels' closers, the latest last. Escape with the focus outside every panel (on the
 * button that opened one, on the page) closes the latest, and the browser does not close the
 * popup with it: only an Escape with no panel open does. A modal dialog (the delete confirmation)
 * closes itself first.
 */
const openPanels: (() => void)[] = [];

function onEscape(e: KeyboardEvent) {
  const latest = openPanels.at(-1);
  if (e.key !== 'Escape' || e.defaultPrevented || !latest || (e.target as Element).closest?.('dialog[open]')) return;
  e.preventDefault();
  latest();
}

/** Registers an open panel's closer; returns its removal (the panel closed). */
export function closeOnEscapeAnywhere(closePanel: () => void): () => void {
  // Added once: the same listener added again is no second one.
  document.addEventListener('keydown', onEscape);
  openPanels.push(closePanel);
  return () => void openPanels.splice(openPanels.indexOf(closePanel), 1);
}

/**
 * Which panel of a link (its editor or its QR code) is open. Closing one (Cancel, Save, Close,
 * Escape) puts focus back on the button that opened it: the panel's own buttons disappear with it,
 * and focus would otherwise fall back to the top of the popup.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { closeOnEscapeAnywhere } from './escape-panels';

export type Panel = 'edit' | 'qr';

export function usePanel(initial: Panel | null = null) {
  const [open, setOpen] = useState<Panel | null>(initial);
  const openers = { edit: useRef<HTMLButtonElement>(null), qr: useRef<HTMLButtonElement>(null) };
  const close = () => {
    if (open) openers[open].current?.focus();
    setOpen(null);
  };
  // In the render's own task: an effect after the next frame left a closed panel's closer in place
  // for a quick second Escape.
  useLayoutEffect(() => (open ? closeOnEscapeAnywhere(close) : undefined), [open]);
  return {
    open,
    /** Refs for the buttons that open each panel. */
    openers,
    toggle: (panel: Panel) => setOpen(open === panel ? null : panel),
    close,
  };
}

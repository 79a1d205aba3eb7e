/**
 * A modal dialog (the native <dialog>: focus kept inside, Escape closes, the page behind inert).
 * Closing puts focus back where it was when the dialog opened.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { adoptStyles } from './adopt-styles';
import dialogCss from './dialog.css?inline';

// The dialogs' styles arrive with this module, the first time a page opens one.
adoptStyles(dialogCss);

interface Props {
  /** The dialog's accessible name. */
  label: string;
  onClose: () => void;
  class?: string;
  /** For alert dialogs (a confirmation): read out as such. */
  role?: 'dialog' | 'alertdialog';
  children: ComponentChildren;
}

export function Modal({ label, onClose, class: className, role, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.showModal();
    return () => opener?.focus?.();
  }, []);
  return (
    <dialog
      ref={ref}
      class={`modal ${className ?? ''}`}
      role={role}
      aria-label={label}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}

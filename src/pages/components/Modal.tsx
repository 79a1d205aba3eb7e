/**
 * A modal dialog (the native <dialog>: focus kept inside, Escape closes, the page behind inert).
 * Closing puts focus back where it was when the dialog opened. Every dialog's chrome is drawn here:
 * its title with the × that closes it (named Close, as Escape), and its actions' row at the start.
 */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { t } from '../../platform/text/i18n';
import { adoptStyles } from './adopt-styles';
import dialogCss from './dialog.css?inline';

// The dialogs' styles arrive with this module, the first time a page opens one.
adoptStyles(dialogCss);

interface Props {
  /** The dialog's accessible name; the title's text by default. */
  label?: string;
  /** Its heading, beside the ×. */
  title: ComponentChildren;
  /** Escape, the ×, and the dialog's own Close or Cancel. */
  onClose: () => void;
  class?: string;
  /** For alert dialogs (a confirmation): read out as such. */
  role?: 'dialog' | 'alertdialog';
  children: ComponentChildren;
}

export function Modal({ label, title, onClose, class: className, role, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // Modal in the same task as the render that adds it, before any frame: as an effect (after the
  // next frame, or 100 ms without frames) an early Enter or click went to the page behind, and
  // the person who answered quickly saw nothing happen.
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    dialog?.showModal();
    return () => {
      // Closed before it leaves the page: while it is modal the page behind is inert, and the
      // opener could not take the focus back.
      dialog?.close();
      opener?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      class={`modal ${className ?? ''}`}
      role={role}
      aria-label={label ?? (typeof title === 'string' ? title : undefined)}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div class="dialog-head">
        <h2 class="dialog-title">{title}</h2>
        <button
          type="button"
          class="ghost icon dialog-close"
          aria-label={t('close')}
          title={t('close')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}

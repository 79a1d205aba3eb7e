/**
 * The manager's dialogs, loaded when one is first opened (or once the first rows are shown and the
 * page is idle): the editor, QR and delete are not part of the manager's first load. Each dialog is
 * a native modal that takes focus when it mounts (and gives it back on closing), so focus stays on
 * the control that opened it until the dialog is there.
 */
import { useEffect, useState } from 'preact/hooks';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import type { ManagerDialog, ManagerDialogProps } from './ManagerDialogs';

export type { OpenDialog } from './ManagerDialogs';

let loaded: typeof ManagerDialog | null = null;

/** Loads the dialogs' module (once); later opens render at once. */
export function loadManagerDialogs(): Promise<typeof ManagerDialog> {
  return import('./ManagerDialogs').then((m) => (loaded = m.ManagerDialog));
}

export function LazyManagerDialog(props: ManagerDialogProps) {
  const [Dialog, setDialog] = useState<typeof ManagerDialog | null>(() => loaded);
  useEffect(() => {
    if (!Dialog) void loadManagerDialogs().then((d) => setDialog(() => d));
  }, []);
  return Dialog ? (
    <ErrorBoundary>
      <Dialog {...props} />
    </ErrorBoundary>
  ) : null;
}

/**
 * The manager's dialogs, loaded when one is first opened: the editor, QR and delete are not part of
 * the manager's first load. Each dialog is a native modal that takes focus when it mounts (and gives
 * it back on closing), so focus stays on the control that opened it until the dialog is there.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ManagerDialog, ManagerDialogProps } from './ManagerDialogs';

export type { OpenDialog } from './ManagerDialogs';

export function LazyManagerDialog(props: ManagerDialogProps) {
  const [Dialog, setDialog] = useState<typeof ManagerDialog | null>(null);
  useEffect(() => {
    void import('./ManagerDialogs').then((m) => setDialog(() => m.ManagerDialog));
  }, []);
  return Dialog ? <Dialog {...props} /> : null;
}

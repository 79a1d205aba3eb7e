/** The delete confirmation, loaded when first asked for: it is not part of the popup's first load. */
import { useEffect, useState } from 'preact/hooks';
import type { DeleteDialog } from './DeleteDialog';

type Props = Parameters<typeof DeleteDialog>[0];

export function LazyDeleteDialog(props: Props) {
  const [Dialog, setDialog] = useState<typeof DeleteDialog | null>(null);
  useEffect(() => {
    void import('./DeleteDialog').then((m) => setDialog(() => m.DeleteDialog));
  }, []);
  return Dialog ? <Dialog {...props} /> : null;
}

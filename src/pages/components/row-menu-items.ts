/**
 * A link's "⋯" menu, one list for the popup's rows and the manager's, in one order: Edit, QR code,
 * Share… (where sharing is on), Redirect here…, Pin for redirects, then Delete, apart.
 */
import type { IconName } from './Icon';
import type { RowMenuItem } from './RowMenu';

export type RowMenuAction = 'edit' | 'qr' | 'share' | 'point-tab' | 'pin' | 'delete';

export interface RowMenuLabels {
  edit: string;
  qr: string;
  share: string;
  pointAtTab: string;
  pin: string;
  unpin: string;
  pinHint: string;
  delete: string;
}

export function rowMenuItems(
  l: RowMenuLabels,
  act: (action: RowMenuAction) => void,
  { share, pinned }: { share: boolean; pinned: boolean },
): RowMenuItem[] {
  const item = (id: RowMenuAction, label: string, icon: IconName, more?: Partial<RowMenuItem>): RowMenuItem => ({
    id,
    label,
    icon,
    onSelect: () => act(id),
    ...more,
  });
  return [
    item('edit', l.edit, 'edit'),
    item('qr', l.qr, 'qr'),
    ...(share ? [item('share', l.share, 'share')] : []),
    item('point-tab', l.pointAtTab, 'redirect'),
    item('pin', pinned ? l.unpin : l.pin, 'star', { hint: l.pinHint }),
    item('delete', l.delete, 'delete', { danger: true }),
  ];
}

/**
 * "Share…" from a row menu (the manager's rows, a list's results), where the browser has no share
 * sheet: the destinations (./ShareDestinations.tsx) in a dialog, each a link that opens it in a new
 * tab. Picking one closes it; Escape or Close too, the focus back on the row's menu button.
 */
import type { ShareData } from '../../shared/share/share-targets';
import { t } from '../../platform/text/i18n';
import { Modal } from './Modal';
import { ShareDestinations } from './ShareDestinations';
import type { Sharing } from './sharing';

interface Props {
  data: ShareData;
  sharing: Sharing;
  onClose: () => void;
}

export function ShareDialog({ data, sharing, onClose }: Props) {
  return (
    <Modal label={t('shareThrough')} onClose={onClose} class="share-dialog">
      <ShareDestinations data={data} sharing={sharing} onPicked={onClose} />
      <div class="row dialog-actions">
        <button type="button" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Modal>
  );
}

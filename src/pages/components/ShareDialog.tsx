/**
 * "Share…" from a row menu (the manager's rows, a list's results), where the browser has no share
 * sheet: the destinations (./ShareDestinations.tsx) in a dialog, the same list as the popup's Copy
 * menu, each a link that opens it in a new tab. It opens on the first destination, so the keyboard
 * starts there: filled, ringed only when the keyboard opened it (share.css). Picking one closes it; Escape or the head's × too (no footer Close,
 * as the QR dialog), the focus back on the row's menu button. Its title is the list's heading, beside
 * the × every dialog has (./Modal.tsx).
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { ShareData } from '../../shared/share/share-targets';
import { t } from '../../platform/text/i18n';
import { shortText } from './LinkFace';
import { Modal } from './Modal';
import { ShareDestinations, ShareHeading } from './ShareDestinations';
import type { Sharing } from './sharing';

interface Props {
  data: ShareData;
  sharing: Sharing;
  onClose: () => void;
}

export function ShareDialog({ data, sharing, onClose }: Props) {
  const body = useRef<HTMLDivElement>(null);
  // After the dialog's own effect has opened it (a parent's effects run after its children's).
  useLayoutEffect(() => body.current?.querySelector<HTMLElement>('a.share-target')?.focus(), []);
  return (
    <Modal
      label={t('shareLinkTitle', shortText(data.shortLink))}
      title={<ShareHeading shortLink={data.shortLink} />}
      onClose={onClose}
      class="share-dialog"
    >
      <div ref={body}>
        <ShareDestinations data={data} sharing={sharing} onPicked={onClose} />
      </div>
    </Modal>
  );
}

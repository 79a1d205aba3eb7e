/**
 * The manager's dialogs: edit a link, its QR code, delete links, shorten a list. Loaded on demand (./Manager.tsx):
 * none of it is needed to paint the first rows. Each dialog is a native modal that takes focus when it
 * mounts, so focus stays on the control that opened it until the dialog is there.
 */
import type { Link } from '../../shared/types';
import type { CopyFormat } from '../../shared/links/clip';
import type { StoredLink } from '../../shared/links/head';
import { LinkEditor } from '../components/LinkEditor';
import { t } from '../../platform/text/i18n';
import { DeleteDialog } from '../components/DeleteDialog';
import { lazy } from '../components/lazy';
import { shortText } from '../components/LinkFace';
import { Modal } from '../components/Modal';
import { LinkHeading } from '../components/LinkHeading';
import { BulkDialog } from './BulkDialog';
import { ShareDialog } from '../components/ShareDialog';
import { SharingContext } from '../components/sharing';
import { useContext } from 'preact/hooks';

/** The QR encoder loads only when a QR code is asked for. */
const QrPanel = lazy(
  () => import('../components/QrPanel').then((m) => m.QrPanel),
  () => (
    <p class="hint" aria-busy="true">
      {t('loading')}
    </p>
  ),
);

/** `account`: the account the links were shown for when the dialog opened; its requests name it. */
export type OpenDialog = (
  { kind: 'edit' | 'qr' | 'share'; link: Link } | { kind: 'delete'; links: Link[] } | { kind: 'bulk' }
) & { account?: string };

export interface ManagerDialogProps {
  open: OpenDialog;
  groups: { id: string; name: string }[];
  /** The account's links and the preferred copy format: what "Shorten a list" shows and copies. */
  links: readonly StoredLink[];
  copyFormat: CopyFormat;
  onClose: (message?: string) => void;
  onRemoved: (ids: string[]) => void;
  onSaved: (link: StoredLink) => void;
}

export function ManagerDialog({ open, groups, links, copyFormat, onClose, onRemoved, onSaved }: ManagerDialogProps) {
  const sharing = useContext(SharingContext);
  if (open.kind === 'bulk')
    return (
      <BulkDialog account={open.account} links={links} groups={groups} copyFormat={copyFormat} onClose={onClose} />
    );
  if (open.kind === 'delete')
    return <DeleteDialog links={open.links} account={open.account} onRemoved={onRemoved} onClose={onClose} />;
  if (open.kind === 'share')
    return sharing ? <ShareDialog data={open.link} sharing={sharing} onClose={onClose} /> : null;
  if (open.kind === 'edit') {
    return (
      <Modal
        label={t('editLinkTitle', shortText(open.link.shortLink))}
        title={<LinkHeading name="editLinkTitle" shortLink={open.link.shortLink} />}
        onClose={onClose}
        class="edit-dialog"
      >
        <LinkEditor
          link={open.link}
          account={open.account}
          groups={groups}
          onClose={onClose}
          onGone={(id) => (onRemoved([id]), onClose(t('errorNotFound')))}
          onSaved={(link) => (onSaved({ ...(open.link as StoredLink), ...link }), onClose(t('saved')))}
        />
      </Modal>
    );
  }
  return (
    <Modal
      label={t('qrFor', shortText(open.link.shortLink))}
      title={<LinkHeading name="qrFor" shortLink={open.link.shortLink} />}
      onClose={onClose}
      class="qr-dialog"
    >
      <QrPanel shortLink={open.link.shortLink} backHalf={open.link.backHalf} onClose={onClose} />
    </Modal>
  );
}

/**
 * The parts a link's card or row opens (editor, QR code, menus, delete dialog), loaded when first
 * opened. Apart from ./lazy-parts.tsx, whose result card imports these: nothing here imports back.
 */
import { t } from '../../platform/text/i18n';
import { part } from './part';

export const LinkEditor = part(() => import('../components/LinkEditor').then((m) => m.LinkEditor));
export const CopyMenuList = part(() => import('./CopyMenuList').then((m) => m.CopyMenuList));
export const RowMenuList = part(() => import('../components/RowMenuList').then((m) => m.RowMenuList));
export const LinkMenuList = part(() => import('./LinkMenuList').then((m) => m.LinkMenuList));
export const QrPanel = part(
  () => import('../components/QrPanel').then((m) => m.QrPanel),
  () => (
    <p class="hint" aria-busy="true">
      {t('loading')}
    </p>
  ),
);
export const DeleteDialog = part(() => import('../components/DeleteDialog').then((m) => m.DeleteDialog));

/**
 * The parts a link's card or row opens (editor, QR code, menus, delete dialog), loaded when first
 * opened. Apart from ./lazy-parts.tsx, whose result card imports these: nothing here imports back.
 */
import { t } from '../../platform/text/i18n';
import { part } from './part';

export const LinkEditor = part(() => import('../components/LinkEditor').then((m) => m.LinkEditor));
export const CopyMenuList = part(() => import('./CopyMenuList').then((m) => m.CopyMenuList));
/** A menu's list: its items (the "+" menu), or a row's menu, made as it opens (one part: one fewer in the first load). */
export const RowMenuList = part(() => import('./LinkMenuList').then((m) => m.MenuList));
export const QrPanel = part(
  () => import('../components/QrPanel').then((m) => m.QrPanel),
  () => (
    <p class="hint" aria-busy="true">
      {t('loading')}
    </p>
  ),
);
export const DeleteDialog = part(() => import('../components/DeleteDialog').then((m) => m.DeleteDialog));

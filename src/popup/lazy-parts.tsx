/**
 * The popup's parts that its first frame does not show, loaded when first shown (or preloaded
 * when idle): the first load is the header and the cached list (issue 13: ≤ 15 kB, like a blank page).
 */
import { t } from '../text/i18n';
import { lazy } from '../ui/lazy';

export const ShortenResult = lazy(() => import('./ShortenResult').then((m) => m.ShortenResult));
export const ShortenForm = lazy(() => import('./ShortenForm').then((m) => m.ShortenForm));
export const FailureCard = lazy(() => import('./FailureCard').then((m) => m.FailureCard));
export const LinkEditor = lazy(() => import('./LinkEditor').then((m) => m.LinkEditor));
/** A failure in words, inline (the list's own failure line). */
export const FailureLine = lazy(() => import('./FailureLine').then((m) => m.FailureLine));
export const CopyMenuList = lazy(() => import('./CopyMenuList').then((m) => m.CopyMenuList));
export const AccountSwitcher = lazy(() => import('./AccountSwitcher').then((m) => m.AccountSwitcher));
export const QrPanel = lazy(() => import('./QrPanel').then((m) => m.QrPanel), () => <p class="hint" aria-busy="true">{t('loading')}</p>);
export const DeleteDialog = lazy(() => import('../ui/DeleteDialog').then((m) => m.DeleteDialog));

/**
 * The popup's parts that its first frame does not show, loaded when first shown (or preloaded
 * when idle): the first load is only the header and the cached list, close to what a blank page costs.
 */
import type { ComponentChild, FunctionComponent } from 'preact';
import { t } from '../../platform/text/i18n';
import { lazy } from '../components/lazy';

/** A part whose code comes with the parts' styles (./parts-styles.ts), adopted before it first renders. */
const part = <P extends object>(load: () => Promise<FunctionComponent<P>>, fallback?: () => ComponentChild) =>
  lazy(() => Promise.all([load(), import('./parts-styles')]).then(([component]) => component), fallback);

export const ShortenResult = part(() => import('./ShortenResult').then((m) => m.ShortenResult));
export const ShortenForm = part(() => import('./ShortenForm').then((m) => m.ShortenForm));
export const FailureCard = part(() => import('./FailureCard').then((m) => m.FailureCard));
export const PrivateAsk = part(() => import('./PrivateAsk').then((m) => m.PrivateAsk));
export const SiteLinkCard = part(() => import('./SiteLinkCard').then((m) => m.SiteLinkCard));
export const ShortenTabs = part(() => import('./ShortenTabs').then((m) => m.ShortenTabs));
export const LinkEditor = part(() => import('../components/LinkEditor').then((m) => m.LinkEditor));
/** A failure in words, inline (the list's own failure line). */
export const FailureLine = part(() => import('./FailureLine').then((m) => m.FailureLine));
export const CopyMenuList = part(() => import('./CopyMenuList').then((m) => m.CopyMenuList));
export const RowMenuList = part(() => import('../components/RowMenuList').then((m) => m.RowMenuList));
export const AccountSwitcher = part(() => import('./AccountSwitcher').then((m) => m.AccountSwitcher));
export const QrPanel = part(
  () => import('../components/QrPanel').then((m) => m.QrPanel),
  () => (
    <p class="hint" aria-busy="true">
      {t('loading')}
    </p>
  ),
);
export const DeleteDialog = part(() => import('../components/DeleteDialog').then((m) => m.DeleteDialog));

/**
 * The popup's parts that its first frame does not show, loaded when first shown (or preloaded
 * when idle): the first load is the header and the cached list (issue 13: ≤ 15 kB, like a blank page).
 */
import { lazy } from '../ui/lazy';

export const ShortLinkCard = lazy(() => import('./ShortLinkCard').then((m) => m.ShortLinkCard));
export const ShortenForm = lazy(() => import('./ShortenForm').then((m) => m.ShortenForm));
export const FailureCard = lazy(() => import('./FailureCard').then((m) => m.FailureCard));
export const LinkEditor = lazy(() => import('./LinkEditor').then((m) => m.LinkEditor));
/** A failure in words, inline (the list's own failure line). */
export const FailureLine = lazy(() => import('./FailureLine').then((m) => m.FailureLine));

/**
 * The popup's parts that its first frame does not show, loaded when first shown (or preloaded on
 * the way to it): the first load is only the header and the cached list, close to what a blank page costs.
 * The parts a link's card or row opens are in ./link-parts.tsx; those of the card above the list in
 * ./card-parts.tsx.
 */
import { part } from './part';

/** The card above the list (./CurrentPage.tsx): its code comes with the status (./Popup.tsx). */
export const CurrentPage = part(() => import('./CurrentPage').then((m) => m.CurrentPage));
export const ShortenTabs = part(() => import('./ShortenTabs').then((m) => m.ShortenTabs));
/** A failure in words, inline (the list's own failure line). */
export const FailureLine = part(() => import('./FailureLine').then((m) => m.FailureLine));
export const AccountSwitcher = part(() => import('./AccountSwitcher').then((m) => m.AccountSwitcher));
export const Welcome = part(() => import('./Welcome').then((m) => m.Welcome));

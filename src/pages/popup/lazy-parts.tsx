/**
 * The popup's parts that its first frame does not show, loaded when first shown (or preloaded on
 * the way to it): the first load is only the header and the cached list, close to what a blank page costs.
 * The parts a link's card or row opens are in ./link-parts.tsx; those of the card above the list in
 * ./card-parts.tsx.
 */
import { withRetries } from '../components/lazy';
import { part } from './part';

/** The card above the list (./CurrentPage.tsx): its code comes with the status (./Popup.tsx). */
const card = () => import('./CurrentPage');
export const CurrentPage = part(() => card().then((m) => m.CurrentPage));
/** *Redirect a link here…* (the "+" menu): through the card's code, loaded by then, so no import of its own in the first load. */
export const redirectHere = (target: string, onPointed: () => void) =>
  void withRetries(card).then((m) => m.redirectHere(target, onPointed));
export const ShortenTabs = part(() => import('./ShortenTabs').then((m) => m.ShortenTabs));
/** A failure in words, inline (the list's own failure line). */
export const FailureLine = part(() => import('./FailureLine').then((m) => m.FailureLine));
export const AccountSwitcher = part(() => import('./AccountSwitcher').then((m) => m.AccountSwitcher));
export const Welcome = part(() => import('./Welcome').then((m) => m.Welcome));

/**
 * The parts the card above the list shows (./CurrentPage.tsx, itself a later part): loaded with it
 * or when first shown, never with the popup's first frame. The result card, the one an opening's
 * shortening shows, starts loading as this file does.
 */
import { part } from './part';

export const ShortenResult = part(() => import('./ShortenResult').then((m) => m.ShortenResult));
export const ShortenForm = part(() => import('./ShortenForm').then((m) => m.ShortenForm));
export const FailureCard = part(() => import('./FailureCard').then((m) => m.FailureCard));
export const PrivateAsk = part(() => import('./PrivateAsk').then((m) => m.PrivateAsk));
export const SiteLinkCard = part(() => import('./SiteLinkCard').then((m) => m.SiteLinkCard));

void ShortenResult.preload();

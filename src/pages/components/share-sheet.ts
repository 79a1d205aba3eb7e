/**
 * The system's share sheet, where the browser has one that takes a link (Chrome on Windows, macOS
 * and ChromeOS, Safari, Android); Chromium on Linux and Firefox on the desktop have none, and
 * "Share…" offers its own destinations there (./ShareDestinations.tsx).
 */
import type { ShareData } from '../../shared/share/share-targets';
import { shownTargets } from '../../shared/share/share-urls';
import type { Sharing } from './sharing';

const sheetData = (data: ShareData) => ({ url: data.shortLink, ...(data.title ? { title: data.title } : {}) });

/** The browser's sheet takes this link. */
export const hasShareSheet = (data: ShareData) =>
  typeof navigator.share === 'function' && navigator.canShare?.(sheetData(data)) !== false;

/** Whether "Share…" has anything to offer: the sheet, or at least one destination chosen. */
export const canShare = (sharing: Sharing | null, data: ShareData): sharing is Sharing =>
  sharing !== null && (hasShareSheet(data) || shownTargets(sharing.shareTargets, sharing.mastodonInstance).length > 0);

/**
 * Opens the sheet, in the click that asked (it needs the user's gesture); false where there is none.
 * A sheet closed without sharing rejects: nothing to say.
 */
export function openShareSheet(data: ShareData): boolean {
  if (!hasShareSheet(data)) return false;
  navigator.share(sheetData(data)).catch(() => undefined);
  return true;
}

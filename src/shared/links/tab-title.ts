/**
 * A tab's title as the page set it is hostile input: bidi overrides that reorder what the user
 * reads, control characters, any length. Every path that sends a title (the popup's opening, the
 * menu, the shortcut, all tabs, a retry) cleans it here, where it is read from the tab.
 */

/** The contract's cap on a title (src/shared/messages/contract.ts): a longer one is refused as a bad request. */
export const TITLE_MAX = 1000;

/**
 * Removed: control characters, zero-width space and byte-order mark, direction marks, overrides
 * and isolates. Joiners (U+200C, U+200D) stay: scripts and emoji need them.
 */
const HIDDEN = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** The title to send: cleaned, whitespace runs made one space, trimmed, cut to TITLE_MAX; undefined when nothing is left. */
export function tabTitle(raw: string | undefined | null): string | undefined {
  if (typeof raw !== 'string') return undefined;
  let title = raw.replace(HIDDEN, '').replace(/\s+/g, ' ').trim();
  if (title.length > TITLE_MAX) {
    title = title.slice(0, TITLE_MAX);
    // Never half of a character outside the basic plane.
    if (/[\ud800-\udbff]$/.test(title)) title = title.slice(0, -1);
    title = title.trimEnd();
  }
  return title || undefined;
}

/**
 * An address as the list dialog shows it: its password masked (what is sent is never changed), and
 * a long one cut once, to its site and its last path segment ("shop.example/…/item-0"). Pure.
 */

/** Shorter than this, an address is shown as it is (a short link, a bare site). */
const CUT_FROM = 30;

/** `me:secret@shop.example` → `me:•••@shop.example`: the user name stays (it tells accounts apart), the password never shows. */
export function maskCredentials(text: string): string {
  return text.replace(/^((?:[a-z][a-z\d+.-]*:\/\/)?[^\s/?#@:]*):[^\s/?#@]*@/i, (_all, user: string) => `${user}:•••@`);
}

/** The address's site (with any scheme and user) and its last path segment; null when it is short or not an address. */
export function cutParts(text: string): { head: string; tail: string } | null {
  const site = /^(?:[a-z][a-z\d+.-]*:\/\/)?[^\s/?#]+\.[^\s/?#]+/i.exec(text);
  if (text.length < CUT_FROM || !site || /\s/.test(text)) return null;
  const head = site[0];
  const path = text.slice(head.length).replace(/[?#].*$/s, '');
  const segments = path.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (!last) return null;
  // One segment: the site and it, the query left out; more: the ones between them said as "…".
  return { head: segments.length > 1 ? `${head}/…/` : `${head}/`, tail: last };
}

/** The address as shown: masked, then cut once where it is long. */
export function shownAddress(text: string): string {
  const masked = maskCredentials(text);
  const parts = cutParts(masked);
  return parts ? parts.head + parts.tail : masked;
}

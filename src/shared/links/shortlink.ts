/**
 * Whether a page's own short link (`<link rel="shortlink">`) may be copied instead of making a
 * link: an absolute http(s) address on the page's own registrable domain, like the canonical
 * address (./canonical.ts). The page is not trusted: another site's address is never copied.
 */
import { sameSite } from './canonical';
import { isShortenable } from './shortenable';

/** A short link longer than this is not one. */
const MAX_LENGTH = 2000;

/** The page's short link as parsed and serialised, or null when it may not stand in for `tabUrl`. */
export function checkShortlink(candidate: unknown, tabUrl: string): string | null {
  if (typeof candidate !== 'string' || candidate === '' || candidate.length > MAX_LENGTH) return null;
  if (!isShortenable(candidate) || !isShortenable(tabUrl)) return null;
  const parsed = new URL(candidate);
  if (parsed.username || parsed.password) return null;
  return sameSite(parsed.hostname, new URL(tabUrl).hostname) ? parsed.href : null;
}

/**
 * Whether a page's canonical address (`<link rel="canonical">`) may stand in for the tab's URL.
 * The page is not trusted: its answer is checked like any input.
 */
import { withoutTrailingDots } from './local-names';
import { isShortenable } from './shortenable';
import { publicSuffixList } from './public-suffix';

/** Longest canonical address accepted (the shorten request's own limit). */
const MAX_LENGTH = 8000;

/**
 * The canonical address to use instead of `tabUrl`, or null to keep the tab's: an absolute http(s)
 * URL on the same site (see `sameSite`) without credentials. Answered as parsed and serialised, not as the page wrote it.
 */
export function checkCanonical(candidate: unknown, tabUrl: string): string | null {
  if (typeof candidate !== 'string' || candidate === '' || candidate.length > MAX_LENGTH) return null;
  if (!isShortenable(candidate) || !isShortenable(tabUrl)) return null;
  const parsed = new URL(candidate);
  // A user name or password the page wrote in would be refused later: the tab's own URL is kept instead.
  if (parsed.username || parsed.password) return null;
  return sameSite(parsed.hostname, new URL(tabUrl).hostname) && parsed.href.length <= MAX_LENGTH ? parsed.href : null;
}

/**
 * The registrable domain of a host by the Public Suffix List, its private section included (so
 * `alice.github.io` is a site of its own, as is `bucket.s3.amazonaws.com`); null for a public
 * suffix itself, an IP address, or a malformed host.
 */
export function registrableDomain(host: string): string | null {
  const name = withoutTrailingDots(host.toLowerCase());
  if (name === '' || name.split('.').includes('')) return null;
  return publicSuffixList().getDomain(name, { allowPrivateDomains: true, extractHostname: false });
}

/** The same host, or two hosts with the same registrable domain (www.example.co.uk and example.co.uk). */
export function sameSite(a: string, b: string): boolean {
  const x = withoutTrailingDots(a.toLowerCase());
  const y = withoutTrailingDots(b.toLowerCase());
  if (x === y) return true;
  const domain = registrableDomain(x);
  return domain !== null && domain === registrableDomain(y);
}

/**
 * Whether a page's canonical address (`<link rel="canonical">`) may stand in for the tab's URL.
 * The page is not trusted: its answer is checked like any input.
 */
import { isShortenable } from './shortenable';

/** Longest canonical address accepted (the shorten request's own limit). */
const MAX_LENGTH = 8000;

/** Labels a site commonly puts before its own name for the same pages (www., the mobile site, AMP). */
const ALIASES = new Set(['www', 'm', 'mobile', 'amp']);

/**
 * The canonical address to use instead of `tabUrl`, or null to keep the tab's: it must be an
 * absolute http(s) URL on the same site (see `sameSite`).
 */
export function checkCanonical(candidate: unknown, tabUrl: string): string | null {
  if (typeof candidate !== 'string' || candidate === '' || candidate.length > MAX_LENGTH) return null;
  if (!isShortenable(candidate) || !isShortenable(tabUrl)) return null;
  // Parsed only to compare hosts: the page's own text is what gets shortened.
  return sameSite(new URL(candidate).hostname, new URL(tabUrl).hostname) ? candidate : null;
}

/**
 * Same site, approximated without a public-suffix list: the same host, or one host under the
 * other (example.com and blog.example.com), once a leading www., m., mobile. or amp. is set aside
 * (m.example.com and www.example.com). Two sibling hosts are not the same site (a.github.io and
 * b.github.io may belong to different people, and without the list we cannot tell github.io from
 * example.com), nor is a bare top-level domain, nor an IP address other than itself.
 */
export function sameSite(a: string, b: string): boolean {
  const x = a.toLowerCase().replace(/\.$/, '');
  const y = b.toLowerCase().replace(/\.$/, '');
  if (x === y) return true;
  if (isIp(x) || isIp(y)) return false;
  const [p, q] = [withoutAlias(x), withoutAlias(y)];
  return p === q || isUnder(p, q) || isUnder(q, p);
}

/** `child` is a subdomain of `parent`, and `parent` is more than a top-level domain. */
const isUnder = (child: string, parent: string) => parent.includes('.') && child.endsWith(`.${parent}`);

function withoutAlias(host: string): string {
  const [first, ...rest] = host.split('.');
  return ALIASES.has(first!) && rest.length >= 2 ? rest.join('.') : host;
}

const isIp = (host: string) => /^\d+(\.\d+){3}$/.test(host) || host.startsWith('[');

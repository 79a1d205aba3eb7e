/**
 * Which service origins the extension may talk to: https anywhere, plain http on loopback only, and
 * never an IPv6 literal such as `[::1]`: its host permission (`http://[::1]/*`) is not one the
 * manifest offers, and Firefox's match patterns are not known to take bracketed hosts, so the save
 * could never be granted. 127.0.0.1 reaches the same machine.
 */
export type ServiceUrlCheck = { ok: true; origin: string } | { ok: false; reason: ServiceUrlProblem };

/** Why an address was refused; each has its own words in failure-text.ts. */
export type ServiceUrlProblem = 'invalid' | 'insecure' | 'ipv6';

// Exactly the loopback hosts OPTIONAL_HOSTS (manifest.ts) offers: another 127.x address could be
// saved but never granted.
const LOOPBACK = /^(127\.0\.0\.1|localhost)$/;

export function checkServiceUrl(input: string): ServiceUrlCheck {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.username || url.password || !url.hostname) return { ok: false, reason: 'invalid' };
  if (url.hostname.startsWith('[')) return { ok: false, reason: 'ipv6' };
  if (url.protocol === 'https:') return { ok: true, origin: url.origin };
  if (url.protocol === 'http:')
    return LOOPBACK.test(url.hostname) ? { ok: true, origin: url.origin } : { ok: false, reason: 'insecure' };
  return { ok: false, reason: 'invalid' };
}

/** The match pattern a host permission for this origin needs (ports are not part of patterns). */
export function originPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

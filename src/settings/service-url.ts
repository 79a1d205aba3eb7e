/** Which service origins the extension may talk to: https anywhere, plain http on loopback only. */
export type ServiceUrlCheck = { ok: true; origin: string } | { ok: false; reason: 'invalid' | 'insecure' };

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/;

export function checkServiceUrl(input: string): ServiceUrlCheck {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.username || url.password || !url.hostname) return { ok: false, reason: 'invalid' };
  if (url.protocol === 'https:') return { ok: true, origin: url.origin };
  if (url.protocol === 'http:') return LOOPBACK.test(url.hostname) ? { ok: true, origin: url.origin } : { ok: false, reason: 'insecure' };
  return { ok: false, reason: 'invalid' };
}

/** The match pattern a host permission for this origin needs (ports are not part of patterns). */
export function originPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

/** A short domain as typed or stored (a page's field, a setting, a policy), checked before any request. */
/** What is wrong with a short domain (part of ./input.ts's problems, worded there). */
export type DomainProblem = 'domain-is-url' | 'domain-invalid';

/** A short domain is a host name (optionally with a port), typed without a scheme or path; empty means the default. */
export function checkDomain(value: string): DomainProblem | null {
  const v = value.trim();
  if (v === '') return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(v) || v.includes('/')) return 'domain-is-url';
  return v.length <= 253 && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i.test(v)
    ? null
    : 'domain-invalid';
}

/**
 * What a user types, checked before any request: the same checks in the pages (a worded message
 * next to the field, what was typed kept) and in the background (a request that slipped past a
 * page is refused without reaching the service).
 */
import { isShortenable } from './shortenable';

/** Why an input cannot be sent; each has a message in the locales (see `inputProblemMessage`). */
export type InputProblem = 'destination-not-http' | 'domain-is-url' | 'domain-invalid' | 'back-half-chars' | 'back-half-length';

/** The service's rule for a back half: letters, digits, `-` and `_`, at most 64 of them. */
export const BACK_HALF_MAX = 64;

/** A destination must be an absolute http(s) URL with a host: never `javascript:`, `data:`, … */
export function checkDestination(value: string): InputProblem | null {
  return isShortenable(value.trim()) ? null : 'destination-not-http';
}

/** A short domain is a host name (optionally with a port), typed without a scheme or path; empty means the default. */
export function checkDomain(value: string): InputProblem | null {
  const v = value.trim();
  if (v === '') return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(v) || v.includes('/')) return 'domain-is-url';
  return v.length <= 253 && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i.test(v) ? null : 'domain-invalid';
}

/** A back half: empty means the service picks one. */
export function checkBackHalf(value: string): InputProblem | null {
  const v = value.trim();
  if (v === '') return null;
  if (v.length > BACK_HALF_MAX) return 'back-half-length';
  return /^[A-Za-z0-9_-]+$/.test(v) ? null : 'back-half-chars';
}

/** The locale message that words each problem. */
export const inputProblemMessage = {
  'destination-not-http': 'inputDestinationNotHttp',
  'domain-is-url': 'inputDomainIsUrl',
  'domain-invalid': 'inputDomainInvalid',
  'back-half-chars': 'inputBackHalfChars',
  'back-half-length': 'inputBackHalfLength',
} as const satisfies Record<InputProblem, string>;

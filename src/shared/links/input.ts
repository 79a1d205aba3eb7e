/**
 * What a user types, checked before any request: the same checks in the pages (a worded message
 * next to the field, what was typed kept) and in the background (a request that slipped past a
 * page is refused without reaching the service).
 */
import { isShortenable } from './shortenable';

/** The short domain's check has its own module: settings read it without the rest. */
export { checkDomain } from './domain';

/** Why an input cannot be sent; each has a message in the locales (see `inputProblemMessage`). */
export type InputProblem =
  'destination-not-http' | 'domain-is-url' | 'domain-invalid' | 'back-half-chars' | 'back-half-length';

/** The service's rule for a back half: letters, digits, `-` and `_`, at most 64 of them. */
export const BACK_HALF_MAX = 64;

/** A destination must be an absolute http(s) URL with a host: never `javascript:`, `data:`, … */
export function checkDestination(value: string): InputProblem | null {
  return isShortenable(value.trim()) ? null : 'destination-not-http';
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

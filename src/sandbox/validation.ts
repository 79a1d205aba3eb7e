/**
 * Laravel-style input handling for the sandbox: body parsing, the input middlewares, the rules
 * the links endpoints use, and the 422 answer with Laravel's messages.
 */
import { json } from './reply.ts';
import type { Reply } from './reply.ts';

/** Validation errors by field, as in a Laravel 422. */
export type Errors = Record<string, string[]>;

/** Laravel's 422: the first message, "(and N more errors)", and every field's messages. */
export function invalid(errors: Errors): Reply {
  const all = Object.values(errors).flat();
  const more = all.length - 1;
  const suffix = more > 0 ? ` (and ${more} more error${more > 1 ? 's' : ''})` : '';
  return json(422, { message: `${all[0] ?? 'The given data was invalid.'}${suffix}`, errors });
}

/** Laravel's url rule, narrowed to what a link shortener accepts: absolute http(s) with a host. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Laravel's TrimStrings + ConvertEmptyStringsToNull on the top-level members. */
export function normalize(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) out[k] = typeof v === 'string' ? v.trim() || null : v;
  return out;
}

/** Parses the body like Laravel: JSON when the Content-Type says so, else form-encoded. */
export function parseBody(rawBody: string, contentType: string): Record<string, unknown> | 'malformed' {
  if (rawBody.trim() === '') return {};
  if (!/json/i.test(contentType)) return Object.fromEntries(new URLSearchParams(rawBody));
  try {
    const value: unknown = JSON.parse(rawBody);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return 'malformed';
  }
}

/** Validates an optional title (nullable string, at most 255 characters). */
export function checkTitle(value: unknown, errors: Errors): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'string') errors.title = ['The title field must be a string.'];
  else if ([...value].length > 255) errors.title = ['The title field must not be greater than 255 characters.'];
}

/** Validates an integer query parameter; returns the value or records an error. */
export function intParam(query: URLSearchParams, name: string, fallback: number, max: number, errors: Errors): number {
  const raw = query.get(name)?.trim();
  if (raw === undefined || raw === '') return fallback;
  const label = `The ${name.replace('_', ' ')} field`;
  if (!/^[+-]?\d+$/.test(raw)) errors[name] = [`${label} must be an integer.`];
  else if (Number(raw) < 1) errors[name] = [`${label} must be at least 1.`];
  else if (Number(raw) > max) errors[name] = [`${label} must not be greater than ${max}.`];
  return Number(raw);
}

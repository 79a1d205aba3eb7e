/**
 * The wire format, and only here: zod schemas for the service's JSON, turned into the client's types.
 * Liberal where the spec is silent (nulls, absent or unknown members, date formats), strict where it
 * matters (a non-empty id; short and destination links are http(s) URLs).
 */
import * as z from 'zod/mini';
import { parseServiceDate } from './dates';
import { once } from '../../shared/once';
import type { FieldMessages, Link, LinkField, LinkGroup, LinkPage, Pagination } from '../../shared/types';

/**
 * Longest short link read. A short link is short; anything longer is refused like any malformed
 * link (left out of lists, never shown, copied or drawn as a QR code, which holds 2,953 bytes at most).
 */
export const MAX_SHORT_LINK_LENGTH = 2048;
/** Longest destination read: the shorten request's own limit (8,000), with room for one edited elsewhere. */
export const MAX_DESTINATION_LENGTH = 8192;
/** Longest id read: what the message contract accepts back from a page (src/shared/messages/contract.ts). */
const MAX_ID_LENGTH = 200;

/** The wire's schemas, built at the first answer read rather than at each start of the worker (a `status` reads none). */
export const wire = once(() => {
  /** A string of at least one character once trimmed (an id of spaces is no id), answered trimmed. */
  const nonEmpty = z.string().check(z.trim(), z.minLength(1));
  /** A string, or nothing: other types read as absent rather than failing the whole item. */
  const maybeString = z.catch(z.optional(z.nullable(z.string())), null);
  /** An absolute http(s) URL, trimmed, tabs and newlines removed as a URL parser would; at most `max` units as answered. */
  const httpUrl = (max: number) => z.url({ protocol: /^https?$/ }).check(z.maxLength(max));

  const groupWire = z.object({ id: z.union([nonEmpty, z.number()]), name: z.string() });

  const linkWire = z.object({
    id: nonEmpty.check(z.maxLength(MAX_ID_LENGTH)),
    title: maybeString,
    domain: maybeString,
    back_half: maybeString,
    short_link: httpUrl(MAX_SHORT_LINK_LENGTH),
    original_link: httpUrl(MAX_DESTINATION_LENGTH),
    group: z.catch(z.optional(z.nullable(groupWire)), null),
    created_at: z.optional(z.unknown()),
    updated_at: z.optional(z.unknown()),
  });

  /** A count the service gives, or -1 when it gives none that can be read. */
  const count = z.catch(z.number().check(z.int(), z.minimum(0)), -1);

  const paginationWire = z.object({
    current_page: count,
    total_pages: count,
    total: count,
    per_page: count,
  });

  /** The success envelope around any payload. */
  const envelopeWire = z.object({
    status: z.literal('success'),
    message: z.optional(z.unknown()),
    data: z.record(z.string(), z.unknown()),
  });

  /** An error body in any of the shapes a Laravel service gives. */
  const errorWire = z.object({
    status: z.optional(z.unknown()),
    message: z.catch(z.optional(z.string()), undefined),
    errors: z.catch(z.optional(z.record(z.string(), z.union([z.array(z.unknown()), z.string()]))), undefined),
    details: z.catch(z.optional(z.record(z.string(), z.unknown())), undefined),
  });
  return { link: linkWire, pagination: paginationWire, envelope: envelopeWire, error: errorWire };
});
type Wire = ReturnType<typeof wire>;
export type ErrorBody = z.infer<Wire['error']>;

/** Text for display: no control or bidirectional-override characters (they can disguise a name), bounded. */
export function cleanText(text: string, max = 500): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '').slice(0, max);
}

function toGroup(g: z.infer<Wire['link']>['group']): LinkGroup | null {
  return g ? { id: String(g.id), name: cleanText(g.name, 100) } : null;
}

/** One link from the wire, or null when it is not a usable link. Never throws. */
export function readLink(raw: unknown): Link | null {
  const read = wire().link.safeParse(raw);
  if (!read.success) return null;
  const w = read.data;
  const short = new URL(w.short_link);
  return {
    id: w.id,
    title: cleanText(w.title ?? ''),
    domain: w.domain || short.host,
    backHalf: w.back_half ?? short.pathname.slice(1),
    shortLink: w.short_link,
    destination: w.original_link,
    group: toGroup(w.group),
    createdAt: parseServiceDate(w.created_at),
    updatedAt: parseServiceDate(w.updated_at),
  };
}

/** A page of links from a list's `data`, leaving out (and counting) items that cannot be read. */
export function readLinkPage(data: Record<string, unknown>, asked: { page: number; perPage: number }): LinkPage | null {
  if (!Array.isArray(data.links)) return null;
  const links: Link[] = [];
  const seen = new Set<string>();
  for (const item of data.links) {
    const link = readLink(item);
    // A repeated id is left out too: one id, one row.
    if (link && !seen.has(link.id)) {
      links.push(link);
      seen.add(link.id);
    }
  }
  const got = wire().pagination.safeParse(data.pagination).data;
  const perPage = got && got.per_page > 0 ? got.per_page : asked.perPage;
  const total = got && got.total >= 0 ? got.total : (asked.page - 1) * perPage + data.links.length;
  const pagination: Pagination = {
    currentPage: got && got.current_page > 0 ? got.current_page : asked.page,
    perPage,
    total,
    totalPages: got && got.total_pages >= 0 ? got.total_pages : Math.ceil(total / perPage),
  };
  return { links, pagination, skipped: data.links.length - links.length };
}

/** The wire's field names (of requests and answers), as the extension names them. */
const FIELD_NAMES = new Map<string, LinkField>([
  ['link', 'url'],
  ['domain', 'domain'],
  ['title', 'title'],
  ['back_half', 'backHalf'],
  ['original_url', 'destination'],
  ['original_link', 'destination'],
  ['group_id', 'groupId'],
]);

/** Longest service message kept; a page shows it in a line or two. */
export const MAX_MESSAGE_LENGTH = 300;
const MAX_MESSAGES_PER_FIELD = 5;

/** A message from the service, fit for display: cleaned, bounded, trimmed; '' when there is none. */
export function readMessage(text: string | undefined): string {
  return cleanText(text ?? '', MAX_MESSAGE_LENGTH).trim();
}

/**
 * The service's own field messages, from `errors` (Laravel) or `details` (the documented envelope),
 * keyed by the extension's field names so no page ever needs a wire name; unknown fields go under 'other'.
 */
export function readFieldMessages(body: ErrorBody): FieldMessages {
  const fields: FieldMessages = {};
  for (const source of [body.details, body.errors]) {
    for (const [wire, value] of Object.entries(source ?? {})) {
      const field = FIELD_NAMES.get(wire) ?? 'other';
      const texts = (Array.isArray(value) ? value : [value])
        .filter((m): m is string => typeof m === 'string')
        .map(readMessage);
      // Two wire names for one field, or the same message in both sources: each message once.
      const list = [...new Set([...(fields[field] ?? []), ...texts.filter(Boolean)])].slice(0, MAX_MESSAGES_PER_FIELD);
      if (list.length) fields[field] = list;
    }
  }
  return fields;
}

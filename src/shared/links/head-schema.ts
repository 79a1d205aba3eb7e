/**
 * The stored head of links (./head.ts) and a stored link, read through zod schemas: a link that is
 * not exactly a link is not trusted, and a head with one is rebuilt. The pages read the background's
 * projection of it with plain checks of the same rules (./projection.ts).
 */
import * as z from 'zod/mini';
import type { Link } from '../types';
import { once } from '../once';

/**
 * Built at their first use, not at every start of the worker (../once.ts): `status`, the message
 * that usually wakes it, reads no link (docs/benchmark.md, "The worker's wake, cut").
 */
export const linkSchemas = once(() => {
  const httpLink = z.string().check(z.regex(/^https?:\/\//i));
  const time = z.nullable(z.number());
  /** A link as the service's parser made it (../types.ts), kept in storage. */
  const link = z.object({
    id: z.string().check(z.minLength(1)),
    title: z.string(),
    domain: z.string(),
    backHalf: z.string(),
    shortLink: httpLink,
    destination: httpLink,
    group: z.nullable(z.object({ id: z.string(), name: z.string() })),
    createdAt: time,
    updatedAt: time,
  }) satisfies z.ZodMiniType<Link>; // a stored link is a link: this stops compiling if the two part
  /** A link with what the store knows of where it came from. */
  const storedLink = z.extend(link, {
    /** When this version was learned: a local write's answer, or the time its list was requested. */
    seenAt: z.number(),
    /** Made by this extension (remembered for "already shortened" before any list mentions it). */
    made: z.optional(z.boolean()),
    /** This version is the answer to this extension's own write (it wins ties, ./merge.ts). */
    written: z.optional(z.boolean()),
  });
  const linkHead = z.object({
    /** The account these links belong to: a fingerprint of the service and the key, never the key. */
    account: z.string(),
    /** Newest first. */
    links: z.array(storedLink),
    /** How many links the service said it holds. */
    total: z.number(),
  });
  return { link, storedLink, linkHead };
});
export type StoredLink = z.infer<ReturnType<typeof linkSchemas>['storedLink']>;
export type LinkHead = z.infer<ReturnType<typeof linkSchemas>['linkHead']>;

/** A stored link that is not exactly a link is not trusted. */
export const isStoredLink = (v: unknown): v is StoredLink => linkSchemas().storedLink.safeParse(v).success;

/** The head from whatever storage held, or null when it is missing or corrupt (then it is rebuilt). */
export const readHead = (stored: unknown): LinkHead | null => linkSchemas().linkHead.safeParse(stored).data ?? null;

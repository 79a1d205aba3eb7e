/**
 * The projection's stored shape: the current account's head (./head.ts) with the version of that
 * shape, written by the background only (src/background/links/projection.ts), from a database read
 * through the schemas. The pages read it here with plain checks and no schema library: a
 * projection of another version, or one that is not exactly the shape, is no projection (null),
 * and the page asks the background instead. Never throws.
 */
import type { LinkGroup } from '../types';
import type { LinkHead, StoredLink } from './head';

/** Bumped when the stored shape changes (the shape before this field was 1): a page never guesses at another. */
export const PROJECTION_VERSION = 2;

export interface Projection extends LinkHead {
  version: typeof PROJECTION_VERSION;
}

/** The head as the background stores it. */
export const toProjection = (head: LinkHead): Projection => ({ version: PROJECTION_VERSION, ...head });

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isHttp = (v: unknown): v is string => isText(v) && /^https?:\/\//i.test(v);
const isTime = (v: unknown): v is number | null => v === null || isNumber(v);
const isFlag = (v: unknown): v is boolean | undefined => v === undefined || typeof v === 'boolean';

/** A link's group, or undefined when it is not one. */
function groupOf(g: unknown): LinkGroup | undefined {
  if (!isObject(g) || !isText(g.id) || !isText(g.name)) return undefined;
  return { id: g.id, name: g.name };
}

/** A stored link exactly as the schema (./head-schema.ts) takes it, copied member by member; else null. */
function linkOf(l: unknown): StoredLink | null {
  if (!isObject(l)) return null;
  const { id, title, domain, backHalf, shortLink, destination, group, createdAt, updatedAt, seenAt, made, written } = l;
  if (!isText(id) || id === '' || !isText(title) || !isText(domain) || !isText(backHalf)) return null;
  if (!isHttp(shortLink) || !isHttp(destination) || !isTime(createdAt) || !isTime(updatedAt)) return null;
  if (!isNumber(seenAt) || !isFlag(made) || !isFlag(written)) return null;
  const inGroup = group === null ? null : groupOf(group);
  if (inGroup === undefined) return null;
  const link: StoredLink = {
    ...{ id, title, domain, backHalf, shortLink, destination, createdAt, updatedAt, seenAt },
    group: inGroup,
  };
  if (made !== undefined) link.made = made;
  if (written !== undefined) link.written = written;
  return link;
}

/** The head from what storage held under the projection's key, or null: another version, any flaw. */
export function readProjection(stored: unknown): LinkHead | null {
  try {
    if (!isObject(stored) || stored.version !== PROJECTION_VERSION) return null;
    const { account, links, total } = stored;
    if (!isText(account) || !isNumber(total) || !Array.isArray(links)) return null;
    const read = links.map(linkOf);
    return read.every((l) => l !== null) ? { account, links: read as StoredLink[], total } : null;
  } catch {
    // A value storage could not have cloned (a getter that throws): no projection either.
    return null;
  }
}

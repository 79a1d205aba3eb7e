/**
 * What the account database stores per link: the link store's StoredLink (src/shared/links/head.ts; never the key) plus the
 * destination as compared for "already shortened" (indexed) and the full pass that last listed it
 * (for the sweep of links deleted elsewhere). Read back checked: a corrupt record is not trusted.
 */
import type { Link } from '../../shared/types';
import { destinationKey, type StoredLink } from '../../shared/links/head';
import { isStoredLink } from '../../shared/links/head-schema';

export interface LinkRecord extends StoredLink {
  /** destinationKey(destination): the index "already shortened" looks up. */
  dest: string;
  /** The id of the last full pass that listed this link. */
  pass?: number;
}

export function toRecord(link: StoredLink, pass?: number): LinkRecord {
  const { id, title, domain, backHalf, shortLink, destination, group, createdAt, updatedAt, seenAt, made, written } =
    link;
  const record: LinkRecord = {
    id,
    title,
    domain,
    backHalf,
    shortLink,
    destination,
    group,
    createdAt,
    updatedAt,
    seenAt,
    dest: destinationKey(destination),
  };
  if (made) record.made = true;
  if (written) record.written = true;
  if (pass !== undefined) record.pass = pass;
  return record;
}

/** The stored link of a record, or null when the record is not one. */
export function fromRecord(value: unknown): StoredLink | null {
  if (!isStoredLink(value)) return null;
  const { dest: _d, pass: _p, ...link } = value as LinkRecord;
  return link;
}

/** Whether two versions say the same about the link (what the service sent; not when it was seen). */
export function sameContent(a: Link, b: Link): boolean {
  return (
    a.title === b.title &&
    a.domain === b.domain &&
    a.backHalf === b.backHalf &&
    a.shortLink === b.shortLink &&
    a.destination === b.destination &&
    a.createdAt === b.createdAt &&
    a.updatedAt === b.updatedAt &&
    (a.group?.id ?? null) === (b.group?.id ?? null) &&
    (a.group?.name ?? null) === (b.group?.name ?? null)
  );
}

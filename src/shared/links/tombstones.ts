/**
 * Links this extension saw deleted (a DELETE answered, or a 404 on an edit or a read by id): their
 * ids, with when, so that no list, sync page or late answer brings one back. Pure: kept in the
 * account's database (src/background/links/tombstones-db.ts).
 */
import * as z from 'zod/mini';
import { MAX_TOMBSTONES, TOMBSTONE_MS } from '../time/limits';
import { once } from '../once';

/** Deleted link ids and when the deletion was learned (ms). */
export type Tombstones = Readonly<Record<string, number>>;

/** The ids buried at `now` for what is shown and handed out: those deleted in the last TOMBSTONE_MS. */
export function buried(tombstones: Tombstones, now: number): Set<string> {
  return new Set(Object.keys(tombstones).filter((id) => now - tombstones[id]! < TOMBSTONE_MS));
}

/**
 * Whether an answer to a request sent at `sentAt` may not bring this link back: it is buried now,
 * or its deletion came after the request was sent (an answer older than the deletion, however
 * late it arrives and whatever the clock did meanwhile).
 */
export const buriedFor =
  (tombstones: Tombstones, now: number, sentAt: number) =>
  (id: string): boolean => {
    const at = tombstones[id];
    return at !== undefined && (now - at < TOMBSTONE_MS || at >= sentAt);
  };

/**
 * The set with `ids` buried at `now`; past MAX_TOMBSTONES the oldest others are forgotten, never
 * one of `ids` (a delete never loses its own tombstones, however many it names).
 */
export function bury(tombstones: Tombstones, ids: readonly string[], now: number): Tombstones {
  const fresh = new Set(ids);
  const others = Object.entries(tombstones).filter(([id]) => !fresh.has(id));
  const room = Math.max(0, MAX_TOMBSTONES - fresh.size);
  const kept = others.length <= room ? others : others.sort((a, b) => b[1] - a[1]).slice(0, room);
  return Object.fromEntries([...kept, ...[...fresh].map((id) => [id, now] as const)]);
}

/** Built at their first use, as the links' (./head-schema.ts). */
const schemas = once(() => ({
  stored: z.catch(z.record(z.string(), z.unknown()), {}),
  deletedAt: z.number().check(z.refine(Number.isFinite)),
}));

/** Tombstones from whatever storage held: anything that is not an id with a time is dropped alone. */
export function readTombstones(stored: unknown): Tombstones {
  const { stored: storedTombstones, deletedAt } = schemas();
  const entries = Object.entries(storedTombstones.parse(stored ?? {}));
  return Object.fromEntries(
    entries.filter((e): e is [string, number] => e[0] !== '' && deletedAt.safeParse(e[1]).success),
  );
}

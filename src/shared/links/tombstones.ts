/**
 * Links this extension saw deleted (a DELETE answered, or a 404 on an edit or a read by id): their
 * ids, with when, so that no list, sync page or late answer brings one back. Pure: kept in the
 * account's database (src/background/links/mirror.ts).
 */
import * as z from 'zod/mini';
import { TOMBSTONE_MS } from '../time/limits';


/** Deleted link ids and when the deletion was learned (ms). */
export type Tombstones = Readonly<Record<string, number>>;

/** The ids that are still buried at `now`. */
export function buried(tombstones: Tombstones, now: number): Set<string> {
  return new Set(Object.keys(tombstones).filter((id) => now - tombstones[id]! < TOMBSTONE_MS));
}

/** The set with `ids` buried at `now`, and the expired ones forgotten. */
export function bury(tombstones: Tombstones, ids: readonly string[], now: number): Tombstones {
  const next: Record<string, number> = {};
  for (const id of buried(tombstones, now)) next[id] = tombstones[id]!;
  for (const id of ids) next[id] = now;
  return next;
}

const storedTombstones = z.catch(z.record(z.string(), z.unknown()), {});
const deletedAt = z.number().check(z.refine(Number.isFinite));

/** Tombstones from whatever storage held: anything that is not an id with a time is dropped alone. */
export function readTombstones(stored: unknown): Tombstones {
  const entries = Object.entries(storedTombstones.parse(stored ?? {}));
  return Object.fromEntries(
    entries.filter((e): e is [string, number] => e[0] !== '' && deletedAt.safeParse(e[1]).success),
  );
}

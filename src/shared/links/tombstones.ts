/**
 * Links this extension saw deleted (a DELETE answered, or a 404 on an edit or a read by id): their
 * ids, with when, per account, so that no list, sync page or late answer brings one back (issue
 * 25). Pure: the store keeps a copy in storage.local for the head, the mirror one in its database.
 */
import * as z from 'zod/mini';

/**
 * How long a deletion is remembered. A list requested before the delete answers within the
 * request timeout (12 s), a worker holds a fetch for minutes at most, and a lagging replica or a
 * list cache trails writes by seconds (the sandbox's lag goes up to 10 minutes): an hour outlives
 * them all, and keeps the set small.
 */
export const TOMBSTONE_MS = 60 * 60_000;

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

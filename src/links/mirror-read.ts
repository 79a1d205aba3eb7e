/**
 * Pages' read-only view of an account's full mirror (issue 10). Owned by the sync work
 * (src/links/mirror.ts): reads every stored link of `account` from IndexedDB, any order; [] when
 * the mirror is missing, outdated or corrupt (the background rebuilds it).
 */
import type { StoredLink } from './head';

export async function readMirrorLinks(_account: string): Promise<StoredLink[]> {
  return []; // Replaced by the sync work's IndexedDB reader.
}

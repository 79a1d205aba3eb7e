/**
 * Deleting links on the service: a few DELETEs in flight, then locally only what the
 * service deleted (`deleted`) or no longer had (404: `gone`); anything else is kept and reported
 * per link (`failed`). Local state follows every batch, so a worker stopped midway loses nothing
 * that was confirmed, and the pages are told after each (by the store).
 */
import type { Link, Result } from '../../shared/types';
import type { DeleteOutcome, Failure } from '../../shared/messages/contract';
import type { LinkStore } from './store';

/** DELETEs in flight at once. */
export const DELETES_IN_FLIGHT = 3;
/** Confirmed deletes applied locally (and told) this many at a time. */
const BATCH = 30;

export interface DeleteDeps {
  remove: (id: string) => Promise<Result<Link, Failure>>;
  store: Pick<LinkStore, 'bury'>;
}

export async function deleteLinks(ids: string[], deps: DeleteDeps): Promise<DeleteOutcome> {
  const outcome: DeleteOutcome = { deleted: [], gone: [], failed: [] };
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += BATCH) {
    const batch = unique.slice(start, start + BATCH);
    const confirmed: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const id = batch[next++]!;
        const result = await deps.remove(id);
        if (result.ok) outcome.deleted.push(id);
        else if (result.error.kind === 'not-found') outcome.gone.push(id);
        else {
          outcome.failed.push({ id, error: result.error });
          continue;
        }
        confirmed.push(id);
      }
    };
    await Promise.all(Array.from({ length: Math.min(DELETES_IN_FLIGHT, batch.length) }, worker));
    // A full disk keeps them here until the sync finds them gone; the service's answer stands.
    if (confirmed.length) await deps.store.bury(confirmed).catch(() => undefined);
  }
  return outcome;
}

/**
 * Confirming the links a full pass did not list: with offset pages, a link can slide
 * past a page boundary while the list changes, so absence from a pass is no proof. Each is asked
 * for by id: a 404 is gone, a link is alive, anything else keeps it for the next pass. Paced with
 * the pages, two requests in flight at most.
 */
import type { Link, Result } from '../../shared/types';
import type { Failure } from '../../shared/messages/contract';
import { isTransient } from './sync-pace';
import { CONFIRM_BATCH, SYNC_IN_FLIGHT } from '../../shared/time/limits';

export interface Confirmed {
  /** Answered 404: removed from the mirror. */
  gone: string[];
  /** Answered with the link: kept (and refreshed). */
  alive: Link[];
  /** Not confirmed either way (an answer that proves nothing): kept, asked again next pass. */
  kept: string[];
  /** Not asked yet, or asked and to be asked again (a transient failure stopped the batch). */
  left: string[];
  /** A transient failure (wait and go on) or one that needs the user; null when the batch went through. */
  failure: Failure | null;
}

/** Failures on one link that say nothing about that link, only that the sync cannot go on. */
const stopsSync = (error: Failure) =>
  isTransient(error) || ['unauthorized', 'invalid-key', 'permission-missing', 'not-configured'].includes(error.kind);

/** Confirms up to CONFIRM_BATCH of `queue`, each request started through `paced`. */
export async function confirmBatch(
  queue: string[],
  get: (id: string) => Promise<Result<Link, Failure>>,
  paced: <T>(task: () => Promise<T>) => Promise<T>,
): Promise<Confirmed> {
  const batch = queue.slice(0, CONFIRM_BATCH);
  const out: Confirmed = { gone: [], alive: [], kept: [], left: [...queue.slice(CONFIRM_BATCH)], failure: null };
  const retry: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < batch.length && !out.failure) {
      const id = batch[next++]!;
      const result = await paced(() => get(id));
      if (result.ok) out.alive.push(result.value);
      else if (result.error.kind === 'not-found') out.gone.push(id);
      else if (stopsSync(result.error)) {
        out.failure ??= result.error;
        retry.push(id);
      } else out.kept.push(id);
    }
  };
  await Promise.all(Array.from({ length: SYNC_IN_FLIGHT }, worker));
  out.left = [...retry, ...batch.slice(next), ...out.left];
  return out;
}

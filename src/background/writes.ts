/**
 * The background's storage writes, one after another: settings, key and link store share one
 * queue, so no read-modify-write interleaves with another, and an account switch (key and store
 * in one write) never lands between a store write's read and its write.
 */
let queue: Promise<unknown> = Promise.resolve();

export function serialized<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

/** Resolves once every write queued so far is done (a read that must see them waits for this). */
export const settled = (): Promise<unknown> => queue;

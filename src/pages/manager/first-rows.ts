/**
 * The manager's first rows, read in the page's first script turn: the account's head (one
 * storage.local read, the newest links in the default sort), started before anything renders so
 * the page's first render already has rows (no empty frame, no effect waiting for a paint to ask).
 */
import type { LinkHead } from '../../shared/links/head';
import { readStoredHead } from '../components/stored-head';

/** A read under way, and (once it answered) its answer, readable without awaiting. */
export interface FirstRows {
  promise: Promise<LinkHead | null>;
  /** undefined until the read answered; null when there is no usable head. */
  value?: LinkHead | null;
}

export function startFirstRows(read: () => Promise<LinkHead | null> = readStoredHead): FirstRows {
  const first: FirstRows = { promise: read().catch(() => null) };
  void first.promise.then((head) => (first.value = head));
  return first;
}

/** Settles when the head answered, or after `capMs` (a slow read never holds the page back). */
export function firstRowsOrTimeout(first: FirstRows, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    void first.promise.then(() => resolve());
    setTimeout(resolve, capMs);
  });
}

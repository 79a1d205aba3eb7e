/**
 * Where the full mirror of an account's links stands: what the manager shows as its
 * progress bar. Pure; written by the background's sync (src/background/sync/sync.ts), read by pages.
 */
export interface SyncState {
  /** The account these links belong to (its fingerprint, src/shared/links/account.ts; never the key). */
  account: string;
  /** `syncing`: pages being read; `waiting`: paused on a 429/5xx/offline and will go on by itself; `failed`: stopped, needs the user (e.g. key refused); `idle`: nothing running. */
  phase: 'idle' | 'syncing' | 'waiting' | 'failed';
  /** Pages read in the current pass. */
  pagesDone: number;
  /** Pages the service said it has, null before the first page of a pass is read. */
  pagesTotal: number | null;
  /** Links the mirror holds now. */
  linksKnown: number;
  /** A full pass has finished at least once: the mirror holds every link (until the next change elsewhere). */
  complete: boolean;
  /** When the last pass finished, epoch ms. */
  syncedAt: number | null;
  /** Why the sync waits or failed (a failure kind of the contract), absent otherwise. */
  failure?: { kind: string };
}

export const idleState = (account: string): SyncState => ({
  account,
  phase: 'idle',
  pagesDone: 0,
  pagesTotal: null,
  linksKnown: 0,
  complete: false,
  syncedAt: null,
});

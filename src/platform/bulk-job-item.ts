/** The projection of a list being shortened (src/shared/links/bulk-job.ts): its progress, written by the background, watched by the manager. */
import { storage } from 'wxt/utils/storage';

/** The account's job's progress: small, so the manager can watch it while the job runs (the job itself is in the account's database). */
export const bulkProgressItem = (account: string) =>
  storage.defineItem<unknown>(`local:bulkProgress:${account}`, { fallback: null, version: 1 });

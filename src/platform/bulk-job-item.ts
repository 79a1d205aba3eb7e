/** Where a list being shortened is kept (src/shared/links/bulk-job.ts): written by the background, watched by the manager. */
import { storage } from 'wxt/utils/storage';

/** The account's job item (the account is the link store's fingerprint, never the key). */
export const bulkJobItem = (account: string) =>
  storage.defineItem<unknown>(`local:bulkJob:${account}`, { fallback: null, version: 1 });

/** The account's job's progress (src/shared/links/bulk-job.ts): small, so the manager can watch it while the job runs. */
export const bulkProgressItem = (account: string) =>
  storage.defineItem<unknown>(`local:bulkProgress:${account}`, { fallback: null, version: 1 });

/** The list being shortened in the account database (`jobs` record `list`): one list per account. */
import { done, finished, JOBS } from '../../platform/account-db/layout';
import type { AccountLease } from '../../platform/account-db/lease';
import { tx, writeTx } from './connection';

const LIST_JOB = 'list';

/** The account's list job as stored (checked by its reader), or null. */
export async function readJob(lease: AccountLease): Promise<unknown> {
  const t = await tx(lease, [JOBS], 'readonly');
  return (await done(t.objectStore(JOBS).get(LIST_JOB))) ?? null;
}

export async function saveJob(lease: AccountLease, job: unknown): Promise<void> {
  const t = await writeTx(lease, [JOBS]);
  t.objectStore(JOBS).put(job, LIST_JOB);
  await finished(t);
}

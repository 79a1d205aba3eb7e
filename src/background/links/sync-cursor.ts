/**
 * Where the sync stands in the account database (`meta` record `progress`, ./sync-progress.ts),
 * written with each page it lands, and the links a full pass did not list.
 */
import type { Link } from '../../shared/types';
import { done, finished, LINKS, META } from '../../platform/account-db/layout';
import type { AccountLease } from '../../platform/account-db/lease';
import { tx, writeTx } from './connection';
import { goneForIn, putLinks } from './links-db';
import { readProgress, type Progress } from './sync-progress';

const PROGRESS = 'progress';

/** A sync's page and the progress after it, in one transaction: a stopped worker has both or neither. */
export async function landPage(
  lease: AccountLease,
  links: Link[],
  requestedAt: number,
  pass: number | undefined,
  progress: Progress,
): Promise<{ changed: number; count: number }> {
  const t = await writeTx(lease, [LINKS, META]);
  const changed = await putLinks(t, links, requestedAt, await goneForIn(lease, t, requestedAt), pass);
  t.objectStore(META).put(progress, PROGRESS);
  const count = await done(t.objectStore(LINKS).count());
  await finished(t);
  return { changed, count };
}

/**
 * After a full pass read its pages: ids of at most `limit` links it did not list, learned before
 * `learnedBefore` and created before `createdBefore` (the sync confirms each by id before
 * anything is removed).
 */
export async function unseen(
  lease: AccountLease,
  pass: number,
  { learnedBefore, createdBefore, limit }: { learnedBefore: number; createdBefore: number; limit: number },
): Promise<string[]> {
  const t = await tx(lease, [LINKS], 'readonly');
  const ids: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const cursor = t.objectStore(LINKS).openCursor();
    cursor.onerror = () => reject(cursor.error);
    cursor.onsuccess = () => {
      const c = cursor.result;
      if (!c || ids.length >= limit) return resolve();
      const r = c.value as { id: string; pass?: number; seenAt?: unknown; createdAt?: unknown };
      const learnedLater = typeof r.seenAt === 'number' && r.seenAt >= learnedBefore;
      const created = typeof r.createdAt === 'number' ? r.createdAt : r.seenAt;
      const madeLater = typeof created === 'number' && created >= createdBefore;
      if (r.pass !== pass && !learnedLater && !madeLater) ids.push(r.id);
      c.continue();
    };
  });
  return ids;
}

export async function readSyncProgress(lease: AccountLease): Promise<Progress> {
  const t = await tx(lease, [META], 'readonly');
  return readProgress(await done(t.objectStore(META).get(PROGRESS)));
}

export async function saveSyncProgress(lease: AccountLease, progress: Progress): Promise<void> {
  const t = await writeTx(lease, [META]);
  t.objectStore(META).put(progress, PROGRESS);
  await finished(t);
}

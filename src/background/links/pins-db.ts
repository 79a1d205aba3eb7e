/** The account's pinned links, in its database's `meta` store (record `pins`: their ids): read through readPins. */
import { done, finished, META } from '../../platform/account-db/layout';
import type { AccountLease } from '../../platform/account-db/lease';
import { MAX_PINS } from '../../shared/links/pins';
import { tx, writeTx } from './connection';

const PINS = 'pins';

export async function readPinsRecord(lease: AccountLease): Promise<unknown> {
  const t = await tx(lease, [META], 'readonly');
  return (await done(t.objectStore(META).get(PINS))) ?? null;
}

export async function savePinsRecord(lease: AccountLease, ids: readonly string[]): Promise<void> {
  const t = await writeTx(lease, [META]);
  t.objectStore(META).put([...ids], PINS);
  await finished(t);
}

/** A record as kept, checked: a list of ids (anything else reads as none), at most MAX_PINS, each once. */
export function readPins(record: unknown): string[] {
  if (!Array.isArray(record)) return [];
  const ids = record.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200);
  return [...new Set(ids)].slice(0, MAX_PINS);
}

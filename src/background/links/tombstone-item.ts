/**
 * The link store's tombstones (./tombstones.ts) in storage.local, every account's in one item
 * beside the head: the head is merged without IndexedDB (which may be missing or being rebuilt),
 * and a restarted worker still honours them. The mirror keeps its own copy in its database, where
 * a sync page is checked in the same transaction that lands it.
 */
import * as z from 'zod/mini';
import { storage } from 'wxt/utils/storage';
import { readTombstones, type Tombstones } from '../../shared/links/tombstones';

export const tombstonesItem = storage.defineItem<unknown>('local:linkTombstones', { fallback: null, version: 1 });

/** The item: each account's tombstones by its fingerprint (a corrupt item reads as none). */
const storedByAccount = z.catch(z.record(z.string(), z.unknown()), {});
const byAccount = (stored: unknown) => storedByAccount.parse(stored ?? {});

/** One account's tombstones from the stored item. */
export const tombstonesOf = (stored: unknown, account: string): Tombstones =>
  readTombstones(Object.hasOwn(byAccount(stored), account) ? byAccount(stored)[account] : undefined);

/** The item with `account`'s tombstones replaced (an account with none left out). */
export function withTombstones(stored: unknown, account: string, tombstones: Tombstones): Record<string, unknown> {
  const { [account]: _, ...others } = byAccount(stored);
  return Object.keys(tombstones).length ? { ...others, [account]: tombstones } : others;
}

/**
 * Forgets the tombstones of accounts removed or re-keyed (their links are nobody's now). Called
 * inside the accounts' write queue, as the head's writes are: not queued again.
 */
export async function forgetTombstones(accounts: string[]): Promise<void> {
  const stored = byAccount(await tombstonesItem.getValue());
  if (!accounts.some((a) => Object.hasOwn(stored, a))) return;
  const next = Object.fromEntries(Object.entries(stored).filter(([account]) => !accounts.includes(account)));
  await tombstonesItem.setValue(next);
}

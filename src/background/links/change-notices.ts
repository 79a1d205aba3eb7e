/**
 * The link store's notices to pages, coalesced per account: a lone change (a link made in the
 * popup) is told at once, later ones at most every NOTICE_GAP_MS, each naming the links put or
 * removed since the one before. A list making 40 links a second is told once a second, not 40
 * times, and the manager applies the changes instead of reading every link again.
 */
import type { StoredLink } from '../../shared/links/head';
import { tellLinksChanged } from '../../platform/messages/links-changed';
import type { AccountDb } from './account-db';
import { stateOf } from './sync-progress';
import { NOTICE_GAP_MS } from '../../shared/time/limits';

/** More changes than this in one notice: it names none, and pages read every link again. */
const MAX_CHANGES = 500;

interface Pending {
  db: AccountDb;
  put: Map<string, StoredLink>;
  removed: Set<string>;
}

const pending = new Map<string, Pending>();
/** When the account's last notice was sent (performance.now()). */
const sentAt = new Map<string, number>();
const scheduled = new Set<string>();
/** Notices go out in the order they were taken, even when one's count is slow. */
let sending: Promise<void> = Promise.resolve();

/** A change of the account's links (`db.account`), told to pages now or with the next notice. */
export function tellChanges(db: AccountDb, change: { put?: StoredLink; removed?: readonly string[] }): Promise<void> {
  const { account } = db;
  const waiting = pending.get(account) ?? { db, put: new Map(), removed: new Set<string>() };
  waiting.db = db;
  if (change.put) waiting.put.set(change.put.id, change.put);
  for (const id of change.removed ?? []) {
    waiting.put.delete(id);
    waiting.removed.add(id);
  }
  pending.set(account, waiting);
  if (scheduled.has(account)) return Promise.resolve();
  const wait = (sentAt.get(account) ?? -Infinity) + NOTICE_GAP_MS - performance.now();
  if (wait <= 0) return send(account);
  scheduled.add(account);
  setTimeout(() => {
    scheduled.delete(account);
    void send(account);
  }, wait);
  return Promise.resolve();
}

function send(account: string): Promise<void> {
  const taken = pending.get(account);
  pending.delete(account);
  if (!taken) return Promise.resolve();
  sentAt.set(account, performance.now());
  const { db, put, removed } = taken;
  const changes =
    put.size + removed.size <= MAX_CHANGES ? { put: [...put.values()], removed: [...removed] } : undefined;
  const counted = Promise.all([db.progress(), db.count()]);
  sending = sending
    .then(async () => {
      const [progress, count] = await counted;
      tellLinksChanged(stateOf(account, progress, count), changes);
    })
    .catch(() => undefined);
  return sending;
}

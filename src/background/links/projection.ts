/**
 * The projection: the current account's first page in storage.local, which the popup reads in its
 * first frame without waking the worker, in the versioned shape of src/shared/links/projection.ts.
 * Written from the account's database after each commit that changed its first page, and at an
 * account switch; never read back as truth. Writes queue
 * with the account switches (../writes.ts), and at most one waits per account: it reads the
 * database when its turn comes, so a burst of commits (a list's 40 links a second) costs a few writes.
 */
import { storage } from 'wxt/utils/storage';
import { HEAD_KEY, type LinkHead } from '../../shared/links/head';
import { readHead } from '../../shared/links/head-schema';
import { toProjection, type Projection } from '../../shared/links/projection';
import { loadConfiguration } from '../settings/items';
import { accountOf } from '../../shared/links/account';
import { serialized } from '../writes';

/** Typed as written (every write carries the shape's version); read back through the schema, never trusted as is. */
export const headItem = storage.defineItem<Projection | null>(`local:${HEAD_KEY}`, { fallback: null, version: 1 });

const waiting = new Map<string, Promise<void>>();

async function isCurrent(account: string): Promise<boolean> {
  const { settings, apiKey } = await loadConfiguration();
  return (await accountOf(settings.serviceUrl, apiKey)) === account;
}

/** Writes `account`'s first page from its database (`read`), if it is the current account. */
export function project(account: string, read: () => Promise<LinkHead>): Promise<void> {
  const queued = waiting.get(account);
  if (queued) return queued;
  const write = serialized(async () => {
    waiting.delete(account);
    if (!(await isCurrent(account))) return;
    await headItem.setValue(toProjection(await read()));
  });
  waiting.set(account, write);
  return write;
}

/**
 * Links the service deleted whose removal the database has not taken yet (a full disk, storage out
 * of reach): they leave the projection now, whatever the database can say.
 */
export function projectWithout(account: string, ids: ReadonlySet<string>): Promise<void> {
  return serialized(async () => {
    if (!(await isCurrent(account))) return;
    const shown = readHead(await headItem.getValue());
    if (!shown || shown.account !== account || !shown.links.some((l) => ids.has(l.id))) return;
    await headItem.setValue(toProjection({ ...shown, links: shown.links.filter((l) => !ids.has(l.id)) }));
  });
}

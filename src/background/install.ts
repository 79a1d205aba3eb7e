/**
 * On install and update: menus made afresh, old data dropped, the accounts migrated, the
 * administrator's policy applied (after the build's preset, so a policy's values win); on first
 * install with no key, the options opened.
 */
import { browser, type Browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { applyPreset } from './accounts/build-preset';
import { loadApiKey, loadStored } from './settings/items';
import { applyPolicy } from './policy/apply-policy';
import { createMenus } from './actions/context-menu';
import { readHead } from '../shared/links/head-schema';
import { headItem, project } from './links/projection';
import { accountDbFor } from './links/account-db';

/**
 * Kept by earlier versions and read by none now: a cache scoped to no account, and the tombstones
 * that now live in each account's database.
 */
const LEGACY_ITEMS = ['local:linksCache', 'local:linkTombstones'] as const;
/** Lists kept in storage.local by earlier versions: a list now lives in its account's database. */
const LEGACY_LIST_PREFIX = 'bulkJob:';

async function dropLegacyLists(): Promise<void> {
  const keys = Object.keys(await browser.storage.local.get(null)).filter((k) => k.startsWith(LEGACY_LIST_PREFIX));
  if (keys.length) await browser.storage.local.remove(keys);
}

/**
 * Releases before the account databases kept the first page only in storage.local: it seeds its
 * account's database, so the links it knew are still "already shortened" before any sync. Then the
 * projection is written again from the database, in this release's shape (the popup ignores another).
 */
async function adoptEarlierHead(): Promise<void> {
  const head = readHead(await headItem.getValue());
  if (!head) return;
  const db = accountDbFor(head.account);
  if (head.links.length) await db.seedHead(head);
  await project(head.account, async () => (await db.view()).head);
}

export async function onInstalled(details: Browser.runtime.InstalledDetails): Promise<void> {
  // loadStored: a profile from before accounts is migrated now, not at its first use. Menus that
  // fail to be made leave the rest of the install to finish (the migration, the policy).
  const menus = createMenus().catch((error: unknown) => console.warn('PrettyLink: menus not made', error));
  await Promise.all([menus, storage.removeItems([...LEGACY_ITEMS]), dropLegacyLists(), loadStored()]);
  if (details.reason === 'update') await adoptEarlierHead().catch(() => undefined);
  if (details.reason === 'install') await applyPreset();
  await applyPolicy();
  if (details.reason === 'install' && !(await loadApiKey())) await browser.runtime.openOptionsPage();
}

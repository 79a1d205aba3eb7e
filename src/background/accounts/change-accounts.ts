/**
 * Changing the accounts: read both items, plan (src/shared/accounts/planners.ts), and commit the plan in
 * ONE storage write with the projection of the new current account's first page (from its
 * database) when the account acted for changes (another service or key): no page ever reads one
 * account's links beside another's key. A late answer for the old account still lands in the old
 * account's database (src/background/links/store.ts). Removed accounts lose their database, list
 * and alarms; origins no account uses any more lose their host permission.
 */
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { ok, type Result } from '../../shared/types';
import { currentAccount } from '../../shared/accounts/accounts';
import type { Stored } from '../../shared/accounts/planners';
import { accountOf } from '../../shared/links/account';
import { switchTo } from '../links/store';
import { headItem } from '../links/projection';
import { toProjection } from '../../shared/links/projection';
import { tellCurrent, tellRemoved } from './account-events';
import { forgetJournalCopy } from '../links/journal';
import { dropAccountDbs } from '../links/connection';
import { markPresent } from '../../platform/account-db/lease';
import { DEFAULT_SERVICE_URL } from '../../shared/manifest';
import type { Failure } from '../../shared/messages/contract';
import { accountKeysItem, accountsItem, loadStored, prefsWrite } from '../settings/items';
import { originPattern } from '../../shared/settings/service-url';
import type { Settings } from '../../shared/settings/settings';
import { serialized } from '../writes';

/** The fingerprint of the account acted for (its link store's), or NO_ACCOUNT. */
export function fingerprintOf({ state, keys }: Stored): Promise<string> {
  const account = currentAccount(state);
  return accountOf(account?.serviceUrl ?? '', account ? (keys[account.id] ?? null) : null);
}

/**
 * Plans against the stored state and commits, one change at a time (the writes' queue). `prefs`,
 * when given, are the new global preferences, written in the same storage write.
 */
export function changeAccounts(
  plan: (stored: Stored, settings: Settings) => Result<Stored, Failure>,
  prefs?: (settings: Settings) => Settings,
  /** Preferences written even when the settings read already show them (a policy's locked values: the read applies them, storage may not hold them). */
  writeAlways: readonly string[] = [],
): Promise<Result<Stored, Failure>> {
  return serialized(async () => {
    const before = await loadStored();
    const planned = plan(before, before.settings);
    if (!planned.ok) return planned;
    const next = planned.value;
    const [oldPrint, newPrint] = await Promise.all([fingerprintOf(before), fingerprintOf(next)]);
    const projection = oldPrint === newPrint ? null : await switchTo(newPrint);
    await storage.setItems([
      { item: accountsItem, value: next.state },
      { item: accountKeysItem, value: next.keys },
      ...(prefs ? prefsWrite(before.settings, prefs(before.settings), writeAlways) : []),
      ...(projection ? [{ item: headItem, value: toProjection(projection) }] : []),
    ]);
    await dropUnused(before, next);
    await dropGoneDatabases(before, next);
    // The new current account's list goes on where it was left (it waited while another was current).
    if (projection) tellCurrent(newPrint);
    return ok(next);
  });
}

/** Every account's fingerprint (its link store's and database's). */
const printsOf = ({ state, keys }: Stored) =>
  Promise.all(state.accounts.map((a) => accountOf(a.serviceUrl, keys[a.id] ?? null)));

/** The databases (links, journal, list) of accounts removed or re-keyed: their links are nobody's now. */
async function dropGoneDatabases(before: Stored, next: Stored): Promise<void> {
  const kept = new Set(await printsOf(next));
  const gone = (await printsOf(before)).filter((print) => !kept.has(print));
  await tellRemoved(gone);
  for (const print of gone) forgetJournalCopy(print);
  await dropAccountDbs(gone, [...kept]);
}

/** Host permissions of origins that no account uses any more. */
async function dropUnused(before: Stored, next: Stored): Promise<void> {
  const used = new Set(next.state.accounts.map((a) => a.serviceUrl));
  const gone = new Set(before.state.accounts.map((a) => a.serviceUrl).filter((origin) => !used.has(origin)));
  for (const origin of gone) await dropPermission(origin);
}

/**
 * The host permission of a service no longer used. One the manifest asks for (the default service,
 * the test build's loopback) is not the user's grant: kept (Firefox would remove it if asked).
 */
async function dropPermission(origin: string): Promise<void> {
  if (origin === DEFAULT_SERVICE_URL) return;
  const pattern = originPattern(origin);
  if (browser.runtime.getManifest().host_permissions?.includes(pattern)) return;
  try {
    await browser.permissions.remove({ origins: [pattern] });
  } catch {
    // Nothing to drop, or the browser refuses: the permission stays, unused.
  }
}

/**
 * The accounts stored now may open their databases again: one written back behind the background's
 * back (a restored profile, a test's seed) after this worker saw it removed. Queued with the
 * account changes, so it never reads a state older than a removal it runs after.
 */
export const markStoredPresent = (): Promise<void> =>
  serialized(async () => markPresent(await printsOf(await loadStored())));

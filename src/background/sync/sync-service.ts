/**
 * The sync wired to the configured service: the account's mirror, the pages told of
 * every change, the alarms that resume a stopped sync and ask for the daily full pass.
 */
import { browser } from 'wxt/browser';
import { ok, type Result } from '../../shared/types';
import { accountOf } from '../../shared/links/account';
import { accountDbFor } from '../links/account-db';
import type { SyncState } from '../../shared/links/sync-state';
import type { Failure } from '../../shared/messages/contract';
import { tellLinksChanged } from '../../platform/messages/links-changed';
import { loadApiKey, loadSettings } from '../settings/items';
import { openService, type Service } from '../service';
import { startSync, type SyncDeps } from './sync';

/** Wakes a worker stopped mid-sync, every minute while a pass is under way. */
export const RESUME_ALARM = 'mirror-resume';
/** The daily full pass (deletions made elsewhere). */
export const FULL_ALARM = 'mirror-full';
const DAY_MINUTES = 24 * 60;

const currentAccount = async () => {
  const [settings, key] = await Promise.all([loadSettings(), loadApiKey()]);
  return accountOf(settings.serviceUrl, key);
};

function underway(on: boolean): void {
  const alarms = browser.alarms;
  if (!alarms) return;
  if (on) void alarms.create(RESUME_ALARM, { delayInMinutes: 1, periodInMinutes: 1 });
  else void alarms.clear(RESUME_ALARM);
}

async function ensureDailyFull(): Promise<void> {
  const alarms = browser.alarms;
  if (alarms && !(await alarms.get(FULL_ALARM)))
    await alarms.create(FULL_ALARM, { delayInMinutes: DAY_MINUTES, periodInMinutes: DAY_MINUTES });
}

export function syncDeps(service: Service): SyncDeps {
  const account = service.store.account;
  return {
    account,
    list: (page, perPage) => service.api.list(page, perPage),
    get: (id) => service.api.get(id),
    mirror: accountDbFor(account),
    tell: tellLinksChanged,
    stillCurrent: async () => (await currentAccount()) === account,
    underway,
    firstPage: service.store.applyList,
  };
}

export async function syncLinks(full?: boolean): Promise<Result<SyncState, Failure>> {
  const service = await openService();
  if (!service.ok) return service;
  await ensureDailyFull().catch(() => undefined);
  return ok(await startSync(syncDeps(service.value), { full }));
}

/** The alarms' listener (registered at the top level of the background). */
export async function onSyncAlarm(alarm: { name: string }): Promise<void> {
  if (alarm.name === FULL_ALARM) await syncLinks(true);
  if (alarm.name !== RESUME_ALARM) return;
  const service = await openService();
  if (!service.ok) return underway(false);
  const deps = syncDeps(service.value);
  const progress = await deps.mirror.progress();
  // Only a pass left unfinished (stopped worker, a wait) is resumed; a failed one waits for the user.
  if (progress.pass && progress.phase !== 'failed') await startSync(deps);
  else underway(false);
}

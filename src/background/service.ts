/** The configured service: settings and key read fresh for every action (the worker may have just woken). */
import { browser } from 'wxt/browser';
import { createLinksApi, type LinksApi } from './api/client';
import { fail, ok, type Link, type Result } from '../shared/types';
import { accountOf } from '../shared/links/account';
import { linkStore, type LinkStore } from './links/store';
import { storageFailure } from './links/storage-failure';
import { DEFAULT_SERVICE_URL } from '../shared/manifest';
import type { Failure } from '../shared/messages/contract';
import { loadStored, type Configuration } from './settings/items';

/** The configuration an action read once, for the actions below the settings (the store's own). */
export type { Configuration };
import { withAccount } from '../shared/accounts/effective';
import { originPattern } from '../shared/settings/service-url';
import { pace } from './api/request-pace';
import type { Settings } from '../shared/settings/settings';

/** The client, with failures widened to the extension's own (a revoked permission is one). */
type Widen<F> = F extends (...args: infer A) => Promise<Result<infer T, infer _E>>
  ? (...args: A) => Promise<Result<T, Failure>>
  : never;
/**
 * `create`'s `onSend` runs when its turn under the pace comes; the request leaves once it resolved
 * (the action's journal entry is written), and not at all when it failed (`storage-full`,
 * `storage-unreachable`).
 */
export type ServiceApi = Omit<{ [K in keyof LinksApi]: Widen<LinksApi[K]> }, 'create'> & {
  create: (
    input: Parameters<LinksApi['create']>[0],
    onSend?: () => Promise<void>,
  ) => ReturnType<Widen<LinksApi['create']>>;
  /**
   * Whether the browser lets this service be reached, asked once per configuration read (one
   * action's): the action asks it ahead, beside its lookups, and its create awaits it before the intent.
   */
  reachable: () => Promise<boolean>;
};

export interface Service {
  api: ServiceApi;
  settings: Settings;
  /** The account's links. */
  store: LinkStore;
}

/** The current account's service; `configuration`: when the action read it already (one read per action). */
export async function openService(configuration?: Configuration): Promise<Result<Service, Failure>> {
  const config = configuration ?? (await loadStored());
  const { state, keys, settings } = config;
  return serviceWith(settings, (state.current && keys[state.current]) || null, config);
}

/**
 * A page's request that acts on links names the account it was built for (the link store's
 * fingerprint the page showed them under). Once another account is current, those ids are not its
 * own: the request is refused before anything is sent, and the service answered is the one opened
 * here, so a switch after this check still sends the old account's ids with the old account's key.
 * `account` absent: not checked.
 */
export async function serviceFor(
  account: string | undefined,
  configuration?: Configuration,
): Promise<Result<Service, Failure>> {
  const service = await openService(configuration);
  if (!service.ok || account === undefined || service.value.store.account === account) return service;
  return fail({ kind: 'account-changed' });
}

/** An account's service whether or not it is the current one (a site rule named it). */
export async function openServiceOf(
  accountId: string,
  configuration?: Configuration,
): Promise<Result<Service, Failure>> {
  const config = configuration ?? (await loadStored());
  const { state, keys, settings } = config;
  if (!state.accounts.some((a) => a.id === accountId)) return fail({ kind: 'not-configured' });
  return serviceWith(withAccount(settings, { ...state, current: accountId }), keys[accountId] ?? null, config);
}

async function serviceWith(
  settings: Settings,
  apiKey: string | null,
  configuration: Configuration,
): Promise<Result<Service, Failure>> {
  if (!apiKey) return fail({ kind: 'not-configured' });
  const api = createLinksApi({ serviceUrl: settings.serviceUrl, apiKey });
  return ok({
    api: explainOffline(api, settings.serviceUrl, () => reachOnce(configuration, settings.serviceUrl)),
    settings,
    store: linkStore(await accountOf(settings.serviceUrl, apiKey)),
  });
}

/** Whether the extension may reach this origin: the default one always, others once granted. */
export async function mayReach(origin: string): Promise<boolean> {
  if (origin === DEFAULT_SERVICE_URL) return true;
  return browser.permissions.contains({ origins: [originPattern(origin)] }).catch(() => false);
}

/**
 * The permission as asked for one configuration read, by origin: the services an action opens from
 * it (the popup's lookup made ahead, then the action itself) ask the browser once.
 */
const asked = new WeakMap<Configuration, Map<string, Promise<boolean>>>();

function reachOnce(configuration: Configuration, origin: string): Promise<boolean> {
  const byOrigin = asked.get(configuration) ?? new Map<string, Promise<boolean>>();
  asked.set(configuration, byOrigin);
  const reach = byOrigin.get(origin) ?? mayReach(origin);
  byOrigin.set(origin, reach);
  return reach;
}

/**
 * A request the browser blocks because the host permission was revoked fails like a network
 * error; only then (off the hot path) is the permission checked, so the user is told the cause.
 * Every call waits its turn under the service's rate limit (./api/request-pace.ts).
 */
function explainOffline(api: LinksApi, origin: string, reachable: () => Promise<boolean>): ServiceApi {
  const explain =
    <A extends unknown[], T>(call: (...args: A) => Promise<Result<T, Failure>>) =>
    async (...args: A): Promise<Result<T, Failure>> => {
      const result = await pace.run(() => call(...args));
      if (result.ok || result.error.kind !== 'offline' || (await mayReach(origin))) return result;
      return fail({ kind: 'permission-missing', origin });
    };
  const create = (input: Parameters<LinksApi['create']>[0], onSend?: () => Promise<void>) =>
    explain(async (i: typeof input): Promise<Result<Link, Failure>> => {
      // A create the browser would block is not sent, so it leaves no intent to look for later.
      if (!(await reachable())) return fail({ kind: 'permission-missing', origin });
      try {
        await onSend?.();
      } catch (error) {
        return fail(storageFailure(error) ?? { kind: 'storage-full' });
      }
      return api.create(i);
    })(input);
  return {
    list: explain(api.list),
    get: explain(api.get),
    create,
    update: explain(api.update),
    remove: explain(api.remove),
    reachable,
  };
}

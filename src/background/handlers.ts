/** The background's answer to each request of the contract. */
import { createLinksApi } from './api/client';
import { fail, ok } from '../shared/types';
import type { Handlers } from '../platform/messages/router';
import type { Failure, Status } from '../shared/messages/contract';
import type { Result } from '../shared/types';
import { keyDroppedItem, keyHint, loadRecentDomains, loadStored, rememberDomain } from './settings/items';
import { checkServiceUrl } from '../shared/settings/service-url';
import { newAccountId } from '../shared/accounts/accounts';
import { planAdd, planRemove, planSwitch, planUpdate, type Stored } from '../shared/accounts/planners';
import type { Settings } from '../shared/settings/settings';
import { changeAccounts } from './accounts/change-accounts';
import { saveConfiguration } from './accounts/configure';
import { checkNow, currentPolicy, guarded } from './policy/lock-guard';
import { refuseAccountChange, refuseAdd, refuseRemove, refuseSave } from '../shared/policy/locks';
import { readPolicy } from './settings/read-policy';
import { policyView } from '../shared/policy/view';
import { choosePreset, loadPresets, savePresets } from './links/presets';
import { openTab } from './actions/open-tab';
import { prepareAddress } from './actions/prepare-target';
import { shortenTabs, tabsToShorten } from './actions/shorten-tabs';
import { mayReach, openService, openServiceOf, serviceFor } from './service';
import { shortenByRule } from './rules/shorten-by-rule';
import { loadRules, saveRules } from './rules/rules-store';
import { syncLinks } from './sync/sync-service';
import { bulk } from './actions/list-engine';
import { deleteLinks } from './links/delete';
import { clock } from '../shared/time/clock';
import { readQrStyle } from '../shared/qr/qr-style';
import { editLink } from './actions/edit-link';
import { pinLink, pointChoices, pointLink, readPins } from './actions/point-link';

async function status(): Promise<Status> {
  const [{ state, keys, settings }, recentDomains, presets, policy] = await Promise.all([
    loadStored(),
    loadRecentDomains(),
    loadPresets(),
    readPolicy({ warn: false }),
  ]);
  // Told only while no account has a key, so read only then; after the read above, which may drop an old key.
  const keyDropped = !state.accounts.some((a) => keys[a.id]) && (await keyDroppedItem.getValue());
  const key = (state.current && keys[state.current]) || null;
  return {
    settings,
    accounts: state.accounts.map(({ id, name, serviceUrl, defaultDomain }) => ({
      id,
      name,
      serviceUrl,
      defaultDomain,
      hasKey: !!keys[id],
      keyHint: keyHint(keys[id] ?? null),
    })),
    currentAccountId: state.current,
    hasKey: key !== null,
    keyHint: keyHint(key),
    recentDomains,
    presets,
    policy: policyView(policy, state.current),
    ...(keyDropped && { keyDropped: true as const }),
  };
}

/** A service the extension may reach (the page asked for its permission in the user's click), as its origin. */
async function reachable(serviceUrl: string): Promise<Result<string, Failure>> {
  const checked = checkServiceUrl(serviceUrl);
  if (!checked.ok) return fail({ kind: 'invalid-service-url', reason: checked.reason });
  if (!(await mayReach(checked.origin))) return fail({ kind: 'permission-missing', origin: checked.origin });
  return ok(checked.origin);
}

const answer = async (result: Result<unknown, Failure>) => (result.ok ? ok(await status()) : result);

export const handlers: Handlers = {
  status: async () => ok(await status()),

  async saveSettings({ settings, apiKey }) {
    // A locked field is refused whatever the page sent (src/background/policy/lock-guard.ts): first, then in the commit.
    const policy = await currentPolicy();
    const check = (stored: Stored, current: Settings) => refuseSave(policy, stored, current, settings, apiKey);
    const refused = await checkNow((stored) => check(stored, stored.settings));
    if (refused) return refused;
    if (settings.serviceUrl !== undefined) {
      const origin = await reachable(settings.serviceUrl);
      if (!origin.ok) return origin;
      settings = { ...settings, serviceUrl: origin.value };
    }
    return answer(await saveConfiguration(settings, apiKey, check));
  },

  /**
   * A stored key goes only to the origin it was saved for: a page's other origin must come with a
   * typed key (`service-key` otherwise), whatever the account or its locks.
   */
  async verify({ serviceUrl, apiKey, accountId }) {
    const { state, keys, settings } = await loadStored();
    const id = accountId ?? state.current;
    const account = state.accounts.find((a) => a.id === id);
    if (accountId !== undefined && !account) return fail({ kind: 'account', reason: 'unknown' });
    const typed = apiKey?.trim() || null;
    const savedFor = account?.serviceUrl ?? settings.serviceUrl;
    let wanted = savedFor;
    if (serviceUrl !== undefined) {
      const checked = checkServiceUrl(serviceUrl);
      if (!checked.ok) return fail({ kind: 'invalid-service-url', reason: checked.reason });
      wanted = checked.origin;
    }
    const stored = account ? (keys[account.id] ?? null) : null;
    if (!typed && !stored) return fail({ kind: 'not-configured' });
    if (!typed && wanted !== savedFor) return fail({ kind: 'account', reason: 'service-key' });
    const origin = await reachable(wanted);
    if (!origin.ok) return origin;
    const page = await createLinksApi({ serviceUrl: origin.value, apiKey: (typed ?? stored)! }).list(1, 1);
    return page.ok ? ok({ total: page.value.pagination.total }) : page;
  },

  async addAccount({ name, serviceUrl, defaultDomain, apiKey }) {
    const policy = await currentPolicy();
    if (refuseAdd(policy)) return fail(refuseAdd(policy)!);
    const origin = await reachable(serviceUrl);
    if (!origin.ok) return origin;
    const id = newAccountId();
    return answer(
      await changeAccounts(
        guarded(
          () => refuseAdd(policy),
          (stored) => planAdd(stored, { name, serviceUrl: origin.value, defaultDomain, apiKey }, id),
        ),
      ),
    );
  },

  async updateAccount({ id, changes }) {
    const policy = await currentPolicy();
    const check = (stored: Stored) =>
      refuseAccountChange(
        policy,
        id,
        stored.state.accounts.find((a) => a.id === id),
        changes,
      );
    const refused = await checkNow(check);
    if (refused) return refused;
    if (changes.serviceUrl !== undefined) {
      const origin = await reachable(changes.serviceUrl);
      if (!origin.ok) return origin;
      changes = { ...changes, serviceUrl: origin.value };
    }
    return answer(await changeAccounts(guarded(check, (stored) => planUpdate(stored, id, changes))));
  },

  async removeAccount({ id }) {
    const policy = await currentPolicy();
    return answer(
      await changeAccounts(
        guarded(
          () => refuseRemove(policy, id),
          (stored) => planRemove(stored, id),
        ),
      ),
    );
  },
  switchAccount: async ({ id }) => answer(await changeAccounts((stored) => planSwitch(stored, id))),

  async listLinks({ page, perPage }) {
    const service = await openService();
    if (!service.ok) return service;
    const { api, store } = service.value;
    // The one clock: the store compares this with the times it wrote (docs/link-store.md).
    const requestedAt = clock.now();
    const result = await api.list(page, perPage);
    if (!result.ok) return result;
    if (page !== 1) return ok({ ...(await store.laterPage(result.value)), account: store.account });
    // The first page as the store now knows it: merged with what was written while it was on its way.
    const head = await store.applyList(result.value, requestedAt);
    return ok({
      ...result.value,
      links: head.links,
      pagination: { ...result.value.pagination, total: head.total },
      account: store.account,
    });
  },

  async shorten({ type: _, ...request }) {
    const answer = await shortenByRule(request);
    // A domain the user chose for a new link goes first among the recent ones.
    const chosen = request.domain?.trim();
    if (answer.ok && !answer.value.reused && chosen) void rememberDomain(chosen);
    return answer;
  },

  openTab: async ({ actionId }) => ok(await openTab(actionId)),
  prepareAddress: async ({ url }) => ok(await prepareAddress(url)),
  shortenTabs: async ({ actionId, windowId }) => ok(await shortenTabs(await tabsToShorten(windowId), actionId)),

  updateLink: ({ type: _, ...edit }) => editLink(edit),
  pointChoices: () => pointChoices(),
  pointLink: ({ type: _, ...point }) => pointLink(point),
  pinLink: ({ type: _, ...pin }) => pinLink(pin),
  pins: () => readPins(),

  savePresets: ({ presets }) => savePresets(presets),
  siteRules: async () => ok(await loadRules()),
  saveSiteRules: ({ rules }) => saveRules(rules),
  choosePreset: async ({ id }) => ok(await choosePreset(id)),
  async linkGroups({ accountId }) {
    const service = accountId ? await openServiceOf(accountId) : await openService();
    return service.ok ? ok(await service.value.store.groups()) : service;
  },
  syncLinks: ({ full }) => syncLinks(full),
  bulkStart: ({ type: _, ...start }) => bulk.start(start),
  async qrStyle() {
    const service = await openService();
    return service.ok ? ok(readQrStyle(await service.value.store.qrStyle())) : service;
  },
  async saveQrStyle({ style }) {
    const service = await openService();
    if (!service.ok) return service;
    await service.value.store.saveQrStyle(style);
    return ok(style);
  },
  bulkCancel: ({ account }) => bulk.cancel(account),
  bulkStatus: ({ account }) => bulk.status(account),
  async deleteLinks({ ids, account }) {
    const service = await serviceFor(account);
    if (!service.ok) return service;
    // The store tells the pages after each batch it drops.
    return ok(await deleteLinks(ids, { remove: service.value.api.remove, store: service.value.store }));
  },
};

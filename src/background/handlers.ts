/** The background's answer to each request of the contract. */
import { createLinksApi } from '../api/client';
import { fail, ok } from '../api/types';
import { checkBackHalf, checkDestination } from '../links/input';
import type { Handlers } from '../messages/router';
import type { Status } from '../messages/contract';
import { keyHint, loadApiKey, loadRecentDomains, loadSettings } from '../settings/items';
import { checkServiceUrl } from '../settings/service-url';
import { saveConfiguration } from './configure';
import { refuseLockedSave } from './locks';
import { readPolicy } from '../policy/read';
import { policyView } from '../policy/view';
import { choosePreset, loadPresets, savePresets } from './presets';
import { prepareUrl } from './prepare-url';
import { mayReach, openService } from './service';
import { refuseInput, shorten } from './shorten';

async function status(): Promise<Status> {
  const [settings, key, recentDomains, presets, policy] = await Promise.all([loadSettings(), loadApiKey(), loadRecentDomains(), loadPresets(), readPolicy({ warn: false })]);
  return { settings, hasKey: key !== null, keyHint: keyHint(key), recentDomains, presets, policy: policyView(policy) };
}

export const handlers: Handlers = {
  status: async () => ok(await status()),

  async saveSettings({ settings, apiKey }) {
    let origin: string | undefined;
    if (settings.serviceUrl !== undefined) {
      const checked = checkServiceUrl(settings.serviceUrl);
      if (!checked.ok) return fail({ kind: 'invalid-service-url', reason: checked.reason });
      origin = checked.origin;
      settings = { ...settings, serviceUrl: origin };
    }
    // A field the administrator locked is refused whatever the page sent (src/background/locks.ts).
    const locked = await refuseLockedSave(await loadSettings(), settings, apiKey);
    if (locked) return locked;
    if (origin !== undefined && !(await mayReach(origin))) return fail({ kind: 'permission-missing', origin });
    await saveConfiguration(settings, apiKey);
    return ok(await status());
  },

  async verify({ serviceUrl, apiKey }) {
    const settings = await loadSettings();
    const checked = checkServiceUrl(serviceUrl ?? settings.serviceUrl);
    if (!checked.ok) return fail({ kind: 'invalid-service-url', reason: checked.reason });
    if (!(await mayReach(checked.origin))) return fail({ kind: 'permission-missing', origin: checked.origin });
    const key = apiKey?.trim() || (await loadApiKey());
    if (!key) return fail({ kind: 'not-configured' });
    const page = await createLinksApi({ serviceUrl: checked.origin, apiKey: key }).list(1, 1);
    return page.ok ? ok({ total: page.value.pagination.total }) : page;
  },

  async listLinks({ page, perPage }) {
    const service = await openService();
    if (!service.ok) return service;
    const { api, store } = service.value;
    const requestedAt = Date.now();
    const result = await api.list(page, perPage);
    if (!result.ok || page !== 1) return result;
    // The first page as the store now knows it: merged with what was written while it was on its way.
    const head = await store.applyList(result.value, requestedAt);
    return ok({ ...result.value, links: head.links, pagination: { ...result.value.pagination, total: head.total } });
  },

  shorten: ({ type: _, ...request }) => shorten(request),

  prepareUrl: async ({ tabId, url }) => ok(await prepareUrl({ id: tabId, url }, await loadSettings())),

  async updateLink({ id, changes }) {
    const refused = refuseInput({
      destination: changes.destination === undefined ? null : checkDestination(changes.destination),
      backHalf: changes.backHalf === undefined ? null : checkBackHalf(changes.backHalf) ?? (changes.backHalf.trim() ? null : 'back-half-chars'),
    });
    if (refused) return refused;
    const service = await openService();
    if (!service.ok) return service;
    const { api, store } = service.value;
    const result = await api.update(id, changes);
    if (result.ok) await store.put(result.value);
    // A link the service no longer has is dropped from the store.
    else if (result.error.kind === 'not-found') await store.drop(id);
    return result;
  },

  savePresets: async ({ presets }) => ok(await savePresets(presets)),
  choosePreset: async ({ id }) => ok(await choosePreset(id)),
  async linkGroups() {
    const service = await openService();
    return service.ok ? ok(await service.value.store.groups()) : service;
  },
  // Issue 10: the sync helper replaces these with src/background/sync.ts and a real delete.
  syncLinks: async () => fail({ kind: 'internal' }),
  deleteLinks: async () => fail({ kind: 'internal' }),
};

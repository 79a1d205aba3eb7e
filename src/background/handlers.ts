/** The background's answer to each request of the contract. */
import { createLinksApi } from '../api/client';
import { fail, ok } from '../api/types';
import { updateCache, upsert, saveCache } from '../links/cache';
import type { Handlers } from '../messages/router';
import type { Status } from '../messages/contract';
import { keyHint, loadApiKey, saveApiKey } from '../settings/api-key';
import { checkServiceUrl, originPattern } from '../settings/service-url';
import { loadSettings, saveSettings } from '../settings/settings';
import { DEFAULT_SERVICE_URL } from '../manifest';
import { browser } from 'wxt/browser';
import { openService } from './service';
import { shorten } from './shorten';

async function status(): Promise<Status> {
  const [settings, key] = await Promise.all([loadSettings(), loadApiKey()]);
  return { settings, hasKey: key !== null, keyHint: keyHint(key) };
}

/** Whether the extension may reach this origin: the default one always, others once granted. */
async function mayReach(origin: string): Promise<boolean> {
  if (origin === DEFAULT_SERVICE_URL) return true;
  return browser.permissions.contains({ origins: [originPattern(origin)] });
}

export const handlers: Handlers = {
  status: async () => ok(await status()),

  async saveSettings({ settings, apiKey }) {
    if (settings.serviceUrl !== undefined) {
      const checked = checkServiceUrl(settings.serviceUrl);
      if (!checked.ok) return fail({ kind: 'invalid-service-url', reason: checked.reason });
      if (!(await mayReach(checked.origin))) return fail({ kind: 'permission-missing', origin: checked.origin });
      settings = { ...settings, serviceUrl: checked.origin };
    }
    await saveSettings(settings);
    if (apiKey !== undefined) await saveApiKey(apiKey);
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
    const result = await service.value.api.list(page, perPage);
    if (result.ok && page === 1) {
      const { links, pagination } = result.value;
      await saveCache({ serviceUrl: service.value.settings.serviceUrl, links, total: pagination.total, savedAt: Date.now() });
    }
    return result;
  },

  shorten: ({ type: _, ...request }) => shorten(request),

  async updateLink({ id, changes }) {
    const service = await openService();
    if (!service.ok) return service;
    const serviceUrl = service.value.settings.serviceUrl;
    const result = await service.value.api.update(id, changes);
    if (result.ok) await updateCache(serviceUrl, (links) => upsert(links, result.value));
    // A link the service no longer has is dropped from the cached list.
    else if (result.error.kind === 'not-found') await updateCache(serviceUrl, (links) => links.filter((l) => l.id !== id), -1);
    return result;
  },
};

/** The configured service: settings and key read fresh on every use (the worker may have just woken). */
import { createLinksApi, type LinksApi } from '../api/client';
import { fail, ok, type Result } from '../api/types';
import type { Failure } from '../messages/contract';
import { loadApiKey } from '../settings/api-key';
import { loadSettings, type Settings } from '../settings/settings';

export interface Service {
  api: LinksApi;
  settings: Settings;
}

export async function openService(): Promise<Result<Service, Failure>> {
  const [settings, apiKey] = await Promise.all([loadSettings(), loadApiKey()]);
  if (!apiKey) return fail({ kind: 'not-configured' });
  return ok({ api: createLinksApi({ serviceUrl: settings.serviceUrl, apiKey }), settings });
}

/**
 * A build-time preset (`npm start`, the e2e tests): the local service and its demo key, applied on
 * install so the popup works with no account. Production builds have none.
 */
import { saveConfiguration } from './configure';
import { loadApiKey } from '../settings/items';

declare const __PRESET__: string;

export interface Preset {
  serviceUrl: string;
  apiKey: string;
}

export function readPreset(raw: string = typeof __PRESET__ === 'string' ? __PRESET__ : ''): Preset | null {
  try {
    const value = JSON.parse(raw) as Partial<Preset>;
    return typeof value.serviceUrl === 'string' && typeof value.apiKey === 'string' ? (value as Preset) : null;
  } catch {
    return null;
  }
}

/** Applies the preset unless the user already set a key. Answers whether a key is now set. */
export async function applyPreset(preset = readPreset()): Promise<boolean> {
  if (await loadApiKey()) return true;
  if (!preset) return false;
  await saveConfiguration({ serviceUrl: preset.serviceUrl }, preset.apiKey);
  return true;
}

/**
 * The background's stored configuration, one WXT storage item per concern: the settings, the API
 * key, the domains used lately. Only the background imports this module (the key never reaches a
 * page), and every write of it goes through here, one after another.
 */
import { storage } from 'wxt/utils/storage';
import { serialized } from '../background/writes';
import { isDomain, readSettings, SETTINGS_KEY, type Settings } from './settings';

const MAX_RECENT_DOMAINS = 5;

/** The domains the user chose lately, most recent first, offered in the popup. */
export const recentDomainsItem = storage.defineItem<string[]>('local:recentDomains', { fallback: [] });

/**
 * The settings. Version 1 kept its version inline and held `recentDomains`; version 2 moves those
 * to their own item, so a save from the options page and a shortening can no longer overwrite
 * each other's read-modify-write.
 */
export const SETTINGS_VERSION = 2;
export const settingsItem = storage.defineItem<Record<string, unknown> | null>(`local:${SETTINGS_KEY}`, {
  fallback: null,
  version: SETTINGS_VERSION,
  migrations: {
    2: async (old: unknown) => {
      const { version: _, recentDomains, ...rest } = (old && typeof old === 'object' ? old : {}) as Record<string, unknown>;
      if (Array.isArray(recentDomains)) await recentDomainsItem.setValue(recentDomains.filter(isDomain).slice(0, MAX_RECENT_DOMAINS));
      return rest;
    },
  },
});

/** The API key: storage.local only (never sync), read by the background alone. */
export const apiKeyItem = storage.defineItem<string | null>('local:apiKey', { fallback: null });

export async function loadSettings(): Promise<Settings> {
  return readSettings(await settingsItem.getValue());
}

export async function loadApiKey(): Promise<string | null> {
  const value = await apiKeyItem.getValue();
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export async function loadRecentDomains(): Promise<string[]> {
  const value = await recentDomainsItem.getValue();
  return Array.isArray(value) ? value.filter(isDomain) : [];
}

/** A domain just used goes first in the recent ones. */
export function rememberDomain(domain: string): Promise<void> {
  return serialized(async () => {
    const recent = await loadRecentDomains();
    await recentDomainsItem.setValue([domain, ...recent.filter((d) => d !== domain)].slice(0, MAX_RECENT_DOMAINS));
  });
}

/** What a page may see of a key: its last four characters, and only for keys long enough to hide the rest. */
export function keyHint(key: string | null): string | null {
  return key && key.length >= 12 ? key.slice(-4) : null;
}

/**
 * The user's settings (everything but the API key), in storage.local, validated on every read:
 * a corrupt member falls back to its default, and nothing throws.
 */
import { browser } from 'wxt/browser';
import { DEFAULT_SERVICE_URL } from '../manifest';
import { checkServiceUrl } from './service-url';

export const SETTINGS_VERSION = 1;
/** The storage.local item. */
export const SETTINGS_KEY = 'settings';
const KEY = SETTINGS_KEY;

export const DEFAULT_SETTINGS = {
  serviceUrl: DEFAULT_SERVICE_URL,
  /** Empty: the service's own default (zd.lc for PrettyURL). */
  defaultDomain: '',
  /** Shorten the active tab as soon as the popup opens. */
  autoShorten: true,
  /** Copy a new short link to the clipboard at once. */
  autoCopy: true,
  /** Domains used lately, most recent first, offered in the popup. */
  recentDomains: [] as string[],
};

export type Settings = typeof DEFAULT_SETTINGS;

const isDomain = (v: unknown): v is string => typeof v === 'string' && v.length <= 253 && /^$|^[a-z0-9.-]+(:\d+)?$/i.test(v);
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

/**
 * One check per member, so one bad value costs only itself. Plain predicates rather than zod: the
 * popup reads settings for its first render and stays clear of the schema library (size budget);
 * the background's message schema reuses them (src/messages/contract.ts).
 */
export const settingChecks: { [K in keyof Settings]: (value: unknown) => value is Settings[K] } = {
  serviceUrl: (v): v is string => typeof v === 'string' && checkServiceUrl(v).ok,
  defaultDomain: isDomain,
  autoShorten: isBoolean,
  autoCopy: isBoolean,
  recentDomains: (v): v is string[] => Array.isArray(v) && v.length <= 10 && v.every(isDomain),
};

/** A partial settings object whose every member is known and valid. */
export function isSettingsPatch(value: unknown): value is Partial<Settings> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(([name, v]) => name in settingChecks && settingChecks[name as keyof Settings](v));
}

/** Settings from whatever storage held: unknown members dropped, bad ones defaulted. */
export function readSettings(raw: unknown): Settings {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const out = { ...DEFAULT_SETTINGS } as Record<string, unknown>;
  for (const [name, check] of Object.entries(settingChecks)) {
    if (check(source[name])) out[name] = source[name];
  }
  return out as Settings;
}

export async function loadSettings(): Promise<Settings> {
  const stored = await browser.storage.local.get(KEY);
  return readSettings(stored[KEY]);
}

export async function saveSettings(patch: Partial<Settings>): Promise<Settings> {
  const next = readSettings({ ...(await loadSettings()), ...patch });
  await browser.storage.local.set({ [KEY]: { version: SETTINGS_VERSION, ...next } });
  return next;
}

/** Calls `listener` whenever another page or the worker changes the settings or the key (not given). */
export function watchConfiguration(listener: () => void): () => void {
  const onChanged = (changes: Record<string, unknown>, area: string) => {
    if (area === 'local' && (KEY in changes || 'apiKey' in changes)) listener();
  };
  browser.storage.onChanged.addListener(onChanged);
  return () => browser.storage.onChanged.removeListener(onChanged);
}

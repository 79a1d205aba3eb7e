/**
 * The user's settings (everything but the API key), in storage.local, validated on every read:
 * a corrupt member falls back to its default, and nothing throws.
 */
import { browser } from 'wxt/browser';
import * as z from 'zod/mini';
import { DEFAULT_SERVICE_URL } from '../manifest';
import { checkServiceUrl } from './service-url';

export const SETTINGS_VERSION = 1;
const KEY = 'settings';

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

const domainName = z.string().check(z.maxLength(253), z.regex(/^$|^[a-z0-9.-]+(:\d+)?$/i));

/** Each member on its own, so one bad value costs only itself. */
const memberSchemas = {
  serviceUrl: z.string().check(z.refine((s) => checkServiceUrl(s).ok)),
  defaultDomain: domainName,
  autoShorten: z.boolean(),
  autoCopy: z.boolean(),
  recentDomains: z.array(domainName).check(z.maxLength(10)),
} satisfies { [K in keyof Settings]: z.ZodMiniType<Settings[K]> };

/** Partial settings as a message may carry them. */
export const settingsPatchSchema = z.partial(z.object(memberSchemas));

/** Settings from whatever storage held: unknown members dropped, bad ones defaulted. */
export function readSettings(raw: unknown): Settings {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const out = { ...DEFAULT_SETTINGS } as Record<string, unknown>;
  for (const [name, schema] of Object.entries(memberSchemas)) {
    const parsed = schema.safeParse(source[name]);
    if (parsed.success) out[name] = parsed.data;
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

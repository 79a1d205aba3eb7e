/**
 * The user's settings (everything but the API key), checked on every read: a corrupt member falls
 * back to its default, and nothing throws. Pure: the popup reads the stored value itself for its
 * first render; the background reads and writes it through its storage item (./items.ts).
 */
import { DEFAULT_SERVICE_URL } from '../manifest';
import { checkDomain } from '../links/domain';
import { isCopyFormat, type CopyFormat } from '../links/clip';
import { checkServiceUrl } from './service-url';

/** The storage.local item. */
export { SETTINGS_KEY } from './keys';

export const DEFAULT_SETTINGS = {
  serviceUrl: DEFAULT_SERVICE_URL,
  /** Empty: the service's own default (zd.lc for PrettyURL). */
  defaultDomain: '',
  /** Shorten the active tab as soon as the popup opens. */
  autoShorten: true,
  /** Copy a new short link to the clipboard at once. */
  autoCopy: true,
  /** The group links the extension makes are put in (an update right after the create); empty: none. */
  defaultGroupId: '',
  /** Remove tracking parameters (src/shared/links/tracking.ts) before shortening: off, a user's own campaign tags survive unless asked. */
  stripTracking: false,
  /** Shorten the page's own canonical address when it is on the same site (src/shared/links/canonical.ts). */
  useCanonical: true,
  /** Copy the page's own `<link rel="shortlink">` (same site) instead of making a link (src/shared/links/shortlink.ts). */
  useSiteShortlink: false,
  /** Shortening as the popup opens applies the campaign preset last picked in the form. */
  campaignOnOpen: false,
  /** How Copy, auto-copy and the menu and shortcut copy a link (src/shared/links/copy-formats.ts). */
  copyFormat: 'plain' as CopyFormat,
};

export type Settings = typeof DEFAULT_SETTINGS;

/** A short domain as stored: a host name, or empty for the service's default. */
export const isDomain = (v: unknown): v is string => typeof v === 'string' && checkDomain(v) === null;
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

/**
 * One check per member, so one bad value costs only itself. Plain predicates rather than zod: the
 * popup reads settings for its first render and stays clear of the schema library (size budget);
 * the background's message schema reuses them (src/shared/messages/contract.ts).
 */
export const settingChecks: { [K in keyof Settings]: (value: unknown) => value is Settings[K] } = {
  serviceUrl: (v): v is string => typeof v === 'string' && checkServiceUrl(v).ok,
  defaultDomain: isDomain,
  autoShorten: isBoolean,
  autoCopy: isBoolean,
  defaultGroupId: (v): v is string => typeof v === 'string' && v.length <= 200,
  stripTracking: isBoolean,
  useCanonical: isBoolean,
  useSiteShortlink: isBoolean,
  campaignOnOpen: isBoolean,
  copyFormat: isCopyFormat,
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

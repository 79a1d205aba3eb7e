/**
 * The user's settings (everything but the API key) and their defaults. Pure and free of the schema
 * library (the popup's first frame reads them): the schemas are in ./settings-schema.ts.
 */
import { DEFAULT_SERVICE_URL } from '../manifest';
import type { CopyFormat } from '../links/clip';
import { SHARE_TARGETS, type ShareTarget } from '../share/share-targets';

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
  /** In a private window (when the user lets the extension run there), auto-shorten as the popup opens too. */
  privateAutoShorten: false,
  /** Links made in a private window join the recent list (the popup's, the manager's). */
  privateRecent: false,
  /** The Copy menus offer "Share…" (an administrator can turn it off: src/shared/policy/fields.ts). */
  share: true,
  /** The destinations "Share…" offers where the browser has no share sheet (Mastodon once an instance is set). */
  shareTargets: [...SHARE_TARGETS] as ShareTarget[],
  /** The user's Mastodon server, a host name; empty: none chosen, Mastodon not offered. */
  mastodonInstance: '',
};

/** The longest group id kept (an account's default group). */
export const GROUP_ID_MAX = 200;

/** Checked, value by value, by ./settings-schema.ts. */
export type Settings = typeof DEFAULT_SETTINGS;

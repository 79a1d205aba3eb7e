/**
 * Where a short link can be shared (the Copy menus' "Share…" where the browser has no share sheet):
 * the destinations' names and the user's Mastodon server, as settings store them. Small: the
 * popup's first frame reads the settings; the addresses are built in ./share-urls.ts.
 */

export const SHARE_TARGETS = ['email', 'x', 'linkedin', 'whatsapp', 'telegram', 'reddit', 'mastodon'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export const isShareTarget = (v: unknown): v is ShareTarget => (SHARE_TARGETS as readonly unknown[]).includes(v);

/** A list of destinations as stored: known names, each once. */
export const isShareTargetList = (v: unknown): v is ShareTarget[] =>
  Array.isArray(v) && v.every(isShareTarget) && new Set(v).size === v.length;

export interface ShareData {
  shortLink: string;
  title: string;
}

/** A host name with a dot in it (a Mastodon server): letters, digits and hyphens, no port, no path. */
const HOST = /^([a-z\d]([a-z\d-]*[a-z\d])?\.)+[a-z\d-]{2,63}$/;

/** A Mastodon instance as typed ("https://mastodon.social/", " Mastodon.Social "): its host, or null. */
export function mastodonHost(typed: string): string | null {
  const host = typed
    .trim()
    .toLowerCase()
    .replace(/^https:\/\/|\/$/g, '');
  return host.length <= 253 && HOST.test(host) ? host : null;
}

/** A stored instance: empty (none chosen) or a host as mastodonHost gives it. */
export const isMastodonInstance = (v: unknown): v is string =>
  v === '' || (typeof v === 'string' && mastodonHost(v) === v);

/**
 * Tracking parameters: the one list of query keys that only say where a click came from, and the
 * function that takes them out of a URL. Every other parameter is kept byte for byte and in its
 * order: the query string is cut apart and joined again, never parsed and re-encoded.
 */

/** Exact keys (compared lower-case) that track and change nothing on the page. */
export const TRACKING_KEYS: readonly string[] = [
  // Google Analytics campaigns, Google, DoubleClick and Microsoft ads, Yandex ads.
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'ysclid',
  // Facebook, Instagram, Twitter/X, TikTok, LinkedIn, Mailchimp, HubSpot, Marketo, Vero, Olytics.
  'fbclid',
  'igshid',
  'igsh',
  'ref_src',
  'ref_url',
  'ttclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  '__hssc',
  '__hstc',
  '__hsfp',
  'hsctatracking',
  'mkt_tok',
  'vero_id',
  'vero_conv',
  'oly_anon_id',
  'oly_enc_id',
  // Google Analytics cross-domain linking, Adobe campaigns.
  '_ga',
  '_gl',
  's_cid',
];

/** Key prefixes that track whatever follows them (utm_source, utm_medium, … and any new utm_*). */
export const TRACKING_PREFIXES: readonly string[] = ['utm_'];

/** True for a decoded, lower-cased key that tracks. `utmost` or `gclidx` do not: only the exact keys and `utm_…`. */
export function isTrackingKey(key: string): boolean {
  const k = key.toLowerCase();
  return TRACKING_KEYS.includes(k) || TRACKING_PREFIXES.some((p) => k.startsWith(p) && k.length > p.length);
}

export interface Stripped {
  url: string;
  /** The keys removed, decoded, once each, in the order first met. */
  stripped: string[];
}

/**
 * The URL without its tracking parameters. Works on the raw text: what it keeps is not re-encoded
 * (`a=%20b` stays `a=%20b`), the fragment is kept, and a URL with nothing to remove comes back as
 * given. A key is decoded only to be compared (`utm%5Fsource` is `utm_source`).
 */
export function stripTracking(url: string): Stripped {
  return stripParams(url, isTrackingKey);
}

/** The URL without the parameters `removed` picks (given each decoded key), as stripTracking does it. */
export function stripParams(url: string, removed: (key: string) => boolean): Stripped {
  const hash = url.indexOf('#');
  const beforeHash = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  const q = beforeHash.indexOf('?');
  if (q === -1) return { url, stripped: [] };
  const base = beforeHash.slice(0, q);
  const kept: string[] = [];
  const stripped: string[] = [];
  for (const part of beforeHash.slice(q + 1).split('&')) {
    const key = decodeKey(part.split('=', 1)[0]!);
    if (part !== '' && removed(key)) {
      if (!stripped.includes(key.toLowerCase())) stripped.push(key.toLowerCase());
    } else kept.push(part);
  }
  if (stripped.length === 0) return { url, stripped };
  // Empty pieces (`a=1&&b=2`) are not parameters: once the string is rewritten they go too.
  const rest = kept.filter((p) => p !== '');
  const query = rest.length ? `?${rest.join('&')}` : '';
  return { url: base + query + fragment, stripped };
}

/** A query key as the page's server reads it: `+` is a space, then percent-decoded (a bad escape left as is). */
function decodeKey(raw: string): string {
  const spaced = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

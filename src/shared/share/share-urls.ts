/**
 * Each destination's address, built from the short link and the page's title. Pure: nothing is
 * sent anywhere until the user opens one of these addresses.
 */
import { mastodonHost, SHARE_TARGETS, type ShareData, type ShareTarget } from './share-targets';

/** One line: a title's line breaks and runs of spaces read as one space (a mail subject is one line). */
const oneLine = (title: string) => title.replace(/\s+/g, ' ').trim();

/** Percent-encoded, quotes and brackets too (RFC 3986's reserved marks, which encodeURIComponent keeps). */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const https = (base: string, params: Record<string, string>) => {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
  return url.href;
};

/** The destination's address; Mastodon's needs the user's instance (null without one). */
export function shareUrl(target: ShareTarget, data: ShareData, mastodonInstance = ''): string | null {
  const url = data.shortLink;
  const title = oneLine(data.title);
  const text = title ? `${title} ${url}` : url;
  switch (target) {
    case 'email': {
      // encodeURIComponent, not URLSearchParams: mail programs read `+` as a plus sign (RFC 6068).
      const subject = title ? `subject=${encode(title)}&` : '';
      return `mailto:?${subject}body=${encode(url)}`;
    }
    case 'x':
      return https('https://x.com/intent/post', { text: title, url });
    case 'linkedin':
      return https('https://www.linkedin.com/sharing/share-offsite/', { url });
    case 'whatsapp':
      return https('https://wa.me/', { text });
    case 'telegram':
      return https('https://t.me/share/url', { url, text: title });
    case 'reddit':
      return https('https://www.reddit.com/submit', { url, title });
    case 'mastodon': {
      const host = mastodonHost(mastodonInstance);
      return host ? https(`https://${host}/share`, { text }) : null;
    }
  }
}

/** The destinations shown, in their fixed order: those chosen, Mastodon only once an instance is set. */
export const shownTargets = (chosen: readonly ShareTarget[], mastodonInstance: string): ShareTarget[] =>
  SHARE_TARGETS.filter((t) => chosen.includes(t) && (t !== 'mastodon' || mastodonHost(mastodonInstance) !== null));

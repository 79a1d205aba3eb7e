/**
 * A link as a page copies it: the plain link at once; any other format once the formats' code
 * (src/shared/links/copy-formats.ts) is loaded, which keeps it out of the pages' first load. A popup
 * whose auto-copy wants another format loads it on opening, long before the link arrives.
 */
import type { Link } from '../shared/types';
import type { Clip, CopyFormat } from '../shared/links/clip';
import { copyClip } from './clipboard';

type FormatLink = typeof import('../shared/links/copy-formats').formatLink;
let formatLink: FormatLink | undefined;

export const loadFormats = (): Promise<FormatLink> =>
  import('../shared/links/copy-formats').then((m) => (formatLink = m.formatLink));

/** What a format reads of a link (the page's own short link has no more). */
type Copied = Pick<Link, 'title' | 'destination' | 'shortLink'>;

export function clipFor(link: Copied, format: CopyFormat): Clip | Promise<Clip> {
  if (format === 'plain') return { text: link.shortLink };
  return formatLink ? formatLink(link, format) : loadFormats().then((f) => f(link, format));
}

/** Copies the link in that format: whether the clipboard took it. */
export const copyLink = (link: Copied, format: CopyFormat): Promise<boolean> =>
  Promise.resolve(clipFor(link, format)).then(copyClip, () => false);

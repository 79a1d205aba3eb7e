/**
 * The ways a short link is copied: the link alone, Markdown, HTML source, rich text (an HTML link
 * with the plain link beside it, so a document gets a link and a chat a URL), and "title — link".
 * Pure, shared by the pages and the background (the names of the formats and a Clip: ./clip.ts, which
 * the popup's first load takes without this). Titles come from the service or a page: each
 * format escapes them so they stay text, and only an http(s) short link ever becomes an href.
 */
import type { Link } from '../types';
import type { Clip, CopyFormat } from './clip';

/** Longer titles are cut: a pasted link is not the place for a page's whole headline. */
export const MAX_TITLE_LENGTH = 200;

/**
 * Control characters (line breaks included: they would end a Markdown link) and bidi controls
 * (U+061C, U+200E/F, U+202A–E, U+2066–9: they could make the text read in another order than it is).
 */
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;

/** A title as one plain line, or the destination's host, or the bare short link when there is none. */
export function linkTitle(link: Pick<Link, 'title' | 'destination' | 'shortLink'>): string {
  const title = [...link.title.replace(UNSAFE_CHARS, ' ').replace(/\s+/g, ' ').trim()];
  if (title.length > 0)
    return title.length > MAX_TITLE_LENGTH
      ? `${title
          .slice(0, MAX_TITLE_LENGTH - 1)
          .join('')
          .trimEnd()}…`
      : title.join('');
  return httpUrl(link.destination)?.host || link.shortLink.replace(/^https?:\/\//, '');
}

/** The link in the given format. A short link that is not http(s) is given as bare text in every format. */
export function formatLink(link: Pick<Link, 'title' | 'destination' | 'shortLink'>, format: CopyFormat): Clip {
  const href = httpUrl(link.shortLink)?.href;
  if (!href || format === 'plain') return { text: link.shortLink };
  const title = linkTitle(link);
  switch (format) {
    case 'markdown':
      return { text: `[${escapeMarkdown(title)}](${markdownDestination(href)})` };
    case 'html':
      return { text: htmlLink(href, title) };
    case 'rich':
      return { text: link.shortLink, html: htmlLink(href, title) };
    case 'titled':
      return { text: `${title} — ${link.shortLink}` };
  }
}

/**
 * Several links as one list, in the given format (shorten all tabs): Markdown a bullet list of
 * `[title](link)`, HTML (and rich text's html) a `<ul>`, the others one link a line.
 */
export function formatLinkList(
  links: readonly Pick<Link, 'title' | 'destination' | 'shortLink'>[],
  format: CopyFormat,
): Clip {
  const clips = links.map((link) => formatLink(link, format));
  switch (format) {
    case 'markdown':
      return { text: clips.map((c) => `- ${c.text}`).join('\n') };
    case 'html':
      return { text: `<ul>\n${clips.map((c) => `<li>${c.text}</li>`).join('\n')}\n</ul>` };
    case 'rich':
      return {
        text: clips.map((c) => c.text).join('\n'),
        html: `<ul>${clips.map((c) => `<li>${c.html ?? escapeHtml(c.text)}</li>`).join('')}</ul>`,
      };
    default:
      return { text: clips.map((c) => c.text).join('\n') };
  }
}

function httpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Backslash-escapes what Markdown (CommonMark, GFM) reads as markup inside link text: brackets,
 * parentheses, emphasis, code, HTML and entities; and `#`, `>`, `+`, `-`, `=` at the start.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]()<>~|&!{}]/g, '\\$&').replace(/^[#>+\-=]/, '\\$&');
}

/** A parsed URL has no spaces left; its parentheses would end the destination early. */
const markdownDestination = (href: string) => href.replace(/\(/g, '%28').replace(/\)/g, '%29');

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** HTML text or attribute value: the five characters that could end either are entities. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const htmlLink = (href: string, title: string) => `<a href="${escapeHtml(href)}">${escapeHtml(title)}</a>`;

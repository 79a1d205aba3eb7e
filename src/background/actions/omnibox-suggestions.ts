/**
 * What the address bar's keyword (`pl`) offers for what the user typed: their links that match
 * every word, and what Enter does. Pure. Chrome reads a suggestion's description as XML with its
 * own markup (`<match>`, `<url>`, `<dim>`), so every piece of service text is escaped there and a
 * hostile title stays text; Firefox shows descriptions as plain text (`markup: false`).
 */
import type { Link } from '../../shared/types';
import { findUrls } from '../../shared/links/find-url';

/** The most suggestions shown: the address bar's dropdown has room for about this many. */
export const MAX_SUGGESTIONS = 6;
/** Longest title and destination shown; the dropdown cuts a line anyway. */
const MAX_SHOWN = 90;

/** What Enter does with the typed text. */
export type OmniboxTarget = { kind: 'copy'; link: Link } | { kind: 'shorten'; url: string } | { kind: 'none' };

const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** The user's links matching every typed word (title, short link, back half, destination), in store order. */
export function matchLinks(links: readonly Link[], text: string, max = MAX_SUGGESTIONS): Link[] {
  const words = wordsOf(text);
  const matches = (l: Link) => {
    const haystack = [l.title, l.shortLink, l.backHalf, l.destination].join('\n').toLowerCase();
    return words.every((w) => haystack.includes(w));
  };
  return links.filter(matches).slice(0, max);
}

/** The text as one web address (`pl https://…`), or null when it is words. */
export function typedUrl(text: string): string | null {
  const trimmed = text.trim();
  const urls = findUrls(trimmed);
  return urls.length === 1 && !/\s/.test(trimmed) ? urls[0]! : null;
}

/**
 * Enter: one of the user's short links (a picked suggestion's content) is copied; a web address is
 * shortened; words copy their first match.
 */
export function omniboxTarget(text: string, links: readonly Link[]): OmniboxTarget {
  const trimmed = text.trim();
  const own = links.find((l) => l.shortLink === trimmed);
  if (own) return { kind: 'copy', link: own };
  const url = typedUrl(trimmed);
  if (url) return { kind: 'shorten', url };
  const [first] = matchLinks(links, trimmed, 1);
  return first ? { kind: 'copy', link: first } : { kind: 'none' };
}

/** Characters XML 1.0 cannot hold (controls, lone surrogates, U+FFFE/FFFF): made spaces or U+FFFD. */
function xmlSafe(text: string): string {
  return text
    .replace(/[\u0000-\u001F\u007F\uFFFE\uFFFF]/g, ' ')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe to place between the omnibox's tags. */
export function escapeXml(text: string): string {
  return xmlSafe(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const shorten = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text);

/** The text escaped, with each typed word's occurrences in `<match>`. */
export function highlight(text: string, words: readonly string[]): string {
  const lower = text.toLowerCase();
  // Lower-casing that changes the length (a few Unicode letters) would misplace the marks.
  if (lower.length !== text.length || words.length === 0) return escapeXml(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1))
      marked.fill(true, at, at + word.length);
  }
  let out = '';
  for (let start = 0; start < text.length;) {
    let end = start;
    while (end < text.length && marked[end] === marked[start]) end++;
    const piece = escapeXml(text.slice(start, end));
    out += marked[start] ? `<match>${piece}</match>` : piece;
    start = end;
  }
  return out;
}

/** One link's line: title, short link, destination. */
export function describeLink(link: Link, text: string, markup: boolean): string {
  const title = shorten(link.title.trim());
  const destination = shorten(link.destination);
  if (!markup) return [title, link.shortLink, destination].filter(Boolean).join(' – ');
  const words = wordsOf(text);
  const head = title ? `${highlight(title, words)} <dim>–</dim> ` : '';
  return `${head}<url>${highlight(link.shortLink, words)}</url> <dim>${highlight(destination, words)}</dim>`;
}

/** The suggestions for the typed text; each one's content is its short link (what Enter receives). */
export function suggestionsFor(
  links: readonly Link[],
  text: string,
  markup: boolean,
): { content: string; description: string }[] {
  if (typedUrl(text)) return [];
  return matchLinks(links, text).map((link) => ({
    content: link.shortLink,
    description: describeLink(link, text, markup),
  }));
}

/**
 * A message with `$1` replaced by `value`: as markup, the message escaped and the value escaped
 * inside `tag`; as plain text, the two joined as they are.
 */
export function fillIn(
  message: (value: string) => string,
  value: string,
  markup: boolean,
  tag: 'url' | 'match' = 'url',
): string {
  if (!markup) return message(value);
  const SLOT = '\uE000';
  // A replacer function: a string would read `$&`, `$'`… in the value as replacement patterns.
  return escapeXml(message(SLOT)).replace(SLOT, () => `<${tag}>${escapeXml(value)}</${tag}>`);
}

/**
 * The web addresses in a piece of text (a selection, what follows the address bar's keyword):
 * http(s) URLs, and bare `www.` ones (made https). Pure.
 */
import { isShortenable } from './shortenable';

/**
 * A candidate: a scheme or `www.` not glued to a word, an address, a path, up to white space or
 * a character a URL never holds as written (`"`, `<`, `>`, backtick).
 */
const CANDIDATE = /(?<![\w.@/:-])(?:https?:\/\/|www\.)[^\s"<>`]+/gi;
/** Punctuation that ends a sentence around a URL rather than the URL itself. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '"']);
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

/** Trailing punctuation trimmed; a closing bracket only when the URL does not open it itself. */
function trimEnd(candidate: string): string {
  let url = candidate;
  for (;;) {
    const last = url.at(-1) ?? '';
    const opener = CLOSERS[last];
    const strip = TRAILING.has(last) || (opener !== undefined && count(url, opener) < count(url, last));
    if (!strip) return url;
    url = url.slice(0, -1);
  }
}

/** The distinct web addresses in `text`, in order of appearance. */
export function findUrls(text: string): string[] {
  const found: string[] = [];
  for (const [match] of text.matchAll(CANDIDATE)) {
    const trimmed = trimEnd(match);
    const url = /^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed;
    if (isShortenable(url) && !found.includes(url)) found.push(url);
  }
  return found;
}

/** What a selection holds: its one web address, or why it cannot be shortened. */
export type SelectionUrl = { kind: 'one'; url: string } | { kind: 'none' } | { kind: 'several'; count: number };

export function selectionUrl(text: string | undefined): SelectionUrl {
  const urls = findUrls(text ?? '');
  if (urls.length === 1) return { kind: 'one', url: urls[0]! };
  return urls.length === 0 ? { kind: 'none' } : { kind: 'several', count: urls.length };
}

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

/**
 * Trailing punctuation trimmed; a closing bracket only when the URL does not open it itself. Each
 * bracket is counted once and the count kept as the end moves (linear however many there are).
 */
function trimEnd(candidate: string): string {
  const counts = new Map<string, number>();
  const countOf = (char: string) => counts.get(char) ?? counts.set(char, count(candidate, char)).get(char)!;
  let end = candidate.length;
  for (;;) {
    const last = candidate[end - 1] ?? '';
    const opener = CLOSERS[last];
    const strip = TRAILING.has(last) || (opener !== undefined && countOf(opener) < countOf(last));
    if (!strip) return candidate.slice(0, end);
    if (opener !== undefined) counts.set(last, countOf(last) - 1);
    end--;
  }
}

/** The distinct web addresses in `text`, in order of appearance, one at a time (a reader may pause between them). */
export function* eachUrl(text: string): Generator<string> {
  const seen = new Set<string>();
  for (const [match] of text.matchAll(CANDIDATE)) {
    const trimmed = trimEnd(match);
    const url = /^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed;
    if (seen.has(url) || !isShortenable(url)) continue;
    seen.add(url);
    yield url;
  }
}

/** The distinct web addresses in `text`, in order of appearance. */
export const findUrls = (text: string): string[] => [...eachUrl(text)];

/** What a selection holds: its one web address, or why it cannot be shortened. */
export type SelectionUrl = { kind: 'one'; url: string } | { kind: 'none' } | { kind: 'several'; count: number };

export function selectionUrl(text: string | undefined): SelectionUrl {
  const urls = findUrls(text ?? '');
  if (urls.length === 1) return { kind: 'one', url: urls[0]! };
  return urls.length === 0 ? { kind: 'none' } : { kind: 'several', count: urls.length };
}

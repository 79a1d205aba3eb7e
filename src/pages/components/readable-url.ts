/**
 * A URL as a person reads it: percent-escapes decoded (`/caf%C3%A9` reads `/café`), while what is
 * sent or copied stays the URL as it is. In the path, decodeURI leaves escaped whatever would change
 * the URL's meaning (`%2F`, `%3F`, `%23`…); the query is decoded name by name and value by value
 * (`?title=Our%20launch` reads `?title=Our launch`), its own separators (`&`, `=`, `#`) escaped
 * again. What could disguise it (controls, bidirectional and invisible characters, spaces other
 * than a query's plain one) is escaped again; a malformed escape leaves its part as it was.
 */
const DISGUISING = /[\p{C}\p{Z}]/gu;
/** In a query's name or value, a plain space reads as one; what would split it is escaped again. */
const QUERY_KEPT = /[&=#]|(?! )[\p{C}\p{Z}]/gu;

const escapeAgain = (text: string, which: RegExp) => text.replace(which, (c) => encodeURIComponent(c));

function decoded(part: string, decode: (s: string) => string, which: RegExp): string {
  try {
    return escapeAgain(decode(part), which);
  } catch {
    return part;
  }
}

export function readableUrl(url: string): string {
  const [, head = url, query, hash] = /^([^?#]*)(?:\?([^#]*))?(#.*)?$/s.exec(url) ?? [];
  const pieces = [decoded(head, decodeURI, DISGUISING)];
  if (query !== undefined) {
    const pairs = query.split('&').map((pair) =>
      pair
        .split('=')
        .map((s) => decoded(s, decodeURIComponent, QUERY_KEPT))
        .join('='),
    );
    pieces.push(`?${pairs.join('&')}`);
  }
  if (hash !== undefined) pieces.push(decoded(hash, decodeURI, DISGUISING));
  return pieces.join('');
}

/** A long text cut in its middle: its start (origin, path) and its end (last segment) stay readable. */
export function clipMiddle(text: string, max = 90): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const end = Math.floor((max - 1) / 3);
  return `${chars.slice(0, max - 1 - end).join('')}…${chars.slice(-end).join('')}`;
}

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

/** A part decoded, what must stay escaped escaped again; as it was if an escape in it is malformed. */
function decoded(part: string, decode: (s: string) => string, kept: RegExp): string {
  try {
    return decode(part).replace(kept, encodeURIComponent);
  } catch {
    return part;
  }
}

/**
 * Printable ASCII without an escape: nothing to decode or escape again. Most addresses are; it spares
 * a list's first render the Unicode classes' regexes, cold and slow in Firefox (docs/benchmark.md).
 */
const PLAIN = /^[!-$&-~]*$/;

export const readableUrl = (url: string): string =>
  PLAIN.test(url)
    ? url
    : url.replace(
        /^([^?#]*)(\?[^#]*)?(#.*)?$/s,
        (_, path: string, query = '', hash = '') =>
          decoded(path, decodeURI, DISGUISING) +
          query.replace(/[^?&=]+/g, (s: string) => decoded(s, decodeURIComponent, QUERY_KEPT)) +
          decoded(hash, decodeURI, DISGUISING),
      );

/** A destination as a person reads it: decoded, without the usual "https://" (an insecure "http://" stays in view). */
export const destinationText = (url: string) =>
  /^[a-z][a-z\d+.-]*:/i.test(url) ? readableUrl(url).replace(/^https:\/\//i, '') : url;

/**
 * An untitled link's title, on every surface and in every layout, and what it is sorted by: its site
 * and path, decoded, without the query; without "http://" too (its destination, beside it, still says it).
 */
export const untitledTitle = (url: string) =>
  destinationText(url)
    .replace(/^http:\/\//i, '')
    .split(/[?#]/)[0]!;

/** A long text cut in its middle: its start (origin, path) and its end (last segment) stay readable. */
export function clipMiddle(text: string, max = 90): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const end = Math.floor((max - 1) / 3);
  return `${chars.slice(0, max - 1 - end).join('')}…${chars.slice(-end).join('')}`;
}

/**
 * A URL as a person reads it: percent-escapes decoded (`/caf%C3%A9` reads `/café`), while what is
 * sent stays the URL as it is. decodeURI leaves escaped whatever would change the URL's meaning
 * (`%2F`, `%3F`, `%23`…); what could disguise it (controls, bidirectional and invisible
 * characters, spaces of any kind) is escaped again; a malformed escape leaves the text as it was.
 */
const DISGUISING = /[\p{C}\p{Z}]/gu;

export function readableUrl(url: string): string {
  let decoded: string;
  try {
    decoded = decodeURI(url);
  } catch {
    return url;
  }
  return decoded.replace(DISGUISING, (c) => encodeURIComponent(c));
}

/** A long text cut in its middle: its start (origin, path) and its end (last segment) stay readable. */
export function clipMiddle(text: string, max = 90): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const end = Math.floor((max - 1) / 3);
  return `${chars.slice(0, max - 1 - end).join('')}…${chars.slice(-end).join('')}`;
}

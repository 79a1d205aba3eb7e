/**
 * Where a search's words occur in a text, for marking them (the manager's rows, the picker of
 * *Redirect a link here*): pure, in its own module so a page's first load that searches does not carry it.
 */

/**
 * A word worth marking: two characters or more, or one of a script that writes a word in one character
 * (Chinese, Japanese, Korean). A lone digit or letter still finds links, but marking it would mark nearly every row.
 */
const markable = (term: string) =>
  term.length >= 2 || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(term);

/**
 * Where the search's words occur in a text, as [start, end) ranges, merged and in order: what the
 * list highlights (only words worth marking). Case-insensitive; ranges are of the original text.
 */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const marked = terms.filter(markable);
  if (!marked.length || !text) return [];
  const lower = text.toLowerCase();
  // Lower-casing may change a string's length (rare letters): no highlight then, rather than a wrong one.
  if (lower.length !== text.length) return [];
  const found: [number, number][] = [];
  for (const term of marked) {
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + term.length))
      found.push([at, at + term.length]);
  }
  found.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of found) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

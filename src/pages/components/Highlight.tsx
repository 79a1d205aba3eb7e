/** A text with the search's words marked (<mark>, text only: nothing from the service becomes markup). */
import { matchRanges } from '../../shared/links/match-ranges';

export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  const ranges = matchRanges(text, terms);
  if (!ranges.length) return <>{text}</>;
  const parts = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

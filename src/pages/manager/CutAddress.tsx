/**
 * An address cut in its middle when it does not fit: its site and its end stay in view
 * ("shop.example/produ…item-7?ref=news"), so a list of addresses that share a long start still
 * tells them apart at 320 px. Cut by CSS only (bulk.css, `.cut`): the text is whole, for copy and
 * screen readers; the element that shows it carries it whole in its title.
 */

/** Shorter than this, an address is drawn as it is (a short link, a bare site). */
const CUT_FROM = 30;
/** The end kept: at least this much (a path's last part)… */
const TAIL_MIN = 12;
/** …and at most this much. */
const TAIL_MAX = 24;

/** An address's site (with any scheme and the slash after it), middle and end; null when it is not one. */
export function cutParts(text: string): { head: string; middle: string; tail: string } | null {
  const site = /^(?:[a-z][a-z\d+.-]*:\/\/)?[^\s/?#]+\.[^\s/?#]+\/?/i.exec(text);
  if (text.length < CUT_FROM || !site || /\s/.test(text)) return null;
  const head = site[0];
  const rest = text.slice(head.length);
  // The end starts after a "/" where one leaves at least TAIL_MIN characters, never more than TAIL_MAX.
  const earliest = Math.max(0, rest.length - TAIL_MAX);
  const slash = rest.lastIndexOf('/', rest.length - TAIL_MIN - 1);
  const start = slash + 1 > earliest ? slash + 1 : earliest;
  const middle = rest.slice(0, start);
  // A middle of a character or two is not worth its "…": it stays with the end.
  return middle.length < 3 ? { head, middle: '', tail: rest } : { head, middle, tail: rest.slice(start) };
}

/** Draws `text` cut in its middle where it is an address too long for its room; any other text as it is. */
export function cutAddress(text: string) {
  const parts = cutParts(text);
  if (!parts) return text;
  return (
    <span class={parts.middle ? 'cut cut-mid' : 'cut'}>
      <span class="cut-head">{parts.head}</span>
      {parts.middle && <span class="cut-middle">{parts.middle}</span>}
      <span class="cut-tail">{parts.tail}</span>
    </span>
  );
}

/**
 * A link as every list draws it: the popup's recent links, the manager's rows, the all-tabs results
 * and a shortened list's results. Its site's mark, the title (13/500), the short link (13/600, the
 * accent) and the destination decoded (12, muted), and a meta line where the surface has one; the
 * trailing actions are the surface's, after it. The title in its own direction inside (dir=auto), on
 * the page's reading side outside: an English title in an Arabic page is cut at its end. The link
 * line in the page's direction, each address left to right within it (a <bdi dir="ltr">, as ./Ltr.tsx
 * draws one: written out here, since a list draws them in every row and a component each costs its
 * instance and vnode; heap after GC, docs/benchmark.md "Heap").
 */
import type { ComponentChildren } from 'preact';
import { adoptStyles } from './adopt-styles';
import { destinationText, untitledTitle } from './readable-url';
import { hostOf } from './safe-href';
import { siteMark } from './SiteMark';
import faceCss from './link-face.css?inline';

// Where there is a document to style (not in a test run without one).
if (typeof CSSStyleSheet === 'function') adoptStyles(faceCss);

interface Props {
  /** The link's title; empty: its destination's site stands for it. */
  title: string;
  /** The short link; null where none was made (yet): `missing` stands in its place. */
  shortLink: string | null;
  destination: string;
  /** In the short link's place when there is none: a reason, a dash. */
  missing?: ComponentChildren;
  /** A line under the rest (group, dates), where the surface shows one. */
  meta?: ComponentChildren;
  /** Draws a text (the manager marks the search's words in it). */
  mark?: (text: string) => ComponentChildren;
  /** Extra classes on the short link (a surface's tests and styles find it by them). */
  shortClass?: string;
  /** A status after the short link (a list's result: New, Already shortened…). */
  badge?: ComponentChildren;
  /** The site's icon as the browser already holds it (the popup's tab): drawn instead of the site's mark. */
  icon?: string;
}

/** A short link without its scheme: "zd.lc/abc". */
export const shortText = (url: string) => url.replace(/^https?:\/\//i, '');
const plain = (text: string) => text;

export function LinkFace({
  title,
  shortLink,
  destination,
  missing,
  meta,
  mark = plain,
  shortClass,
  badge,
  icon,
}: Props) {
  // Without a title its site and path stand for it; when that is the whole address, it is said once
  // (not again after the short link).
  const untitled = !title;
  const fallback = untitled ? untitledTitle(destination) : '';
  const saidOnce = untitled && fallback === destinationText(destination);
  return (
    <span class={`link-face${untitled ? ' untitled' : ''}${saidOnce ? ' said-once' : ''}`}>
      {icon ? (
        <img class="site-mark" src={icon} alt="" width={16} height={16} referrerpolicy="no-referrer" />
      ) : (
        siteMark(hostOf(destination))
      )}
      <span class="link-title">
        {untitled ? (
          <bdi dir="ltr" class="clip title-dest" title={destination}>
            {mark(fallback)}
          </bdi>
        ) : (
          <span class="clip" dir="auto">
            {mark(title)}
          </span>
        )}
      </span>
      <span class={badge ? 'link-line has-badge' : 'link-line'}>
        {/* In the page's direction (the arrow turns in right-to-left pages, link-face.css): each address is its own left-to-right island. */}
        <span class="clip">
          {shortLink ? (
            <bdi dir="ltr" class={shortClass ? `link-short ${shortClass}` : 'link-short'}>
              {mark(shortText(shortLink))}
            </bdi>
          ) : (
            <span class="link-missing">{missing ?? <span aria-hidden="true">—</span>}</span>
          )}
          {/* Said once in the title's line, the destination here is shown only as a table's column. */}
          <span aria-hidden="true" class="arrow">
            {' → '}
          </span>
          <bdi dir="ltr" class="link-dest" title={destination} aria-hidden={saidOnce ? 'true' : undefined}>
            {mark(destinationText(destination))}
          </bdi>
        </span>
        {badge}
      </span>
      {meta && <span class="link-meta">{meta}</span>}
    </span>
  );
}

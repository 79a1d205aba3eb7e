/**
 * Small line icons (no icon font, no network); decorative, so hidden from screen readers. An icon
 * is the `::before` of the element that shows it (src/pages/components/base.css, `.icon-svg.i-<name>`): a CSS
 * mask filled with the text colour, with no element of its own. Inline SVG cost a row eight
 * elements and a component each; a <span> per icon, four elements and vnodes a row (heap after GC,
 * test/bench/heap.ts; the popup's first render). The element keeps its accessible name.
 */
export type IconName =
  | 'copy'
  | 'edit'
  | 'qr'
  | 'settings'
  | 'open'
  | 'delete'
  | 'download'
  | 'plus'
  | 'tabs'
  | 'globe'
  | 'file'
  | 'share'
  | 'star'
  | 'redirect';

/** The classes that draw `name` on an element; `directional`: an icon that points somewhere is mirrored in right-to-left pages. */
export const icon = (name: IconName, directional = false) => `icon-svg i-${name}${directional ? ' directional' : ''}`;

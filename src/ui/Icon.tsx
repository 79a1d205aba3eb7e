/**
 * Small line icons (no icon font, no network); decorative, so hidden from screen readers. Each is
 * one empty <span> whose shape is a CSS mask (src/ui/base.css, `.i-<name>`) filled with the text
 * colour: a list row's four icons cost four elements, where inline SVG cost eight elements, their
 * SVG wrappers and a component each (heap after GC, test/bench/heap.ts).
 */
export type IconName = 'copy' | 'edit' | 'qr' | 'settings' | 'open' | 'delete';

/** `directional`: an icon that points somewhere (back, forward, open in…) is mirrored in right-to-left pages. */
export const Icon = ({ name, directional = false }: { name: IconName; directional?: boolean }) => (
  <span class={`icon-svg i-${name}${directional ? ' directional' : ''}`} aria-hidden="true" />
);

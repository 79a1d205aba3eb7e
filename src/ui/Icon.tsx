/**
 * Small line icons (no icon font, no network); decorative, so hidden from screen readers. Each is
 * one empty <span> whose shape is a CSS mask (src/ui/base.css, `.i-<name>`) filled with the text
 * colour: a list row's four icons cost four elements, where inline SVG cost eight elements, their
 * SVG wrappers and a component each (heap after GC, test/bench/heap.ts). A plain function, not a
 * component: called as `{icon('copy')}`, an icon is its <span> alone, with no component instance,
 * hooks state or extra vnode of its own (41 of them in a popup with 10 rows).
 */
export type IconName = 'copy' | 'edit' | 'qr' | 'settings' | 'open' | 'delete';

/** `directional`: an icon that points somewhere (back, forward, open in…) is mirrored in right-to-left pages. */
export const icon = (name: IconName, directional = false) => <span class={`icon-svg i-${name}${directional ? ' directional' : ''}`} aria-hidden="true" />;

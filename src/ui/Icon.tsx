/** Small line icons drawn inline (no icon font, no network); decorative, so hidden from screen readers. */
import { ICON_PATHS, ICON_STROKE, ICON_SVG, type IconName } from './icon-paths';

/** `directional`: an icon that points somewhere (back, forward, open in…) is mirrored in right-to-left pages. */
export function Icon({ name, directional = false }: { name: IconName; directional?: boolean }) {
  return (
    <svg class={directional ? 'icon-svg directional' : 'icon-svg'} {...ICON_SVG}>
      <path d={ICON_PATHS[name]} {...ICON_STROKE} />
    </svg>
  );
}

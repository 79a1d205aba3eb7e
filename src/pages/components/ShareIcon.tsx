/**
 * A share destination's line drawing (24 units), one for every place that names a destination:
 * the popup's and the manager's destinations (./ShareDestinations.tsx) and the options' list of
 * them. Drawn inline in the text colour by its own attributes, so it needs no style sheet;
 * decorative, the destination's name is beside it.
 */
import type { ShareTarget } from '../../shared/share/share-targets';

/** An envelope, an X, a speech bubble, a paper plane, a head, an elephant's trunk. */
const PATHS: Record<ShareTarget, string> = {
  email: 'M3 6h18v12H3zM3 6l9 7 9-7',
  x: 'M5 4l14 16M19 4L5 20',
  linkedin: 'M4 4h16v16H4zM8 10v6M8 7v.5M12 16v-6M12 12.5a2.5 2.5 0 0 1 5 0V16',
  whatsapp: 'M4 20l1.4-4.2A8 8 0 1 1 8.2 18.6z',
  telegram: 'M21 4L3 11l6 2 2 6 3-4 4 3z',
  reddit: 'M5 14a7 4.5 0 1 0 14 0a7 4.5 0 1 0-14 0M12 9.5l1.5-5 4 1M9.5 13.5v.5M14.5 13.5v.5',
  mastodon:
    'M5 8a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v5a4 4 0 0 1-4 4H10c0 2 2 3 5 2.5M9 13V9.5a1.5 1.5 0 0 1 3 0M12 9.5a1.5 1.5 0 0 1 3 0V13',
};

export function ShareIcon({ target, size = 16 }: { target: ShareTarget; size?: number }) {
  return (
    <svg
      class="share-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      stroke-width={2}
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      data-target={target}
    >
      <path d={PATHS[target]} />
    </svg>
  );
}

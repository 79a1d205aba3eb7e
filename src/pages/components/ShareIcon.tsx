/**
 * A share destination's mark (24 units, drawn at 16 px), one for every place that names a
 * destination: the popup's and the manager's destinations (./ShareDestinations.tsx) and the
 * options' list of them. One monochrome set: each brand's own mark (an envelope for email) reduced
 * to one filled shape with its details cut out, in the text colour by its own attributes, so it
 * needs no style sheet. Decorative: the destination's name is beside it.
 */
import type { ShareTarget } from '../../shared/share/share-targets';

/** Cut-outs by the even-odd rule: a shape inside another is a hole, a shape inside a hole is filled again. */
const PATHS: Record<ShareTarget, string> = {
  email:
    'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM4.6 7.6L12 12.6l7.4-5V9.9L12 14.9 4.6 9.9z',
  x: 'M17.5 3.3h3L14 10.7l7.6 10h-5.9L11 14.6l-5.3 6.1H2.8l6.9-7.9L2.4 3.3h6.1l4.2 5.6zM16.5 18.9h1.6L7.6 5H5.8z',
  linkedin:
    'M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3zM6.2 9.6v8.2h2.6V9.6zM7.5 5.4a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3zM10.6 9.6v8.2h2.6v-4.4a1.6 1.6 0 0 1 3.2 0v4.4H19v-4.9c0-2.4-1.4-3.5-3.2-3.5-1.2 0-2.1.6-2.6 1.3V9.6z',
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zM12 4a8 8 0 1 1-4.2 14.8l-3 .8.8-2.9A8 8 0 0 1 12 4zM8.6 7.3c-.5 0-1.4.7-1.4 2 0 2.9 3.7 6.9 7.2 7.3 1.3.1 2.2-.9 2.2-1.5l-.1-.7-2.2-1.1-1 1.2c-1.5-.6-2.8-1.9-3.4-3.4l1.1-1-1-2.3z',
  telegram: 'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20zM5.8 11.6l11.6-4.5-2 9.8-3.3-2.4-1.6 1.6.2-2.9 4.5-4.1-5.9 3.6z',
  reddit:
    'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20zM6 14a6 4.2 0 1 0 12 0a6 4.2 0 1 0-12 0zM8.5 13.4a1.1 1.1 0 1 0 2.2 0a1.1 1.1 0 1 0-2.2 0zM13.3 13.4a1.1 1.1 0 1 0 2.2 0a1.1 1.1 0 1 0-2.2 0zM9.2 15.6Q12 17.6 14.8 15.6L14.4 15.1Q12 16.8 9.6 15.1zM11.4 9.75l1-4.15 2.6.6-.1.7-2-.4-.8 3.25zM15 6.6a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0z',
  mastodon:
    'M12 2.48c-3.7 0-6.72 .45-8.06 1.57C2.7 5.06 2.26 6.85 2.26 9.76v4.03c0 3.36 1.12 5.38 3.81 6.16 2.13 .67 4.48 .78 6.5 .56 1.12-.11 2.24-.45 3.14-.9l-.11-1.9c-1.46 .45-3.25 .67-4.93 .56-1.79-.11-3.14-.67-3.36-2.46 2.91 .67 6.05 .78 8.96 .34 2.46-.45 4.14-2.02 4.37-4.14 .22-1.46 .22-3.47 .22-4.48 0-2.91-.45-4.7-1.68-5.71C18.72 2.93 15.7 2.48 12 2.48zM6.74 14.58V9.65c0-1.79 1.12-2.8 2.69-2.8 1.57 0 2.58 .9 2.58 2.69 0-1.79 1.01-2.69 2.58-2.69 1.57 0 2.69 1.01 2.69 2.8v4.93h-2.24V9.76c0-.78-.34-1.12-.9-1.12s-1.01 .45-1.01 1.23v2.91h-2.24V9.87c0-.78-.34-1.23-1.01-1.23-.56 0-.9 .34-.9 1.12v4.82z',
};

export function ShareIcon({ target }: { target: ShareTarget }) {
  return (
    <svg
      class="share-icon"
      viewBox="0 0 24 24"
      width={16}
      height={16}
      fill="currentColor"
      fill-rule="evenodd"
      aria-hidden="true"
      data-target={target}
    >
      <path d={PATHS[target]} />
    </svg>
  );
}

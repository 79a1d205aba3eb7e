/**
 * A site's 16 px icon beside its address: the one the browser shows for the tab (./tab-icon.ts:
 * only one it already holds), else a neutral globe.
 */
import { useState } from 'preact/hooks';
import { icon } from '../components/Icon';

export function Favicon({ src }: { src?: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <span class={`favicon ${icon('globe')}`} aria-hidden="true" />;
  return (
    <img
      class="favicon"
      src={src}
      alt=""
      width={16}
      height={16}
      referrerpolicy="no-referrer"
      onError={() => setBroken(true)}
    />
  );
}

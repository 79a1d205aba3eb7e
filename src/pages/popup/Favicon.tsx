/**
 * A site's 16 px icon beside its address: the one the browser shows for the tab, else a neutral
 * globe (no request is made for an icon the browser has not already loaded).
 */
import { useState } from 'preact/hooks';
import { icon } from '../components/Icon';

/** Icons the browser already holds: fetched nowhere new. */
const SAFE_ICON = /^(data:image\/|https?:\/\/|chrome:\/\/favicon\/|moz-extension:|chrome-extension:)/;

export function Favicon({ src }: { src?: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken || !SAFE_ICON.test(src)) return <span class={`favicon ${icon('globe')}`} aria-hidden="true" />;
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

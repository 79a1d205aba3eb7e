/**
 * A site's 16 px mark: the first letter of its host on a colour of its own (the same site, the same
 * colour, on every surface). Drawn, not fetched: a list of links asks no site for its icon. An IP
 * address (v4, or v6 in brackets) has no name to take a letter from: a neutral globe instead.
 * A function, not a component: a list draws one a row, and a component each costs its instance
 * and vnode for nothing (no state; heap after GC, docs/benchmark.md "Heap").
 */
import { icon } from './Icon';

const hueOf = (host: string) => {
  let h = 0;
  for (const c of host) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
};

/** A URL's host (port and all) that is an address, not a name. */
const isIp = (host: string) => host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}(:\d+)?$/.test(host);

export function siteMark(host: string) {
  if (isIp(host)) return <span class={`site-mark site-mark-ip ${icon('globe')}`} aria-hidden="true" />;
  const name = host.replace(/^www\./i, '');
  const letter = [...name][0]?.toUpperCase() ?? '';
  return (
    <span class="site-mark" aria-hidden="true" style={`--hue:${hueOf(name)}`}>
      {/* A Latin letter or digit asked first: the Unicode classes' regex is slow cold in Firefox. */}
      {/^[A-Z\d]$/.test(letter) || /[\p{L}\p{N}]/u.test(letter) ? letter : ''}
    </span>
  );
}

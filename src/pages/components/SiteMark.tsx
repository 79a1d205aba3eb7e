/**
 * A site's 16 px mark: the first letter of its host on a colour of its own (the same site, the same
 * colour, on every surface). Drawn, not fetched: a list of links asks no site for its icon.
 */
const hueOf = (host: string) => {
  let h = 0;
  for (const c of host) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
};

export function SiteMark({ host }: { host: string }) {
  const name = host.replace(/^www\./i, '');
  const letter = [...name][0]?.toUpperCase() ?? '';
  return (
    <span class="site-mark" aria-hidden="true" style={`--hue:${hueOf(name)}`}>
      {/[\p{L}\p{N}]/u.test(letter) ? letter : ''}
    </span>
  );
}

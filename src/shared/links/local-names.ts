/**
 * Name suffixes that only resolve on the user's own machine or network, never on the public
 * Internet: a host ending in one of them is asked about before it is sent (exposure.ts).
 * A host with no dot at all (`http://intranet/`) is local too; exposure.ts handles that case.
 */
export const LOCAL_NAME_SUFFIXES: readonly string[] = [
  // RFC 6761: reserved for the machine itself, for testing, and for names that must never resolve.
  'localhost',
  'test',
  'invalid',
  // RFC 6762: multicast DNS.
  'local',
  // RFC 8375: home networks.
  'home.arpa',
  // ICANN's private-use top-level name.
  'internal',
  // RFC 7686: Tor onion services (an address that is itself a secret).
  'onion',
  // RFC 9476: names resolved outside the DNS (GNS and other alternative systems).
  'alt',
  // Suffixes that home routers and corporate networks use, though no registry reserved them.
  'lan',
  'home',
  'corp',
  'localdomain',
  'intranet',
  'private',
];

/** A host name without its trailing dots: `intranet...` is `intranet` (the URL parser keeps every one). */
export const withoutTrailingDots = (host: string): string => host.replace(/\.+$/, '');

/** Whether a lower-case host name (no trailing dot) ends in one of the local suffixes. */
export function hasLocalSuffix(name: string): boolean {
  return LOCAL_NAME_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/**
 * What sending a URL to the link service would give away, beyond the page's address: a user name
 * or password written in it, or a host on the user's own machine or network (a loopback, private
 * or link-local address, a `.local`, `.internal` or `.localhost` name). The first is never sent;
 * the second only once the user has seen the address and said so (src/background/links/shorten.ts).
 */

declare const __TEST_PAGES_HOST__: string;

/**
 * The e2e builds' test pages (served on 127.0.0.1, where tests must be able to shorten them): that
 * one host counts as public there. Set in wxt.config.ts for `--mode e2e` only; '' in every other
 * build and in unit tests, which therefore test what users get.
 */
const TEST_PAGES_HOST = typeof __TEST_PAGES_HOST__ === 'string' ? __TEST_PAGES_HOST__ : '';

export type Exposure = { kind: 'credentials' } | { kind: 'private'; host: string } | null;

/** Names that only resolve on the user's machine or network (RFC 6761, RFC 6762, ICANN's `.internal`). */
const LOCAL_NAMES = ['localhost', 'local', 'internal'];

/** IPv4 ranges as [first octets, prefix length]: this network, loopback, private (RFC 1918), shared (RFC 6598), link-local. */
const PRIVATE_V4: [number[], number][] = [
  [[0], 8],
  [[127], 8],
  [[10], 8],
  [[172, 16], 12],
  [[192, 168], 16],
  [[100, 64], 10],
  [[169, 254], 16],
];

export function exposureOf(url: string): Exposure {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username !== '' || parsed.password !== '') return { kind: 'credentials' };
  const host = parsed.hostname.replace(/\.$/, '');
  if (host === '' || (TEST_PAGES_HOST !== '' && host === TEST_PAGES_HOST)) return null;
  return isPrivateHost(host) ? { kind: 'private', host } : null;
}

/** A URL's hostname (as `URL` serialises it: lower case, IPv4 dotted, IPv6 in brackets) that names a local or private place. */
export function isPrivateHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  const last = name.split('.').at(-1)!;
  if (LOCAL_NAMES.includes(last)) return true;
  const v4 = ipv4(name);
  if (v4) return isPrivateV4(v4);
  if (name.startsWith('[') && name.endsWith(']')) return isPrivateV6(name.slice(1, -1));
  return false;
}

function ipv4(name: string): number[] | null {
  const parts = name.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

function isPrivateV4(octets: number[]): boolean {
  const value = ((octets[0]! << 24) | (octets[1]! << 16) | (octets[2]! << 8) | octets[3]!) >>> 0;
  return PRIVATE_V4.some(([start, bits]) => {
    const base = (((start[0] ?? 0) << 24) | ((start[1] ?? 0) << 16)) >>> 0;
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    return (value & mask) >>> 0 === (base & mask) >>> 0;
  });
}

/** Loopback (::1), unspecified (::), unique local (fc00::/7), link-local (fe80::/10), and IPv4 ones mapped into IPv6. */
function isPrivateV6(text: string): boolean {
  const words = ipv6Words(text);
  if (!words) return false;
  const [first] = words as [number];
  if (words.slice(0, 7).every((w) => w === 0) && words[7]! <= 1) return true;
  if ((first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80) return true;
  const mapped = words.slice(0, 5).every((w) => w === 0) && words[5] === 0xffff;
  return mapped && isPrivateV4([words[6]! >> 8, words[6]! & 0xff, words[7]! >> 8, words[7]! & 0xff]);
}

/** The eight 16-bit words of an IPv6 address as `URL` writes it (hex, `::` for zeros, no dotted part); null otherwise. */
function ipv6Words(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const read = (part: string) =>
    part === '' ? [] : part.split(':').map((w) => (/^[0-9a-f]{1,4}$/.test(w) ? parseInt(w, 16) : NaN));
  const [head, tail = null] = [read(halves[0]!), halves.length === 2 ? read(halves[1]!) : null];
  if (tail !== null && head.length + tail.length > 7) return null;
  const words = tail === null ? head : [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
  return words.length === 8 && words.every((w) => Number.isInteger(w)) ? words : null;
}

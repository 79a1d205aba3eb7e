/**
 * What sending a URL to the link service would give away, beyond the page's address: a user name
 * or password written in it, or a host on the user's own machine or network (a loopback, private,
 * link-local or other special-use address, a single-label name, or a local suffix such as `.lan`).
 * The first is never sent; the second only once the user has seen the address and said so.
 */
import ipaddr from 'ipaddr.js';
import { hasLocalSuffix, withoutTrailingDots } from './local-names';
import type { Failure } from '../failures';

declare const __TEST_PAGES_HOST__: string;

/**
 * The e2e builds' test pages (served on 127.0.0.1, where tests must be able to shorten them): that
 * one host counts as public there. Set in wxt.config.ts for `--mode e2e` only; '' in every other
 * build and in unit tests, which therefore test what users get.
 */
const TEST_PAGES_HOST = typeof __TEST_PAGES_HOST__ === 'string' ? __TEST_PAGES_HOST__ : '';

export type Exposure = { kind: 'credentials' } | { kind: 'private'; host: string } | null;

/**
 * ipaddr.js's ranges that reach the public Internet. Every other range it names (private,
 * loopback, link-local, multicast, broadcast, reserved, documentation, benchmarking, ...) is asked about.
 */
const PUBLIC_V4 = new Set(['unicast']);
const PUBLIC_V6 = new Set(['unicast', 'teredo']);

/** IPv6 ranges that carry an IPv4 address in their last 32 bits: judged by that address. */
const CARRIES_V4_AT_END = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052']);

export function exposureOf(url: string): Exposure {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username !== '' || parsed.password !== '') return { kind: 'credentials' };
  const host = withoutTrailingDots(parsed.hostname);
  if (host === '' || (TEST_PAGES_HOST !== '' && host === TEST_PAGES_HOST)) return null;
  return isPrivateHost(host) ? { kind: 'private', host } : null;
}

/**
 * The rule for every destination sent to the service, a new link's or an edited one's: a URL
 * with credentials is refused; a private host only goes once the user has seen it and said so.
 */
export function exposureRefusal(url: string, privateConfirmed = false): Failure | null {
  const exposure = exposureOf(url);
  if (exposure?.kind === 'credentials') return { kind: 'credentials-in-url' };
  if (exposure?.kind === 'private' && !privateConfirmed) return { kind: 'private-address', host: exposure.host };
  return null;
}

/** A URL's hostname (as `URL` serialises it: lower case, IPv4 dotted, IPv6 in brackets) that names a local or private place. */
function isPrivateHost(host: string): boolean {
  const name = withoutTrailingDots(host.toLowerCase());
  if (name.startsWith('[') && name.endsWith(']')) {
    const inner = name.slice(1, -1);
    return !ipaddr.IPv6.isValid(inner) || isPrivateV6(ipaddr.IPv6.parse(inner));
  }
  if (ipaddr.IPv4.isValidFourPartDecimal(name)) return !PUBLIC_V4.has(ipaddr.IPv4.parse(name).range());
  // A name without a dot is looked up on the local network's search domains only.
  return !name.includes('.') || hasLocalSuffix(name);
}

function isPrivateV6(address: ipaddr.IPv6): boolean {
  const range: string = address.range();
  const words = address.parts;
  // `::a.b.c.d`, the deprecated IPv4-compatible form, which ipaddr.js files under unicast.
  const v4Compatible = words.slice(0, 6).every((w) => w === 0);
  if (CARRIES_V4_AT_END.has(range) || v4Compatible) return isPrivateV4Words(words[6]!, words[7]!);
  // 6to4 (2002:aabb:ccdd::/48) carries an IPv4 address in words 1 and 2.
  if (range === '6to4') return isPrivateV4Words(words[1]!, words[2]!);
  return !PUBLIC_V6.has(range);
}

function isPrivateV4Words(high: number, low: number): boolean {
  const v4 = new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  return !PUBLIC_V4.has(v4.range());
}

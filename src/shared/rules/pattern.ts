/**
 * A site rule's pattern: a host with an optional `*.` prefix, an optional port and an optional
 * path prefix (`github.com`, `*.acme.co`, `localhost:8080`, `docs.example.com/api`). Hosts are
 * compared as the browser writes them (lower case, IDN in punycode), so `bücher.de` and
 * `xn--bcher-kva.de` are one site. A wildcard on a public suffix (`*.co.uk`, `*.github.io`) is
 * refused: it would match every site under it.
 */
import { withoutTrailingDots } from '../links/local-names';
import { publicSuffixList } from '../links/public-suffix';

/** Why a pattern is not one (each has a message: src/pages/options/site-rule-text.ts). */
export type PatternProblem =
  'pattern-empty' | 'pattern-scheme' | 'pattern-wildcard' | 'pattern-public-suffix' | 'pattern-host' | 'pattern-query';

export interface SitePattern {
  /** Lower case, punycode, no trailing dots. */
  host: string;
  /** `*.acme.co`: the host itself and every name under it (as in the browser's own match patterns). */
  wildcard: boolean;
  /** Empty: any port. */
  port: string;
  /** Empty: any path. Else it starts with `/` and matches whole segments (`/api` is not `/apiary`). */
  path: string;
}

export const PATTERN_MAX = 500;

export function parsePattern(raw: string): SitePattern | PatternProblem {
  const text = raw.trim();
  if (text === '') return 'pattern-empty';
  if (text.length > PATTERN_MAX || /\s/.test(text)) return 'pattern-host';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return 'pattern-scheme';
  if (/[?#]/.test(text)) return 'pattern-query';
  const wildcard = text.startsWith('*.');
  const rest = wildcard ? text.slice(2) : text;
  if (rest.includes('*')) return 'pattern-wildcard';
  const slash = rest.indexOf('/');
  const hostPart = slash === -1 ? rest : rest.slice(0, slash);
  if (hostPart === '' || hostPart.includes('@')) return 'pattern-host';
  let parsed: URL;
  try {
    parsed = new URL(`http://${hostPart}${slash === -1 ? '' : rest.slice(slash)}`);
  } catch {
    return 'pattern-host';
  }
  const host = withoutTrailingDots(parsed.hostname);
  if (host === '' || (wildcard && !host.includes('.') && host !== 'localhost')) return 'pattern-host';
  if (wildcard && isPublicSuffix(host)) return 'pattern-public-suffix';
  // The port as typed (`:80` stays 80: the URL parser would drop a scheme's default port).
  const port = /:(\d{1,5})$/.exec(hostPart)?.[1] ?? '';
  if (port !== '' && Number(port) > 65535) return 'pattern-host';
  const path = slash === -1 || parsed.pathname === '/' ? '' : parsed.pathname.replace(/\/+$/, '');
  return { host, wildcard, port, path };
}

/** Whether an http(s) address is on the pattern's site (and under its path). */
export function patternMatches(pattern: SitePattern, address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = withoutTrailingDots(url.hostname);
  const onHost = host === pattern.host || (pattern.wildcard && host.endsWith(`.${pattern.host}`));
  if (!onHost) return false;
  if (pattern.port !== '' && effectivePort(url) !== pattern.port) return false;
  if (pattern.path === '') return true;
  return url.pathname === pattern.path || url.pathname.startsWith(`${pattern.path}/`);
}

/** A suffix the Public Suffix List names (its private section too: `github.io`); `localhost` is not listed. */
function isPublicSuffix(host: string): boolean {
  const answer = publicSuffixList().parse(host, { allowPrivateDomains: true });
  return answer.publicSuffix === host && (answer.isIcann === true || answer.isPrivate === true);
}

function effectivePort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

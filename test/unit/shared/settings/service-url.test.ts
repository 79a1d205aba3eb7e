import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { buildManifest } from '../../../../src/shared/manifest';
import { checkServiceUrl, originPattern } from '../../../../src/shared/settings/service-url';
import { failureText } from '../../../../src/platform/text/failure-text';
import { useEnglishMessages } from '../../../support/i18n';

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
});

/** True when the manifest pattern `outer` (scheme `*` or exact, host `*` or exact) covers `inner`. */
function covers(outer: string, inner: string): boolean {
  const parse = (p: string) => /^(\*|https?):\/\/([^/]+)\//.exec(p)?.slice(1) ?? [];
  const [scheme, host] = parse(outer);
  const [innerScheme, innerHost] = parse(inner);
  return (scheme === '*' || scheme === innerScheme) && (host === '*' || host === innerHost);
}

describe('IPv6 service addresses', () => {
  it.each([
    'http://[::1]:8787',
    'http://[::1]',
    'https://[::1]:8443/',
    'https://[2001:db8::1]',
    'http://[0:0:0:0:0:0:0:1]:80',
  ])('refuses %s with its own reason, not as "insecure"', (input) =>
    expect(checkServiceUrl(input)).toEqual({ ok: false, reason: 'ipv6' }),
  );

  it('says in words to use 127.0.0.1 instead', () => {
    expect(failureText({ kind: 'invalid-service-url', reason: 'ipv6' })).toEqual({
      text: 'Use 127.0.0.1 instead of [::1]: the service address can’t be an IPv6 address.',
      action: null,
    });
  });
});

describe('every accepted address can really be granted', () => {
  // The options page requests originPattern(origin); the browser grants only what the manifest lists,
  // so an address accepted here but not offered there could be saved and never used.
  it.each([
    'https://prettyurl.net',
    'https://links.example.com:8443',
    'http://127.0.0.1:8787',
    'http://localhost:3000',
    'http://127.0.0.2:8787',
    'http://[::1]:8787',
    'https://[::1]',
  ])('%s is refused, or asks for a pattern the manifest offers in both browsers', (input) => {
    const checked = checkServiceUrl(input);
    if (!checked.ok) return;
    const pattern = originPattern(checked.origin);
    for (const browserName of ['chrome', 'firefox']) {
      const manifest = buildManifest(browserName, { loopback: false });
      const offered = [...manifest.host_permissions, ...manifest.optional_host_permissions];
      expect(
        offered.some((p) => covers(p, pattern)),
        `${pattern} in ${browserName}`,
      ).toBe(true);
    }
  });

  it.each(['https://prettyurl.net', 'http://127.0.0.1:8787', 'http://localhost:3000'])(
    'accepts %s (the list above is not all refusals)',
    (input) => expect(checkServiceUrl(input).ok).toBe(true),
  );

  it('refuses another loopback address than 127.0.0.1 as insecure: the manifest offers only that one', () =>
    expect(checkServiceUrl('http://127.0.0.2:8787')).toEqual({ ok: false, reason: 'insecure' }));
});

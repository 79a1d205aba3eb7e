import { describe, expect, it } from 'vitest';
import { exposureOf } from '../../../../src/shared/links/exposure';

// Unit tests run without the e2e build's test-pages host: this is what every other build does.
describe('what a URL would give away', () => {
  it.each([
    ['https://user:pass@example.com/', 'a user name and password'],
    ['https://user@example.com/', 'a user name alone'],
    ['https://:secret@example.com/', 'a password alone'],
    ['http://admin:admin@192.168.1.1/', 'credentials on a private address'],
  ])('%s: credentials (%s), refused', (url) => {
    expect(exposureOf(url)).toEqual({ kind: 'credentials' });
  });

  it.each([
    ['http://127.0.0.1:8080/', '127.0.0.1'],
    ['http://127.1.2.3/', '127.1.2.3'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://0.0.0.0/', '0.0.0.0'],
    ['http://10.0.0.5/', '10.0.0.5'],
    ['http://172.16.0.1/', '172.16.0.1'],
    ['http://172.31.255.255/', '172.31.255.255'],
    ['http://192.168.1.1/router', '192.168.1.1'],
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['http://100.64.0.1/', '100.64.0.1'],
    ['http://[::1]/', '[::1]'],
    ['http://[::]/', '[::]'],
    ['http://[fc00::1]/', '[fc00::1]'],
    ['http://[fd12:3456:789a::1]/', '[fd12:3456:789a::1]'],
    ['http://[fe80::1]/', '[fe80::1]'],
    ['http://[febf::1]/', '[febf::1]'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://[::ffff:192.168.0.1]/', '[::ffff:c0a8:1]'],
    ['http://localhost:3000/', 'localhost'],
    ['http://LOCALHOST./', 'localhost'],
    ['http://app.localhost/', 'app.localhost'],
    ['http://printer.local/', 'printer.local'],
    ['https://wiki.corp.internal/page', 'wiki.corp.internal'],
    // Single-label names resolve only through the local network's search domains.
    ['http://intranet/hr/payroll', 'intranet'],
    ['http://nas:5000/', 'nas'],
    ['http://intranet./', 'intranet'],
    ['http://intranet.../x', 'intranet'],
    ['http://printer.local../', 'printer.local'],
    // Home and corporate suffixes (RFC 8375 and the common unreserved ones).
    ['http://router.lan/', 'router.lan'],
    ['http://printer.home.arpa/', 'printer.home.arpa'],
    ['http://wiki.corp/', 'wiki.corp'],
    ['http://nas.home/', 'nas.home'],
    ['http://box.localdomain/', 'box.localdomain'],
    ['http://site.test/', 'site.test'],
    // RFC 9476: names outside the DNS.
    ['http://node.alt/', 'node.alt'],
    ['http://peer.gns.alt./', 'peer.gns.alt'],
    // Special-use addresses, some carrying a loopback address inside an IPv6 one.
    ['http://[64:ff9b::7f00:1]/', '[64:ff9b::7f00:1]'],
    ['http://[::7f00:1]/', '[::7f00:1]'],
    ['http://[::ffff:0:7f00:1]/', '[::ffff:0:7f00:1]'],
    ['http://[2002:7f00:1::1]/', '[2002:7f00:1::1]'],
    ['http://[fec0::1]/', '[fec0::1]'],
    ['http://[ff02::1]/', '[ff02::1]'],
    ['http://[2001:db8::1]/', '[2001:db8::1]'],
    ['http://[::2]/', '[::2]'],
    ['http://198.18.0.1/', '198.18.0.1'],
    ['http://198.19.255.255/', '198.19.255.255'],
    ['http://192.0.0.8/', '192.0.0.8'],
    ['http://224.0.0.1/', '224.0.0.1'],
    ['http://239.255.255.250/', '239.255.255.250'],
    ['http://255.255.255.255/', '255.255.255.255'],
    ['http://240.0.0.1/', '240.0.0.1'],
  ])('%s: a private or local host (%s), asked about', (url, host) => {
    expect(exposureOf(url)).toEqual({ kind: 'private', host });
  });

  it.each([
    'https://example.com/',
    'https://local.example.com/',
    'https://localhost.example.com/',
    'https://internal.example.com/',
    'https://example.com/?next=http://localhost/',
    'http://8.8.8.8/',
    'http://172.15.255.255/',
    'http://172.32.0.1/',
    'http://192.169.0.1/',
    'http://11.0.0.1/',
    'http://100.128.0.1/',
    'http://169.255.0.1/',
    'http://[2606:4700::1111]/',
    'http://[::ffff:8.8.8.8]/',
    'http://[64:ff9b::808:808]/',
    'http://[2002:808:808::1]/',
    'http://198.20.0.1/',
    'http://192.0.1.1/',
    'http://223.255.255.255/',
    'https://corp.example.com/',
    'https://lan.example.com/',
    'https://home.example.com/',
    'https://user-info.example.com/@me',
  ])('%s: public, nothing to ask', (url) => {
    expect(exposureOf(url)).toBeNull();
  });

  it('the e2e build exempts its test pages only: a unit test (as a production build) does not', () => {
    expect(exposureOf('http://127.0.0.1:43210/page')).toEqual({ kind: 'private', host: '127.0.0.1' });
  });
});

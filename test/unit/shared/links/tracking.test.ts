import { describe, expect, it } from 'vitest';
import { isTrackingKey, stripTracking, TRACKING_KEYS } from '../../../../src/shared/links/tracking';

describe('stripTracking', () => {
  it.each([
    // [what, given, expected URL, expected stripped keys]
    ['no query', 'https://a.example/p', 'https://a.example/p', []],
    [
      'nothing to remove: returned byte for byte',
      'https://a.example/p?b=%20x&a=1+2&c',
      'https://a.example/p?b=%20x&a=1+2&c',
      [],
    ],
    [
      'utm_* between others, order kept',
      'https://a.example/p?z=1&utm_source=nl&y=2&utm_medium=mail&x=3',
      'https://a.example/p?z=1&y=2&x=3',
      ['utm_source', 'utm_medium'],
    ],
    [
      'every listed click id',
      'https://a.example/?fbclid=1&gclid=2&dclid=3&msclkid=4&mc_cid=5&mc_eid=6&igshid=7&_hsenc=8&_hsmi=9&yclid=10&ref_src=11&q=ok',
      'https://a.example/?q=ok',
      ['fbclid', 'gclid', 'dclid', 'msclkid', 'mc_cid', 'mc_eid', 'igshid', '_hsenc', '_hsmi', 'yclid', 'ref_src'],
    ],
    ['only trackers: no "?" left', 'https://a.example/p?utm_source=x', 'https://a.example/p', ['utm_source']],
    ['encoded key', 'https://a.example/p?utm%5Fsource=x&k=v', 'https://a.example/p?k=v', ['utm_source']],
    [
      'encoded key, lower-case escape',
      'https://a.example/p?utm%5fcampaign=x&k=v',
      'https://a.example/p?k=v',
      ['utm_campaign'],
    ],
    [
      'upper-case key',
      'https://a.example/p?UTM_Source=x&FBCLID=y&k=v',
      'https://a.example/p?k=v',
      ['utm_source', 'fbclid'],
    ],
    [
      'repeated key, named once',
      'https://a.example/p?utm_source=a&k=1&utm_source=b&k=2',
      'https://a.example/p?k=1&k=2',
      ['utm_source'],
    ],
    ['key without a value', 'https://a.example/p?fbclid&k=1', 'https://a.example/p?k=1', ['fbclid']],
    [
      'fragment kept',
      'https://a.example/p?utm_source=x&k=1#utm_source=frag',
      'https://a.example/p?k=1#utm_source=frag',
      ['utm_source'],
    ],
    ['fragment kept, query emptied', 'https://a.example/p?gclid=1#top', 'https://a.example/p#top', ['gclid']],
    [
      '"?" inside the fragment is not a query',
      'https://a.example/p#a?utm_source=x',
      'https://a.example/p#a?utm_source=x',
      [],
    ],
    [
      'keys that only start like a tracker survive',
      'https://a.example/p?utmost=1&gclidx=2&fbclid_not=3&utm=4&utm_=5&myutm_source=6',
      'https://a.example/p?utmost=1&gclidx=2&fbclid_not=3&utm=4&utm_=5&myutm_source=6',
      [],
    ],
    [
      'values that look like trackers survive',
      'https://a.example/p?q=utm_source&r=gclid',
      'https://a.example/p?q=utm_source&r=gclid',
      [],
    ],
    [
      'kept values are not re-encoded',
      'https://a.example/p?a=%E2%9C%93&utm_term=x&b=caf%C3%A9&c=a%2Bb&d=x y',
      'https://a.example/p?a=%E2%9C%93&b=caf%C3%A9&c=a%2Bb&d=x y',
      ['utm_term'],
    ],
    [
      'empty pieces dropped once rewritten',
      'https://a.example/p?a=1&&utm_source=x&',
      'https://a.example/p?a=1',
      ['utm_source'],
    ],
    [
      'a bad escape in a key is kept as text',
      'https://a.example/p?%E0%A4%A=1&utm_id=2',
      'https://a.example/p?%E0%A4%A=1',
      ['utm_id'],
    ],
  ])('%s', (_, given, url, stripped) => {
    expect(stripTracking(given)).toEqual({ url, stripped });
  });

  it("the list holds the issue's keys, lower-case", () => {
    for (const k of [
      'fbclid',
      'gclid',
      'dclid',
      'msclkid',
      'mc_cid',
      'mc_eid',
      'igshid',
      '_hsenc',
      '_hsmi',
      'yclid',
      'ref_src',
    ])
      expect(isTrackingKey(k)).toBe(true);
    expect(TRACKING_KEYS.every((k) => k === k.toLowerCase())).toBe(true);
  });
});

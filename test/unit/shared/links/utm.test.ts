import { describe, expect, it } from 'vitest';
import { UTM_KEYS, type UtmKey } from '../../../../src/shared/links/presets';
import { applyPreset } from '../../../../src/shared/links/utm';

const preset = (values: Partial<Record<UtmKey, string>>) => ({
  values: { ...Object.fromEntries(UTM_KEYS.map((k) => [k, ''])), ...values } as Record<UtmKey, string>,
});
const newsletter = preset({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' });

describe('applying a preset to a destination', () => {
  it.each([
    [
      'no query',
      'https://shop.example/a',
      'https://shop.example/a?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
    ],
    [
      'other parameters kept first, in their order',
      'https://shop.example/a?z=1&a=2&m=3',
      'https://shop.example/a?z=1&a=2&m=3&utm_source=newsletter&utm_medium=email&utm_campaign=spring',
    ],
    [
      'the fragment kept',
      'https://shop.example/a?x=1#reviews',
      'https://shop.example/a?x=1&utm_source=newsletter&utm_medium=email&utm_campaign=spring#reviews',
    ],
    [
      'a fragment that looks like a query untouched',
      'https://shop.example/a#utm_source=page',
      'https://shop.example/a?utm_source=newsletter&utm_medium=email&utm_campaign=spring#utm_source=page',
    ],
    [
      "the page's own utm_ parameters replaced, others untouched around them",
      'https://shop.example/a?b=1&utm_source=ad&c=2&utm_campaign=old&d=3',
      'https://shop.example/a?b=1&c=2&d=3&utm_source=newsletter&utm_medium=email&utm_campaign=spring',
    ],
    [
      'a utm_ parameter the preset leaves empty removed too',
      'https://shop.example/a?utm_term=shoes&q=1',
      'https://shop.example/a?q=1&utm_source=newsletter&utm_medium=email&utm_campaign=spring',
    ],
    [
      'repeated keys all replaced',
      'https://shop.example/?utm_source=a&utm_source=b&k=1&k=2',
      'https://shop.example/?k=1&k=2&utm_source=newsletter&utm_medium=email&utm_campaign=spring',
    ],
    [
      'an encoded utm key replaced',
      'https://shop.example/?utm%5Fsource=ad&k=1',
      'https://shop.example/?k=1&utm_source=newsletter&utm_medium=email&utm_campaign=spring',
    ],
    [
      'keys that merely start like one kept',
      'https://shop.example/?utm_source_x=1&utm_id=7&utmost=2&UTM_SOURCE=3',
      'https://shop.example/?utm_source_x=1&utm_id=7&utmost=2&UTM_SOURCE=3&utm_source=newsletter&utm_medium=email&utm_campaign=spring',
    ],
    [
      'other values kept exactly as written (encoding, +, no =, empty pieces)',
      'https://shop.example/?q=a+b&r=%C3%A9%20x&flag&&s=',
      'https://shop.example/?q=a+b&r=%C3%A9%20x&flag&&s=&utm_source=newsletter&utm_medium=email&utm_campaign=spring',
    ],
    [
      'a malformed escape in another key kept',
      'https://shop.example/?%E0%A4%A=1',
      'https://shop.example/?%E0%A4%A=1&utm_source=newsletter&utm_medium=email&utm_campaign=spring',
    ],
  ])('%s', (_, url, expected) => {
    expect(applyPreset(url, newsletter)).toBe(expected);
  });

  it('encodes its own values', () => {
    const odd = preset({ utm_source: 'caf\u00e9', utm_campaign: '50%off+more', utm_content: 'a/b' });
    const out = applyPreset('https://shop.example/', odd);
    expect(out).toBe('https://shop.example/?utm_source=caf%C3%A9&utm_campaign=50%25off%2Bmore&utm_content=a%2Fb');
    expect(Object.fromEntries(new URL(out).searchParams)).toEqual({
      utm_source: 'caf\u00e9',
      utm_campaign: '50%off+more',
      utm_content: 'a/b',
    });
  });

  it('sets all five in their standard order', () => {
    const all = preset({ utm_content: 'e', utm_term: 'd', utm_campaign: 'c', utm_medium: 'b', utm_source: 'a' });
    expect(applyPreset('https://shop.example/', all)).toBe(
      'https://shop.example/?utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e',
    );
  });

  it('leaves a string that is not a URL as it is', () => {
    expect(applyPreset('not a url', newsletter)).toBe('not a url');
  });
});

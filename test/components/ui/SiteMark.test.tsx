/** A site's mark: the host's first letter on its colour; an IP address (v4 or v6) has no letter to give, so a globe. */
import { render } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { siteMark } from '../../../src/pages/components/SiteMark';

const mark = (host: string) => {
  const { container } = render(siteMark(host));
  return container.querySelector('.site-mark')!;
};

it('a named host: its first letter (after www.)', () => {
  const m = mark('www.example.com');
  expect(m.textContent).toBe('E');
  expect(m.classList.contains('i-globe')).toBe(false);
});

it.each(['127.0.0.1:44681', '192.168.1.20', '[::1]:8080', '[2001:db8::1]', '1example.com'])(
  'an IP address gets the globe, not a digit: %s',
  (host) => {
    const m = mark(host);
    const ip = host !== '1example.com';
    expect([m.textContent, m.classList.contains('i-globe')]).toEqual(ip ? ['', true] : ['1', false]);
  },
);

it.each([
  ['xn--e1afmkfd.xn--p1ai', 'X'],
  ['пример.рф', 'П'],
  ['例え.jp', '例'],
  ['-dash.example', ''],
  ['_service.example', ''],
])('a host in any script gives its letter or digit, anything else none: %s', (host, letter) => {
  expect(mark(host).textContent).toBe(letter);
});

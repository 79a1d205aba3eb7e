import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BACK_HALF_MAX,
  checkBackHalf,
  checkDestination,
  checkDomain,
  inputProblemMessage,
} from '../../../../src/shared/links/input';

describe('checkDestination', () => {
  it.each([
    ['https://example.com/page?q=1#x', null],
    ['http://127.0.0.1:8080/', null],
    ['  https://example.com/padded  ', null],
    ['javascript:alert(1)', 'destination-not-http'],
    ['data:text/html,<script>alert(1)</script>', 'destination-not-http'],
    ['ftp://example.com/file', 'destination-not-http'],
    ['file:///etc/passwd', 'destination-not-http'],
    ['chrome://settings', 'destination-not-http'],
    ['not a url', 'destination-not-http'],
    ['example.com', 'destination-not-http'],
    ['', 'destination-not-http'],
  ])('%j → %s', (value, problem) => {
    expect(checkDestination(value)).toBe(problem);
  });
});

describe('checkDomain', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['zd.lc', null],
    ['prty.link', null],
    ['links.example.co.uk', null],
    ['localhost:8787', null],
    [' zd.lc ', null],
    ['https://zd.lc', 'domain-is-url'],
    ['http://zd.lc/', 'domain-is-url'],
    ['zd.lc/path', 'domain-is-url'],
    ['ftp://zd.lc', 'domain-is-url'],
    ['zd lc', 'domain-invalid'],
    ['-zd.lc', 'domain-invalid'],
    ['zd..lc', 'domain-invalid'],
    ['zd.lc:port', 'domain-invalid'],
    ['zd.lc?x=1', 'domain-invalid'],
    ['<b>zd.lc</b>', 'domain-is-url'],
    ['zd.lc<b>', 'domain-invalid'],
    [`${'a'.repeat(250)}.com`, 'domain-invalid'],
  ])('%j → %s', (value, problem) => {
    expect(checkDomain(value)).toBe(problem);
  });
});

describe('checkBackHalf', () => {
  it.each([
    ['', null],
    ['launch-day', null],
    ['Launch_Day_2', null],
    [' padded ', null],
    ['a'.repeat(BACK_HALF_MAX), null],
    ['my link', 'back-half-chars'],
    ['ü', 'back-half-chars'],
    ['a/b', 'back-half-chars'],
    ['a.b', 'back-half-chars'],
    ['<script>', 'back-half-chars'],
    ['a'.repeat(BACK_HALF_MAX + 1), 'back-half-length'],
    ['ü'.repeat(BACK_HALF_MAX + 1), 'back-half-length'],
  ])('%j → %s', (value, problem) => {
    expect(checkBackHalf(value)).toBe(problem);
  });
});

describe('inputProblemMessage', () => {
  const locale = (lang: string) =>
    JSON.parse(readFileSync(`public/_locales/${lang}/messages.json`, 'utf8')) as Record<string, { message: string }>;
  it.each(['en', 'de'])('every problem is worded in %s', (lang) => {
    const messages = locale(lang);
    for (const name of Object.values(inputProblemMessage)) expect(messages[name]?.message.trim(), name).toBeTruthy();
  });
});

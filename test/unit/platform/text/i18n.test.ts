/** Messages kept per page (src/platform/text/i18n.ts): each asked of the browser once, filled in as the browser would. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { plural, t } from '../../../../src/platform/text/i18n';
import { useEnglishMessages, useMessages } from '../../../support/i18n';

beforeEach(() => useEnglishMessages());

describe('t', () => {
  it('fills each substitution in its place, as given ("$" and all)', () => {
    expect(t('copyNamed', 'https://zd.lc/a$1b')).toBe('Copy https://zd.lc/a$1b');
    expect(t('copyNamed', 'https://zd.lc/x')).toBe('Copy https://zd.lc/x');
    expect(t('errorServerWait', 503, 30)).toBe('The service is unavailable (error 503). Try again in 30 s.');
    expect(t('copy')).toBe('Copy');
  });

  it('asks the browser once per message, whatever fills it (Firefox checks each call against its schema)', () => {
    const ask = vi.mocked(browser.i18n.getMessage);
    ask.mockClear();
    for (const link of ['https://zd.lc/a', 'https://zd.lc/b', 'https://zd.lc/c']) {
      t('copyNamed', link);
      t('copy');
    }
    const messages = ask.mock.calls.map(([name]) => name).filter((name) => name !== 'locale');
    expect(messages.sort()).toEqual(['copy', 'copyNamed']);
  });

  it('isolates each substitution in a right-to-left language', () => {
    useMessages('ar');
    expect(t('openNamed', 'zd.lc/abc')).toBe('فتح وجهة \u2068zd.lc/abc\u2069');
  });

  it('a message the browser has none of reads as its name', () => {
    vi.mocked(browser.i18n.getMessage).mockReturnValue('');
    expect(t('copyNamed', 'x')).toBe('copyNamed');
  });

  it('counts take their form per number, from messages kept the same way', () => {
    expect(plural('searchMatches', 1, 1)).toBe('1 of 1 loaded link matches.');
    expect(plural('searchMatches', 5, 2)).toBe('2 of 5 loaded links match.');
  });
});

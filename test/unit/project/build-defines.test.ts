import { describe, expect, it } from 'vitest';
import config from '../../../wxt.config';

/** The build's compile-time constants for a mode, as wxt.config.ts gives them to Vite. */
async function definesFor(mode: string): Promise<Record<string, string>> {
  const vite = config.vite as (env: {
    mode: string;
    command: 'build';
    browser: string;
    manifestVersion: 3;
  }) => Promise<{ define?: Record<string, string> }> | { define?: Record<string, string> };
  return (await vite({ mode, command: 'build', browser: 'chrome', manifestVersion: 3 })).define ?? {};
}

describe('the e2e build alone lets its test pages be shortened without asking', () => {
  it.each(['production', 'development'])('%s: no host is exempt', async (mode) => {
    expect(JSON.parse((await definesFor(mode)).__TEST_PAGES_HOST__!)).toBe('');
  });

  it('e2e: the test pages host, 127.0.0.1, and nothing else', async () => {
    expect(JSON.parse((await definesFor('e2e')).__TEST_PAGES_HOST__!)).toBe('127.0.0.1');
  });
});

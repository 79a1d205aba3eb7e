import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../../src/shared/manifest';

const ALLOWED = {
  chrome: [
    'storage',
    'activeTab',
    'scripting',
    'contextMenus',
    'notifications',
    'clipboardWrite',
    'alarms',
    'offscreen',
    'sidePanel',
  ],
  firefox: ['storage', 'activeTab', 'scripting', 'contextMenus', 'notifications', 'clipboardWrite', 'alarms'],
};

describe.each(['chrome', 'firefox'] as const)('the %s manifest', (browser) => {
  const production = buildManifest(browser, { loopback: false });
  it('asks only for allow-listed permissions, no tabs at install, no all-URLs', () => {
    expect(production.permissions.sort()).toEqual(ALLOWED[browser].sort());
    const { optional_permissions, ...rest } = production;
    expect(JSON.stringify(rest)).not.toMatch(/"tabs"|<all_urls>|"\*:\/\/\*\/\*"|content_scripts|unsafe-/);
  });
  it('asks for tabs and clipboardRead only as optional permissions ("Shorten all tabs", Paste: on first use)', () => {
    expect(production.optional_permissions).toEqual(['tabs', 'clipboardRead']);
  });
  it('has host access to the default service only; others are optional', () => {
    expect(production.host_permissions).toEqual(['https://prettyurl.net/*']);
    expect(buildManifest(browser, { loopback: true }).host_permissions).toEqual([
      'https://prettyurl.net/*',
      'http://127.0.0.1/*',
    ]);
  });
  it('has the address bar keyword pl', () => {
    expect(production.omnibox).toEqual({ keyword: 'pl' });
  });
  it('has a strict CSP', () => {
    expect(production.content_security_policy.extension_pages).toBe("script-src 'self'; object-src 'self'");
  });
});

describe('browser specifics', () => {
  it('Firefox: a gecko id and truthful data collection', () => {
    expect(buildManifest('firefox', { loopback: false })).toMatchObject({
      browser_specific_settings: {
        gecko: {
          id: expect.stringContaining('@'),
          data_collection_permissions: { required: ['authenticationInfo', 'browsingActivity', 'websiteContent'] },
        },
      },
    });
  });
  it('Chrome: nothing external may connect', () => {
    expect(buildManifest('chrome', { loopback: false })).toMatchObject({
      externally_connectable: { ids: [], matches: [] },
    });
  });
});

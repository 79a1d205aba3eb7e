import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MINIMUM_CHROME_VERSION } from '../../src/shared/manifest';
import { EXTENSION_DIR } from './support/chromium';

/** What the built Chrome extension may ask for; anything else fails the build's test. */
const ALLOWED_PERMISSIONS = [
  'activeTab',
  'alarms',
  'clipboardWrite',
  'contextMenus',
  'notifications',
  'offscreen',
  'scripting',
  'sidePanel',
  'storage',
];
const ALLOWED_HOSTS = ['https://prettyurl.net/*', 'http://127.0.0.1/*'];

describe('the built Chrome manifest', () => {
  const manifest = JSON.parse(readFileSync(`${EXTENSION_DIR}/manifest.json`, 'utf8'));
  it('asks only for allow-listed permissions and hosts', () => {
    expect([...manifest.permissions].sort()).toEqual(ALLOWED_PERMISSIONS);
    expect(manifest.host_permissions).toEqual(ALLOWED_HOSTS);
    expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*']);
  });
  it('has no tabs (but as an optional permission), no all-URLs, no content scripts, no web-accessible resources', () => {
    const { optional_permissions, ...rest } = manifest;
    expect(optional_permissions).toEqual(['tabs', 'clipboardRead']);
    const text = JSON.stringify(rest);
    expect(text).not.toMatch(/"tabs"|<all_urls>|"\*:\/\/\*\/\*"/);
    expect(manifest.content_scripts).toBeUndefined();
    expect(manifest.web_accessible_resources).toBeUndefined();
  });
  it('has a CSP without unsafe-*, and lets nothing external connect', () => {
    expect(manifest.content_security_policy.extension_pages).toBe("script-src 'self'; object-src 'self'");
    expect(manifest.externally_connectable).toEqual({ ids: [], matches: [] });
  });
  it('has the address bar keyword pl', () => {
    expect(manifest.omnibox).toEqual({ keyword: 'pl' });
  });
  it('names the oldest Chrome it runs on (see test/unit/project/minimum-version.test.ts)', () => {
    expect(manifest.minimum_chrome_version).toBe(MINIMUM_CHROME_VERSION);
  });
});

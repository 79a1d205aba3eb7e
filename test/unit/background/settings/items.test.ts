import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { saveConfiguration } from '../../../../src/background/accounts/configure';
import { keyHint, loadApiKey, loadSettings } from '../../../../src/background/settings/items';
import { checkServiceUrl, originPattern } from '../../../../src/shared/settings/service-url';
import { DEFAULT_SETTINGS } from '../../../../src/shared/settings/settings';
import { readSettings } from '../../../../src/shared/settings/settings-schema';

const saveApiKey = (key: string | null) => saveConfiguration({}, key);

beforeEach(() => fakeBrowser.reset());

describe('settings', () => {
  it('defaults when nothing is stored', async () => {
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    ['not an object', 'garbage'],
    ['null', null],
    ['wrong types', { serviceUrl: 42, autoCopy: 'yes', defaultDomain: 'https://zd.lc' }],
    ['an insecure service', { serviceUrl: 'http://evil.example' }],
    ['a javascript: service', { serviceUrl: 'javascript:alert(1)' }],
  ])('a corrupt value (%s) falls back to defaults without throwing', async (_, stored) => {
    await browser.storage.local.set({ settings: stored });
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps good members when others are bad, drops unknown ones', () => {
    expect(readSettings({ autoCopy: false, serviceUrl: 7, legacy: true })).toEqual({
      ...DEFAULT_SETTINGS,
      autoCopy: false,
    });
  });

  it("saves a preference in storage.sync and the account's fields in storage.local", async () => {
    await saveConfiguration({ defaultDomain: 'prty.link', autoShorten: false });
    expect(await browser.storage.local.get(['settings', 'accounts'])).toMatchObject({
      // The domain is the account's (one made, named from its service, since there was none).
      accounts: { accounts: [{ name: 'prettyurl.net', defaultDomain: 'prty.link' }] },
    });
    expect(await browser.storage.local.get('settings')).toEqual({});
    expect(await browser.storage.sync.get(null)).toEqual({ 'pref.autoShorten': false });
    expect(await loadSettings()).toMatchObject({ defaultDomain: 'prty.link', autoShorten: false });
  });
});

describe('the API key', () => {
  it('is kept in storage.local, trimmed, and removed by null', async () => {
    await saveApiKey('  abc-secret-key-1234 ');
    expect(await loadApiKey()).toBe('abc-secret-key-1234');
    expect(await browser.storage.sync.get(null)).toEqual({});
    await saveApiKey(null);
    expect(await loadApiKey()).toBeNull();
  });

  it.each([
    ['abc-secret-key-1234', '1234'],
    ['short', null],
    [null, null],
  ])('hint of %s is %s', (key, hint) => expect(keyHint(key)).toBe(hint));
});

describe('service URL', () => {
  it.each([
    ['https://prettyurl.net', 'https://prettyurl.net'],
    ['https://links.example.com/some/path', 'https://links.example.com'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://localhost:3000/', 'http://localhost:3000'],
  ])('accepts %s as %s', (input, origin) => expect(checkServiceUrl(input)).toEqual({ ok: true, origin }));

  it.each([
    ['http://prettyurl.net', 'insecure'],
    ['http://10.0.0.1', 'insecure'],
    ['ftp://x.example', 'invalid'],
    ['https://user:pw@x.example', 'invalid'],
    ['nonsense', 'invalid'],
  ])('refuses %s (%s)', (input, reason) => expect(checkServiceUrl(input)).toEqual({ ok: false, reason }));

  it('asks for a host permission without the port', () =>
    expect(originPattern('http://127.0.0.1:8787')).toBe('http://127.0.0.1/*'));
});

describe('the build preset (npm start)', () => {
  const preset = { serviceUrl: 'http://127.0.0.1:8787', apiKey: 'demo-key-0123456789abcdef' };
  it('is read from the build, and nothing else counts as one', async () => {
    const { readPreset } = await import('../../../../src/background/accounts/build-preset');
    expect(readPreset(JSON.stringify(preset))).toEqual(preset);
    expect(readPreset('')).toBeNull();
    expect(readPreset('{"serviceUrl":1}')).toBeNull();
  });
  it('configures a fresh install, and never replaces a key the user set', async () => {
    const { applyPreset } = await import('../../../../src/background/accounts/build-preset');
    expect(await applyPreset(null)).toBe(false);
    expect(await applyPreset(preset)).toBe(true);
    expect(await loadApiKey()).toBe(preset.apiKey);
    expect((await loadSettings()).serviceUrl).toBe(preset.serviceUrl);
    await saveApiKey('users-own-key-000000');
    await applyPreset(preset);
    expect(await loadApiKey()).toBe('users-own-key-000000');
  });
});

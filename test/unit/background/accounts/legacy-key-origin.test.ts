/** A single-account key never changes origin: one saved for a service address today's check refuses is dropped, and the user asked for it again. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../../src/background/handlers';
import { loadApiKey } from '../../../../src/background/settings/items';
import { DEMO_KEY } from '../../../support/sandbox';

const status = async () => {
  const reply = await handlers.status({ type: 'status' });
  if (!reply.ok) throw new Error('status refused');
  return reply.value;
};

beforeEach(() => {
  fakeBrowser.reset();
  vi.spyOn(browser.runtime, 'getManifest').mockReturnValue({
    manifest_version: 3,
    name: 'PrettyLink',
    version: '0',
    host_permissions: ['https://prettyurl.net/*'],
  });
});

describe('an old single-account key whose service no longer passes the check', () => {
  it.each(['http://links.example', 'ftp://links.example', 'https://user:pw@links.example', 42])(
    'saved for %s: dropped on migration, never attached to the default service',
    async (serviceUrl) => {
      await browser.storage.local.set({ apiKey: DEMO_KEY, settings: { serviceUrl } });
      const now = await status();
      expect(now.hasKey).toBe(false);
      expect(now.accounts.filter((a) => a.hasKey)).toEqual([]);
      expect(await loadApiKey()).toBeNull();
      expect(JSON.stringify(await browser.storage.local.get(null))).not.toContain(DEMO_KEY);
      expect(now.keyDropped).toBe(true);
    },
  );

  it('found beside the accounts: dropped too, and the notice goes once an account has a key', async () => {
    await browser.storage.local.set({ settings: { serviceUrl: 'https://prettyurl.net' }, settings$: { v: 2 } });
    await browser.storage.local.set({ accounts: { current: null, accounts: [] }, accountKeys: {} });
    await browser.storage.local.set({ apiKey: DEMO_KEY, settings: { serviceUrl: 'http://links.example' } });
    expect((await status()).keyDropped).toBe(true);
    expect(JSON.stringify(await browser.storage.local.get(null))).not.toContain(DEMO_KEY);
    vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
    await handlers.addAccount({
      type: 'addAccount',
      name: 'Work',
      serviceUrl: 'https://prettyurl.net',
      apiKey: 'new-key-0000000000001',
    });
    expect((await status()).keyDropped).toBeUndefined();
  });

  it('a key saved for a service that still passes keeps it', async () => {
    await browser.storage.local.set({ apiKey: DEMO_KEY, settings: { serviceUrl: 'https://links.example' } });
    const now = await status();
    expect(now.accounts).toMatchObject([{ serviceUrl: 'https://links.example', hasKey: true }]);
    expect(now.keyDropped).toBeUndefined();
  });
});

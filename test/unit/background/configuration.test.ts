/** The stored configuration: migrated from earlier versions with nothing lost; inputs and permissions checked before any request. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../src/background/handlers';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings/settings';
import { useEnglishMessages } from '../../support/i18n';
import { configureFor, useSandbox } from '../../support/sandbox';

const sandbox = useSandbox();
beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
});

describe('settings migration', () => {
  it("from the first release's shape (version inline, recent domains inside): nothing lost", async () => {
    await browser.storage.local.set({
      settings: {
        version: 1,
        serviceUrl: 'https://links.example',
        defaultDomain: 'prty.link',
        autoShorten: false,
        autoCopy: true,
        recentDomains: ['go.example', 'prty.link'],
      },
      apiKey: 'users-key-000000000000',
      linksCache: { serviceUrl: 'https://links.example', links: [], total: 0, savedAt: 1 },
    });
    vi.resetModules();
    const items = await import('../../../src/background/settings/items');
    // Members added since take their defaults.
    expect(await items.loadSettings()).toEqual({
      ...DEFAULT_SETTINGS,
      serviceUrl: 'https://links.example',
      defaultDomain: 'prty.link',
      autoShorten: false,
      autoCopy: true,
    });
    expect(await items.loadRecentDomains()).toEqual(['go.example', 'prty.link']);
    expect(await items.loadApiKey()).toBe('users-key-000000000000');
    // The account's fields went to its account (src/shared/accounts), the preference changed to storage.sync.
    const stored = await browser.storage.local.get(['settings', 'settings$', 'accounts', 'accountKeys', 'apiKey']);
    const id = (stored.accounts as { current: string }).current;
    expect(await browser.storage.sync.get(null)).toEqual({ 'pref.autoShorten': false });
    expect(stored).toEqual({
      accounts: {
        current: id,
        accounts: [
          {
            id,
            name: 'links.example',
            serviceUrl: 'https://links.example',
            defaultDomain: 'prty.link',
            defaultGroupId: '',
          },
        ],
      },
      accountKeys: { [id]: 'users-key-000000000000' },
    });
  });

  it('the old, unscoped links cache is dropped on update', async () => {
    await browser.storage.local.set({ linksCache: { serviceUrl: 'x', links: [], total: 0, savedAt: 1 } });
    const { onInstalled } = await import('../../../src/background/install');
    vi.spyOn(browser.contextMenus, 'removeAll').mockResolvedValue(undefined as never);
    vi.spyOn(browser.contextMenus, 'create').mockReturnValue(1 as never);
    await onInstalled({ reason: 'update' } as never);
    expect(await browser.storage.local.get('linksCache')).toEqual({});
  });
});

describe('inputs checked before a request', () => {
  beforeEach(() => configureFor(sandbox.current));

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com/', 'not a url'])(
    'an edited destination %j is refused in words, nothing sent',
    async (destination) => {
      const reply = await handlers.updateLink({
        type: 'updateLink',
        id: 'any',
        changes: { destination },
        account: 'any-account',
      });
      expect(reply).toEqual({
        ok: false,
        error: {
          kind: 'validation',
          message: expect.stringContaining('http'),
          fields: { destination: [expect.any(String)] },
        },
      });
      expect(sandbox.current.requests).toHaveLength(0);
    },
  );

  it.each(['my link', 'ü', 'a/b', 'x'.repeat(65), ''])(
    'a back half %j the service would refuse is refused here',
    async (backHalf) => {
      const reply = await handlers.updateLink({
        type: 'updateLink',
        id: 'any',
        changes: { backHalf },
        account: 'any-account',
      });
      expect(reply).toMatchObject({
        ok: false,
        error: { kind: 'validation', fields: { backHalf: [expect.any(String)] } },
      });
      expect(
        await handlers.shorten({
          type: 'shorten',
          url: 'https://example.com/',
          backHalf: backHalf || 'a b',
          actionId: 'a',
          reuseKnown: false,
        }),
      ).toMatchObject({ ok: false, error: { kind: 'validation' } });
      expect(sandbox.current.requests).toHaveLength(0);
    },
  );

  it.each(['https://zd.lc', 'zd.lc/path', 'not a domain!'])('a domain typed as %j is refused here', async (domain) => {
    expect(
      await handlers.shorten({
        type: 'shorten',
        url: 'https://example.com/',
        domain,
        actionId: 'd',
        reuseKnown: false,
      }),
    ).toMatchObject({ ok: false, error: { kind: 'validation', fields: { domain: [expect.any(String)] } } });
    expect(sandbox.current.requests).toHaveLength(0);
  });
});

describe('a revoked host permission', () => {
  it('is its own failure, not "offline"', async () => {
    await configureFor(sandbox.current);
    const port = sandbox.current.port;
    await sandbox.current.close();
    try {
      vi.spyOn(browser.permissions, 'contains').mockResolvedValue(false as never);
      expect(await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 5 })).toEqual({
        ok: false,
        error: { kind: 'permission-missing', origin: `http://127.0.0.1:${port}` },
      });
      vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
      expect(await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 5 })).toMatchObject({
        ok: false,
        error: { kind: 'offline' },
      });
    } finally {
      sandbox.current = await (await import('../../../src/sandbox/server.ts')).startSandbox({ port });
    }
  });
});

describe('writes from the options page and the background at once', () => {
  it('lose nothing: a save, a preference and a domain just used all stick', async () => {
    await configureFor(sandbox.current);
    const { saveConfiguration } = await import('../../../src/background/accounts/configure');
    const { rememberDomain, loadSettings, loadRecentDomains } = await import('../../../src/background/settings/items');
    await Promise.all([
      saveConfiguration({ defaultDomain: 'prty.link' }),
      rememberDomain('go.example'),
      saveConfiguration({ autoCopy: false }),
      rememberDomain('zd.lc'),
    ]);
    expect(await loadSettings()).toMatchObject({ defaultDomain: 'prty.link', autoCopy: false });
    expect(await loadRecentDomains()).toEqual(['zd.lc', 'go.example']);
  });
});

import { freshDatabases } from '../../support/databases';
/** The background's answer to a request, through the router as a page sends it. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../src/background/handlers';
import { createRouter } from '../../../src/platform/messages/router';
import { HEAD_KEY } from '../../../src/shared/links/head';
import { accountOf } from '../../../src/shared/links/account';
import { accountDbFor } from '../../../src/background/links/account-db';
import { useClock } from '../../../src/shared/time/clock';
import { configureFor, DEMO_KEY, useSandbox } from '../../support/sandbox';

const sandbox = useSandbox();
const route = createRouter(handlers);
const own = () => ({ id: browser.runtime.id, url: browser.runtime.getURL('/popup.html') });
const ask = (message: unknown, sender: object = own()) => route(message, sender);

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
  await configureFor(sandbox.current);
});

afterEach(() => useClock(null));

describe('handlers', () => {
  it('lists links and caches the first page for the next popup', async () => {
    sandbox.current.store.seed(DEMO_KEY, 3);
    const reply = await ask({ type: 'listLinks', page: 1, perPage: 30 });
    expect(reply).toMatchObject({ ok: true, value: { pagination: { total: 3 } } });
    expect(((await browser.storage.local.get(HEAD_KEY))[HEAD_KEY] as { links: unknown[] }).links).toHaveLength(3);
  });

  it('reads the first page by the one clock: a link just made stays in it while a lagging replica misses it', async () => {
    // The one clock, ten minutes behind Date (tests run on fake time): the list's request time and
    // the link's are both its own.
    const at = Date.now() - 10 * 60_000;
    useClock({ now: () => at, sleep: async () => undefined });
    const made = await ask({ type: 'shorten', url: 'https://example.com/just-made', actionId: 'a1', reuseKnown: true });
    expect(made).toMatchObject({ ok: true, value: { reused: false } });
    sandbox.current.addFault({ kind: 'lag', lagMs: 60_000 });
    const reply = await ask({ type: 'listLinks', page: 1, perPage: 30 });
    const id = (made as { value: { link: { id: string } } }).value.link.id;
    expect((reply as { value: { links: { id: string }[] } }).value.links.map((l) => l.id)).toEqual([id]);
  });

  it('says "not configured" without a key, and asks nothing', async () => {
    await configureFor(sandbox.current, null);
    expect(await ask({ type: 'listLinks', page: 1, perPage: 5 })).toEqual({
      ok: false,
      error: { kind: 'not-configured' },
    });
    expect(sandbox.current.requests).toHaveLength(0);
  });

  it('saves settings and a key, and refuses an origin without permission', async () => {
    expect(
      await ask({ type: 'saveSettings', settings: { defaultDomain: 'prty.link' }, apiKey: 'new-key-000000001234' }),
    ).toMatchObject({
      ok: true,
      value: { keyHint: '1234', settings: { defaultDomain: 'prty.link' } },
    });
    vi.spyOn(browser.permissions, 'contains').mockResolvedValue(false as never);
    expect(await ask({ type: 'saveSettings', settings: { serviceUrl: 'https://elsewhere.example' } })).toEqual({
      ok: false,
      error: { kind: 'permission-missing', origin: 'https://elsewhere.example' },
    });
  });

  it('verifies with a key being typed, without saving it', async () => {
    expect(await ask({ type: 'verify', apiKey: 'wrong-key-00000000' })).toEqual({
      ok: false,
      error: { kind: 'unauthorized' },
    });
    expect(await ask({ type: 'verify' })).toEqual({ ok: true, value: { total: 0 } });
  });

  it("buries a link the service no longer has: gone from the account's database and the popup's first page", async () => {
    const account = await accountOf(sandbox.current.url, DEMO_KEY);
    sandbox.current.store.seed(DEMO_KEY, 2);
    await ask({ type: 'listLinks', page: 1, perPage: 30 });
    const [gone] = sandbox.current.store.list(DEMO_KEY, 1, 30).links;
    sandbox.current.store.remove(DEMO_KEY, gone!.id);
    expect(await ask({ type: 'updateLink', id: gone!.id, changes: { title: 'x' }, account })).toEqual({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect(JSON.stringify((await browser.storage.local.get(HEAD_KEY))[HEAD_KEY])).not.toContain(gone!.id);
    const { head, gone: buried } = await accountDbFor(account).view();
    expect(head.links.map((l) => l.id)).not.toContain(gone!.id);
    expect(buried.has(gone!.id)).toBe(true);
  });

  it('refuses an edit that names no account', async () => {
    expect(await ask({ type: 'updateLink', id: 'x', changes: { title: 'x' } })).toMatchObject({ ok: false });
    expect(sandbox.current.requests).toHaveLength(0);
  });
});

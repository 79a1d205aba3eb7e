/** An edited destination passes the same rule as a new one: credentials refused, a private host asked about. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../src/background/handlers';
import { createRouter } from '../../../src/platform/messages/router';
import { configureFor, DEMO_KEY, useSandbox } from '../../support/sandbox';
import { accountOf } from '../../../src/shared/links/account';

const sandbox = useSandbox();
const route = createRouter(handlers);
const ask = (message: unknown) =>
  route(message, { id: browser.runtime.id, url: browser.runtime.getURL('/popup.html') });
const seeded = () => {
  sandbox.current.store.seed(DEMO_KEY, 1);
  return sandbox.current.store.list(DEMO_KEY, 1, 1).links[0]!;
};
const patches = () => sandbox.current.requests.filter((r) => r.method === 'PATCH');

let account = '';

beforeEach(async () => {
  fakeBrowser.reset();
  vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
  await configureFor(sandbox.current);
  account = await accountOf(sandbox.current.url, DEMO_KEY);
});

describe('editing a destination', () => {
  it.each(['https://alice:secret@example.com/', 'https://alice@example.com/'])(
    'refuses %s (credentials), even when the user confirmed a private host, and sends nothing',
    async (destination) => {
      const link = seeded();
      for (const privateConfirmed of [false, true])
        expect(
          await ask({ type: 'updateLink', id: link.id, account, changes: { destination }, privateConfirmed }),
        ).toEqual({
          ok: false,
          error: { kind: 'credentials-in-url' },
        });
      expect(patches()).toHaveLength(0);
    },
  );

  it.each([
    ['http://intranet/hr/', 'intranet'],
    ['http://192.168.1.1/admin', '192.168.1.1'],
    ['http://nas.lan:5000/', 'nas.lan'],
  ])('asks about %s before sending, and sends it once confirmed', async (destination, host) => {
    const link = seeded();
    expect(await ask({ type: 'updateLink', id: link.id, account, changes: { destination } })).toEqual({
      ok: false,
      error: { kind: 'private-address', host },
    });
    expect(patches()).toHaveLength(0);
    const reply = await ask({
      type: 'updateLink',
      id: link.id,
      account,
      changes: { destination },
      privateConfirmed: true,
    });
    expect(reply).toMatchObject({ ok: true, value: { destination } });
    expect(patches()).toHaveLength(1);
  });
});

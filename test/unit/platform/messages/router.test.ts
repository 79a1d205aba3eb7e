import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../../src/background/handlers';
import { createRouter } from '../../../../src/platform/messages/router';
import { configureFor, DEMO_KEY, useSandbox } from '../../../support/sandbox';

const sandbox = useSandbox();
const route = createRouter(handlers);
const own = () => ({ id: browser.runtime.id, url: browser.runtime.getURL('/popup.html') });
const ask = (message: unknown, sender: object = own()) => route(message, sender);

beforeEach(async () => {
  fakeBrowser.reset();
  vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
  await configureFor(sandbox.current);
});

describe('the router', () => {
  // One case per condition of isOwnPage: each sender fails exactly one check, so removing that
  // check makes its case fail (the id and the url are checked apart).
  it.each([
    ['a web page (right id)', () => ({ id: browser.runtime.id, url: 'https://evil.example/', tab: { id: 1 } })],
    [
      "another extension's page (right id)",
      () => ({ id: browser.runtime.id, url: 'chrome-extension://other-extension/popup.html' }),
    ],
    [
      'a prefix of its own origin (right id)',
      () => ({ id: browser.runtime.id, url: browser.runtime.getURL('/').slice(0, -1) + '.evil/popup.html' }),
    ],
    ['no url (right id)', () => ({ id: browser.runtime.id })],
    [
      'another extension claiming its url',
      () => ({ id: 'other-extension', url: browser.runtime.getURL('/popup.html') }),
    ],
    ['no id, its own url', () => ({ url: browser.runtime.getURL('/popup.html') })],
  ])('does not answer %s, and makes no request', async (_, sender) => {
    expect(ask({ type: 'listLinks', page: 1, perPage: 5 }, sender())).toBeUndefined();
    expect(ask({ type: 'status' }, sender())).toBeUndefined();
    expect(sandbox.current.requests).toHaveLength(0);
  });

  it('answers its own page (the cases above differ from it in one field each)', async () => {
    expect(await ask({ type: 'status' })).toMatchObject({ ok: true });
  });

  it.each([
    ['an unknown type', { type: 'deleteEverything' }],
    ['no type', { page: 1 }],
    ['a bad payload', { type: 'listLinks', page: 0, perPage: 500 }],
    ['not an object', 'status'],
  ])('refuses %s as a bad request, and makes no request', async (_, message) => {
    expect(await ask(message)).toEqual({ ok: false, error: { kind: 'bad-request' } });
    expect(sandbox.current.requests).toHaveLength(0);
  });

  it('answers status without the key', async () => {
    const reply = await ask({ type: 'status' });
    expect(reply).toMatchObject({ ok: true, value: { hasKey: true, keyHint: 'cdef' } });
    expect(JSON.stringify(reply)).not.toContain(DEMO_KEY);
  });

  it('turns a crash into a failure value', async () => {
    vi.spyOn(browser.storage.local, 'get').mockRejectedValue(new Error('disk on fire'));
    expect(await ask({ type: 'status' })).toEqual({ ok: false, error: { kind: 'internal' } });
  });
});

/**
 * The background keeps settings, accounts and keys in memory between messages (keepInMemory), and
 * drops them the moment storage changes: its own writes at once, anyone else's on storage.onChanged.
 * A new key is used by the next shortening; after an account switch the old key is never sent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../src/background/handlers';
import { loadConfiguration } from '../../src/settings/items';
import { keepInMemory, stopKeepingInMemory } from '../../src/settings/storage';
import { useEnglishMessages } from '../support/i18n';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../support/sandbox';

const OTHER_KEY = 'other-key-0123456789abcdef';
const sandbox = useSandbox({ keys: [DEMO_KEY, OTHER_KEY] });
beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
});
afterEach(() => stopKeepingInMemory());

/** `lateEvents`: storage.onChanged never arrives in time (the browser delivers it later): the background's own writes must do. */
async function start({ lateEvents = false } = {}) {
  if (lateEvents) vi.spyOn(browser.storage.local.onChanged, 'addListener').mockImplementation(() => undefined);
  keepInMemory();
  await configureFor(sandbox.current);
}

const shorten = (url: string) => handlers.shorten({ type: 'shorten', url, reuseKnown: false, actionId: crypto.randomUUID() });
const keysSent = () => creates(sandbox.current).map((r) => r.headers.authorization);
const currentId = async () => ((await browser.storage.local.get('accounts')).accounts as { current: string }).current;

describe('configuration in memory', () => {
  beforeEach(() => start());

  it('is read from storage once, then answered from memory', async () => {
    await loadConfiguration();
    const get = vi.spyOn(browser.storage.local, 'get');
    expect((await loadConfiguration()).apiKey).toBe(DEMO_KEY);
    expect((await shorten('https://example.org/a')).ok).toBe(true);
    expect(get.mock.calls.flat().flat()).not.toContain('accountKeys');
  });

  it('a key written behind its back (another context) is used by the next shortening', async () => {
    expect((await shorten('https://example.org/a')).ok).toBe(true);
    await browser.storage.local.set({ accountKeys: { [await currentId()]: OTHER_KEY } });
    expect((await shorten('https://example.org/b')).ok).toBe(true);
    expect(keysSent()).toEqual([`Bearer ${DEMO_KEY}`, `Bearer ${OTHER_KEY}`]);
  });
});

describe.each([false, true])('configuration in memory, storage events late: %s', (lateEvents) => {
  beforeEach(() => start({ lateEvents }));

  it('a key saved in the options is used by the very next shortening', async () => {
    expect((await shorten('https://example.org/a')).ok).toBe(true);
    const saved = await handlers.saveSettings({ type: 'saveSettings', settings: {}, apiKey: OTHER_KEY });
    expect(saved.ok).toBe(true);
    expect((await shorten('https://example.org/b')).ok).toBe(true);
    expect(keysSent()).toEqual([`Bearer ${DEMO_KEY}`, `Bearer ${OTHER_KEY}`]);
  });

  it('after an account switch the old key is never sent', async () => {
    const added = await handlers.addAccount({ type: 'addAccount', name: 'Other', serviceUrl: sandbox.current.url, apiKey: OTHER_KEY });
    expect(added.ok).toBe(true);
    expect((await shorten('https://example.org/a')).ok).toBe(true);
    const other = added.ok ? added.value.accounts.find((a) => a.name === 'Other')!.id : '';
    // The switch and a shortening sent at once: the shortening may go before or after, never with a stale key after it.
    const switched = handlers.switchAccount({ type: 'switchAccount', id: other });
    const during = shorten('https://example.org/b');
    expect((await switched).ok).toBe(true);
    await during;
    expect((await shorten('https://example.org/c')).ok).toBe(true);
    expect(keysSent()).toEqual([`Bearer ${DEMO_KEY}`, expect.any(String), `Bearer ${OTHER_KEY}`]);
  });
});

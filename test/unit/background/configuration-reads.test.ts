/**
 * The background reads settings, accounts and keys from storage for every message: a key written
 * anywhere is used by the next shortening; after an account switch the old key is never sent.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../src/background/handlers';
import { useEnglishMessages } from '../../support/i18n';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../support/sandbox';

const OTHER_KEY = 'other-key-0123456789abcdef';
const sandbox = useSandbox({ keys: [DEMO_KEY, OTHER_KEY] });
beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
});
beforeEach(() => configureFor(sandbox.current));

const shorten = (url: string) =>
  handlers.shorten({ type: 'shorten', url, reuseKnown: false, actionId: crypto.randomUUID() });
const keysSent = () => creates(sandbox.current).map((r) => r.headers.authorization);
const currentId = async () => ((await browser.storage.local.get('accounts')).accounts as { current: string }).current;

describe('configuration read for every message', () => {
  it('a key written behind its back (another context) is used by the next shortening', async () => {
    expect((await shorten('https://example.org/a')).ok).toBe(true);
    await browser.storage.local.set({ accountKeys: { [await currentId()]: OTHER_KEY } });
    expect((await shorten('https://example.org/b')).ok).toBe(true);
    expect(keysSent()).toEqual([`Bearer ${DEMO_KEY}`, `Bearer ${OTHER_KEY}`]);
  });

  it('a key saved in the options is used by the very next shortening', async () => {
    expect((await shorten('https://example.org/a')).ok).toBe(true);
    const saved = await handlers.saveSettings({ type: 'saveSettings', settings: {}, apiKey: OTHER_KEY });
    expect(saved.ok).toBe(true);
    expect((await shorten('https://example.org/b')).ok).toBe(true);
    expect(keysSent()).toEqual([`Bearer ${DEMO_KEY}`, `Bearer ${OTHER_KEY}`]);
  });

  it('after an account switch the old key is never sent', async () => {
    const added = await handlers.addAccount({
      type: 'addAccount',
      name: 'Other',
      serviceUrl: sandbox.current.url,
      apiKey: OTHER_KEY,
    });
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

/**
 * An action reads the configuration (accounts, keys, preferences, site rules, policy) once, and
 * every step of it uses that one read: the rule, the account and the key come from the same moment,
 * and the popup's opening does not pay for a read per step before its request leaves.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../../src/background/handlers';
import { configureFor, creates, useSandbox } from '../../../../test/support/sandbox';

const sandbox = useSandbox();
const TAB = { id: 7, url: 'https://www.example.com/2026/a-post', title: 'A post' };

beforeEach(async () => {
  fakeBrowser.reset();
  Object.defineProperty(browser, 'scripting', {
    value: { executeScript: async () => [{ result: '' }] },
    configurable: true,
  });
  Object.defineProperty(browser.tabs, 'query', { value: async () => [TAB], configurable: true });
  await configureFor(sandbox.current);
});

/** The storage.sync and storage.managed reads made while `action` runs. */
async function readsDuring(action: () => Promise<unknown>) {
  const sync = vi.spyOn(fakeBrowser.storage.sync, 'get');
  const managed = vi.spyOn(fakeBrowser.storage.managed, 'get');
  try {
    await action();
    return { sync: sync.mock.calls.length, managed: managed.mock.calls.length };
  } finally {
    sync.mockRestore();
    managed.mockRestore();
  }
}

describe('one configuration read per action', () => {
  it("the popup's opening, with auto-shorten: one read of each area, and the link made", async () => {
    const reads = await readsDuring(() => handlers.openTab({ type: 'openTab', actionId: crypto.randomUUID() }));
    expect(creates(sandbox.current)).toHaveLength(1);
    expect(reads).toEqual({ sync: 1, managed: 1 });
  });

  it("the popup's Shorten: one read of each area", async () => {
    const reads = await readsDuring(() =>
      handlers.shorten({
        type: 'shorten',
        url: 'https://example.org/x',
        actionId: crypto.randomUUID(),
        reuseKnown: true,
      }),
    );
    expect(creates(sandbox.current)).toHaveLength(1);
    expect(reads).toEqual({ sync: 1, managed: 1 });
  });
});

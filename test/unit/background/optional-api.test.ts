/**
 * The background on a platform without menus, keyboard commands, an address-bar keyword or a
 * sidebar (Firefox for Android): its core listeners are all registered, and an install finishes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import background from '../../../entrypoints/background';
import { appliedItem } from '../../../src/background/policy/apply-policy';
import { useEnglishMessages } from '../../support/i18n';

const ABSENT = ['contextMenus', 'menus', 'commands', 'omnibox', 'sidePanel', 'sidebarAction'] as const;
const fake = fakeBrowser as unknown as Record<string, unknown>;
let saved: [string, unknown][] = [];

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  saved = ABSENT.map((name) => [name, fake[name]]);
  for (const name of ABSENT) delete fake[name];
});
afterEach(() => {
  for (const [name, api] of saved) fake[name] = api;
});

describe('the background without the optional APIs', () => {
  it('registers every core listener', () => {
    const core = [
      browser.runtime.onMessage,
      browser.runtime.onInstalled,
      browser.runtime.onStartup,
      browser.alarms.onAlarm,
      browser.storage.onChanged,
      browser.storage.local.onChanged,
    ];
    const spies = core.map((event) => vi.spyOn(event, 'addListener'));
    expect(() => background.main()).not.toThrow();
    for (const spy of spies) expect(spy).toHaveBeenCalled();
  });

  it('finishes an install: the policy applied, the options opened', async () => {
    const openOptions = vi.fn(async () => {});
    (browser.runtime as { openOptionsPage: unknown }).openOptionsPage = openOptions;
    background.main();
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' } as never);
    expect(await appliedItem.getValue()).not.toBeNull();
    expect(openOptions).toHaveBeenCalledOnce();
  });
});

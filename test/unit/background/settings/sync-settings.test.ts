/**
 * Settings that follow the user: the preferences and the campaign presets in
 * storage.sync, each preference under its own key; keys, accounts and links never there. The move
 * from storage.local runs once; a managed policy still wins; a change made on another computer
 * reaches the pages (the fake browser's storage.sync stands for what sync brings in).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { saveConfiguration } from '../../../../src/background/accounts/configure';
import { watchConfiguration } from '../../../../src/background/configuration-notice';
import { handlers } from '../../../../src/background/handlers';
import { loadPresets } from '../../../../src/background/links/presets';
import { effectiveSettings } from '../../../../src/shared/accounts/accounts-schema';
import { CONFIGURATION_CHANGED } from '../../../../src/platform/messages/configuration-changed';
import { loadSettings, loadStored } from '../../../../src/background/settings/items';
import { DEFAULT_SETTINGS } from '../../../../src/shared/settings/settings';

const KEY = 'sk_live_never_in_sync_0001';
const account = {
  id: 'account-1',
  name: 'Work',
  serviceUrl: 'https://prettyurl.net',
  defaultDomain: 'zd.lc',
  defaultGroupId: '',
};
const preset = {
  id: 'p1',
  name: 'Newsletter',
  values: { utm_source: 'news', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' },
};

beforeEach(() => {
  fakeBrowser.reset();
  vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
});

/** What the release before this one kept: every preference in the local settings item, the presets beside it. */
const storeLocalShape = (prefs: Record<string, unknown> = {}) =>
  browser.storage.local.set({
    settings: {
      autoShorten: true,
      autoCopy: true,
      stripTracking: false,
      useCanonical: true,
      copyFormat: 'plain',
      ...prefs,
    },
    settings$: { v: 2 },
    accounts: { current: 'account-1', accounts: [account] },
    accountKeys: { 'account-1': KEY },
    presets: { presets: [preset], lastUsed: 'p1' },
  });

describe('the move from storage.local', () => {
  it('moves the preferences the user changed and the presets to storage.sync once, and removes them from storage.local', async () => {
    await storeLocalShape({ autoCopy: false, copyFormat: 'markdown' });
    expect(await loadSettings()).toMatchObject({
      autoCopy: false,
      copyFormat: 'markdown',
      serviceUrl: 'https://prettyurl.net',
    });
    expect(await browser.storage.sync.get(null)).toEqual({
      'pref.autoCopy': false,
      'pref.copyFormat': 'markdown',
      presets: { presets: [preset], lastUsed: 'p1' },
    });
    expect(await browser.storage.local.get(['settings', 'settings$', 'presets'])).toEqual({});
    // The accounts and their keys stay where they were.
    expect(await browser.storage.local.get(['accounts', 'accountKeys'])).toEqual({
      accounts: { current: 'account-1', accounts: [account] },
      accountKeys: { 'account-1': KEY },
    });

    const set = vi.spyOn(browser.storage.sync, 'set');
    await Promise.all([loadSettings(), loadPresets(), loadStored()]);
    expect(set).not.toHaveBeenCalled();
  });

  it("the presets' first read after the update (status's, before any other) finds the ones storage.local kept", async () => {
    await storeLocalShape();
    expect(await loadPresets()).toEqual({ presets: [preset], lastUsed: 'p1' });
    expect(await browser.storage.local.get('presets')).toEqual({});
  });

  it('a value another computer already put in storage.sync wins over the local one', async () => {
    await browser.storage.sync.set({ 'pref.copyFormat': 'html', presets: { presets: [], lastUsed: null } });
    await storeLocalShape({ copyFormat: 'markdown', stripTracking: true });
    expect(await loadSettings()).toMatchObject({ copyFormat: 'html', stripTracking: true });
    expect(await loadPresets()).toEqual({ presets: [], lastUsed: null });
    expect(await browser.storage.sync.get(null)).toMatchObject({
      'pref.copyFormat': 'html',
      'pref.stripTracking': true,
    });
  });

  it('a corrupt value in storage.sync is replaced by a good local one; a corrupt local one moves nowhere', async () => {
    await browser.storage.sync.set({ 'pref.copyFormat': '<b>', 'pref.autoShorten': 'yes' });
    await storeLocalShape({ copyFormat: 'markdown', autoCopy: 7 });
    expect(await loadSettings()).toMatchObject({ copyFormat: 'markdown', autoShorten: true, autoCopy: true });
    expect(await browser.storage.sync.get(null)).toMatchObject({
      'pref.copyFormat': 'markdown',
      'pref.autoShorten': 'yes',
    });
    expect(await browser.storage.sync.get('pref.autoCopy')).toEqual({});
  });
});

describe('precedence', () => {
  it("storage.sync over the local settings item, in the popup's read as in the background's", async () => {
    const local = { autoCopy: false, copyFormat: 'markdown' };
    const sync = { 'pref.copyFormat': 'html' };
    expect(effectiveSettings(local, undefined, sync)).toEqual({
      ...DEFAULT_SETTINGS,
      autoCopy: false,
      copyFormat: 'html',
    });
    // A hostile key reaches nothing: only known names are read.
    expect(
      effectiveSettings({}, undefined, JSON.parse('{"pref.__proto__": {"autoCopy": false}, "pref.toString": 1}')),
    ).toEqual(DEFAULT_SETTINGS);
  });

  it("the newest write of a preference wins; a save writes only what it changed, so another computer's change to another preference stays", async () => {
    await browser.storage.local.set({
      accounts: { current: 'account-1', accounts: [account] },
      accountKeys: { 'account-1': KEY },
    });
    await saveConfiguration({ copyFormat: 'markdown' });
    // Another computer: a later write of the same preference, and one of another.
    await browser.storage.sync.set({ 'pref.copyFormat': 'html', 'pref.stripTracking': true });
    expect(await loadSettings()).toMatchObject({ copyFormat: 'html', stripTracking: true });
    await saveConfiguration({ autoCopy: false });
    expect(await browser.storage.sync.get(null)).toEqual({
      'pref.copyFormat': 'html',
      'pref.stripTracking': true,
      'pref.autoCopy': false,
    });
  });

  it("a managed policy's locked value wins over storage.sync", async () => {
    await browser.storage.managed.set({ preferences: { stripTracking: false }, locked: ['stripTracking'] });
    await browser.storage.sync.set({ 'pref.stripTracking': true, 'pref.autoCopy': false });
    expect(await loadSettings()).toMatchObject({ stripTracking: false, autoCopy: false });
  });
});

describe('what never goes to storage.sync', () => {
  it('keys, accounts and links stay in storage.local', async () => {
    await saveConfiguration({ serviceUrl: 'https://prettyurl.net', autoShorten: false }, KEY);
    const added = await handlers.addAccount({
      type: 'addAccount',
      name: 'Other',
      serviceUrl: 'https://prettyurl.net',
      apiKey: 'sk_live_second_account_02',
    });
    expect(added.ok).toBe(true);
    const synced = JSON.stringify(await browser.storage.sync.get(null));
    expect(synced).not.toContain(KEY);
    expect(synced).not.toContain('sk_live_second_account_02');
    expect(Object.keys(await browser.storage.sync.get(null))).toEqual(['pref.autoShorten']);
  });
});

describe('a change from another computer', () => {
  it('tells the open pages, as a local change does', async () => {
    const sent = vi.spyOn(browser.runtime, 'sendMessage').mockResolvedValue(undefined as never);
    watchConfiguration();
    await browser.storage.sync.set({ 'pref.autoCopy': false });
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith(CONFIGURATION_CHANGED));
    sent.mockClear();
    await browser.storage.sync.set({ presets: { presets: [preset], lastUsed: null } });
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith(CONFIGURATION_CHANGED));
    sent.mockClear();
    // Anything else in storage.sync is nobody's business here.
    await browser.storage.sync.set({ unrelated: 1 });
    await browser.storage.sync.set({ 'pref.useCanonical': false });
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(await loadSettings()).toMatchObject({ autoCopy: false, useCanonical: false });
  });
});

describe('a managed policy and storage.sync', () => {
  it("a locked value is stored where the popup's first frame reads it, though every read already applies it", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await browser.storage.sync.set({ 'pref.autoCopy': true });
    await browser.storage.managed.set({ preferences: { autoCopy: false }, locked: ['autoCopy'] });
    const { applyPolicy } = await import('../../../../src/background/policy/apply-policy');
    await applyPolicy();
    expect(await browser.storage.sync.get('pref.autoCopy')).toEqual({ 'pref.autoCopy': false });
  });
});

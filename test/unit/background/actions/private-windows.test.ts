/** A private window: nothing is shortened on opening unless the user chose so; the choices are off by default. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { openTab } from '../../../../src/background/actions/open-tab';
import { autoShortens, joinsRecent } from '../../../../src/shared/settings/private-window';
import { DEFAULT_SETTINGS } from '../../../../src/shared/settings/settings';
import { configureFor, creates, useSandbox } from '../../../support/sandbox';

const sandbox = useSandbox();
const tab = (incognito: boolean) => ({ id: 3, windowId: 1, url: 'https://example.com/page', title: 'Page', incognito });

beforeEach(() => fakeBrowser.reset());

describe('the popup opening over a private window', () => {
  it('by default: the page is prepared, nothing is sent', async () => {
    await configureFor(sandbox.current);
    vi.spyOn(browser.tabs, 'query').mockResolvedValue([tab(true)] as never);
    const opened = await openTab('open-1');
    expect(opened).toMatchObject({ prepared: { url: 'https://example.com/page' }, input: null, shortened: null });
    expect(sandbox.current.requests).toEqual([]);
  });

  it('with the option on: shortened as in any window', async () => {
    await configureFor(sandbox.current, undefined, { privateAutoShorten: true });
    vi.spyOn(browser.tabs, 'query').mockResolvedValue([tab(true)] as never);
    expect(await openTab('open-2')).toMatchObject({ shortened: { ok: true } });
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it('a normal window: shortened as before', async () => {
    await configureFor(sandbox.current);
    vi.spyOn(browser.tabs, 'query').mockResolvedValue([tab(false)] as never);
    expect(await openTab('open-3')).toMatchObject({ shortened: { ok: true } });
  });
});

describe('the rules, off by default', () => {
  it.each([
    [false, true, true],
    [true, false, false],
  ])('incognito %s: auto-shortens %s, joins the recent list %s', (incognito, shortens, joins) => {
    expect(autoShortens(DEFAULT_SETTINGS, incognito)).toBe(shortens);
    expect(joinsRecent(DEFAULT_SETTINGS, incognito)).toBe(joins);
  });

  it('each is its own choice', () => {
    const on = { ...DEFAULT_SETTINGS, privateAutoShorten: true, privateRecent: true };
    expect([autoShortens(on, true), joinsRecent(on, true)]).toEqual([true, true]);
    expect(autoShortens({ ...on, autoShorten: false }, true)).toBe(false);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { onCommand } from '../../src/background/commands';
import { MENU, onMenuClick } from '../../src/background/context-menu';
import { useEnglishMessages } from '../support/i18n';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../support/sandbox';

const copied: string[] = [];
vi.mock('../../src/background/clipboard', () => ({ copyFromBackground: async (text: string) => (copied.push(text), true) }));

const sandbox = useSandbox();
let notes: { title: string; message: string }[] = [];

beforeEach(async () => {
  fakeBrowser.reset();
  useEnglishMessages();
  copied.length = 0;
  notes = [];
  vi.spyOn(browser.notifications, 'create').mockImplementation(((_id: string, o: { title: string; message: string }) => (notes.push(o), Promise.resolve(_id))) as never);
  vi.spyOn(browser.action, 'setBadgeText').mockResolvedValue(undefined);
  vi.spyOn(browser.action, 'setBadgeBackgroundColor').mockResolvedValue(undefined);
  await configureFor(sandbox.current);
});

const click = (info: object, tab?: object) => onMenuClick({ editable: false, menuItemId: MENU.shortenLink, pageUrl: 'https://a.example/', ...info } as never, tab as never);

describe('the context menu handler', () => {
  it('shortens the link, copies it, notifies with the short link and flashes the badge', async () => {
    await click({ linkUrl: 'https://example.com/article' });
    const short = sandbox.current.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;
    expect(copied).toEqual([short]);
    expect(notes).toEqual([{ type: 'basic', iconUrl: expect.any(String), title: 'Short link copied', message: `${short} is on your clipboard.` }]);
    expect(browser.action.setBadgeText).toHaveBeenCalledWith({ text: '✓' });
  });

  it.each(['mailto:a@b.example', 'javascript:void(0)', '/relative/path', undefined])('refuses %j in plain words, with no request', async (linkUrl) => {
    await click({ linkUrl });
    expect(sandbox.current.requests).toHaveLength(0);
    expect(notes).toEqual([expect.objectContaining({ title: 'Could not shorten the link', message: 'Only web pages (http or https) can be shortened.' })]);
    expect(copied).toEqual([]);
  });

  it('says why a shortening failed (key refused)', async () => {
    await configureFor(sandbox.current, 'wrong-key-000000000');
    await click({ linkUrl: 'https://example.com/' });
    expect(notes).toEqual([expect.objectContaining({ message: expect.stringContaining('refused your API key') })]);
    expect(JSON.stringify(notes)).not.toContain('wrong-key');
  });

  it('waits out rate limiting: a 429 made nothing, so the link is made once', async () => {
    sandbox.current.addFault({ kind: 'rateLimit', retryAfter: 0, method: 'POST', times: 2 });
    await click({ linkUrl: 'https://example.com/limited' });
    expect(creates(sandbox.current)).toHaveLength(3);
    expect(sandbox.current.store.list(DEMO_KEY, 1, 30).total).toBe(1);
    expect(copied).toHaveLength(1);
  });

  it('"Shorten this page" uses the page URL and the tab title', async () => {
    await click({ menuItemId: MENU.shortenPage, pageUrl: 'https://example.com/here' }, { title: 'Here' });
    expect(creates(sandbox.current)[0]?.body).toEqual({ link: 'https://example.com/here', title: 'Here' });
  });
});

describe('the keyboard command handler', () => {
  it('shortens the tab it is given', async () => {
    await onCommand('shorten-page', { url: 'https://example.com/tab', title: 'Tab' } as never);
    expect(creates(sandbox.current)[0]?.body).toEqual({ link: 'https://example.com/tab', title: 'Tab' });
    expect(copied).toHaveLength(1);
  });

  it('falls back to the active tab', async () => {
    vi.spyOn(browser.tabs, 'query').mockResolvedValue([{ url: 'https://example.com/active', title: 'Active' }] as never);
    await onCommand('shorten-page');
    expect(creates(sandbox.current)[0]?.body).toEqual({ link: 'https://example.com/active', title: 'Active' });
  });

  it('ignores other commands', async () => {
    await onCommand('_execute_action');
    expect(sandbox.current.requests).toHaveLength(0);
  });
});

import { freshDatabases } from '../../../support/databases';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { onCommand } from '../../../../src/background/actions/commands';
import { MENU, onMenuClick } from '../../../../src/background/actions/context-menu';
import { captureFeedback, type Note } from '../../../support/feedback';
import { useEnglishMessages } from '../../../support/i18n';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';
import { useClock } from '../../../../src/shared/time/clock';
import { MAX_RATE_WAIT_MS } from '../../../../src/shared/time/limits';

const copied: string[] = [];
vi.mock('../../../../src/background/actions/background-copy', () => ({
  copyFromBackground: async (text: string) => (copied.push(text), true),
}));

const SECOND_KEY = 'second-key-0000000000';
const sandbox = useSandbox({ keys: [DEMO_KEY, SECOND_KEY] });
let notes: Note[] = [];

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  useEnglishMessages();
  copied.length = 0;
  notes = captureFeedback();
  await configureFor(sandbox.current);
});

const click = (info: object, tab?: object) =>
  onMenuClick(
    { editable: false, menuItemId: MENU.shortenLink, pageUrl: 'https://a.example/', ...info } as never,
    tab as never,
  );

describe('the context menu handler', () => {
  it('shortens the link, copies it, notifies with the short link and flashes the badge', async () => {
    await click({ linkUrl: 'https://example.com/article' });
    const short = sandbox.current.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;
    expect(copied).toEqual([short]);
    expect(notes).toEqual([
      {
        type: 'basic',
        iconUrl: expect.any(String),
        title: 'Short link copied',
        message: `${short} is on your clipboard.`,
      },
    ]);
    expect(browser.action.setBadgeText).toHaveBeenCalledWith({ text: '✓' });
  });

  it.each(['mailto:a@b.example', 'javascript:void(0)', '/relative/path', undefined])(
    'refuses %j in plain words, with no request',
    async (linkUrl) => {
      await click({ linkUrl });
      expect(sandbox.current.requests).toHaveLength(0);
      expect(notes).toEqual([
        expect.objectContaining({
          title: 'Could not shorten the link',
          message: 'Only web pages (http or https) can be shortened.',
        }),
      ]);
      expect(copied).toEqual([]);
    },
  );

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
    vi.spyOn(browser.tabs, 'query').mockResolvedValue([
      { url: 'https://example.com/active', title: 'Active' },
    ] as never);
    await onCommand('shorten-page');
    expect(creates(sandbox.current)[0]?.body).toEqual({ link: 'https://example.com/active', title: 'Active' });
  });

  it('ignores other commands', async () => {
    await onCommand('_execute_action');
    expect(sandbox.current.requests).toHaveLength(0);
  });
});

describe('known links, on every surface', () => {
  const press = () => onCommand('shorten-page', { url: 'https://example.com/twice', title: 'Twice' } as never);

  it('the shortcut pressed twice (the second while the first is on its way): one link, copied twice, the second "already shortened"', async () => {
    sandbox.current.addFault({ kind: 'latency', latencyMs: 200, method: 'POST', times: 1 });
    await Promise.all([press(), press()]);
    expect(creates(sandbox.current)).toHaveLength(1);
    expect(copied).toHaveLength(2);
    expect(notes.map((n) => n.title).sort()).toEqual(['Already shortened', 'Short link copied']);
  });

  it('the shortcut pressed again later answers the known link, with no request', async () => {
    await press();
    const before = sandbox.current.requests.length;
    await press();
    expect(sandbox.current.requests).toHaveLength(before);
    expect(copied[1]).toBe(copied[0]);
    expect(notes[1]).toMatchObject({
      title: 'Already shortened',
      message: `You shortened this page before: ${copied[0]} is on your clipboard.`,
    });
  });

  it('two clicks of "Shorten link" on one link: one link; a Shift-click (Firefox) makes another', async () => {
    await click({ linkUrl: 'https://example.com/menu' });
    await click({ linkUrl: 'https://example.com/menu' });
    expect(creates(sandbox.current)).toHaveLength(1);
    await click({ linkUrl: 'https://example.com/menu', modifiers: ['Shift'] });
    expect(creates(sandbox.current)).toHaveLength(2);
    expect(copied[2]).not.toBe(copied[0]);
  });

  it('a page shortened by another key (another account) is shortened anew', async () => {
    await press();
    await configureFor(sandbox.current, SECOND_KEY);
    await press();
    expect(creates(sandbox.current)).toHaveLength(2);
    expect(notes.map((n) => n.title)).toEqual(['Short link copied', 'Short link copied']);
  });
});

describe('rate limiting longer than a worker lives', () => {
  afterEach(() => useClock(null));

  it('waits 429s out by the one clock until MAX_RATE_WAIT_MS, then says so', async () => {
    // A fake clock whose waits take no real time: the deadline and the waits must both be its own.
    let now = Date.now();
    const waits: number[] = [];
    useClock({ now: () => now, sleep: async (ms) => void (waits.push(ms), (now += ms)) });
    sandbox.current.addFault({ kind: 'rateLimit', retryAfter: 10, method: 'POST', times: 10 });
    await click({ linkUrl: 'https://example.com/patient' });
    // Tried at 0, ~10 s and ~20 s; the next try would start past 25 s.
    expect(creates(sandbox.current)).toHaveLength(Math.floor(MAX_RATE_WAIT_MS / 10_000) + 1);
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(MAX_RATE_WAIT_MS);
    expect(notes).toEqual([expect.objectContaining({ title: 'The service asks you to wait' })]);
  });

  it('is said in a notification (nothing made, when to try again), not waited out silently', async () => {
    sandbox.current.addFault({ kind: 'rateLimit', retryAfter: 40, method: 'POST', times: 1 });
    await click({ linkUrl: 'https://example.com/busy' });
    expect(creates(sandbox.current)).toHaveLength(1);
    expect(sandbox.current.store.list(DEMO_KEY, 1, 1).total).toBe(0);
    expect(notes).toEqual([
      expect.objectContaining({
        title: 'The service asks you to wait',
        message: 'Too many requests: nothing was made. Try again in 40 seconds.',
      }),
    ]);
  });
});

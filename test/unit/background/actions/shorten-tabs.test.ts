import { freshDatabases } from '../../../support/databases';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { shortenTabs, tabsToShorten, TAB_PACE_MS } from '../../../../src/background/actions/shorten-tabs';
import { shorten } from '../../../../src/background/links/shorten';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../../test/support/sandbox';

const sandbox = useSandbox({ keys: [DEMO_KEY] });
let n = 0;
const actionId = () => `tabs-${++n}`;

/** A pause that only records what it was asked to wait. */
function recordingWait() {
  const waits: number[] = [];
  return { waits, wait: async (ms: number) => void waits.push(ms) };
}

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  await configureFor(sandbox.current);
});

describe('which tabs', () => {
  const window = [
    { id: 1, url: 'https://example.com/a', title: 'A', highlighted: true },
    { id: 2, url: 'chrome://settings/', title: 'Settings', highlighted: false },
    { id: 3, url: 'https://example.com/b', title: 'B', highlighted: false },
    { id: 4, url: 'https://example.com/c', title: 'C', highlighted: false },
  ];
  const queryOf = (tabs: typeof window) => async (q: { highlighted?: boolean; windowId?: number }) => {
    expect(q.windowId).toBe(7);
    return tabs.filter((t) => q.highlighted === undefined || t.highlighted === q.highlighted);
  };

  it('every web tab of the window when only the active one is selected', async () => {
    expect((await tabsToShorten(7, queryOf(window))).map((t) => t.id)).toEqual([1, 3, 4]);
  });

  it('only the selected tabs when several are selected', async () => {
    const selected = window.map((t) => (t.id === 4 ? { ...t, highlighted: true } : t));
    expect((await tabsToShorten(7, queryOf(selected))).map((t) => t.id)).toEqual([1, 4]);
  });
});

describe('shortening the tabs', () => {
  const asIs = async (tab: { url?: string }) => tab.url!;

  it('makes one link per page: a page already shortened keeps its link, the same page twice is one link', async () => {
    const known = await shorten({ url: 'https://example.com/known', actionId: 'before', reuseKnown: false });
    const { wait } = recordingWait();
    const tabs = [
      { id: 1, url: 'https://example.com/known', title: 'Known' },
      { id: 2, url: 'https://example.com/new', title: 'New' },
      { id: 3, url: 'https://example.com/new', title: 'New again' },
    ];
    const results = await shortenTabs(tabs, actionId(), { prepare: asIs, wait });
    expect(results.map((r) => r.reply.ok && r.reply.value.reused)).toEqual([true, false, true]);
    expect(results[0]!.reply.ok && results[0]!.reply.value.link.id).toBe(known.ok && known.value.link.id);
    expect(creates(sandbox.current).map((r) => (r.body as { link: string }).link)).toEqual([
      'https://example.com/known',
      'https://example.com/new',
    ]);
  });

  it('the same request again (a retry) makes nothing more', async () => {
    const tabs = [
      { id: 1, url: 'https://example.com/one' },
      { id: 2, url: 'https://example.com/two' },
    ];
    const id = actionId();
    const { wait } = recordingWait();
    await shortenTabs(tabs, id, { prepare: asIs, wait });
    const again = await shortenTabs(tabs, id, { prepare: asIs, wait });
    expect(again.every((r) => r.reply.ok)).toBe(true);
    expect(creates(sandbox.current)).toHaveLength(2);
  });

  it('refuses a URL with credentials without a request, and asks about a private host', async () => {
    const { wait } = recordingWait();
    const tabs = [
      { id: 1, url: 'https://user:secret@example.com/x' },
      { id: 2, url: 'http://192.168.1.10/admin' },
      { id: 3, url: 'https://example.com/ok' },
    ];
    const results = await shortenTabs(tabs, actionId(), { prepare: asIs, wait });
    expect(results.map((r) => (r.reply.ok ? 'ok' : r.reply.error.kind))).toEqual([
      'credentials-in-url',
      'private-address',
      'ok',
    ]);
    expect(creates(sandbox.current).map((r) => (r.body as { link: string }).link)).toEqual(['https://example.com/ok']);
  });

  it("a 429 waits for the service's Retry-After, then the tab is made once", async () => {
    sandbox.current.addFault({ kind: 'rateLimit', method: 'POST', times: 2, retryAfter: 3 });
    const { waits, wait } = recordingWait();
    const results = await shortenTabs([{ id: 1, url: 'https://example.com/busy' }], actionId(), {
      prepare: asIs,
      wait,
    });
    expect(results[0]!.reply.ok).toBe(true);
    expect(waits.filter((ms) => ms === 3000)).toHaveLength(2);
    expect(creates(sandbox.current)).toHaveLength(3);
    expect(sandbox.current.store.list(DEMO_KEY, 1, 30).total).toBe(1);
  });

  it('paces the tabs: one start per TAB_PACE_MS at most', async () => {
    const starts: number[] = [];
    let clock = 0;
    const wait = async (ms: number) => void (clock += ms);
    const counting: typeof shorten = async (request) => {
      starts.push(clock);
      return shorten(request);
    };
    const tabs = Array.from({ length: 5 }, (_, i) => ({ id: i, url: `https://example.com/p${i}` }));
    const realNow = Date.now;
    Date.now = () => clock;
    try {
      await shortenTabs(tabs, actionId(), { prepare: asIs, wait, shorten: counting });
    } finally {
      Date.now = realNow;
    }
    expect(
      starts
        .slice(1)
        .map((t, i) => t - starts[i]!)
        .every((gap) => gap >= TAB_PACE_MS),
    ).toBe(true);
  });

  it('strips tracking parameters as for one page', async () => {
    await configureFor(sandbox.current, DEMO_KEY, { stripTracking: true });
    const { wait } = recordingWait();
    const results = await shortenTabs([{ id: 1, url: 'https://example.com/t?utm_source=x&id=3' }], actionId(), {
      wait,
    });
    expect(results[0]!.input.url).toBe('https://example.com/t?id=3');
  });
});

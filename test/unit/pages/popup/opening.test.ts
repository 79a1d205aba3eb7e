import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { StoredLink } from '../../../../src/shared/links/head';
import type { Opened, Reply } from '../../../../src/shared/messages/contract';
import { FIRST_RENDER_WAIT_MS, startPopup, type Answer, type FirstRender } from '../../../../src/pages/popup/opening';
import { HEAD_KEY, SETTINGS_KEY } from '../../../../src/shared/settings/keys';
import { toProjection } from '../../../../src/shared/links/projection';

const SHORT = 'https://zd.lc/abc';
const PAGE = 'https://example.com/page';
const link = {
  id: 'l1',
  shortLink: SHORT,
  destination: PAGE,
  title: 'Page',
  domain: 'zd.lc',
  backHalf: 'abc',
  group: null,
  createdAt: 1,
  updatedAt: 1,
  seenAt: 1,
} as StoredLink;
const head = { account: 'acct', links: [link], total: 1 };
const opened: Reply<'openTab'> = {
  ok: true,
  value: {
    prepared: { url: PAGE, source: 'tab', stripped: [] },
    input: { url: PAGE, title: 'Page', reuseKnown: true },
    shortened: { ok: true, value: { link, reused: false } },
  } satisfies Opened,
};
const autoCopy = { autoShorten: true, autoCopy: true, copyFormat: 'plain' };

let focused: boolean;
/** What the copy command does: fill the clipboard through the copy event, or refuse (false). */
let commandWorks: boolean;
let clipboard: Record<string, string>;
let writes: { text: string; done: () => void }[];
let focusListeners: (() => void)[];
/** What happened, in order: the messages sent, the storage read, the tab query. */
let calls: string[];
/** The background's answer to `openTab`, when the test gives it. */
let answerOpenTab: (reply: Reply<'openTab'> | undefined) => void;
let failOpenTab: () => void;

beforeEach(() => {
  fakeBrowser.reset();
  focused = true;
  commandWorks = true;
  clipboard = {};
  writes = [];
  focusListeners = [];
  calls = [];
  // The popup's page, as much of it as the opening uses: its focus, the copy command and the clipboard API.
  const copyListeners = new Set<(e: unknown) => void>();
  vi.stubGlobal('document', {
    hasFocus: () => focused,
    addEventListener: (type: string, f: (e: unknown) => void) => type === 'copy' && copyListeners.add(f),
    removeEventListener: (type: string, f: (e: unknown) => void) => type === 'copy' && copyListeners.delete(f),
    execCommand: (command: string) => {
      if (command !== 'copy' || !commandWorks) return false;
      const data: Record<string, string> = {};
      let prevented = false;
      copyListeners.forEach((f) =>
        f({
          clipboardData: { setData: (type: string, value: string) => (data[type] = value) },
          preventDefault: () => (prevented = true),
        }),
      );
      if (prevented) clipboard = data;
      return true;
    },
  });
  vi.stubGlobal('requestAnimationFrame', (frame: () => void) => setTimeout(frame, 0));
  vi.stubGlobal(
    'addEventListener',
    (type: string, listener: () => void) => type === 'focus' && focusListeners.push(listener),
  );
  vi.stubGlobal('navigator', {
    clipboard: { writeText: (text: string) => new Promise<void>((done) => writes.push({ text, done })) },
  });
  vi.spyOn(browser.runtime, 'sendMessage').mockImplementation(((m: { type: string }) => {
    calls.push(`send ${m.type}`);
    return new Promise(
      (resolve, reject) => ((answerOpenTab = resolve), (failOpenTab = () => reject(new Error('no background')))),
    );
  }) as never);
  const get = browser.storage.local.get.bind(browser.storage.local);
  vi.spyOn(browser.storage.local, 'get').mockImplementation(
    ((keys: string[]) => (calls.push('storage read'), get(keys))) as never,
  );
  // The tab query answers only when a test says so: the first render never waits for it.
  vi.spyOn(browser.tabs, 'query').mockImplementation((() => (calls.push('tab query'), new Promise(() => {}))) as never);
});
afterEach(() => vi.unstubAllGlobals());

/** The popup started; answers what its first render was given. */
async function start(stored: Record<string, unknown>): Promise<FirstRender> {
  await browser.storage.local.set(stored);
  let first: FirstRender | undefined;
  await startPopup(
    (f) => (first = f),
    () => false,
  );
  return first!;
}

/** Whether `p` has settled by the time the pending callbacks ran. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
}

describe('startPopup', () => {
  it('asks the background to open the tab before it reads storage, and renders once from the read, waiting for neither the answer nor the tab', async () => {
    const draw = vi.fn();
    await browser.storage.local.set({ [SETTINGS_KEY]: autoCopy, [HEAD_KEY]: toProjection(head) });
    await startPopup(draw, () => false);
    expect(calls).toEqual(['send openTab', 'storage read', 'tab query']);
    expect(draw).toHaveBeenCalledTimes(1);
    const first = draw.mock.calls[0]![0] as FirstRender;
    expect(first.head).toEqual(head);
    expect(first.settings).toMatchObject(autoCopy);
    expect(await settled(first.opening)).toBe(false);
    expect(await settled(first.shortening!.answer)).toBe(false);
  });

  it('a corrupt head is not shown; auto-shorten off: no shortening', async () => {
    const first = await start({
      [SETTINGS_KEY]: { ...autoCopy, autoShorten: false },
      [HEAD_KEY]: { ...toProjection(head), links: [{ id: 1 }] },
    });
    expect(first.head).toBeNull();
    expect(first.shortening).toBeNull();
  });

  it('a projection of an earlier shape (no version) is not shown', async () => {
    expect((await start({ [SETTINGS_KEY]: autoCopy, [HEAD_KEY]: head })).head).toBeNull();
  });
});

describe('the opening shortening, auto-copy on', () => {
  async function answered(settings: Record<string, unknown> = autoCopy): Promise<Answer> {
    const first = await start({ [SETTINGS_KEY]: settings });
    answerOpenTab(opened);
    return (await first.shortening!.answer)!;
  }

  it('copies the link by the copy command as the answer arrives, and says so', async () => {
    const a = await answered();
    expect(a.reply).toEqual(opened.ok && opened.value.shortened);
    expect(clipboard).toEqual({ 'text/plain': SHORT });
    expect(await a.copied).toBe(true);
    expect(writes).toEqual([]);
  });

  it('rich text: both flavours at once', async () => {
    const a = await answered({ ...autoCopy, copyFormat: 'rich' });
    expect(await a.copied).toBe(true);
    expect(clipboard).toEqual({ 'text/plain': SHORT, 'text/html': `<a href="${SHORT}">Page</a>` });
  });

  it('the command refused: the clipboard API, once the write resolved', async () => {
    commandWorks = false;
    const a = await answered();
    await settled(a.copied!);
    expect(writes.map((w) => w.text)).toEqual([SHORT]);
    expect(await settled(a.copied!)).toBe(false);
    writes[0]!.done();
    expect(await a.copied).toBe(true);
  });

  it('the command refused and the popup not focused yet: the clipboard API when it gets focus', async () => {
    commandWorks = false;
    focused = false;
    const a = await answered();
    await settled(a.copied!);
    expect(writes).toEqual([]);
    focused = true;
    focusListeners.forEach((f) => f());
    await settled(a.copied!);
    expect(writes.map((w) => w.text)).toEqual([SHORT]);
    writes[0]!.done();
    expect(await a.copied).toBe(true);
  });

  it('both refused: the answer still comes, and says the copy failed', async () => {
    commandWorks = false;
    vi.stubGlobal('navigator', {
      clipboard: { writeText: () => Promise.reject(new Error('Document is not focused')) },
    });
    const a = await answered();
    expect(await a.copied).toBe(false);
  });

  it('auto-copy off: nothing is copied', async () => {
    const a = await answered({ ...autoCopy, autoCopy: false });
    expect(a.copied).toBeUndefined();
    expect(clipboard).toEqual({});
    expect(writes).toEqual([]);
  });

  it('nothing shortened (a page that cannot be): no answer to show', async () => {
    const first = await start({ [SETTINGS_KEY]: autoCopy });
    answerOpenTab({ ok: true, value: { prepared: null, input: null, shortened: null } });
    expect(await first.shortening!.answer).toBeNull();
  });

  it("the background unreachable: the failure is the shortening's, for the tab's URL", async () => {
    vi.mocked(browser.tabs.query).mockResolvedValue([{ id: 1, url: PAGE, title: 'Page' }] as never);
    const first = await start({ [SETTINGS_KEY]: autoCopy });
    failOpenTab();
    const a = (await first.shortening!.answer)!;
    expect(a.reply).toEqual({ ok: false, error: { kind: 'internal' } });
    expect(a.input).toEqual({ url: PAGE, title: 'Page', reuseKnown: true });
    expect((await first.opening).prepared).toBeDefined();
  });
});

describe('the toolbar popup with auto-copy on: the first render waits for the answer to copy', () => {
  afterEach(() => vi.useRealTimers());

  it('renders once the answer is in (and copied), not before', async () => {
    await browser.storage.local.set({ [SETTINGS_KEY]: autoCopy });
    const draw = vi.fn();
    const started = startPopup(
      () => draw(clipboard['text/plain'] ?? 'nothing copied'),
      () => true,
    );
    await vi.waitFor(() => expect(calls).toContain('tab query'));
    expect(await settled(started)).toBe(false);
    answerOpenTab(opened);
    await started;
    expect(draw).toHaveBeenCalledWith(SHORT);
  });

  it('a slow answer: renders after FIRST_RENDER_WAIT_MS', async () => {
    await browser.storage.local.set({ [SETTINGS_KEY]: autoCopy });
    const draw = vi.fn();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const started = startPopup(draw, () => true);
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1);
    expect(draw).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(draw).toHaveBeenCalledTimes(1);
    await started;
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('auto-copy off, or popup.html in a tab: renders at once, and asks whether it is the toolbar popup only when it would wait', async () => {
    const toolbar = vi.fn(() => true);
    await browser.storage.local.set({ [SETTINGS_KEY]: { ...autoCopy, autoCopy: false } });
    const draw = vi.fn();
    await startPopup(draw, toolbar);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(toolbar).not.toHaveBeenCalled();
    await browser.storage.local.set({ [SETTINGS_KEY]: autoCopy });
    await startPopup(draw, () => false);
    expect(draw).toHaveBeenCalledTimes(2);
  });
});

describe("the popup's own read of the tab", () => {
  it('cleans and caps the title it will send again (Try again, Shorten it anyway)', async () => {
    vi.mocked(browser.tabs.query).mockResolvedValue([
      { id: 1, url: PAGE, title: `Pay\u202Eexe.pdf\u0000 ${'y'.repeat(1500)}` },
    ] as never);
    const first = await start({ [SETTINGS_KEY]: { ...autoCopy, autoShorten: false } });
    const { tab } = await first.opening;
    expect(tab?.title).toBe(`Payexe.pdf ${'y'.repeat(1500)}`.slice(0, 1000));
  });
});

describe("the administrator's locks, in the first frame", () => {
  it('a locked auto-copy off wins over a value synced from an unmanaged profile: nothing is copied at opening', async () => {
    await browser.storage.sync.set({ 'pref.autoCopy': true });
    vi.spyOn(browser.storage.managed, 'get').mockResolvedValue({
      preferences: { autoCopy: false },
      locked: ['autoCopy'],
    } as never);
    const first = await start({ [SETTINGS_KEY]: autoCopy });
    expect(first.settings.autoCopy).toBe(false);
    answerOpenTab(opened);
    const a = (await first.shortening!.answer)!;
    expect(a.copied).toBeUndefined();
    expect(clipboard).toEqual({});
    expect(writes).toEqual([]);
  });

  it('no managed storage (Firefox throws): the stored values stand', async () => {
    vi.spyOn(browser.storage.managed, 'get').mockRejectedValue(new Error('Managed storage manifest not found'));
    const first = await start({ [SETTINGS_KEY]: autoCopy });
    expect(first.settings.autoCopy).toBe(true);
  });
});

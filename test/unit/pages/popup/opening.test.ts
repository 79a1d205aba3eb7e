import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Link } from '../../../../src/shared/types';
import type { Opened, Reply } from '../../../../src/shared/messages/contract';
import { afterAnswer, beforeFirstRender, FIRST_RENDER_WAIT_MS, openingShortening, type Answer, type Shortening } from '../../../../src/pages/popup/opening';
import { DEFAULT_SETTINGS, type Settings } from '../../../../src/shared/settings/settings';

const SHORT = 'https://zd.lc/abc';
const PAGE = 'https://example.com/page';
const link = { id: 'l1', shortLink: SHORT, destination: PAGE, title: 'Page' } as Link;
const opened: Reply<'openTab'> = {
  ok: true,
  value: { prepared: { url: PAGE, source: 'tab', stripped: [] }, input: { url: PAGE, title: 'Page', reuseKnown: true }, shortened: { ok: true, value: { link, reused: false } } } satisfies Opened,
};
const settings: Settings = { ...DEFAULT_SETTINGS, autoShorten: true, autoCopy: true, copyFormat: 'plain' };

let focused: boolean;
/** What the copy command does: fill the clipboard through the copy event, or refuse (false). */
let commandWorks: boolean;
let clipboard: Record<string, string>;
let writes: { text: string; done: () => void }[];
let focusListeners: (() => void)[];

beforeEach(() => {
  focused = true;
  commandWorks = true;
  clipboard = {};
  writes = [];
  focusListeners = [];
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
      copyListeners.forEach((f) => f({ clipboardData: { setData: (type: string, value: string) => (data[type] = value) }, preventDefault: () => (prevented = true) }));
      if (prevented) clipboard = data;
      return true;
    },
  });
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => type === 'focus' && focusListeners.push(listener));
  vi.stubGlobal('navigator', { clipboard: { writeText: (text: string) => new Promise<void>((done) => writes.push({ text, done })) } });
});
afterEach(() => vi.unstubAllGlobals());

/** Whether `p` has settled by the time the pending callbacks ran. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
}

const shortening = (s = settings) => openingShortening(s, Promise.resolve(null), { actionId: 'a1', opened: Promise.resolve(opened) })!;

describe('the opening shortening, auto-copy on', () => {
  it('copies the link by the copy command as the answer arrives, and says so', async () => {
    const answered = (await shortening().answer) as Answer;
    expect(answered.reply).toEqual(opened.ok && opened.value.shortened);
    expect(clipboard).toEqual({ 'text/plain': SHORT });
    expect(await answered.copied).toBe(true);
    expect(writes).toEqual([]);
  });

  it('rich text: both flavours at once', async () => {
    const answered = (await shortening({ ...settings, copyFormat: 'rich' }).answer) as Answer;
    expect(await answered.copied).toBe(true);
    expect(clipboard).toEqual({ 'text/plain': SHORT, 'text/html': `<a href="${SHORT}">Page</a>` });
  });

  it('the command refused: the clipboard API, once the write resolved', async () => {
    commandWorks = false;
    const answered = (await shortening().answer) as Answer;
    await settled(answered.copied!);
    expect(writes.map((w) => w.text)).toEqual([SHORT]);
    expect(await settled(answered.copied!)).toBe(false);
    writes[0]!.done();
    expect(await answered.copied).toBe(true);
  });

  it('the command refused and the popup not focused yet: the clipboard API when it gets focus', async () => {
    commandWorks = false;
    focused = false;
    const answered = (await shortening().answer) as Answer;
    await settled(answered.copied!);
    expect(writes).toEqual([]);
    focused = true;
    focusListeners.forEach((f) => f());
    await settled(answered.copied!);
    expect(writes.map((w) => w.text)).toEqual([SHORT]);
    writes[0]!.done();
    expect(await answered.copied).toBe(true);
  });

  it('both refused: the answer still comes, and says the copy failed', async () => {
    commandWorks = false;
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('Document is not focused')) } });
    const answered = (await shortening().answer) as Answer;
    expect(await answered.copied).toBe(false);
  });

  it('auto-copy off: nothing is copied', async () => {
    const answered = (await shortening({ ...settings, autoCopy: false }).answer) as Answer;
    expect(answered.copied).toBeUndefined();
    expect(clipboard).toEqual({});
    expect(writes).toEqual([]);
  });
});

describe('the first render, with an opening shortening on its way', () => {
  /** A shortening whose answer comes when `answer` is called. */
  function pending(): { shortening: Shortening; answer: (a: Answer | null) => void; fail: () => void } {
    let answer!: (a: Answer | null) => void;
    let fail!: () => void;
    const promise = new Promise<Answer | null>((resolve, reject) => ((answer = resolve), (fail = () => reject(new Error('lost')))));
    return { shortening: { actionId: 'a1', answer: promise }, answer, fail };
  }
  afterEach(() => vi.useRealTimers());

  it('auto-copy on: waits for the answer', async () => {
    const p = pending();
    const ready = beforeFirstRender(settings, p.shortening, () => true);
    expect(await settled(ready)).toBe(false);
    p.answer(null);
    expect(await settled(ready)).toBe(true);
  });

  it('auto-copy on and a slow answer: waits no longer than FIRST_RENDER_WAIT_MS', async () => {
    vi.useFakeTimers();
    const ready = beforeFirstRender(settings, pending().shortening, () => true);
    let done = false;
    void ready.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('an answer that failed to come does not keep the render from happening', async () => {
    const p = pending();
    const ready = beforeFirstRender(settings, p.shortening, () => true);
    p.fail();
    expect(await settled(ready)).toBe(true);
  });

  it('auto-copy off, nothing asked, or popup.html in a tab: at once', async () => {
    expect(await settled(beforeFirstRender({ ...settings, autoCopy: false }, pending().shortening, () => true))).toBe(true);
    expect(await settled(beforeFirstRender(settings, null, () => true))).toBe(true);
    expect(await settled(beforeFirstRender(settings, pending().shortening, () => false))).toBe(true);
  });

  it('asks whether the page is the toolbar popup only when it would wait (the question builds browser.extension)', async () => {
    const toolbar = vi.fn(() => true);
    await beforeFirstRender({ ...settings, autoCopy: false }, pending().shortening, toolbar);
    await beforeFirstRender(settings, null, toolbar);
    expect(toolbar).not.toHaveBeenCalled();
  });
});

describe("work for after the opening's answer (the card's code)", () => {
  const waiting = () => {
    let answer!: (reply: Reply<'openTab'>) => void;
    const tab = Promise.resolve({ id: 1, url: PAGE, title: 'Page' });
    const s = openingShortening(settings, tab, { actionId: 'a1', opened: new Promise((resolve) => (answer = resolve)) })!;
    return { s, answer };
  };

  it('runs once the answer is in and its link copied, not before', async () => {
    const { s, answer } = waiting();
    const runs: string[] = [];
    afterAnswer(s, () => runs.push(clipboard['text/plain'] ?? 'nothing copied'));
    await settled(s.answer);
    expect(runs).toEqual([]);
    answer(opened);
    await settled(s.answer);
    expect(runs).toEqual([SHORT]);
  });

  it('runs after a failed answer too (its failure card is in the same code), and after one with nothing shortened (the form, in the same code, shows then); never without a shortening', async () => {
    const { s, answer } = waiting();
    const work = vi.fn();
    afterAnswer(s, work);
    // The background unreachable: the failure is the shortening's, shown on its card.
    answer({ ok: false, error: { kind: 'internal' } });
    await settled(s.answer);
    expect(work).toHaveBeenCalledTimes(1);
    const nothing = waiting();
    afterAnswer(nothing.s, work);
    nothing.answer({ ok: true, value: { prepared: null, input: null, shortened: null } });
    await settled(nothing.s.answer);
    expect(work).toHaveBeenCalledTimes(2);
    const none = vi.fn();
    afterAnswer(null, none);
    await settled(Promise.resolve());
    expect(none).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Link } from '../../src/api/types';
import type { Opened, Reply } from '../../src/messages/contract';
import { openingShortening, type Answer } from '../../src/popup/opening';
import { DEFAULT_SETTINGS } from '../../src/settings/settings';

const SHORT = 'https://zd.lc/abc';
const PAGE = 'https://example.com/page';
const link = { id: 'l1', shortLink: SHORT, destination: PAGE, title: 'Page' } as Link;
const opened: Reply<'openTab'> = {
  ok: true,
  value: { prepared: { url: PAGE, source: 'tab', stripped: [] }, input: { url: PAGE, title: 'Page', reuseKnown: true }, shortened: { ok: true, value: { link, reused: false } } } satisfies Opened,
};
const settings = { ...DEFAULT_SETTINGS, autoShorten: true, autoCopy: true, copyFormat: 'plain' as const };

let focused: boolean;
let writes: { text: string; done: () => void }[];
let focusListeners: (() => void)[];

beforeEach(() => {
  focused = true;
  writes = [];
  focusListeners = [];
  // The popup's page, as much of it as the opening uses: its focus and the clipboard.
  vi.stubGlobal('document', { hasFocus: () => focused });
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

const shortening = () => openingShortening(settings, Promise.resolve(null), { actionId: 'a1', opened: Promise.resolve(opened) })!;

describe('the opening shortening, auto-copy on', () => {
  it('focused: the link is copied, and the answer comes once the write resolved', async () => {
    const { answer } = shortening();
    await settled(answer);
    expect(writes.map((w) => w.text)).toEqual([SHORT]);
    expect(await settled(answer)).toBe(false);
    writes[0]!.done();
    const answered = (await answer) as Answer;
    expect(answered.reply).toEqual(opened.ok && opened.value.shortened);
    expect(await answered.copied).toBe(true);
  });

  it('not focused yet: the answer comes at once, and the copy when the popup gets focus', async () => {
    focused = false;
    const { answer } = shortening();
    const answered = (await answer) as Answer;
    expect(answered.input.url).toBe(PAGE);
    expect(writes).toEqual([]);
    focused = true;
    focusListeners.forEach((f) => f());
    await settled(answered.copied!);
    expect(writes.map((w) => w.text)).toEqual([SHORT]);
    writes[0]!.done();
    expect(await answered.copied).toBe(true);
  });

  it('a write refused: the answer still comes, and says the copy failed', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('Document is not focused')) } });
    const answered = (await shortening().answer) as Answer;
    expect(await answered.copied).toBe(false);
  });

  it('auto-copy off: nothing is written', async () => {
    const answered = (await openingShortening({ ...settings, autoCopy: false }, Promise.resolve(null), { actionId: 'a1', opened: Promise.resolve(opened) })!.answer) as Answer;
    expect(answered.copied).toBeUndefined();
    expect(writes).toEqual([]);
  });
});

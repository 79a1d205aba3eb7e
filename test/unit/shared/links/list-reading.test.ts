import { describe, expect, it } from 'vitest';
import { parseCsv, parseText } from '../../../../src/shared/links/bulk-input';
import {
  countRefusal,
  fileRefusal,
  MAX_LIST_FILE_BYTES,
  readListInChunks,
} from '../../../../src/shared/links/list-reading';

/** A clock that moves 1 ms per reading of it: every slice ends after a few lines. */
function steppingClock() {
  let ms = 0;
  return () => ms++;
}

describe('reading a long list in slices', () => {
  const text = Array.from({ length: 400 }, (_, i) => (i % 7 ? `https://a.example/${i}` : `junk ${i}`)).join('\n');
  const csv = `name,url\n${Array.from({ length: 300 }, (_, i) => `n${i},https://b.example/${i}`).join('\n')}`;

  it('nothing is read before the first pause (the page paints first), then pauses between slices', async () => {
    const events: string[] = [];
    let reads = 0;
    const now = steppingClock();
    const clock = () => (reads++, now());
    const pause = async () => void events.push(`pause after ${reads} clock reads`);
    await readListInChunks(text, false, pause, undefined, clock);
    expect(events[0]).toBe('pause after 0 clock reads');
    expect(events.length).toBeGreaterThan(10);
  });

  it.each([
    ['text', text, false, parseText],
    ['CSV', csv, true, parseCsv],
  ] as const)('%s: the same lines as reading it at once', async (_kind, input, isCsv, atOnce) => {
    expect(await readListInChunks(input, isCsv, async () => undefined, undefined, steppingClock())).toEqual(
      atOnce(input),
    );
  });

  it('stops when newer text came', async () => {
    const abort = new AbortController();
    let pauses = 0;
    const pause = async () => void (++pauses === 3 && abort.abort());
    expect(await readListInChunks(text, false, pause, abort.signal, steppingClock())).toBeNull();
    expect(pauses).toBe(3);
  });
});

describe('the bounds of a list', () => {
  it('a file: up to the cap read, over it refused', () => {
    expect(fileRefusal(MAX_LIST_FILE_BYTES)).toBeNull();
    expect(fileRefusal(MAX_LIST_FILE_BYTES + 1)).toEqual({
      kind: 'file-too-large',
      bytes: MAX_LIST_FILE_BYTES + 1,
      max: MAX_LIST_FILE_BYTES,
    });
  });

  it('addresses: 5,000 go, 5,001 are refused', () => {
    expect(countRefusal(5_000)).toBeNull();
    expect(countRefusal(5_001)).toEqual({ kind: 'too-many', count: 5_001, max: 5_000 });
  });
});

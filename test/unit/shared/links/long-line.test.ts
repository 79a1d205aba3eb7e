/**
 * One line of many addresses (a list exported without line breaks) is read in linear time, and
 * the slice reader pauses inside it, so the page keeps painting.
 */
import { describe, expect, it } from 'vitest';
import { findUrls } from '../../../../src/shared/links/find-url';
import { parseText } from '../../../../src/shared/links/bulk-input';
import { readListInChunks, textRefusal, MAX_LIST_FILE_BYTES } from '../../../../src/shared/links/list-reading';

const ONE_LINE = Array.from({ length: 20_000 }, (_, i) => `https://a.example/${i}`).join(' ');

describe('a long line', () => {
  it('20,000 addresses on one line are found well under a second', () => {
    const start = performance.now();
    const urls = findUrls(ONE_LINE);
    expect(performance.now() - start).toBeLessThan(400);
    expect(urls).toHaveLength(20_000);
    expect(urls.at(-1)).toBe('https://a.example/19999');
  });

  it('a repeated address is still found once', () => {
    expect(findUrls(`${ONE_LINE} https://a.example/7 https://a.example/7`)).toHaveLength(20_000);
  });

  it('closing brackets at the end of a huge candidate are trimmed in linear time', () => {
    const start = performance.now();
    expect(findUrls(`https://a.example/${')'.repeat(30_000)}`)).toEqual(['https://a.example/']);
    expect(performance.now() - start).toBeLessThan(400);
  });

  it('the slice reader pauses inside it, and reads the same lines', async () => {
    let ms = 0;
    let pauses = 0;
    const lines = await readListInChunks(
      ONE_LINE,
      false,
      async () => void pauses++,
      undefined,
      () => ms++,
    );
    expect(pauses).toBeGreaterThan(100);
    expect(lines).toEqual(parseText(ONE_LINE));
  });
});

describe('pasted text', () => {
  it('is capped as a file is, by its size in bytes', () => {
    expect(textRefusal('a'.repeat(MAX_LIST_FILE_BYTES))).toBeNull();
    expect(textRefusal('a'.repeat(MAX_LIST_FILE_BYTES + 1))).toEqual({
      kind: 'text-too-large',
      bytes: MAX_LIST_FILE_BYTES + 1,
      max: MAX_LIST_FILE_BYTES,
    });
    // Two bytes a character in UTF-8: half as many characters reach the cap.
    expect(textRefusal('é'.repeat(MAX_LIST_FILE_BYTES / 2 + 1))).toMatchObject({ bytes: MAX_LIST_FILE_BYTES + 2 });
  });
});

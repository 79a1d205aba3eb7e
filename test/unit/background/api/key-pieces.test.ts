/**
 * A service may echo only part of the key (cut to its first 40 characters, or a piece in the
 * middle of a longer text): any run of 8 or more of its characters is masked, wherever it is.
 */
import { describe, expect, it } from 'vitest';
import { createLinksApi } from '../../../../src/background/api/client';

const KEY = 'sk_live_9f8e7d6c5b4a39281706f5e4d3c2b1a0ZYXWVUTSRQPONM';

const answer =
  (status: number, body: string): typeof fetch =>
  async () =>
    new Response(body, { status, headers: { 'content-type': 'application/json' } });
const api = (status: number, body: string) =>
  createLinksApi({
    serviceUrl: 'https://links.example.com',
    apiKey: KEY,
    wait: async () => {},
    fetch: answer(status, body),
  });

/** Every run of 8 characters of the key that is still in the answer, read without format characters. */
const leaks = (result: unknown) => {
  const shown = JSON.stringify(result).replace(/\p{Cf}/gu, '');
  return Array.from({ length: KEY.length - 7 }, (_, i) => KEY.slice(i, i + 8)).filter((p) => shown.includes(p));
};

describe('a piece of the key in a failure', () => {
  it.each([
    ['cut to its first 40 characters', `Key ${KEY.slice(0, 40)} is not valid`],
    ['its last 8 characters', `Key ending ${KEY.slice(-8)} is not valid`],
    ['a piece from its middle', `Token fragment ${KEY.slice(13, 29)}: refused`],
    [
      'two pieces, one with a zero-width space inside',
      `${KEY.slice(2, 12)} and ${KEY.slice(20, 25)}\u200b${KEY.slice(25, 33)}`,
    ],
    [
      'a piece with a tag character (outside the BMP) inside',
      `Key ${KEY.slice(3, 9)}\u{E0020}${KEY.slice(9, 20)} refused`,
    ],
  ])('is masked: %s', async (_, message) => {
    const refused = await api(409, JSON.stringify({ message })).list();
    expect(refused.ok).toBe(false);
    expect(leaks(refused)).toEqual([]);
    expect(JSON.stringify(refused)).toContain('•••');
    const field = await api(422, JSON.stringify({ message: 'no', errors: { link: [message] } })).list();
    expect(leaks(field)).toEqual([]);
  });

  it('keeps text that shares fewer than 8 characters with the key', async () => {
    const message = `Key ${KEY.slice(0, 7)}… is not valid`;
    expect(await api(409, JSON.stringify({ message })).list()).toEqual({
      ok: false,
      error: { kind: 'refused', status: 409, message },
    });
  });
});

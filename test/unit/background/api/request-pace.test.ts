import { describe, expect, it } from 'vitest';
import { requestPace } from '../../../../src/background/api/request-pace';
import { REQUEST_BURST as BURST, REQUEST_RATE_PER_S as RATE } from '../../../../src/shared/time/limits';

/** A clock that moves only when someone waits. */
function fakeTime() {
  let now = 0;
  return { now: () => now, wait: async (ms: number) => void (now += ms) };
}

describe('the request pace', () => {
  it('starts no more than 50 requests in any one-second window, and a lone request at once', async () => {
    const time = fakeTime();
    const pace = requestPace(RATE, BURST, time.now, time.wait);
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 300 }, () => pace.run(async () => void starts.push(time.now()))));
    expect(starts[0]).toBe(0);
    for (let i = 0; i + 50 < starts.length; i++) expect(starts[i + 50]! - starts[i]!).toBeGreaterThanOrEqual(1000);
    // Paced at RATE a second once the burst is spent.
    expect(starts.at(-1)!).toBeLessThanOrEqual(((300 - BURST) / RATE) * 1000 + 50);
  });

  it('a 429 pauses every request until its Retry-After has passed', async () => {
    const time = fakeTime();
    const pace = requestPace(RATE, BURST, time.now, time.wait);
    await pace.run(async () => undefined);
    pace.pause(1000);
    let at = -1;
    await pace.run(async () => void (at = time.now()));
    expect(at).toBeGreaterThanOrEqual(1000);
  });
});

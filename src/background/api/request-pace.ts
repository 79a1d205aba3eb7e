/**
 * Every request the extension sends, paced under the service's limit of 50 a second
 * (PrettyURL's documented rate limit): a bucket of REQUEST_BURST requests refilled at
 * REQUEST_RATE_PER_S, so no one-second window holds more than 50, and a lone request never waits.
 * A 429 pauses everyone until its Retry-After has passed (src/background/actions/list-engine.ts asks for that).
 */
import { sleep } from '../api/retry';
import { REQUEST_BURST, REQUEST_RATE_PER_S } from '../../shared/time/limits';

/** `now`: a monotonic clock (a change of the system clock neither bursts nor stalls the requests). */
export function requestPace(
  rate = REQUEST_RATE_PER_S,
  burst = REQUEST_BURST,
  now = () => performance.now(),
  wait = sleep,
) {
  let tokens = burst;
  let at = now();
  let pausedUntil = 0;
  /** The next free start time, so waiters queue in order instead of racing for a token. */
  let queue: Promise<void> = Promise.resolve();

  const refill = () => {
    const t = now();
    tokens = Math.min(burst, tokens + ((t - at) * rate) / 1000);
    at = t;
  };

  async function take(): Promise<void> {
    for (;;) {
      const paused = pausedUntil - now();
      if (paused > 0) {
        await wait(paused);
        continue;
      }
      refill();
      if (tokens >= 1) {
        tokens -= 1;
        return;
      }
      await wait(Math.ceil(((1 - tokens) * 1000) / rate));
    }
  }

  return {
    /** Runs `task` once a request may start. */
    run<T>(task: () => Promise<T>): Promise<T> {
      const turn = queue.then(take);
      queue = turn;
      return turn.then(task);
    },
    /** The service said "too many": nobody starts before `ms` from now. */
    pause(ms: number): void {
      pausedUntil = Math.max(pausedUntil, now() + ms);
      tokens = 0;
    },
  };
}

/** The worker's one pace, shared by every request of every surface. */
export const pace = requestPace();

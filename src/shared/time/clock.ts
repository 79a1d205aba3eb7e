/**
 * The one clock of shipped code (the lint allows no other read of the time): tests swap it for a
 * fake one, so a window of minutes is crossed without waiting.
 */
export interface Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
  /** Resolves after `ms` of this clock's time. */
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

let current: Clock = realClock;

/** The clock in use: read at each call, so a test's swap reaches code that was loaded before it. */
export const clock: Clock = {
  now: () => current.now(),
  sleep: (ms) => current.sleep(ms),
};

/** Tests: the clock to use (null: the real one). */
export function useClock(next: Clock | null): void {
  current = next ?? realClock;
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstAnswer } from '../../../src/background/after-first-answer';

/** A listener whose answers the test settles by hand. */
function held() {
  const answers: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const listener = vi.fn((message: string) =>
    message === 'not ours' ? undefined : new Promise<string>((resolve, reject) => answers.push({ resolve, reject })),
  );
  return { listener, answers };
}

describe('afterFirstAnswer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts the work only after the first answer went, and once', async () => {
    const { listener, answers } = held();
    const work = vi.fn();
    const wrapped = afterFirstAnswer(listener, work);
    const answer = wrapped('status');
    await vi.advanceTimersByTimeAsync(500);
    expect(work).not.toHaveBeenCalled();
    let replied = false;
    void answer!.then(() => (replied = true));
    answers[0]!.resolve('ok');
    await vi.advanceTimersByTimeAsync(0);
    expect(replied).toBe(true);
    expect(work).toHaveBeenCalledTimes(1);
    wrapped('status');
    answers[1]!.resolve('ok');
    await vi.advanceTimersByTimeAsync(2000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('passes the answer through unchanged', async () => {
    const { listener, answers } = held();
    const wrapped = afterFirstAnswer(listener, vi.fn());
    const answer = wrapped('status');
    answers[0]!.resolve('the reply');
    await expect(answer).resolves.toBe('the reply');
    expect(wrapped('not ours')).toBeUndefined();
  });

  it('starts the work after a failed answer too', async () => {
    const { listener, answers } = held();
    const work = vi.fn();
    const answer = afterFirstAnswer(listener, work)('status');
    answers[0]!.reject(new Error('crashed'));
    await expect(answer).rejects.toThrow('crashed');
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts the work after the fallback when no message comes, or none it answers', async () => {
    const work = vi.fn();
    const wrapped = afterFirstAnswer(held().listener, work, 1000);
    expect(wrapped('not ours')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not start it again at the fallback once an answer started it', async () => {
    const { listener, answers } = held();
    const work = vi.fn();
    afterFirstAnswer(listener, work, 1000)('status');
    answers[0]!.resolve('ok');
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { StoredLink } from '../../../../src/shared/links/head';
import { createReader, followAccount } from '../../../../src/pages/manager/use-mirror';

const link = (id: string) => ({ id }) as StoredLink;

/** A read that waits until the test lets it answer. */
function controlledRead() {
  const calls: { account: string; answer: (links: StoredLink[]) => void }[] = [];
  const read = (account: string) => new Promise<StoredLink[]>((answer) => calls.push({ account, answer }));
  return { read, calls };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the mirror reader', () => {
  it('never runs two reads at once, and reads once more after notices that came during one', async () => {
    const { read, calls } = controlledRead();
    const applied: string[][] = [];
    const gaps: number[] = [];
    const reader = createReader(read, (l) => applied.push(l.map((x) => x.id)), {
      wait: async (ms) => void gaps.push(ms),
    });
    const done = reader('a');
    void reader('a');
    void reader('a');
    expect(calls).toHaveLength(1);
    calls[0]!.answer([link('1')]);
    await tick();
    expect(calls).toHaveLength(2); // the three notices: one read, then one more
    calls[1]!.answer([link('1'), link('2')]);
    await done;
    expect(applied).toEqual([['1'], ['1', '2']]);
    expect(gaps).toEqual([4000]); // spaced while a sync runs
  });

  it('a notice that the sync stopped is read at once, cutting the wait short', async () => {
    const { read, calls } = controlledRead();
    let waited = false;
    const reader = createReader(read, () => undefined, { wait: () => new Promise<void>(() => (waited = true)) });
    const done = reader('a');
    void reader('a'); // a page landed during the read
    calls[0]!.answer([]);
    await tick();
    expect(waited).toBe(true);
    expect(calls).toHaveLength(1);
    void reader('a', { soon: true }); // the sync finished
    await tick();
    expect(calls).toHaveLength(2);
    calls[1]!.answer([link('9')]);
    await done;
  });

  it('the sync stopping during a read: the next read follows with no wait', async () => {
    const { read, calls } = controlledRead();
    let waited = false;
    const reader = createReader(read, () => undefined, { wait: () => new Promise<void>(() => (waited = true)) });
    const done = reader('a');
    void reader('a', { soon: true });
    calls[0]!.answer([]);
    await tick();
    expect(calls).toHaveLength(2);
    expect(waited).toBe(false);
    calls[1]!.answer([]);
    await done;
  });

  it('a failed read is not applied and does not stop the next', async () => {
    const applied: number[] = [];
    let n = 0;
    const reader = createReader(
      async () => (n++ === 0 ? Promise.reject(new Error('corrupt')) : [link('x')]),
      (l) => applied.push(l.length),
    );
    await reader('a');
    await reader('a');
    expect(applied).toEqual([1]);
  });
});

describe('the account the manager shows', () => {
  it.each([
    ['a notice for the account shown', 'a', 'a', false, 'same'],
    ["a notice from another account's sync (still finishing after a switch)", 'a', 'b', false, 'ignore'],
    ['a notice before the page knows its account', null, 'b', false, 'ignore'],
    ["the sync's answer naming another account (a switch elsewhere)", 'a', 'b', true, 'switch'],
    ["the sync's answer when the page knew none yet", null, 'b', true, 'switch'],
  ] as const)('%s: %s', (_, shown, named, fromReply, step) => {
    expect(followAccount(shown, named, fromReply)).toBe(step);
  });
});

/**
 * The sync's confirm step within the documented limits (docs/link-store.md#the-derived-limits):
 * the local clock off by up to CLOCK_SKEW_MS and a replica up to REPLICA_GRACE_MS behind never
 * make a live link look deleted. The real background against the in-process sandbox, whose
 * service clock is Date's: faked here, so a link can be made minutes before a sync.
 */
import { freshDatabases } from '../../../support/databases';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handlers } from '../../../../src/background/handlers';
import { settledSync } from '../../../../src/background/sync/sync';
import { accountOf } from '../../../../src/shared/links/account';
import { useClock } from '../../../../src/shared/time/clock';
import type { Result } from '../../../../src/shared/types';
import type { Failure } from '../../../../src/shared/messages/contract';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';

const sandbox = useSandbox();
vi.setConfig({ testTimeout: 30_000 });

function value<T>(result: Result<T, Failure>): T {
  if (!result.ok) throw new Error(`failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

const shorten = (url: string, actionId: string) =>
  handlers.shorten({ type: 'shorten', url, actionId, reuseKnown: true });

/** The local clock `aheadMs` off the service's (Date, which the sandbox reads). */
const skewed = (aheadMs: number) =>
  useClock({ now: () => Date.now() + aheadMs, sleep: (ms) => new Promise((r) => setTimeout(r, ms)) });

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  await configureFor(sandbox.current, DEMO_KEY);
});

afterEach(() => {
  useClock(null);
  vi.useRealTimers();
});

/** A link made `madeBeforeMs` before a full sync, the clock and the replica as given: its second shortening. */
async function shortenSyncAndAgain(o: { aheadMs: number; lagMs: number; madeBeforeMs: number }) {
  const url = 'https://example.com/skew';
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - o.madeBeforeMs });
  skewed(o.aheadMs);
  const made = value(await shorten(url, 'skew-1')).link;
  vi.setSystemTime(Date.now() + o.madeBeforeMs);
  sandbox.current.addFault({ kind: 'lag', lagMs: o.lagMs });
  value(await handlers.syncLinks({ type: 'syncLinks', full: true }));
  await settledSync(await accountOf(sandbox.current.url, DEMO_KEY));
  sandbox.current.clearFaults();
  const again = value(await shorten(url, 'skew-2'));
  return { made, again, creates: creates(sandbox.current).length };
}

describe('the sync within the clock and replica limits', () => {
  it('clock 240 s ahead, replica 180 s behind, a link made 150 s before a full sync: not buried, reused', async () => {
    const { made, again, creates } = await shortenSyncAndAgain({
      aheadMs: 240_000,
      lagMs: 180_000,
      madeBeforeMs: 150_000,
    });
    expect(again).toMatchObject({ reused: true, link: { id: made.id } });
    expect(creates).toBe(1);
  });

  it('control: the clock exact, the same replica: not buried', async () => {
    const { made, again, creates } = await shortenSyncAndAgain({ aheadMs: 0, lagMs: 180_000, madeBeforeMs: 150_000 });
    expect(again).toMatchObject({ reused: true, link: { id: made.id } });
    expect(creates).toBe(1);
  });
});

/** Recovery that never guesses: an interrupted create is asked about on the service, by id or by the pages it takes. */
import { freshDatabases, sweepAt } from '../../../support/databases';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ok, type Link, type LinkPage } from '../../../../src/shared/types';

import { accountDbFor } from '../../../../src/background/links/account-db';
import { recover } from '../../../../src/background/links/recover';
import {
  JOURNAL_TTL_MS,
  RECOVERY_BOUND_MS,
  RECOVERY_MAX_PAGES as MAX_PAGES,
  SETTLED_AFTER_MS,
} from '../../../../src/shared/time/limits';
import { useClock } from '../../../../src/shared/time/clock';
import { openService, type ServiceApi } from '../../../../src/background/service';
import { shorten } from '../../../../src/background/links/shorten';
import { accountOf } from '../../../../src/shared/links/account';
import { until } from '../../../support/until';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';
import { linkStore } from '../../../../src/background/links/store';

const sandbox = useSandbox();
beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  await configureFor(sandbox.current);
  // Recovery's pauses move the clock (the sandbox's too: same process) instead of sleeping.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  useClock({ now: () => Date.now(), sleep: async (ms) => void vi.setSystemTime(Date.now() + ms) });
});
afterEach(() => {
  useClock(null);
  vi.useRealTimers();
});

const lost = async (url: string, actionId: string) => {
  sandbox.current.addFault({ kind: 'drop', method: 'POST', when: 'after', times: 1 });
  expect(await shorten({ url, actionId, reuseKnown: false })).toEqual({ ok: false, error: { kind: 'offline' } });
};
const gets = () => sandbox.current.requests.filter((r) => r.method === 'GET');

describe('a retried action whose create was interrupted', () => {
  it('knows the id (the create had answered): asks GET /links/{id} and answers that link', async () => {
    const made = sandbox.current.store.create(DEMO_KEY, { link: 'https://example.com/known-id', domain: 'zd.lc' });
    const account = await accountOf(sandbox.current.url, DEMO_KEY);
    const link = {
      id: made.id,
      title: '',
      domain: 'zd.lc',
      backHalf: made.back_half,
      shortLink: made.short_link,
      destination: made.original_link,
      group: null,
      createdAt: null,
      updatedAt: null,
    };
    await linkStore(account).remember('known-id', {
      account,
      url: 'https://example.com/known-id',
      startedAt: Date.now(),
      link,
    });
    const retry = await shorten({ url: 'https://example.com/known-id', actionId: 'known-id', reuseKnown: false });
    expect(retry.ok && retry.value.link.id).toBe(made.id);
    expect(gets().map((r) => r.path)).toEqual([`/api/v1/links/${made.id}`]);
    expect(creates(sandbox.current)).toHaveLength(0);
  });

  it('does not know the id: finds the link past page 1 (links made since pushed it there), makes none', async () => {
    await lost('https://example.com/pushed', 'pushed');
    for (let i = 0; i < 35; i++)
      sandbox.current.store.create(DEMO_KEY, { link: `https://example.com/other/${i}`, domain: 'zd.lc' });
    const retry = await shorten({ url: 'https://example.com/pushed', actionId: 'pushed', reuseKnown: false });
    expect(retry).toMatchObject({
      ok: true,
      value: { recovered: true, link: { destination: 'https://example.com/pushed' } },
    });
    expect(gets().map((r) => r.query.page)).toEqual(['1', '2']);
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it('cannot find the link by the bound (the create was refused with a 500, or the list lags): says so and makes nothing until told to', async () => {
    sandbox.current.store.seed(DEMO_KEY, 70);
    sandbox.current.addFault({ kind: 'status', status: 500, method: 'POST', times: 1 });
    const r = { url: 'https://example.com/not-made', actionId: 'not-made', reuseKnown: false };
    expect(await shorten(r)).toMatchObject({ ok: false, error: { kind: 'server' } });
    const failedAt = Date.now();
    expect(await shorten(r)).toEqual({ ok: false, error: { kind: 'unverified' } });
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(RECOVERY_BOUND_MS); // it waited the lag out (on the fake clock)
    expect(gets().every((g) => g.query.page === '1')).toBe(true); // page 1 already ends before the action began
    expect(gets().length).toBeGreaterThan(2);
    expect(creates(sandbox.current)).toHaveLength(1);
    // "Make a new one anyway": a new action that gives up on the first; made once, and the first is not looked for again.
    const anyway = await shorten({ ...r, actionId: 'anyway', abandonUnconfirmed: true });
    expect(anyway.ok && anyway.value.recovered).toBeFalsy();
    expect(creates(sandbox.current)).toHaveLength(2);
    const requests = sandbox.current.requests.length;
    const later = await shorten({ ...r, actionId: 'later', reuseKnown: true });
    expect(later.ok && later.value).toMatchObject({
      reused: true,
      link: { id: anyway.ok ? anyway.value.link.id : '' },
    });
    expect(sandbox.current.requests.length).toBe(requests); // known locally: no search for the abandoned action
  });

  it(`long after (${SETTLED_AFTER_MS / 60_000} minutes), a list without the link proves none was made: the page is not stuck at "cannot tell"`, async () => {
    sandbox.current.addFault({ kind: 'status', status: 500, method: 'POST', times: 1 });
    const r = { url: 'https://example.com/settled', actionId: 'settled', reuseKnown: true };
    expect(await shorten(r)).toMatchObject({ ok: false, error: { kind: 'server' } });
    vi.setSystemTime(Date.now() + SETTLED_AFTER_MS + 1_000);
    // The same action retried, and a new press on the page: one list read each, then a link made once.
    const retried = await shorten(r);
    expect(retried).toMatchObject({ ok: true, value: { reused: false } });
    expect(creates(sandbox.current)).toHaveLength(2);
    expect(await shorten({ ...r, actionId: 'pressed-later' })).toMatchObject({ ok: true, value: { reused: true } });
    expect(creates(sandbox.current)).toHaveLength(2);
    expect(sandbox.current.store.count(DEMO_KEY)).toBe(1);
  });

  it(`long after, another action's unconfirmed attempt no longer holds the page: it is read once, then a link is made`, async () => {
    sandbox.current.addFault({ kind: 'status', status: 500, method: 'POST', times: 1 });
    expect(await shorten({ url: 'https://example.com/settled-2', actionId: 'first', reuseKnown: true })).toMatchObject({
      ok: false,
    });
    vi.setSystemTime(Date.now() + SETTLED_AFTER_MS + 1_000);
    expect(await shorten({ url: 'https://example.com/settled-2', actionId: 'second', reuseKnown: true })).toMatchObject(
      { ok: true, value: { reused: false } },
    );
    expect((await linkStore(await accountOf(sandbox.current.url, DEMO_KEY)).journal()).has('first')).toBe(false);
  });

  it('another action on the same page (the shortcut pressed again after the worker stopped mid-create) finds that link, makes none', async () => {
    await lost('https://example.com/pressed-again', 'first-press');
    const second = await shorten({
      url: 'https://example.com/pressed-again',
      actionId: 'second-press',
      reuseKnown: true,
    });
    expect(second).toMatchObject({
      ok: true,
      value: { reused: true, link: { destination: 'https://example.com/pressed-again' } },
    });
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it('cannot ask the service: says so and makes nothing', async () => {
    await lost('https://example.com/unreachable', 'unreachable');
    sandbox.current.addFault({ kind: 'status', status: 500, method: 'GET' });
    expect(
      await shorten({ url: 'https://example.com/unreachable', actionId: 'unreachable', reuseKnown: false }),
    ).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(creates(sandbox.current)).toHaveLength(1);
  });
});

describe('recover(), on pages in no promised order', () => {
  const since = 1_000_000;
  const link = (id: string, createdAt: number | null, destination = `https://example.com/${id}`): Link => ({
    id,
    title: '',
    domain: 'zd.lc',
    backHalf: id,
    shortLink: `https://zd.lc/${id}`,
    destination,
    group: null,
    createdAt,
    updatedAt: createdAt,
  });
  const api = (pages: Link[][]) => {
    const asked: number[] = [];
    const stub = {
      list: async (page: number) => (
        asked.push(page),
        ok<LinkPage>({
          links: pages[page - 1] ?? [],
          pagination: { currentPage: page, totalPages: pages.length, total: pages.flat().length, perPage: 30 },
          skipped: 0,
        })
      ),
    } as unknown as ServiceApi;
    return { stub, asked };
  };
  const record = { account: 'a', url: 'https://example.com/target', startedAt: since };
  // Long after the attempt: the bound has passed, so one read is all there is.
  beforeEach(() =>
    useClock({
      now: () => since + RECOVERY_BOUND_MS + 1,
      sleep: () => Promise.reject(new Error('no wait expected')),
    }),
  );

  it('an old page 1 that is not newest first does not end the search: the link on page 3 is found', async () => {
    const { stub, asked } = api([
      [link('a', since - 500_000), link('b', since + 10)],
      [link('c', since - 900_000)],
      [link('t', since + 5, record.url)],
    ]);
    expect(await recover(stub, record)).toMatchObject({ ok: true, value: { id: 't' } });
    expect(asked).toEqual([1, 2, 3]);
  });

  it('pages without dates are all read, and absence is not taken for "not made"', async () => {
    const { stub, asked } = api([[link('a', null)], [link('b', null)], [link('c', null)]]);
    expect(await recover(stub, record)).toEqual({ ok: false, error: { kind: 'unverified' } });
    expect(asked).toEqual([1, 2, 3]);
  });

  it("an older link for the same page is not taken for this action's", async () => {
    const { stub } = api([[link('old', since - 3_600_000, record.url)]]);
    expect(await recover(stub, record)).toEqual({ ok: false, error: { kind: 'unverified' } });
  });

  it("a link another action made (its record knows it) is not taken for this action's", async () => {
    const { stub } = api([[link('theirs', since + 5, record.url)]]);
    expect(await recover(stub, record, new Set(['theirs']))).toEqual({ ok: false, error: { kind: 'unverified' } });
  });

  it(`more than ${MAX_PAGES} pages it cannot rule out: says it cannot tell, rather than guess`, async () => {
    const { stub, asked } = api(Array.from({ length: MAX_PAGES + 5 }, (_, i) => [link(`x${i}`, null)]));
    expect(await recover(stub, record)).toEqual({ ok: false, error: { kind: 'unverified' } });
    expect(asked).toHaveLength(MAX_PAGES);
  });
});

describe('recover() waits out a lagging service, within its bound', () => {
  const T0 = 5_000_000;
  let clock = T0;
  let waits: number[] = [];
  beforeEach(() => {
    clock = T0;
    waits = [];
    useClock({ now: () => clock, sleep: async (ms) => void (waits.push(ms), (clock += ms)) });
  });
  const made = (createdAt: number, id = 'made'): Link => ({
    id,
    title: '',
    domain: 'zd.lc',
    backHalf: id,
    shortLink: `https://zd.lc/${id}`,
    destination: 'https://example.com/lagged',
    group: null,
    createdAt,
    updatedAt: createdAt,
  });
  const page = (links: Link[]) =>
    ok<LinkPage>({
      links,
      pagination: { currentPage: 1, totalPages: 1, total: links.length, perPage: 30 },
      skipped: 0,
    });
  /** A list that shows `link` only once the clock reaches `visibleAt`. */
  const laggingList = (link: Link, visibleAt: number) => {
    let reads = 0;
    const stub = { list: async () => (reads++, page(clock >= visibleAt ? [link] : [])) } as unknown as ServiceApi;
    return { stub, reads: () => reads };
  };
  const record = { account: 'a', url: 'https://example.com/lagged', startedAt: T0 - 300, failedAt: T0 };

  it('a list that shows the link 3 s late: read again with backoff until it shows', async () => {
    const { stub, reads } = laggingList(made(T0 - 250), T0 + 3_000);
    expect(await recover(stub, record)).toMatchObject({ ok: true, value: { id: 'made' } });
    expect(waits).toEqual([500, 1_000, 2_000]);
    expect(reads()).toBe(4);
  });

  it(`a list lagging past the bound (${RECOVERY_BOUND_MS} ms after the attempt ended): cannot tell, after a bounded number of reads`, async () => {
    const { stub, reads } = laggingList(made(T0 - 250), T0 + 60_000);
    expect(await recover(stub, record)).toEqual({ ok: false, error: { kind: 'unverified' } });
    expect(waits.reduce((a, b) => a + b, 0)).toBe(RECOVERY_BOUND_MS);
    expect(clock).toBe(T0 + RECOVERY_BOUND_MS);
    expect(reads()).toBeLessThanOrEqual(8);
  });

  it('the local clock runs 3 minutes ahead of the service\'s: the link, dated "before" the attempt, is still this action\'s', async () => {
    const ahead = 3 * 60_000;
    const { stub } = laggingList(made(T0 - 250 - ahead), T0); // shown at once
    expect(await recover(stub, record)).toMatchObject({ ok: true, value: { id: 'made' } });
  });

  it('the local clock ahead, and the list lagging: found once it shows', async () => {
    const { stub } = laggingList(made(T0 - 250 - 90_000), T0 + 1_200);
    expect(await recover(stub, record)).toMatchObject({ ok: true, value: { id: 'made' } });
  });

  it('by id: a 404 right after the create answered is a lagging replica, not a deletion: asked again until it answers', async () => {
    const answered = made(T0 - 250);
    let gets = 0;
    const stub = {
      get: async () =>
        ++gets <= 2 ? { ok: false, error: { kind: 'not-found' } } : ok({ ...answered, title: 'current' }),
    } as unknown as ServiceApi;
    expect(await recover(stub, { ...record, link: answered, failedAt: undefined, doneAt: T0 })).toMatchObject({
      ok: true,
      value: { id: 'made', title: 'current' },
    });
    expect(gets).toBe(3);
    expect(waits).toEqual([500, 1_000]);
  });

  it('by id: still 404 at the bound: cannot tell (deleted since, or a replica still behind), never "none made"', async () => {
    const answered = made(T0 - 250);
    const stub = { get: async () => ({ ok: false, error: { kind: 'not-found' } }) } as unknown as ServiceApi;
    expect(await recover(stub, { ...record, link: answered, failedAt: undefined, doneAt: T0 })).toEqual({
      ok: false,
      error: { kind: 'unverified' },
    });
    expect(clock).toBe(T0 + RECOVERY_BOUND_MS);
  });
});

describe('a lost answer and a lagging list, against the sandbox', () => {
  const cutAndLag = async (url: string, actionId: string, lagMs: number) => {
    sandbox.current.addFault({ kind: 'cut', method: 'POST', times: 1 });
    sandbox.current.addFault({ kind: 'lag', method: 'GET', lagMs });
    const first = await shorten({ url, actionId, reuseKnown: false });
    expect(first.ok).toBe(false);
    expect(sandbox.current.store.count(DEMO_KEY)).toBe(1); // made: only its answer was lost
  };

  it('the list shows the link 3 s late: Try again finds it, one link in all', async () => {
    await cutAndLag('https://example.com/cut-lag', 'cut-lag', 3_000);
    const retry = await shorten({ url: 'https://example.com/cut-lag', actionId: 'cut-lag', reuseKnown: false });
    expect(retry).toMatchObject({
      ok: true,
      value: { recovered: true, link: { destination: 'https://example.com/cut-lag' } },
    });
    expect(gets().length).toBeGreaterThan(1); // the first read did not show it
    expect(creates(sandbox.current)).toHaveLength(1);
    expect(sandbox.current.store.count(DEMO_KEY)).toBe(1);
  });

  it('the list lags past the bound: cannot tell, and nothing is made', async () => {
    await cutAndLag('https://example.com/cut-long', 'cut-long', 60_000);
    expect(await shorten({ url: 'https://example.com/cut-long', actionId: 'cut-long', reuseKnown: false })).toEqual({
      ok: false,
      error: { kind: 'unverified' },
    });
    // Another press of the shortcut on the page asks about the unconfirmed action too, and makes nothing.
    expect(await shorten({ url: 'https://example.com/cut-long', actionId: 'pressed-again', reuseKnown: true })).toEqual(
      { ok: false, error: { kind: 'unverified' } },
    );
    expect(creates(sandbox.current)).toHaveLength(1);
    // "Make a new one anyway" from that second action: the unconfirmed one is given up on, one link made.
    const anyway = {
      url: 'https://example.com/cut-long',
      actionId: 'anyway',
      reuseKnown: false,
      abandonUnconfirmed: true,
    };
    const made = await shorten(anyway);
    expect(made).toMatchObject({ ok: true, value: { reused: false } });
    expect(creates(sandbox.current)).toHaveLength(2);
    sandbox.current.clearFaults();
    expect(await shorten(anyway)).toMatchObject({ ok: true, value: { reused: true } }); // its repeat makes none
    const records = await linkStore(await accountOf(sandbox.current.url, DEMO_KEY)).journal();
    expect(records.get('cut-long')).toMatchObject({ abandoned: true });
    expect(creates(sandbox.current)).toHaveLength(2);
  });
});

describe('a lost answer, then the link deleted here', () => {
  it('a replica that still lists the deleted link does not hand it back to the retry', async () => {
    sandbox.current.addFault({ kind: 'cut', method: 'POST', times: 1 });
    expect(
      (await shorten({ url: 'https://example.com/cut-deleted', actionId: 'cut-deleted', reuseKnown: false })).ok,
    ).toBe(false);
    const [made] = sandbox.current.store.list(DEMO_KEY, 1, 30).links;
    // The user deletes it here (the manager, after a sync listed it): the DELETE answered, the store buries it.
    const service = await openService();
    if (!service.ok) throw new Error('no service');
    expect((await service.value.api.remove(made!.id)).ok).toBe(true);
    await service.value.store.bury([made!.id]);
    sandbox.current.addFault({ kind: 'staleDeletes', method: 'GET', lagMs: 60_000 });
    const retry = await shorten({ url: 'https://example.com/cut-deleted', actionId: 'cut-deleted', reuseKnown: false });
    expect(retry).toEqual({ ok: false, error: { kind: 'not-found' } });
    expect(creates(sandbox.current)).toHaveLength(1);
  });
});

describe("each action's journal entry (in the account's database)", () => {
  it("a finished action's entry goes after a few minutes; an unfinished one stays until settled", async () => {
    const account = await accountOf(sandbox.current.url, DEMO_KEY);
    await accountDbFor(account).writeJournal([
      ['done', { account, url: 'u', startedAt: 0, doneAt: 1 }],
      ['open', { account, url: 'u', startedAt: 0 }],
    ]);
    await sweepAt(account, await linkStore(account).journal(), 1 + JOURNAL_TTL_MS + 1);
    expect([...(await accountDbFor(account).journal()).keys()]).toEqual(['open']);
  });

  it("a refused create leaves no entry; a made link's entry is marked done", async () => {
    const account = await accountOf(sandbox.current.url, DEMO_KEY);
    sandbox.current.addFault({ kind: 'status', status: 422, method: 'POST', times: 1 });
    await shorten({ url: 'https://example.com/refused', actionId: 'refused', reuseKnown: false });
    await shorten({ url: 'https://example.com/made', actionId: 'made', reuseKnown: false });
    const entries = await until(
      () => accountDbFor(account).journal(),
      (r) => r.get('made')?.doneAt !== undefined,
    );
    expect([...entries.keys()]).toEqual(['made']);
  });
});

/** Recovery that never guesses: an interrupted create is asked about on the service, by id or by the pages it takes. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ok, type Link, type LinkPage } from '../../src/api/types';
import { loadRecords, remember, RECORD_TTL_MS, sweep } from '../../src/background/action-records';
import { MAX_PAGES, recover } from '../../src/background/recover';
import type { ServiceApi } from '../../src/background/service';
import { shorten } from '../../src/background/shorten';
import { accountOf } from '../../src/links/account';
import { browser } from 'wxt/browser';
import { until } from '../support/until';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../support/sandbox';

const sandbox = useSandbox();
beforeEach(async () => {
  fakeBrowser.reset();
  await configureFor(sandbox.current);
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
    const link = { id: made.id, title: '', domain: 'zd.lc', backHalf: made.back_half, shortLink: made.short_link, destination: made.original_link, group: null, createdAt: null, updatedAt: null };
    await remember('known-id', { account, url: 'https://example.com/known-id', startedAt: Date.now(), link });
    const retry = await shorten({ url: 'https://example.com/known-id', actionId: 'known-id', reuseKnown: false });
    expect(retry.ok && retry.value.link.id).toBe(made.id);
    expect(gets().map((r) => r.path)).toEqual([`/api/v1/links/${made.id}`]);
    expect(creates(sandbox.current)).toHaveLength(0);
  });

  it('does not know the id: finds the link past page 1 (links made since pushed it there), makes none', async () => {
    await lost('https://example.com/pushed', 'pushed');
    for (let i = 0; i < 35; i++) sandbox.current.store.create(DEMO_KEY, { link: `https://example.com/other/${i}`, domain: 'zd.lc' });
    const retry = await shorten({ url: 'https://example.com/pushed', actionId: 'pushed', reuseKnown: false });
    expect(retry).toMatchObject({ ok: true, value: { recovered: true, link: { destination: 'https://example.com/pushed' } } });
    expect(gets().map((r) => r.query.page)).toEqual(['1', '2']);
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it('proves the link was not made (newest-first pages down to before the action): makes it once', async () => {
    sandbox.current.store.seed(DEMO_KEY, 70);
    sandbox.current.addFault({ kind: 'status', status: 500, method: 'POST', times: 1 });
    const r = { url: 'https://example.com/not-made', actionId: 'not-made', reuseKnown: false };
    expect(await shorten(r)).toMatchObject({ ok: false, error: { kind: 'server' } });
    const retry = await shorten(r);
    expect(retry.ok && retry.value.recovered).toBeFalsy();
    expect(gets().map((r) => r.query.page)).toEqual(['1']); // page 1 already ends before the action began
    expect(creates(sandbox.current)).toHaveLength(2);
  });

  it('another action on the same page (the shortcut pressed again after the worker stopped mid-create) finds that link, makes none', async () => {
    await lost('https://example.com/pressed-again', 'first-press');
    const second = await shorten({ url: 'https://example.com/pressed-again', actionId: 'second-press', reuseKnown: true });
    expect(second).toMatchObject({ ok: true, value: { reused: true, link: { destination: 'https://example.com/pressed-again' } } });
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it('cannot ask the service: says so and makes nothing', async () => {
    await lost('https://example.com/unreachable', 'unreachable');
    sandbox.current.addFault({ kind: 'status', status: 500, method: 'GET' });
    expect(await shorten({ url: 'https://example.com/unreachable', actionId: 'unreachable', reuseKnown: false })).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(creates(sandbox.current)).toHaveLength(1);
  });
});

describe('recover(), on pages in no promised order', () => {
  const since = 1_000_000;
  const link = (id: string, createdAt: number | null, destination = `https://example.com/${id}`): Link => ({ id, title: '', domain: 'zd.lc', backHalf: id, shortLink: `https://zd.lc/${id}`, destination, group: null, createdAt, updatedAt: createdAt });
  const api = (pages: Link[][]) => {
    const asked: number[] = [];
    const stub = {
      list: async (page: number) => (asked.push(page), ok<LinkPage>({ links: pages[page - 1] ?? [], pagination: { currentPage: page, totalPages: pages.length, total: pages.flat().length, perPage: 30 }, skipped: 0 })),
    } as unknown as ServiceApi;
    return { stub, asked };
  };
  const record = { account: 'a', url: 'https://example.com/target', startedAt: since };

  it('an old page 1 that is not newest first does not end the search: the link on page 3 is found', async () => {
    const { stub, asked } = api([[link('a', since - 500_000), link('b', since + 10)], [link('c', since - 900_000)], [link('t', since + 5, record.url)]]);
    expect(await recover(stub, record)).toMatchObject({ ok: true, value: { id: 't' } });
    expect(asked).toEqual([1, 2, 3]);
  });

  it('pages without dates are all read before "not made" is said', async () => {
    const { stub, asked } = api([[link('a', null)], [link('b', null)], [link('c', null)]]);
    expect(await recover(stub, record)).toEqual({ ok: true, value: null });
    expect(asked).toEqual([1, 2, 3]);
  });

  it('an older link for the same page is not taken for this action\'s', async () => {
    const { stub } = api([[link('old', since - 3_600_000, record.url)]]);
    expect(await recover(stub, record)).toEqual({ ok: true, value: null });
  });

  it(`more than ${MAX_PAGES} pages it cannot rule out: says it cannot tell, rather than guess`, async () => {
    const { stub, asked } = api(Array.from({ length: MAX_PAGES + 5 }, (_, i) => [link(`x${i}`, null)]));
    expect(await recover(stub, record)).toEqual({ ok: false, error: { kind: 'unverified' } });
    expect(asked).toHaveLength(MAX_PAGES);
  });
});

describe('action records', () => {
  it('a finished action\'s record goes after a few minutes; an unfinished one stays until settled', async () => {
    await browser.storage.session.set({ 'shorten:done': { account: 'a', url: 'u', startedAt: 0, doneAt: 1 }, 'shorten:open': { account: 'a', url: 'u', startedAt: 0 } });
    await sweep(await loadRecords(), 1 + RECORD_TTL_MS + 1);
    expect(Object.keys(await browser.storage.session.get(null))).toEqual(['shorten:open']);
  });

  it('a refused create leaves no record; a made link\'s record is marked done', async () => {
    sandbox.current.addFault({ kind: 'status', status: 422, method: 'POST', times: 1 });
    await shorten({ url: 'https://example.com/refused', actionId: 'refused', reuseKnown: false });
    await shorten({ url: 'https://example.com/made', actionId: 'made', reuseKnown: false });
    const records = await until(() => browser.storage.session.get(null), (r) => (r['shorten:made'] as { doneAt?: number } | undefined)?.doneAt !== undefined);
    expect(Object.keys(records)).toEqual(['shorten:made']);
  });
});

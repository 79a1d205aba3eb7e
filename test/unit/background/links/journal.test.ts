/**
 * Each shortening action's journal entry, in its account's database (src/background/links/journal.ts):
 * read once per account, then the worker's own writes keep its copy right, so an action does not
 * wait for a read before its request. A new worker (nothing kept) reads the database again.
 */
import { freshDatabases, sweepAt } from '../../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { forgetJournalCopy, madeFor, unfinished } from '../../../../src/background/links/journal';
import { closeAccountDbs, accountDbFor } from '../../../../src/background/links/account-db';
import { shorten } from '../../../../src/background/links/shorten';
import { accountOf } from '../../../../src/shared/links/account';
import { JOURNAL_TTL_MS } from '../../../../src/shared/time/limits';
import { JOURNAL } from '../../../../src/platform/account-db/layout';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';
import { linkStore } from '../../../../src/background/links/store';

const sandbox = useSandbox();
const entry = (over = {}) => ({ account: 'a', url: 'https://example.com/', startedAt: 1, ...over });
let account = '';

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  await configureFor(sandbox.current);
  account = await accountOf(sandbox.current.url, DEMO_KEY);
});

/** Read transactions on the journal store since the spy was made. */
function journalReads() {
  const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
  return () =>
    transaction.mock.calls.filter(([stores, mode]) => mode !== 'readwrite' && [stores].flat().includes(JOURNAL)).length;
}

describe('the journal kept in memory', () => {
  it("is read from the account's database once; the worker's own writes are seen without another read", async () => {
    await accountDbFor(account).writeJournal([['earlier', entry()]]);
    expect([...(await linkStore(account).journal()).keys()]).toEqual(['earlier']);
    const reads = journalReads();
    await linkStore(account).remember('new', entry({ doneAt: 2 }));
    await linkStore(account).forget('earlier');
    expect(Object.fromEntries(await linkStore(account).journal())).toEqual({ new: entry({ doneAt: 2 }) });
    await sweepAt(account, await linkStore(account).journal(), 2 + JOURNAL_TTL_MS + 1);
    expect((await linkStore(account).journal()).size).toBe(0);
    expect(reads()).toBe(0);
    // The database holds what the copy does.
    expect((await accountDbFor(account).journal()).size).toBe(0);
  });

  it('a write made while the first read is on its way is kept', async () => {
    const reading = linkStore(account).journal();
    await linkStore(account).remember('during', entry());
    await reading;
    expect([...(await linkStore(account).journal()).keys()]).toEqual(['during']);
    forgetJournalCopy();
    expect([...(await linkStore(account).journal()).keys()]).toEqual(['during']);
  });

  it('sweeps only finished entries older than JOURNAL_TTL_MS; an unfinished one stays whatever its age', async () => {
    await linkStore(account).remember('old', entry({ doneAt: 1 }));
    await linkStore(account).remember('recent', entry({ doneAt: 1 + JOURNAL_TTL_MS }));
    await linkStore(account).remember('unfinished', entry({ startedAt: 0 }));
    await sweepAt(account, await linkStore(account).journal(), 2 + JOURNAL_TTL_MS);
    expect([...(await accountDbFor(account).journal()).keys()].sort()).toEqual(['recent', 'unfinished']);
  });

  it("is each account's own: another account's entries are neither read nor written", async () => {
    await linkStore(account).remember('mine', entry());
    await linkStore('other-account').remember('theirs', entry());
    expect([...(await linkStore(account).journal()).keys()]).toEqual(['mine']);
    expect([...(await accountDbFor('other-account').journal()).keys()]).toEqual(['theirs']);
  });

  // The same service and key added back (a fresh database): no old entry in this worker either.
  it('a removed account added back starts with an empty journal, in the database and in memory', async () => {
    const { saveConfiguration } = await import('../../../../src/background/accounts/configure');
    await linkStore(account).journal(); // this worker keeps a copy
    await linkStore(account).remember('cut-short', entry({ url: 'https://example.com/page', failedAt: 2 }));
    await saveConfiguration({}, null); // the key removed: the account's database goes
    await saveConfiguration({}, DEMO_KEY); // the same key again: the same account, a fresh database
    expect((await accountDbFor(account).journal()).size).toBe(0);
    expect((await linkStore(account).journal()).size).toBe(0);
  });

  it("finds another action's unfinished create of the same page, never this one's or a finished one", () => {
    const entries = new Map([
      ['self', entry()],
      ['done', entry({ doneAt: 5 })],
      ['elsewhere', entry({ url: 'https://example.com/other' })],
    ]);
    expect(unfinished(entries, 'https://example.com/', 'self')).toBeUndefined();
    entries.set('cut-short', entry({ failedAt: 3 }));
    expect(unfinished(entries, 'https://example.com/', 'self')).toEqual(['cut-short', entry({ failedAt: 3 })]);
  });

  it("finds another action's link for the page, not a buried one; reads the buried ids only when there is one to check", async () => {
    const link = (id: string) => ({ id }) as never;
    const buried = vi.fn(async () => new Set(['gone']));
    const entries = new Map([
      ['self', entry({ doneAt: 2, link: link('mine') })],
      ['elsewhere', entry({ url: 'https://example.com/other', doneAt: 2, link: link('other') })],
    ]);
    expect(await madeFor(entries, 'https://example.com/', 'self', buried)).toBeUndefined();
    expect(buried).not.toHaveBeenCalled(); // nothing to check: a create is not kept waiting for a read
    entries.set('deleted', entry({ doneAt: 3, link: link('gone') }));
    expect(await madeFor(entries, 'https://example.com/', 'self', buried)).toBeUndefined();
    entries.set('kept', entry({ doneAt: 4, link: link('kept') }));
    expect((await madeFor(entries, 'https://example.com/', 'self', buried))?.[0]).toBe('kept');
    expect(buried).toHaveBeenCalledTimes(2);
  });
});

describe('actions and their journal', () => {
  it('a new worker (nothing kept) finds an interrupted action in the database and makes no second link', async () => {
    sandbox.current.addFault({ kind: 'drop', method: 'POST', when: 'after', times: 1 });
    const r = { url: 'https://example.com/lost', actionId: 'lost', reuseKnown: false };
    expect(await shorten(r)).toEqual({ ok: false, error: { kind: 'offline' } });
    expect((await accountDbFor(account).journal()).get('lost')).toMatchObject({ failedAt: expect.any(Number) });
    await closeAccountDbs();
    forgetJournalCopy();
    const retry = await shorten(r);
    expect(retry.ok && retry.value.link.destination).toBe('https://example.com/lost');
    expect(creates(sandbox.current)).toHaveLength(1);
    expect(sandbox.current.store.list(DEMO_KEY, 1, 30).total).toBe(1);
  });

  it('a repeat of an action just answered joins its link (its entry written after the answer)', async () => {
    const r = { url: 'https://example.com/twice', actionId: 'twice', reuseKnown: false };
    const first = await shorten(r);
    const again = await shorten(r);
    expect(again.ok && again.value).toMatchObject({ reused: true, link: { id: first.ok ? first.value.link.id : '' } });
    expect(creates(sandbox.current)).toHaveLength(1);
  });
});

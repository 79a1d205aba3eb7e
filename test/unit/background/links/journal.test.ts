/**
 * Each shortening action's journal entry, in its account's database (src/background/links/journal.ts):
 * read once per account, then the worker's own writes keep its copy right, so an action does not
 * wait for a read before its request. A new worker (nothing kept) reads the database again.
 */
import { freshDatabases } from '../../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  forget,
  forgetJournalCopy,
  loadJournal,
  madeFor,
  remember,
  sweep,
  unfinished,
} from '../../../../src/background/links/journal';
import { closeMirrors, mirrorFor } from '../../../../src/background/links/mirror';
import { shorten } from '../../../../src/background/links/shorten';
import { accountOf } from '../../../../src/shared/links/account';
import { JOURNAL_TTL_MS } from '../../../../src/shared/time/limits';
import { JOURNAL } from '../../../../src/platform/mirror/mirror-db';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';

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
    await mirrorFor(account).writeJournal([['earlier', entry()]]);
    expect([...(await loadJournal(account)).keys()]).toEqual(['earlier']);
    const reads = journalReads();
    await remember(account, 'new', entry({ doneAt: 2 }));
    await forget(account, 'earlier');
    expect(Object.fromEntries(await loadJournal(account))).toEqual({ new: entry({ doneAt: 2 }) });
    await sweep(account, await loadJournal(account), 2 + JOURNAL_TTL_MS + 1);
    expect((await loadJournal(account)).size).toBe(0);
    expect(reads()).toBe(0);
    // The database holds what the copy does.
    expect((await mirrorFor(account).journal()).size).toBe(0);
  });

  it('a write made while the first read is on its way is kept', async () => {
    const reading = loadJournal(account);
    await remember(account, 'during', entry());
    await reading;
    expect([...(await loadJournal(account)).keys()]).toEqual(['during']);
    forgetJournalCopy();
    expect([...(await loadJournal(account)).keys()]).toEqual(['during']);
  });

  it('sweeps only finished entries older than JOURNAL_TTL_MS; an unfinished one stays whatever its age', async () => {
    await remember(account, 'old', entry({ doneAt: 1 }));
    await remember(account, 'recent', entry({ doneAt: 1 + JOURNAL_TTL_MS }));
    await remember(account, 'unfinished', entry({ startedAt: 0 }));
    await sweep(account, await loadJournal(account), 2 + JOURNAL_TTL_MS);
    expect([...(await mirrorFor(account).journal()).keys()].sort()).toEqual(['recent', 'unfinished']);
  });

  it("is each account's own: another account's entries are neither read nor written", async () => {
    await remember(account, 'mine', entry());
    await remember('other-account', 'theirs', entry());
    expect([...(await loadJournal(account)).keys()]).toEqual(['mine']);
    expect([...(await mirrorFor('other-account').journal()).keys()]).toEqual(['theirs']);
  });

  // The same service and key added back (a fresh database): no old entry in this worker either.
  it('a removed account added back starts with an empty journal, in the database and in memory', async () => {
    const { saveConfiguration } = await import('../../../../src/background/accounts/configure');
    await loadJournal(account); // this worker keeps a copy
    await remember(account, 'cut-short', entry({ url: 'https://example.com/page', failedAt: 2 }));
    await saveConfiguration({}, null); // the key removed: the account's database goes
    await saveConfiguration({}, DEMO_KEY); // the same key again: the same account, a fresh database
    expect((await mirrorFor(account).journal()).size).toBe(0);
    expect((await loadJournal(account)).size).toBe(0);
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
    expect((await mirrorFor(account).journal()).get('lost')).toMatchObject({ failedAt: expect.any(Number) });
    await closeMirrors();
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

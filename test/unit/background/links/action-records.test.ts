/**
 * The background keeps the shortening actions' records in memory once read (keepRecordsInMemory):
 * it is their only writer, so its own writes keep the copy right and an action does not wait for a
 * storage read before its request. A new worker (nothing kept) reads them from storage.session.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import {
  forget,
  keepRecordsInMemory,
  loadRecords,
  remember,
  RECORD_TTL_MS,
  stopKeepingRecords,
  sweep,
} from '../../../../src/background/links/action-records';
import { shorten } from '../../../../src/background/links/shorten';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';

const sandbox = useSandbox();
const record = (over = {}) => ({ account: 'a', url: 'https://example.com/', startedAt: 1, ...over });

beforeEach(async () => {
  fakeBrowser.reset();
  keepRecordsInMemory();
  await configureFor(sandbox.current);
});
afterEach(() => stopKeepingRecords());

describe('action records in memory', () => {
  it("are read from storage once; the worker's own writes are seen without another read", async () => {
    await browser.storage.session.set({ 'shorten:earlier': record() });
    expect([...(await loadRecords()).keys()]).toEqual(['earlier']);
    const get = vi.spyOn(browser.storage.session, 'get');
    await remember('new', record({ doneAt: 2 }));
    await forget('earlier');
    expect(Object.fromEntries(await loadRecords())).toEqual({ new: record({ doneAt: 2 }) });
    await sweep(await loadRecords(), 2 + RECORD_TTL_MS + 1);
    expect((await loadRecords()).size).toBe(0);
    expect(get).not.toHaveBeenCalled();
    expect(await browser.storage.session.get(null)).toEqual({});
  });

  it('a write made while the first read is on its way is kept', async () => {
    const reading = loadRecords();
    await remember('during', record());
    await reading;
    expect([...(await loadRecords()).keys()]).toEqual(['during']);
  });

  it('a new worker (nothing kept) finds an interrupted action in storage and makes no second link', async () => {
    sandbox.current.addFault({ kind: 'drop', method: 'POST', when: 'after', times: 1 });
    const r = { url: 'https://example.com/lost', actionId: 'lost', reuseKnown: false };
    expect(await shorten(r)).toEqual({ ok: false, error: { kind: 'offline' } });
    stopKeepingRecords();
    keepRecordsInMemory();
    const retry = await shorten(r);
    expect(retry.ok && retry.value.link.destination).toBe('https://example.com/lost');
    expect(creates(sandbox.current)).toHaveLength(1);
    expect(sandbox.current.store.list(DEMO_KEY, 1, 30).total).toBe(1);
  });

  it('a repeat of an action just answered joins its link (its record written after the answer)', async () => {
    const r = { url: 'https://example.com/twice', actionId: 'twice', reuseKnown: false };
    const first = await shorten(r);
    const again = await shorten(r);
    expect(again.ok && again.value).toMatchObject({ reused: true, link: { id: first.ok ? first.value.link.id : '' } });
    expect(creates(sandbox.current)).toHaveLength(1);
  });
});

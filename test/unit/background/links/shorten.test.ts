import { freshDatabases } from '../../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountOf } from '../../../../src/shared/links/account';
import { accountDbFor } from '../../../../src/background/links/account-db';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { lookAhead, shorten } from '../../../../src/background/links/shorten';
import { handlers } from '../../../../src/background/handlers';
import { loadRecentDomains } from '../../../../src/background/settings/items';
import { settled } from '../../../../src/background/writes';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';
import { useStorageFaults } from '../../../support/storage-faults';

const faults = useStorageFaults();

const OTHER_KEY = 'other-key-00000000000wxyz';
const sandbox = useSandbox({ keys: [DEMO_KEY, OTHER_KEY] });
let n = 0;
const request = (over: Partial<Parameters<typeof shorten>[0]> = {}) => ({
  url: 'https://example.com/page',
  actionId: `action-${++n}`,
  reuseKnown: false,
  ...over,
});

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  await configureFor(sandbox.current);
});

describe('one action makes at most one link', () => {
  it('a double click (same action, twice at once) makes one link', async () => {
    const r = request();
    const [a, b] = await Promise.all([shorten(r), shorten(r)]);
    expect(a).toEqual(b);
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it('a repeat of a finished action answers its link', async () => {
    const r = request();
    const first = await shorten(r);
    const again = await shorten(r);
    expect(again.ok && again.value).toMatchObject({ reused: true, link: { id: first.ok ? first.value.link.id : '' } });
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it("the action's intent is in its account's journal before its create leaves, and its outcome after", async () => {
    const account = await accountOf(sandbox.current.url, DEMO_KEY);
    sandbox.current.addFault({ kind: 'hold', method: 'POST', times: 1 });
    const r = request();
    const made = shorten(r);
    await sandbox.current.waitForRequest((q) => q.method === 'POST');
    expect((await accountDbFor(account).journal()).get(r.actionId)).toEqual({
      account,
      url: r.url,
      startedAt: expect.any(Number),
    });
    sandbox.current.release();
    const answer = await made;
    await vi.waitFor(async () =>
      expect((await accountDbFor(account).journal()).get(r.actionId)).toMatchObject({
        link: { id: answer.ok ? answer.value.link.id : '' },
        doneAt: expect.any(Number),
      }),
    );
  });

  it('a journal that cannot be written (a full disk) sends nothing: the failure says so', async () => {
    faults.failWrites(() => true);
    try {
      expect(await shorten(request())).toEqual({ ok: false, error: { kind: 'storage-full' } });
    } finally {
      faults.failWrites(null);
    }
    expect(creates(sandbox.current)).toHaveLength(0);
  });

  it('after a lost answer (the link was made), a retry finds the link instead of making another', async () => {
    sandbox.current.addFault({ kind: 'drop', method: 'POST', when: 'after', times: 1 });
    const r = request({ url: 'https://example.com/lost' });
    expect(await shorten(r)).toEqual({ ok: false, error: { kind: 'offline' } });
    expect(sandbox.current.store.list(DEMO_KEY, 1, 30).total).toBe(1);
    const retry = await shorten(r);
    expect(retry.ok && retry.value.link.destination).toBe('https://example.com/lost');
    expect(sandbox.current.store.list(DEMO_KEY, 1, 30).total).toBe(1);
  });

  it('after a refusal (nothing made), a retry makes the link', async () => {
    sandbox.current.addFault({ kind: 'rateLimit', method: 'POST', times: 1 });
    const r = request();
    expect(await shorten(r)).toMatchObject({ ok: false, error: { kind: 'rate-limited' } });
    expect((await shorten(r)).ok).toBe(true);
    expect(sandbox.current.store.list(DEMO_KEY, 1, 30).total).toBe(1);
  });
});

describe('shortening', () => {
  it.each([
    'chrome://newtab/',
    'about:blank',
    'file:///tmp/x',
    'javascript:alert(1)',
    'data:text/html,x',
    'blob:https://x/1',
    'chrome-extension://abc/popup.html',
    '',
  ])('refuses %j without a request', async (url) => {
    expect(await shorten(request({ url }))).toEqual({ ok: false, error: { kind: 'unsupported-url' } });
    expect(sandbox.current.requests).toHaveLength(0);
  });

  it('reuses a known link for the same page when asked', async () => {
    await shorten(request({ url: 'https://example.com/known' }));
    const known = await shorten(request({ url: 'https://example.com/known', reuseKnown: true }));
    expect(known.ok && known.value.reused).toBe(true);
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it('a custom back half is a create then an update; a taken one keeps the link and the reason', async () => {
    const ok = await shorten(request({ url: 'https://example.com/a', backHalf: 'mine' }));
    expect(ok.ok && ok.value.link.shortLink).toBe('https://zd.lc/mine');
    const taken = await shorten(request({ url: 'https://example.com/b', backHalf: 'mine' }));
    expect(taken.ok && taken.value).toMatchObject({
      link: { destination: 'https://example.com/b' },
      backHalfError: { kind: 'validation' },
    });
    expect(sandbox.current.requests.map((r) => r.method)).toEqual(['POST', 'PATCH', 'POST', 'PATCH']);
  });

  it('uses the default domain, and remembers a chosen one', async () => {
    await configureFor(sandbox.current, DEMO_KEY, { defaultDomain: 'go.example' });
    await shorten(request());
    expect(creates(sandbox.current)[0]?.body).toMatchObject({ domain: 'go.example' });
    // The message handler remembers the domain the user chose (not the store's action).
    await handlers.shorten({ type: 'shorten', ...request({ domain: 'prty.link' }) });
    await settled();
    expect(await loadRecentDomains()).toEqual(['prty.link']);
  });
});

describe('"already shortened" looked up ahead (the popup opening: beside the canonical read)', () => {
  const url = 'https://example.com/ahead';
  const known = (r: Awaited<ReturnType<typeof shorten>>) => (r.ok ? r.value.link.id : r.error.kind);

  it('a known link found ahead is the answer, with no request', async () => {
    const first = await shorten(request({ url, reuseKnown: true }));
    await settled();
    const ahead = lookAhead(url);
    const again = await shorten(request({ url, reuseKnown: true }), ahead);
    expect(again.ok && again.value.reused).toBe(true);
    expect(known(again)).toBe(known(first));
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it('an action that entered a lane after the lookup voids it: the link it made is found, not made again', async () => {
    const ahead = lookAhead(url);
    const other = await shorten(request({ url, reuseKnown: true }));
    const mine = await shorten(request({ url, reuseKnown: true }), ahead);
    expect(known(mine)).toBe(known(other));
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it('a lookup begun while an action on the destination is making its link is not made: two presses, one link', async () => {
    sandbox.current.addFault({ kind: 'hold', method: 'POST', times: 1 });
    const first = shorten(request({ url, reuseKnown: true }));
    await sandbox.current.waitForRequest((r) => r.method === 'POST');
    const ahead = lookAhead(url);
    const second = shorten(request({ url, reuseKnown: true }), ahead);
    sandbox.current.release();
    expect(known(await second)).toBe(known(await first));
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it('a lookup ahead for another destination (the canonical address differed) is not used', async () => {
    const made = await shorten(request({ url, reuseKnown: true }));
    await settled();
    const ahead = lookAhead('https://example.com/elsewhere');
    const mine = await shorten(request({ url, reuseKnown: true }), ahead);
    expect(known(mine)).toBe(known(made));
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it("a lookup made for another account (the key changed meanwhile) is not used: never another account's link", async () => {
    const theirs = await shorten(request({ url, reuseKnown: true }));
    await settled();
    const ahead = lookAhead(url);
    await configureFor(sandbox.current, OTHER_KEY);
    const mine = await shorten(request({ url, reuseKnown: true }), ahead);
    expect(mine.ok && mine.value.reused).toBe(false);
    expect(known(mine)).not.toBe(known(theirs));
    expect(creates(sandbox.current)).toHaveLength(2);
  });
});

/**
 * *Redirect a link here* in the background: one PATCH of the destination, an undo is one PATCH back,
 * an edit's rules apply (credentials refused, a private host asked about), and a link that is not
 * the named account's is refused unsent. Pins are kept per account, across a restart.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../src/background/handlers';
import { closeAccountDbs } from '../../../src/background/links/account-db';
import { createRouter } from '../../../src/platform/messages/router';
import { accountOf } from '../../../src/shared/links/account';
import { configureFor, DEMO_KEY, useSandbox } from '../../support/sandbox';

const OTHER_KEY = 'other-key-0123456789abcdef';
const sandbox = useSandbox({ keys: [DEMO_KEY, OTHER_KEY] });
const route = createRouter(handlers);
const ask = (message: unknown) =>
  route(message, { id: browser.runtime.id, url: browser.runtime.getURL('/popup.html') });
const patches = () => sandbox.current.requests.filter((r) => r.method === 'PATCH');
const HERE = 'https://example.com/here';

let account = '';
beforeEach(async () => {
  fakeBrowser.reset();
  vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
  await configureFor(sandbox.current);
  account = await accountOf(sandbox.current.url, DEMO_KEY);
});
afterEach(() => closeAccountDbs());

/** A link of the account, kept in its store (the first page read, as the popup does). */
async function keptLink() {
  sandbox.current.store.seed(DEMO_KEY, 2);
  const listed = await ask({ type: 'listLinks', page: 1, perPage: 10 });
  if (!listed?.ok) throw new Error('not listed');
  return sandbox.current.store.list(DEMO_KEY, 1, 1).links[0]!;
}

it('offers the account’s kept links, and points one with one PATCH; an undo is one PATCH back', async () => {
  const link = await keptLink();
  const choices = await ask({ type: 'pointChoices' });
  expect(choices).toMatchObject({ ok: true, value: { account, pins: [] } });
  if (!choices?.ok) throw new Error('no choices');
  expect((choices.value as { links: { id: string }[] }).links.map((l) => l.id)).toContain(link.id);

  const pointed = await ask({ type: 'pointLink', id: link.id, account, destination: HERE });
  expect(pointed).toMatchObject({ ok: true, value: { id: link.id, destination: HERE } });
  expect(patches()).toHaveLength(1);
  expect(patches()[0]!.body).toMatchObject({ original_url: HERE });

  const undone = await ask({ type: 'pointLink', id: link.id, account, destination: link.original_link });
  expect(undone).toMatchObject({ ok: true, value: { destination: link.original_link } });
  expect(patches()).toHaveLength(2);
});

it.each([
  ['https://alice:secret@example.com/', { kind: 'credentials-in-url' }],
  ['http://192.168.1.1/admin', { kind: 'private-address', host: '192.168.1.1' }],
])('refuses %s as an edit does, and sends nothing', async (destination, error) => {
  const link = await keptLink();
  expect(await ask({ type: 'pointLink', id: link.id, account, destination })).toEqual({ ok: false, error });
  expect(patches()).toHaveLength(0);
});

it('refuses a link that is not the account’s, and a request for another account, unsent', async () => {
  await keptLink();
  sandbox.current.store.seed(OTHER_KEY, 1);
  const theirs = sandbox.current.store.list(OTHER_KEY, 1, 1).links[0]!;
  expect(await ask({ type: 'pointLink', id: theirs.id, account, destination: HERE })).toEqual({
    ok: false,
    error: { kind: 'not-found' },
  });
  const other = await accountOf(sandbox.current.url, OTHER_KEY);
  const link = sandbox.current.store.list(DEMO_KEY, 1, 1).links[0]!;
  expect(await ask({ type: 'pointLink', id: link.id, account: other, destination: HERE })).toEqual({
    ok: false,
    error: { kind: 'account-changed' },
  });
  expect(patches()).toHaveLength(0);
});

it('keeps pins per account, last pinned first, across a restart', async () => {
  expect(await ask({ type: 'pinLink', id: 'a', account, pinned: true })).toEqual({ ok: true, value: ['a'] });
  expect(await ask({ type: 'pinLink', id: 'b', account, pinned: true })).toEqual({ ok: true, value: ['b', 'a'] });
  expect(await ask({ type: 'pinLink', id: 'a', account, pinned: false })).toEqual({ ok: true, value: ['b'] });
  await closeAccountDbs(); // a stopped worker: the database stays
  expect(await ask({ type: 'pointChoices' })).toMatchObject({ ok: true, value: { pins: ['b'] } });
  const other = await accountOf(sandbox.current.url, OTHER_KEY);
  expect(await ask({ type: 'pinLink', id: 'c', account: other, pinned: true })).toEqual({
    ok: false,
    error: { kind: 'account-changed' },
  });
});

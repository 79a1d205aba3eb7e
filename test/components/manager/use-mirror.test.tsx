/** The manager during a list: links the background names as changed are applied, not read again with the whole mirror. */
import { render, screen, waitFor } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { useMirror, type MirrorDeps } from '../../../src/pages/manager/use-mirror';
import type { LinkChanges } from '../../../src/platform/messages/links-changed';
import type { StoredLink } from '../../../src/shared/links/head';
import { idleState, type SyncState } from '../../../src/shared/links/sync-state';

const ACCOUNT = 'acct-1';
const link = (id: string) =>
  ({
    id,
    title: id,
    shortLink: `https://zd.lc/${id}`,
    destination: `https://example.com/${id}`,
    createdAt: 1,
    seenAt: 1,
  }) as StoredLink;

function Shown({ deps }: { deps: MirrorDeps }) {
  const mirror = useMirror(deps);
  return (
    <p data-testid="links">
      {mirror.loaded
        ? mirror.links
            .map((l) => l.id)
            .sort()
            .join(',')
        : 'loading'}
    </p>
  );
}

it('a notice naming its changes updates the list without reading the mirror again; one naming none reads it', async () => {
  let reads = 0;
  let mirrored = [link('a'), link('b')];
  let notify: (state: SyncState, changes?: LinkChanges) => void = () => undefined;
  const deps: MirrorDeps = {
    sync: async () => ({ ok: true, value: idleState(ACCOUNT) }),
    read: async (_account, newest) => {
      if (!newest) reads++;
      return mirrored;
    },
    listen: (listener) => {
      notify = listener;
      return () => undefined;
    },
    head: async () => null,
  };
  render(<Shown deps={deps} />);
  await waitFor(() => expect(screen.getByTestId('links').textContent).toBe('a,b'));
  await waitFor(() => expect(reads).toBeGreaterThan(0));
  const before = reads;

  notify(idleState(ACCOUNT), { put: [link('c'), { ...link('b'), title: 'B' }], removed: ['a'] });
  await waitFor(() => expect(screen.getByTestId('links').textContent).toBe('b,c'));
  expect(reads).toBe(before);

  // A sync page (no changes named): the mirror is read again.
  mirrored = [link('b'), link('c'), link('d')];
  notify(idleState(ACCOUNT));
  await waitFor(() => expect(screen.getByTestId('links').textContent).toBe('b,c,d'));
  expect(reads).toBe(before + 1);
});

it('changes told while the whole mirror is being read are applied again to what that read answers', async () => {
  let answerRead: ((links: StoredLink[]) => void) | null = null;
  let reads = 0;
  let notify: (state: SyncState, changes?: LinkChanges) => void = () => undefined;
  const deps: MirrorDeps = {
    sync: async () => ({ ok: true, value: idleState(ACCOUNT) }),
    read: (_account, newest) => {
      if (newest || reads++ === 0) return Promise.resolve([link('a')]);
      return new Promise((resolve) => (answerRead = resolve));
    },
    listen: (listener) => {
      notify = listener;
      return () => undefined;
    },
    head: async () => null,
  };
  render(<Shown deps={deps} />);
  await waitFor(() => expect(screen.getByTestId('links').textContent).toBe('a'));
  await waitFor(() => expect(reads).toBe(1));
  notify(idleState(ACCOUNT)); // a sync page: the whole mirror is read again
  await waitFor(() => expect(answerRead).not.toBeNull());
  notify(idleState(ACCOUNT), { put: [link('x')], removed: ['a'] }); // told while that read runs
  await waitFor(() => expect(screen.getByTestId('links').textContent).toBe('x'));
  answerRead!([link('a'), link('b')]); // read before the change landed
  await waitFor(() => expect(screen.getByTestId('links').textContent).toBe('b,x'));
});

it('during a first sync, the links known are drawn as soon as a page lands, not after the reads’ spacing', async () => {
  let mirrored: StoredLink[] = [];
  let notify: (state: SyncState, changes?: LinkChanges) => void = () => undefined;
  let answerFirstRead: (() => void) | null = null;
  const syncing = (linksKnown: number): SyncState => ({ ...idleState(ACCOUNT), phase: 'syncing', linksKnown });
  const deps: MirrorDeps = {
    sync: async () => ({ ok: true, value: syncing(0) }),
    read: (_account, newest) => {
      const now = mirrored;
      // The first whole read is still running when the first page lands.
      if (!newest && !answerFirstRead) return new Promise((resolve) => (answerFirstRead = () => resolve(now)));
      return Promise.resolve(now);
    },
    listen: (listener) => {
      notify = listener;
      return () => undefined;
    },
    head: async () => null,
  };
  render(<Shown deps={deps} />);
  await waitFor(() => expect(answerFirstRead).not.toBeNull());
  mirrored = [link('a'), link('b')];
  notify(syncing(2));
  answerFirstRead!();
  // Well inside the spacing (4 s) that holds reads apart between a sync's pages.
  await waitFor(() => expect(screen.getByTestId('links').textContent).toBe('a,b'), { timeout: 1500 });
});

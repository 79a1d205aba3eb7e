/**
 * The manager while its first sync runs: one count (the sync's line), never a second one that
 * disagrees with it, and placeholder rows, not "No links yet", while nothing is known.
 */
import { act, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Manager } from '../../../src/pages/manager/Manager';
import type { MirrorDeps } from '../../../src/pages/manager/use-mirror';
import type { StoredLink } from '../../../src/shared/links/head';
import { idleState, type SyncState } from '../../../src/shared/links/sync-state';
import { answer, aStatus } from '../fixtures';

const ACCOUNT = 'acct-1';
const link = (i: number) =>
  ({
    id: `l${i}`,
    title: `Link ${i}`,
    shortLink: `https://zd.lc/l${i}`,
    destination: `https://example.com/${i}`,
    domain: 'zd.lc',
    backHalf: `l${i}`,
    group: null,
    createdAt: 1,
    updatedAt: null,
    seenAt: 1,
  }) as StoredLink;

/** The mirror's reads: a test waits for one to have answered instead of waiting a while. */
const read = vi.fn<MirrorDeps['read']>();

function deps(state: SyncState, links: StoredLink[], syncAnswers = true): MirrorDeps {
  read.mockReset().mockImplementation(async (_account, newest) => (newest ? links.slice(0, newest) : links));
  return {
    sync: () => (syncAnswers ? Promise.resolve({ ok: true, value: state }) : new Promise(() => undefined)),
    read,
    listen: () => () => undefined,
    head: async () => null,
  };
}

const syncing = (more: Partial<SyncState>): SyncState => ({ ...idleState(ACCOUNT), phase: 'syncing', ...more });

it('a first sync part way: the sync line is the one count; the rows known so far show without a count of their own', async () => {
  answer({ status: { ok: true, value: aStatus() } });
  const known = Array.from({ length: 90 }, (_, i) => link(i));
  render(<Manager view="panel" deps={deps(syncing({ pagesDone: 2, pagesTotal: 5, linksKnown: 150 }), known)} />);
  await screen.findByText('2 of 5 pages read · 150 links known');
  await waitFor(() => expect(document.querySelectorAll('.grid-row').length).toBeGreaterThan(0));
  expect(screen.queryByText(/of 90 links/)).toBeNull();
  expect(screen.queryByText('Loading…')).toBeNull();
});

it('nothing known yet (the sync has not answered): placeholder rows, not "No links yet", no bare select-all', async () => {
  answer({ status: { ok: true, value: aStatus() } });
  render(<Manager view="panel" deps={deps(idleState(ACCOUNT), [], false)} />);
  // The sync never answers here: nothing can say there are no links, so the placeholders stay.
  await waitFor(() => expect(document.querySelector('.placeholder-rows')).not.toBeNull());
  await act(async () => undefined);
  expect(document.querySelector('.placeholder-rows')).not.toBeNull();
  expect(screen.queryByText('No links yet.')).toBeNull();
  // What happens, said once beside the title; no box to select rows that are not there.
  expect(screen.getByText('Loading your links…').closest('.head-title')).not.toBeNull();
  expect(screen.queryByRole('checkbox')).toBeNull();
});

it('the sync status sits beside the title (one block with the heading), its ↻ a named icon button', async () => {
  answer({ status: { ok: true, value: aStatus() } });
  render(
    <Manager view="panel" deps={deps({ ...idleState(ACCOUNT), complete: true, syncedAt: Date.now() }, [link(1)])} />,
  );
  const again = await screen.findByRole('button', { name: 'Sync again' });
  const title = screen.getByRole('heading', { level: 1, name: 'All your links' });
  expect(again.closest('.head-title')).toBe(title.parentElement);
  expect(document.querySelector('.manager-head > .sync')).toBeNull();
  // The header's Shorten a list…: an icon where the panel is narrow, its words its name and tooltip.
  const shorten = screen.getByRole('button', { name: 'Shorten a list…' });
  expect(shorten.title).toBe('Shorten a list…');
  expect(shorten.className).toMatch(/\bi-plus\b/);
});

it('a first sync that waits (offline, a 429) with nothing known: placeholder rows, not "No links yet"', async () => {
  answer({ status: { ok: true, value: aStatus() } });
  render(<Manager view="panel" deps={deps({ ...idleState(ACCOUNT), phase: 'waiting' }, [])} />);
  await waitFor(() => expect(document.querySelector('.sync[data-phase="waiting"]')).not.toBeNull());
  // The mirror has answered (empty), its answer drawn.
  await waitFor(() => expect(read).toHaveResolved());
  await act(async () => undefined);
  expect(document.querySelector('.placeholder-rows')).not.toBeNull();
  expect(screen.queryByText('No links yet.')).toBeNull();
});

it('a sync that ended with no links: "No links yet", no placeholder', async () => {
  answer({ status: { ok: true, value: aStatus() } });
  render(<Manager view="panel" deps={deps({ ...idleState(ACCOUNT), complete: true, syncedAt: Date.now() }, [])} />);
  await screen.findByText('No links yet.');
  expect(document.querySelector('.placeholder-rows')).toBeNull();
  // Not a bare heading: where links will show, and the way to shorten many.
  expect(
    screen.getByText(
      'The links you shorten will show up here. To shorten many addresses at once, paste them as a list.',
    ),
  ).toBeTruthy();
  // Offered once: the empty state's own button, not the header's too.
  const shorten = screen.getAllByRole('button', { name: 'Shorten a list…' });
  expect(shorten).toHaveLength(1);
  expect(shorten[0]!.closest('.empty-state')).not.toBeNull();
});

it('a refused key: said once, as a title, a line and one primary action that opens the key field', async () => {
  answer({ status: { ok: true, value: aStatus() } });
  render(
    <Manager
      view="panel"
      deps={deps({ ...idleState(ACCOUNT), phase: 'failed', failure: { kind: 'unauthorized' } }, [])}
    />,
  );
  await screen.findByRole('heading', { name: 'PrettyURL didn’t accept your API key' });
  expect(screen.getByText('Your links show up here as soon as you save a valid key.').className).not.toContain('error');
  // Said once: no sync line that says it again in red.
  expect(document.querySelector('.sync')).toBeNull();
  expect(document.querySelectorAll('.error')).toHaveLength(0);
  const open = vi.spyOn(fakeBrowser.tabs, 'create');
  const action = screen.getByRole('button', { name: 'Update API key' });
  expect(action.className).toContain('primary');
  await userEvent.click(action);
  // Its code loads at the click (not with the page).
  await waitFor(() =>
    expect(open).toHaveBeenCalledExactlyOnceWith({ url: expect.stringMatching(/\/options\.html#api-key$/) }),
  );
});

it("a failure that is not the key: the links can't be shown, the sync line says why", async () => {
  answer({ status: { ok: true, value: aStatus() } });
  render(
    <Manager
      view="panel"
      deps={deps({ ...idleState(ACCOUNT), phase: 'failed', failure: { kind: 'not-service' } }, [])}
    />,
  );
  await screen.findByRole('heading', { name: 'Your links can’t be shown' });
  expect(screen.getByText('Once the service accepts your API key again, your links show up here.')).toBeTruthy();
  expect(document.querySelector('.sync')).not.toBeNull();
});

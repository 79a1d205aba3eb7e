/** Where the manager's sync stands: a real progress bar while it reads, the failure in words, "Sync again" when it is not running. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { SyncStatus } from '../../../src/pages/manager/SyncStatus';
import { idleState, type SyncState } from '../../../src/shared/links/sync-state';

const state = (more: Partial<SyncState>): SyncState => ({ ...idleState('acct-1'), ...more });

it('before anything is known: an indeterminate bar, no button', () => {
  render(<SyncStatus state={null} error={null} onSync={() => {}} />);
  const bar = screen.getByRole('progressbar', { name: 'Links read from the service' });
  expect(bar.hasAttribute('value')).toBe(false);
  expect(screen.queryByRole('button')).toBeNull();
});

it('a first sync before any count is known: "Loading your links…", not "Starting · 0 links known"', () => {
  render(
    <SyncStatus state={state({ phase: 'syncing', pagesTotal: null, linksKnown: 0 })} error={null} onSync={() => {}} />,
  );
  expect(screen.getByText('Loading your links…')).toBeTruthy();
  expect(screen.queryByText(/Starting/)).toBeNull();
});

it('nothing known at all yet: "Loading your links…" too', () => {
  render(<SyncStatus state={null} error={null} onSync={() => {}} />);
  expect(screen.getByText('Loading your links…')).toBeTruthy();
});

it('while reading: pages read of the total, and the links known', () => {
  render(
    <SyncStatus
      state={state({ phase: 'syncing', pagesDone: 3, pagesTotal: 10, linksKnown: 300 })}
      error={null}
      onSync={() => {}}
    />,
  );
  const bar = screen.getByRole('progressbar') as HTMLProgressElement;
  expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['3', '10']);
  expect(screen.getByText('3 of 10 pages read · 300 links known')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Sync again' })).toBeNull();
});

it('complete: says when, compactly (the count row has the count; the whole sentence in the tooltip), no bar, and "Sync again" syncs', async () => {
  const onSync = vi.fn();
  render(
    <SyncStatus state={state({ complete: true, linksKnown: 1, syncedAt: Date.now() })} error={null} onSync={onSync} />,
  );
  expect(screen.getByRole('region', { name: 'Sync with the service' }).getAttribute('data-complete')).toBe('true');
  expect(screen.getByText('Synced just now').getAttribute('title')).toBe('Up to date: 1 link, synced just now.');
  expect(screen.queryByRole('progressbar')).toBeNull();
  // A small icon button with a tooltip, not an underlined link of words.
  const again = screen.getByRole('button', { name: 'Sync again' });
  expect(again.title).toBe('Sync again');
  expect(again.className).not.toMatch(/\blink\b/);
  expect(again.textContent).toBe('↻');
  expect(again.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
  await userEvent.click(again);
  expect(onSync).toHaveBeenCalledOnce();
});

it('"Sync again" from the keyboard', async () => {
  const onSync = vi.fn();
  render(<SyncStatus state={state({ complete: true, syncedAt: Date.now() })} error={null} onSync={onSync} />);
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sync again' }));
  await userEvent.keyboard('{Enter}');
  expect(onSync).toHaveBeenCalledOnce();
});

it('stopped by a failure: says why, once its wording has loaded', async () => {
  render(
    <SyncStatus state={state({ phase: 'failed', failure: { kind: 'unauthorized' } })} error={null} onSync={() => {}} />,
  );
  expect(await screen.findByText(/^The sync stopped: The service refused your API key/)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sync again' })).toBeTruthy();
});

it('a sync that could not start at all: its failure in words, no bar', async () => {
  render(<SyncStatus state={null} error={{ kind: 'offline' }} onSync={() => {}} />);
  expect(await screen.findByText(/^Can’t reach the service/)).toBeTruthy();
  expect(screen.queryByRole('progressbar')).toBeNull();
});

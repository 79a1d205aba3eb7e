/** The popup's list of the user's links: empty, failed and loading states, a search over what is loaded, more pages on demand. */
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { LinkList, ROW_BATCH } from '../../../src/pages/popup/LinkList';
import { siteIconOf } from '../../../src/pages/popup/tab-icon';
import type { RecentLinks } from '../../../src/pages/popup/use-recent-links';
import { aLink, recentLinks } from '../fixtures';

const recent = recentLinks;

const list = (r: RecentLinks, errorShownAbove = false) =>
  render(<LinkList recent={r} groups={[]} onCopy={vi.fn()} errorShownAbove={errorShownAbove} />);
const rows = () => within(screen.getByRole('list')).queryAllByRole('listitem');

it('is a region headed "Your links"; with no links it says so, and offers no search over nothing', () => {
  list(recent());
  expect(screen.getByRole('region', { name: 'Your links' })).toBeTruthy();
  expect(screen.getByText('No links yet. Shortened links appear here.')).toBeTruthy();
  expect(rows()).toHaveLength(0);
  expect(screen.queryByRole('searchbox')).toBeNull();
});

it('while the first page loads: busy, and no "no links yet"', () => {
  list(recent({ loading: true, state: 'loading' }));
  expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
  expect(screen.getByText('Loading…')).toBeTruthy();
  expect(screen.queryByText(/No links yet/)).toBeNull();
  expect(screen.queryByRole('searchbox')).toBeNull();
});

it("the list's failure is worded with Try again, which refreshes; not twice when the popup already says it", async () => {
  const r = recent({ error: { kind: 'offline' }, state: 'failed' });
  const { unmount } = list(r);
  const alert = screen.getByRole('alert');
  expect(await within(alert).findByText(/Can’t reach the service/)).toBeTruthy();
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(r.refresh).toHaveBeenCalledOnce();
  unmount();
  list(recent({ error: { kind: 'offline' }, state: 'failed' }), true);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('draws a batch of rows at once and the rest when idle', async () => {
  const links = Array.from({ length: ROW_BATCH * 2 + 3 }, (_, i) => aLink(`l${i}`));
  list(recent({ links }));
  expect(rows().length).toBeLessThanOrEqual(ROW_BATCH);
  await waitFor(() => expect(rows()).toHaveLength(links.length));
});

it('a search hides the rows that do not match (title, short link or destination), and counts them', async () => {
  const user = userEvent.setup();
  const links = [
    aLink('a', { title: 'Cooking pasta' }),
    aLink('b', { title: 'Garden', destination: 'https://pasta.example/' }),
    aLink('c', { title: 'Other' }),
  ];
  list(recent({ links, total: 5, hasMore: true }));
  await user.type(screen.getByRole('searchbox', { name: 'Search your links' }), 'PASTA');
  expect(rows().map((r) => r.textContent)).toEqual([
    expect.stringContaining('Cooking pasta'),
    expect.stringContaining('Garden'),
  ]);
  expect(
    screen.getByText(
      '2 of 3 loaded links match. 2 more links are on the service and not searched. Load more to search them.',
    ),
  ).toBeTruthy();
  await user.clear(screen.getByRole('searchbox'));
  expect(rows()).toHaveLength(3);
});

it('"Load more" says how many are left, loads the next page, and waits while one loads', async () => {
  const r = recent({ links: [aLink('a')], total: 31, hasMore: true });
  const { rerender } = list(r);
  await userEvent.click(screen.getByRole('button', { name: 'Load more (30 left)' }));
  expect(r.loadMore).toHaveBeenCalledOnce();
  rerender(
    <LinkList
      recent={{ ...r, loading: true, state: 'loading' }}
      groups={[]}
      onCopy={vi.fn()}
      errorShownAbove={false}
    />,
  );
  expect((screen.getByRole('button', { name: 'Loading…' }) as HTMLButtonElement).disabled).toBe(true);
});

it('says how many links from the service could not be shown', () => {
  list(recent({ links: [aLink('a')], skipped: 2 }));
  expect(screen.getByText('2 links from the service could not be read and are not shown.')).toBeTruthy();
});

it("a row leading to the tab's site shows the tab's icon; the others their site's mark", () => {
  const links = [aLink('here'), aLink('there', { destination: 'https://example.com.evil.test/x' })];
  const site = siteIconOf({ url: 'https://example.com/page', favIconUrl: 'https://example.com/favicon.ico' });
  render(<LinkList recent={recent({ links })} groups={[]} onCopy={vi.fn()} errorShownAbove={false} site={site} />);
  const [here, there] = rows();
  expect(here!.querySelector('img.site-mark')?.getAttribute('src')).toBe('https://example.com/favicon.ico');
  expect(here!.querySelector('img.site-mark')?.getAttribute('alt')).toBe('');
  expect(there!.querySelector('img')).toBeNull();
  expect(there!.querySelector('.site-mark')?.textContent).toBe('E');
  // An icon the browser would have to fetch from elsewhere (javascript:, a file) is not drawn.
  expect(siteIconOf({ url: 'https://example.com/', favIconUrl: 'javascript:alert(1)' })).toBeNull();
});

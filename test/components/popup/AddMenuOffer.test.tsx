/**
 * The card makes the header's "+" menu: New link…, Shorten all tabs, and *Redirect a link here…*
 * whenever the page can be shortened (the same rule at every width, in every state of the card);
 * nothing while the key is refused; nothing left behind once the card is gone.
 */
import { render, waitFor } from '@testing-library/preact';
import { expect, it, vi } from 'vitest';
import { CurrentPage, type CurrentPageProps } from '../../../src/pages/popup/CurrentPage';
import { useShortener } from '../../../src/pages/popup/use-shortener';
import type { RecentLinks } from '../../../src/pages/popup/use-recent-links';
import type { RowMenuItem } from '../../../src/pages/components/RowMenu';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings/settings';
import { answer, aStatus } from '../fixtures';

type Adds = (items: RowMenuItem[] | null) => void;

function Card({
  url,
  canMake,
  onAdds,
  onFormOpen = () => {},
}: {
  url: string;
  canMake: boolean;
  onAdds: Adds;
  onFormOpen?: () => void;
}) {
  const shortener = useShortener(() => {});
  const pageUrl = url.startsWith('http') ? url : null;
  const props: CurrentPageProps = {
    shortener,
    status: aStatus(),
    prefs: { ...DEFAULT_SETTINGS, autoShorten: false },
    tab: { id: 1, url, title: 'Article', incognito: false },
    pageUrl,
    prepared: null,
    extras: null,
    recent: { account: 'a1', put: () => {}, drop: () => {}, refresh: () => {} } as unknown as RecentLinks,
    groups: [],
    formOpen: false,
    onFormOpen,
    onCopy: () => {},
    copiedId: null,
    flash: false,
    announceCopy: () => {},
    onAnnounce: () => {},
    canMake,
    onAdds,
    onTabsAsked: () => {},
  };
  return <CurrentPage {...props} />;
}

const ids = (items: RowMenuItem[] | null | undefined) => items?.map((i) => i.id) ?? null;

it('a web page: New link…, Shorten all tabs, Redirect a link here… (its arrow), in that order', async () => {
  answer({ prepareAddress: { ok: true, value: { url: 'https://example.com/article', source: 'tab', stripped: [] } } });
  const onAdds = vi.fn<Adds>();
  const onFormOpen = vi.fn();
  render(<Card url="https://example.com/article" canMake onAdds={onAdds} onFormOpen={onFormOpen} />);
  await waitFor(() => expect(onAdds).toHaveBeenCalled());
  const items = onAdds.mock.lastCall![0]!;
  expect(ids(items)).toEqual(['new-link', 'shorten-tabs', 'point-here']);
  expect(items[2]).toMatchObject({ label: 'Redirect a link here…', icon: 'redirect' });
  items[0]!.onSelect();
  expect(onFormOpen).toHaveBeenCalledOnce();
});

it('a page that cannot be shortened: no Redirect a link here…, nothing could go to it', async () => {
  answer({ prepareAddress: { ok: true, value: { url: 'chrome://newtab/', source: 'tab', stripped: [] } } });
  const onAdds = vi.fn<Adds>();
  render(<Card url="chrome://newtab/" canMake onAdds={onAdds} />);
  await waitFor(() => expect(onAdds).toHaveBeenCalled());
  expect(ids(onAdds.mock.lastCall![0])).toEqual(['new-link', 'shorten-tabs']);
});

it('a refused key: no "+" menu; the card gone: none left behind', async () => {
  answer({ prepareAddress: { ok: true, value: { url: 'https://example.com/article', source: 'tab', stripped: [] } } });
  const onAdds = vi.fn<Adds>();
  const { rerender, unmount } = render(<Card url="https://example.com/article" canMake={false} onAdds={onAdds} />);
  await waitFor(() => expect(onAdds).toHaveBeenCalled());
  expect(onAdds.mock.lastCall![0]).toBeNull();
  rerender(<Card url="https://example.com/article" canMake onAdds={onAdds} />);
  await waitFor(() => expect(ids(onAdds.mock.lastCall![0])).toHaveLength(3));
  unmount();
  await waitFor(() => expect(onAdds.mock.lastCall![0]).toBeNull());
});

/**
 * *Redirect a link here…* under the popup's card: offered on a web page, with the feature's own icon
 * (the redirect arrow), not the pencil, which is the card's Edit.
 */
import { render, screen } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { CurrentPage, type CurrentPageProps } from '../../../src/pages/popup/CurrentPage';
import { useShortener } from '../../../src/pages/popup/use-shortener';
import type { RecentLinks } from '../../../src/pages/popup/use-recent-links';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings/settings';
import { answer, aStatus } from '../fixtures';

function Card() {
  const shortener = useShortener(() => {});
  const props: CurrentPageProps = {
    shortener,
    status: aStatus(),
    prefs: { ...DEFAULT_SETTINGS, autoShorten: false },
    tab: { id: 1, url: 'https://example.com/article', title: 'Article', incognito: false },
    pageUrl: 'https://example.com/article',
    prepared: null,
    extras: null,
    recent: { account: 'a1', put: () => {}, drop: () => {}, refresh: () => {} } as unknown as RecentLinks,
    groups: [],
    formOpen: false,
    onFormOpen: () => {},
    onCopy: () => {},
    copiedId: null,
    flash: false,
    announceCopy: () => {},
    onAnnounce: () => {},
  };
  return <CurrentPage {...props} />;
}

it('draws the redirect arrow, not the pencil', async () => {
  answer({ prepareAddress: { ok: true, value: { url: 'https://example.com/article', source: 'tab', stripped: [] } } });
  render(<Card />);
  const entry = await screen.findByRole('button', { name: 'Redirect a link here…' });
  expect(entry.classList.contains('i-redirect')).toBe(true);
  expect(entry.classList.contains('i-edit')).toBe(false);
});

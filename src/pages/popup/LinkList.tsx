/** The user's recent links with a search over what is loaded, and more pages on demand. */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Link, LinkGroup } from '../../shared/types';
import { plural, t } from '../../platform/text/i18n';
import type { CopyLink } from './CopyMenu';
import { FailureLine } from './lazy-parts';
import { LinkItem } from './LinkItem';
import type { RecentLinks } from './use-recent-links';
import { iconFor, type SiteIcon } from './tab-icon';
import { useRowState } from './row-state';

/** What a search looks in: title, short link and destination, lower-cased once per link. */
const haystack = (link: Link) => `${link.title}\n${link.shortLink}\n${link.destination}`.toLowerCase();

/**
 * Rows drawn in the first render: a popup's height of them. The rest follow, a batch at each idle
 * moment, so no render is one long task that the popup's answers wait behind (bench "copied": the
 * opening's answer, with its copy, waited for one render of every cached row, up to 60).
 */
export const ROW_BATCH = 12;

/** How many of `count` rows to draw: a batch more at each idle moment until all are; all at once while searching. */
function useDrawnRows(count: number, all: boolean): number {
  const [drawn, setDrawn] = useState(ROW_BATCH);
  useEffect(() => {
    if (all || drawn >= count) return;
    const idle = requestIdleCallback(() => setDrawn((n) => n + ROW_BATCH), { timeout: 200 });
    return () => cancelIdleCallback(idle);
  }, [drawn, count, all]);
  return all ? count : Math.min(drawn, count);
}

/** Two sentences side by side: a space after a Latin full stop, none after a CJK one ("。"). */
const joinSentences = (a: string, b: string) => (b ? a + (/[。！？]$/.test(a) ? '' : ' ') + b : a);

interface Props {
  recent: RecentLinks;
  groups: LinkGroup[];
  onCopy: CopyLink;
  /** The list's failure is already worded above (the same failure of the shortening): say it once. */
  errorShownAbove: boolean;
  /** Says something in the popup's announcer (a delete's outcome). */
  onAnnounce?: (message: string) => void;
  /** The tab's site and icon: its rows show that icon (compared as text: only those rows draw again). */
  site?: SiteIcon | null;
}

export function LinkList({ recent, groups, onCopy, errorShownAbove, onAnnounce, site = null }: Props) {
  const [query, setQuery] = useState('');
  const texts = useMemo(() => new Map(recent.links.map((l) => [l.id, haystack(l)])), [recent.links]);
  const q = query.trim().toLowerCase();
  // Rows are hidden rather than removed, and their content is memoized: a keystroke only flips
  // `hidden` on the rows whose match changed (npm run bench: search row).
  const visible = (link: Link) => !q || (texts.get(link.id) ?? '').includes(q);
  const shownCount = q ? recent.links.filter(visible).length : recent.links.length;
  const more = recent.total - recent.links.length;
  const drawn = useDrawnRows(recent.links.length, q !== '');
  // One open menu and the open panels, kept here for every row: a closed row has no state of its own.
  const { menu, panels, rows } = useRowState();
  return (
    <section class="recent" aria-labelledby="recent-heading" data-state={recent.state}>
      <div class="recent-head">
        <h2 id="recent-heading">{t('recentLinks')}</h2>
        {/* No search over an empty list. */}
        {recent.links.length > 0 && (
          <input
            type="search"
            class="search"
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchLabel')}
            value={query}
            onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
          />
        )}
      </div>
      {recent.error && !errorShownAbove && (
        <p class="error" role="alert">
          <FailureLine failure={recent.error} />{' '}
          <button type="button" class="link" onClick={recent.refresh}>
            {t('retry')}
          </button>
        </p>
      )}
      {query && recent.links.length > 0 && (
        <p class="hint" aria-live="polite">
          {joinSentences(
            plural('searchMatches', recent.links.length, shownCount),
            more > 0 ? plural('searchNotLoaded', more) : '',
          )}
        </p>
      )}
      {recent.links.length === 0 && !recent.loading && !recent.error && <p class="hint">{t('noLinksYet')}</p>}
      <ul class="links" aria-busy={recent.state === 'loading' ? 'true' : undefined} {...recent.pointer}>
        {recent.links.slice(0, drawn).map((link) => (
          <li key={link.id} class="link-item" data-id={link.id} hidden={!visible(link)}>
            <LinkItem
              link={link}
              account={recent.account}
              groups={groups}
              onCopy={onCopy}
              onSaved={recent.put}
              onGone={recent.drop}
              onDeleted={onAnnounce}
              icon={iconFor(site, link.destination)}
              menu={menu?.id === link.id ? menu : null}
              panel={panels.find((p) => p.id === link.id)}
              rows={rows}
            />
          </li>
        ))}
      </ul>
      {recent.skipped > 0 && <p class="hint">{plural('skippedLinks', recent.skipped)}</p>}
      {recent.loading && recent.links.length === 0 && (
        <p class="hint" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {recent.hasMore && (
        <button type="button" class="more" onClick={recent.loadMore} disabled={recent.loading}>
          {recent.loading ? t('loading') : plural('loadMoreLeft', more)}
        </button>
      )}
    </section>
  );
}

/** The user's recent links with a search over what is loaded, and more pages on demand. */
import { useMemo, useState } from 'preact/hooks';
import type { Link, LinkGroup } from '../api/types';
import { failureText } from '../ui/failure-text';
import { t } from '../ui/i18n';
import { LinkItem } from './LinkItem';
import type { RecentLinks } from './use-recent-links';

export function matches(link: Link, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || [link.title, link.shortLink, link.destination].some((field) => field.toLowerCase().includes(q));
}

export function LinkList({ recent, groups, onCopy }: { recent: RecentLinks; groups: LinkGroup[]; onCopy: (text: string) => void }) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => recent.links.filter((l) => matches(l, query)), [recent.links, query]);
  const more = recent.total - recent.links.length;
  return (
    <section class="recent" aria-labelledby="recent-heading">
      <div class="recent-head">
        <h2 id="recent-heading">{t('recentLinks')}</h2>
        <input type="search" class="search" placeholder={t('searchPlaceholder')} aria-label={t('searchLabel')} value={query} onInput={(e) => setQuery((e.target as HTMLInputElement).value)} />
      </div>
      {recent.error && (
        <p class="error" role="alert">
          {failureText(recent.error).text} <button type="button" class="link" onClick={recent.refresh}>{t('retry')}</button>
        </p>
      )}
      {query && (
        <p class="hint" aria-live="polite">
          {more > 0 ? t('searchCountMore', shown.length, recent.links.length, more) : t('searchCount', shown.length, recent.links.length)}
        </p>
      )}
      {recent.links.length === 0 && !recent.loading && !recent.error && <p class="hint">{t('noLinksYet')}</p>}
      <ul class="links" {...recent.pointer}>
        {shown.map((link) => (
          <LinkItem key={link.id} link={link} groups={groups} onCopy={onCopy} onSaved={recent.put} onGone={recent.drop} />
        ))}
      </ul>
      {recent.skipped > 0 && <p class="hint">{t('skippedItems', recent.skipped)}</p>}
      {recent.loading && recent.links.length === 0 && <p class="hint" aria-busy="true">{t('loading')}</p>}
      {recent.hasMore && (
        <button type="button" class="more" onClick={recent.loadMore} disabled={recent.loading}>
          {recent.loading ? t('loading') : t('loadMore', more)}
        </button>
      )}
    </section>
  );
}

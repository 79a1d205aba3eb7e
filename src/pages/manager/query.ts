/**
 * The manager's search, filters and sort over every link of the mirror: pure, and fast enough for a
 * keystroke at 10,000 links (npm run bench: search row). Each link's lower-cased haystack is made
 * once (indexLinks); sorting is done once per sort choice (sortIndex) and a keystroke only filters
 * the sorted list, keeping its order.
 */
import type { Link } from '../../shared/types';
import { untitledTitle } from '../components/readable-url';
import { haystack, matchesAll, searchTerms } from '../../shared/links/search';
import { matchRanges } from '../../shared/links/match-ranges';

export { matchRanges, searchTerms };

export type SortKey = 'created' | 'updated' | 'title';
export type SortDir = 'asc' | 'desc';

/** "No group" in the group filter (a group id is never empty). */
export const NO_GROUP = '';

export interface Filters {
  /** What the user typed: every word must be found (in any of the searched fields). */
  text: string;
  /** A group id, NO_GROUP for links in no group, null for every link. */
  group: string | null;
  /** A short-link domain, or null for every domain. */
  domain: string | null;
}

export interface Indexed<L extends Link = Link> {
  link: L;
  /** Title, short link, back half, destination and group name, lower-cased, one per line. */
  hay: string;
  /** The short link's domain (the link's own, or its short link's host). */
  domain: string;
  /** The title as sorted: lower-cased, the title shown in its place when there is none. */
  sortTitle: string;
}

/** The short link's domain, from the link or else from its short link. */
export function domainOf(link: Link): string {
  if (link.domain) return link.domain.toLowerCase();
  try {
    return new URL(link.shortLink).host.toLowerCase();
  } catch {
    return '';
  }
}

/** Each link's entry, kept while the link object lives: links are replaced when they change, never edited. */
const indexed = new WeakMap<Link, Indexed>();

/** Made once per list of links (not per keystroke); a list that changed by a few links indexes only those. */
export function indexLinks<L extends Link>(links: readonly L[]): Indexed<L>[] {
  return links.map((link) => {
    let entry = indexed.get(link) as Indexed<L> | undefined;
    if (!entry) {
      entry = {
        link,
        hay: haystack(link),
        domain: domainOf(link),
        sortTitle: (link.title || untitledTitle(link.destination)).toLowerCase(),
      };
      indexed.set(link, entry);
    }
    return entry;
  });
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** `index`'s entries, those of `previous` (the last sort, in its order) first: a sort of it only merges in the new ones. */
function inOrderOf<L extends Link>(index: readonly Indexed<L>[], previous: readonly Indexed<L>[]): Indexed<L>[] {
  const present = new Set(index);
  const kept = previous.filter((e) => present.has(e));
  const old = new Set(kept);
  return kept.length ? [...kept, ...index.filter((e) => !old.has(e))] : [...index];
}

/**
 * A sorted copy. Links with no date go last in both directions; ties keep a stable order by id.
 * `previous`: the last result of the same sort, when a few links changed since (the order is the
 * same either way; the sort is then a merge).
 */
export function sortIndex<L extends Link>(
  index: readonly Indexed<L>[],
  key: SortKey,
  dir: SortDir,
  previous?: readonly Indexed<L>[],
): Indexed<L>[] {
  const sign = dir === 'asc' ? 1 : -1;
  const byId = (a: Indexed<L>, b: Indexed<L>) => (a.link.id < b.link.id ? -1 : a.link.id > b.link.id ? 1 : 0);
  const input = previous?.length ? inOrderOf(index, previous) : [...index];
  if (key === 'title') return input.sort((a, b) => sign * collator.compare(a.sortTitle, b.sortTitle) || byId(a, b));
  const date = key === 'created' ? (l: Link) => l.createdAt : (l: Link) => l.updatedAt ?? l.createdAt;
  return input.sort((a, b) => {
    const x = date(a.link);
    const y = date(b.link);
    if (x === y) return byId(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    return sign * (x - y);
  });
}

/** The links of a sorted index that pass the filters, in its order. */
export function filterIndex<L extends Link>(sorted: readonly Indexed<L>[], filters: Filters): L[] {
  const terms = searchTerms(filters.text);
  const { group, domain } = filters;
  const out: L[] = [];
  for (const entry of sorted) {
    if (group !== null && (entry.link.group?.id ?? NO_GROUP) !== group) continue;
    if (domain !== null && entry.domain !== domain) continue;
    if (terms.length && !matchesAll(entry.hay, terms)) continue;
    out.push(entry.link);
  }
  return out;
}

/** Sort then filter in one call (tests, and pages with few links). */
export function runQuery<L extends Link>(links: readonly L[], filters: Filters, key: SortKey, dir: SortDir): L[] {
  return filterIndex(sortIndex(indexLinks(links), key, dir), filters);
}

/** The groups and domains present, for the filters' choices, sorted by name. */
export function facets(index: readonly Indexed[]): {
  groups: { id: string; name: string }[];
  domains: string[];
  ungrouped: boolean;
} {
  const groups = new Map<string, string>();
  const domains = new Set<string>();
  let ungrouped = false;
  for (const e of index) {
    if (e.link.group) groups.set(e.link.group.id, e.link.group.name);
    else ungrouped = true;
    if (e.domain) domains.add(e.domain);
  }
  return {
    groups: [...groups].map(([id, name]) => ({ id, name })).sort((a, b) => collator.compare(a.name, b.name)),
    domains: [...domains].sort(),
    ungrouped,
  };
}

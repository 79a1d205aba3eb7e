/** The manager's search (`/` focuses it), group and domain filters, and sort. */
import type { Ref } from 'preact';
import { t } from '../../platform/text/i18n';
import { NO_GROUP, type Filters, type SortDir, type SortKey } from './query';

export type SortChoice = `${SortKey}-${SortDir}`;
const SORTS: [SortChoice, Parameters<typeof t>[0]][] = [
  ['created-desc', 'sortCreatedDesc'],
  ['created-asc', 'sortCreatedAsc'],
  ['updated-desc', 'sortUpdatedDesc'],
  ['updated-asc', 'sortUpdatedAsc'],
  ['title-asc', 'sortTitleAsc'],
  ['title-desc', 'sortTitleDesc'],
];

/** The select's value for "every group / domain" (no real one is ever this). */
const ALL = '*';

interface Props {
  filters: Filters;
  sort: SortChoice;
  groups: { id: string; name: string }[];
  ungrouped: boolean;
  domains: string[];
  searchRef: Ref<HTMLInputElement>;
  onFilters: (filters: Filters) => void;
  onSort: (sort: SortChoice) => void;
}

export function Toolbar({ filters, sort, groups, ungrouped, domains, searchRef, onFilters, onSort }: Props) {
  const value = (e: Event) => (e.target as HTMLSelectElement).value;
  return (
    <div class="toolbar" role="search">
      <input
        ref={searchRef}
        type="search"
        class="manager-search"
        aria-label={t('managerSearchLabel')}
        placeholder={t('managerSearchPlaceholder')}
        aria-keyshortcuts="/"
        value={filters.text}
        onInput={(e) => onFilters({ ...filters, text: value(e) })}
      />
      <div class="filters">
        <label class="field">
          <span>{t('filterGroup')}</span>
          <select
            name="group"
            value={filters.group ?? ALL}
            onChange={(e) => onFilters({ ...filters, group: value(e) === ALL ? null : value(e) })}
          >
            <option value={ALL}>{t('filterGroupAll')}</option>
            {ungrouped && <option value={NO_GROUP}>{t('filterGroupNone')}</option>}
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <label class="field">
          <span>{t('filterDomain')}</span>
          <select
            name="domain"
            value={filters.domain ?? ALL}
            onChange={(e) => onFilters({ ...filters, domain: value(e) === ALL ? null : value(e) })}
          >
            <option value={ALL}>{t('filterDomainAll')}</option>
            {domains.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <label class="field">
          <span>{t('sortLabel')}</span>
          <select name="sort" value={sort} onChange={(e) => onSort(value(e) as SortChoice)}>
            {SORTS.map(([v, name]) => (
              <option key={v} value={v}>
                {t(name)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}

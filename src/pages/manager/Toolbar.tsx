/**
 * The manager's search (`/` focuses it), and behind one Filter button its group and domain filters
 * and sort; each filter in use shows as a chip that removes it.
 */
import type { Ref } from 'preact';
import { useState } from 'preact/hooks';
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

const DEFAULT_SORT: SortChoice = 'created-desc';

export function Toolbar({ filters, sort, groups, ungrouped, domains, searchRef, onFilters, onSort }: Props) {
  const [open, setOpen] = useState(false);
  const value = (e: Event) => (e.target as HTMLSelectElement).value;
  const groupName = (id: string) =>
    id === NO_GROUP ? t('filterGroupNone') : (groups.find((g) => g.id === id)?.name ?? id);
  const sortName = SORTS.find(([v]) => v === sort)?.[1];
  const chips = [
    filters.group !== null && {
      id: 'group',
      label: groupName(filters.group),
      clear: () => onFilters({ ...filters, group: null }),
    },
    filters.domain !== null && {
      id: 'domain',
      label: filters.domain,
      clear: () => onFilters({ ...filters, domain: null }),
    },
    sort !== DEFAULT_SORT && sortName && { id: 'sort', label: t(sortName), clear: () => onSort(DEFAULT_SORT) },
  ].filter((c): c is { id: string; label: string; clear: () => void } => Boolean(c));
  return (
    <div class="toolbar" role="search">
      <div class="search-row">
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
        <button
          type="button"
          class="filter-button"
          aria-expanded={open}
          aria-controls="manager-filters"
          onClick={() => setOpen(!open)}
        >
          {t('filterButton')}
          {chips.length > 0 && (
            <span class="filter-count" aria-hidden="true">
              {chips.length}
            </span>
          )}
        </button>
      </div>
      {chips.length > 0 && (
        <ul class="chips">
          {chips.map((c) => (
            <li key={c.id} class="chip">
              <bdi>{c.label}</bdi>
              <button
                type="button"
                class="chip-remove"
                aria-label={t('removeFilterNamed', c.label)}
                title={t('removeFilterNamed', c.label)}
                onClick={c.clear}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div class="filters" id="manager-filters" hidden={!open}>
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

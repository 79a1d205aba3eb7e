/** The manager's search, filters and sort: labelled controls, and each change handed on with the other filters kept. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { createRef, type ComponentProps } from 'preact';
import { expect, it, vi } from 'vitest';
import { NO_GROUP, type Filters } from '../../../src/pages/manager/query';
import { Toolbar } from '../../../src/pages/manager/Toolbar';

const NONE: Filters = { text: '', group: null, domain: null };

function toolbar(more: Partial<ComponentProps<typeof Toolbar>> = {}) {
  const calls = { onFilters: vi.fn(), onSort: vi.fn() };
  const searchRef = createRef<HTMLInputElement>();
  render(
    <Toolbar
      filters={NONE}
      sort="created-desc"
      groups={[
        { id: 'g1', name: 'Work' },
        { id: 'g2', name: '<b>x</b>' },
      ]}
      ungrouped
      domains={['zd.lc', 'go.example']}
      searchRef={searchRef}
      {...calls}
      {...more}
    />,
  );
  return { ...calls, searchRef };
}

it('a search box (named, "/" as its shortcut) that hands on what is typed', async () => {
  const { onFilters, searchRef } = toolbar();
  const search = screen.getByRole('searchbox', { name: 'Search all links' });
  expect(searchRef.current).toBe(search);
  expect(search.getAttribute('aria-keyshortcuts')).toBe('/');
  await userEvent.type(search, 'p');
  expect(onFilters).toHaveBeenLastCalledWith({ ...NONE, text: 'p' });
  expect(screen.getByRole('search')).toBeTruthy();
});

it('group filter: every group, links in none, or one group (by id; names as text)', async () => {
  const user = userEvent.setup();
  const { onFilters } = toolbar({ filters: { ...NONE, text: 'kept' } });
  const group = screen.getByRole('combobox', { name: 'Group' }) as HTMLSelectElement;
  expect([...group.options].map((o) => o.textContent)).toEqual(['All groups', 'No group', 'Work', '<b>x</b>']);
  await user.selectOptions(group, 'g1');
  await user.selectOptions(group, NO_GROUP);
  expect(onFilters.mock.calls).toEqual([
    [{ text: 'kept', group: 'g1', domain: null }],
    [{ text: 'kept', group: NO_GROUP, domain: null }],
  ]);
});

it('no "No group" choice when every link has a group', () => {
  toolbar({ ungrouped: false });
  expect(
    [...(screen.getByRole('combobox', { name: 'Group' }) as HTMLSelectElement).options].map((o) => o.textContent),
  ).toEqual(['All groups', 'Work', '<b>x</b>']);
});

it('domain filter back to "All domains" clears it', async () => {
  const { onFilters } = toolbar({ filters: { ...NONE, domain: 'zd.lc' } });
  const domain = screen.getByRole('combobox', { name: 'Domain' }) as HTMLSelectElement;
  expect(domain.value).toBe('zd.lc');
  await userEvent.selectOptions(domain, 'All domains');
  expect(onFilters).toHaveBeenCalledExactlyOnceWith(NONE);
});

it('sort choices, the current one selected', async () => {
  const { onSort } = toolbar({ sort: 'title-asc' });
  const sort = screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement;
  expect(sort.value).toBe('title-asc');
  expect(sort.options).toHaveLength(6);
  await userEvent.selectOptions(sort, 'updated-desc');
  expect(onSort).toHaveBeenCalledExactlyOnceWith('updated-desc');
});

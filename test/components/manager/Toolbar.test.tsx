/** The manager's search, and behind its Filter button the filters and sort: labelled controls, chips for the filters in use, and each change handed on with the other filters kept. */
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

/** Opens the filters (behind their button), as a person does. */
async function openFilters() {
  await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
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
  await openFilters();
  const group = screen.getByRole('combobox', { name: 'Group' }) as HTMLSelectElement;
  expect([...group.options].map((o) => o.textContent)).toEqual(['All groups', 'No group', 'Work', '<b>x</b>']);
  await user.selectOptions(group, 'g1');
  await user.selectOptions(group, NO_GROUP);
  expect(onFilters.mock.calls).toEqual([
    [{ text: 'kept', group: 'g1', domain: null }],
    [{ text: 'kept', group: NO_GROUP, domain: null }],
  ]);
});

it('no "No group" choice when every link has a group', async () => {
  toolbar({ ungrouped: false });
  await openFilters();
  expect(
    [...(screen.getByRole('combobox', { name: 'Group' }) as HTMLSelectElement).options].map((o) => o.textContent),
  ).toEqual(['All groups', 'Work', '<b>x</b>']);
});

it('domain filter back to "All domains" clears it', async () => {
  const { onFilters } = toolbar({ filters: { ...NONE, domain: 'zd.lc' } });
  await openFilters();
  const domain = screen.getByRole('combobox', { name: 'Domain' }) as HTMLSelectElement;
  expect(domain.value).toBe('zd.lc');
  await userEvent.selectOptions(domain, 'All domains');
  expect(onFilters).toHaveBeenCalledExactlyOnceWith(NONE);
});

it('sort choices, the current one selected', async () => {
  const { onSort } = toolbar({ sort: 'title-asc' });
  await openFilters();
  const sort = screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement;
  expect(sort.value).toBe('title-asc');
  expect(sort.options).toHaveLength(6);
  await userEvent.selectOptions(sort, 'updated-desc');
  expect(onSort).toHaveBeenCalledExactlyOnceWith('updated-desc');
});

it('the filters are behind one Filter button, closed at first, which says whether they are open', async () => {
  toolbar();
  const button = screen.getByRole('button', { name: 'Filter' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('combobox')).toBeNull();
  await openFilters();
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getAllByRole('combobox')).toHaveLength(3);
});

it('each filter in use is a chip whose × removes it alone (a group by its name, as text)', async () => {
  const user = userEvent.setup();
  const { onFilters, onSort } = toolbar({ filters: { text: 'kept', group: 'g2', domain: 'zd.lc' }, sort: 'title-asc' });
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['<b>x</b>×', 'zd.lc×', 'Title A–Z×']);
  await user.click(screen.getByRole('button', { name: 'Remove the filter zd.lc' }));
  expect(onFilters).toHaveBeenCalledExactlyOnceWith({ text: 'kept', group: 'g2', domain: null });
  await user.click(screen.getByRole('button', { name: 'Remove the filter Title A–Z' }));
  expect(onSort).toHaveBeenCalledExactlyOnceWith('created-desc');
});

it('no chips when no filter is in use', () => {
  toolbar();
  expect(screen.queryByRole('list')).toBeNull();
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { ListFilters } from '../../../src/list/ListFilters';
import { ListChangesProvider } from '../../../src/list/listChanges';
import { SearchBox } from '../../../src/list/SearchBox';
import { activeChoices, StatusFilter } from '../../../src/list/StatusFilter';

/**
 * A list context whose filters and page really change (a new filter goes back to page 1, as in
 * react-admin), so the parts show what a user would see.
 */
const Harness = ({ initial, page }: { initial: Record<string, unknown>; page: number }) => {
  const [shown, setShown] = useState({ filterValues: initial, page });
  const value = {
    ...shown,
    setFilters: (filterValues: Record<string, unknown>) => setShown({ filterValues, page: 1 }),
    setPage: (next: number) => setShown((current) => ({ ...current, page: next })),
  } as unknown as ListControllerResult;
  return (
    <ListContextProvider value={value}>
      <ListFilters>
        <StatusFilter source="is_active" choices={activeChoices} />
        <SearchBox placeholder="resources.users.search" />
      </ListFilters>
      <output data-testid="filters">{JSON.stringify(shown.filterValues)}</output>
      <output data-testid="page">{shown.page}</output>
    </ListContextProvider>
  );
};

const renderParts = (initial: Record<string, unknown> = {}, page = 1) => {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Harness initial={initial} page={page} />
    </AdminContext>,
  );
  return {
    page: () => screen.getByTestId('page').textContent,
    filters: () => JSON.parse(screen.getByTestId('filters').textContent ?? ''),
  };
};

describe('list filters', () => {
  // First in the file: emotion warns of a selector once, on its first use.
  it('lay out without a warning in the console', () => {
    const warned = vi.spyOn(console, 'error');
    try {
      renderParts();
      expect(warned.mock.calls.flat().join('\n')).not.toMatch(/potentially unsafe/);
    } finally {
      warned.mockRestore();
    }
  });

  it('the search applies on Enter only, and resets the status', async () => {
    const { filters } = renderParts({ is_active: 'true' });
    const search = screen.getByRole('searchbox', { name: 'Search User Name...' });
    await userEvent.type(search, '  ann ');
    expect(filters()).toEqual({ is_active: 'true' });
    await userEvent.type(search, '{Enter}');
    expect(filters()).toEqual({ search: 'ann' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Status');
  });

  it('choosing a status clears the search', async () => {
    const { filters } = renderParts({ search: 'ann' });
    expect(screen.getByRole('searchbox')).toHaveValue('ann');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Inactive' }),
    );
    expect(filters()).toEqual({ is_active: 'false' });
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('the status select offers Status, Active and Inactive', async () => {
    renderParts();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Status', 'Active', 'Inactive']);
  });

  it('reset goes back to page 1 with no status and no search', async () => {
    const { filters, page } = renderParts({ is_active: 'true' }, 3);
    await userEvent.type(screen.getByRole('searchbox'), 'bob');
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(filters()).toEqual({});
    expect(page()).toBe('1');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('a search sent before the list shows the chosen status keeps the status', async () => {
    // The list shows a filter one render after it was sent (react-admin goes through the address,
    // in a React transition): here the list renders only when asked, and every sending is kept.
    const sent: Record<string, unknown>[] = [];
    const Lagging = () => {
      const [shown, setShown] = useState<Record<string, unknown>>({});
      const value = {
        filterValues: shown,
        setFilters: (filters: Record<string, unknown>) => sent.push(filters),
        setPage: () => {},
      } as unknown as ListControllerResult;
      return (
        <ListContextProvider value={value}>
          <ListFilters>
            <StatusFilter source="status" choices={activeChoices} combine />
            <SearchBox placeholder="resources.users.search" combine />
          </ListFilters>
          <button type="button" onClick={() => setShown(sent.at(-1) ?? {})}>
            render
          </button>
        </ListContextProvider>
      );
    };
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ListChangesProvider>
          <Lagging />
        </ListChangesProvider>
      </AdminContext>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Active' }),
    );
    await userEvent.type(screen.getByRole('searchbox'), 'steam{Enter}');
    expect(sent.at(-1)).toEqual({ status: 'true', search: 'steam' });
    // Once the list has caught up, the next change starts from what it shows.
    await userEvent.click(screen.getByRole('button', { name: 'render' }));
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'apple{Enter}');
    expect(sent.at(-1)).toEqual({ status: 'true', search: 'apple' });
  });
});

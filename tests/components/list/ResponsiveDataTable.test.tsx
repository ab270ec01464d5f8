import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  ListContextProvider,
  type ListControllerResult,
  ResourceContextProvider,
  type SortPayload,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import type { ListColumn } from '../../../src/list/ListColumn';
import { ResponsiveDataTable } from '../../../src/list/ResponsiveDataTable';

const columns: ListColumn[] = [
  { source: 'name', text: false },
  { source: 'rate_percentage', align: 'right', text: false },
  { label: 'resources.giftcard-brands.fields.action', render: () => null, text: false },
];

const renderTable = (sort: SortPayload, list: Partial<ListControllerResult> = {}) => {
  const setSort = vi.fn();
  const value = {
    resource: 'giftcard-brands',
    data: [{ id: 1, name: 'Amazon', rate_percentage: '82.00' }],
    total: 1,
    isPending: false,
    filterValues: {},
    sort,
    setSort,
    ...list,
  } as unknown as ListControllerResult;
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="giftcard-brands">
        <ListContextProvider value={value}>
          <ResponsiveDataTable columns={columns} phone={{ primaryText: '%{name}' }} />
        </ListContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { setSort };
};

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('list table sorting', () => {
  it('marks the sorted column with aria-sort and flips its order on click', async () => {
    const { setSort } = renderTable({ field: 'name', order: 'ASC' });
    expect(header('Brand Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Rate %')).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: /Brand Name/ }));
    expect(setSort).toHaveBeenLastCalledWith({ field: 'name', order: 'DESC' });
  });

  it('tells a descending order, and sorts another column ascending first, from the keyboard', async () => {
    const { setSort } = renderTable({ field: 'name', order: 'DESC' });
    expect(header('Brand Name')).toHaveAttribute('aria-sort', 'descending');
    screen.getByRole('button', { name: /Rate %/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(setSort).toHaveBeenLastCalledWith({ field: 'rate_percentage', order: 'ASC' });
  });

  it('columns without a source are plain headers', () => {
    renderTable({ field: 'name', order: 'ASC' });
    expect(screen.queryByRole('button', { name: /Action/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
  });
});

describe('list table states', () => {
  it('shows placeholder rows while the page loads, not an empty table', async () => {
    renderTable(
      { field: 'name', order: 'ASC' },
      { data: undefined, total: undefined, isPending: true },
    );
    // react-admin waits a second before showing them, so a fast answer does not flash.
    const rows = await screen.findAllByRole('row', {}, { timeout: 2000 });
    expect(rows.slice(1)).toHaveLength(5);
    expect(screen.queryByText('Amazon')).not.toBeInTheDocument();
  });

  it('says so when the page has no rows', () => {
    renderTable({ field: 'name', order: 'ASC' }, { data: [], total: 0 });
    expect(screen.getByText('No Gift Card Brands found')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  ListContextProvider,
  type ListControllerResult,
  type SortPayload,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { ListTable } from '../../../src/list/ListTable';

const renderTable = (sort: SortPayload, list: Partial<ListControllerResult> = {}) => {
  const setSort = vi.fn();
  const value = {
    resource: 'giftcard-brands',
    data: [{ id: 1, name: 'Amazon', rate: '82.00' }],
    isPending: false,
    sort,
    setSort,
    ...list,
  } as unknown as ListControllerResult;
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ListContextProvider value={value}>
        <ListTable
          columns={[
            {
              label: 'resources.giftcard-brands.fields.name',
              render: (r) => r.name,
              sortBy: 'name',
            },
            {
              label: 'resources.giftcard-brands.fields.rate_percentage',
              render: (r) => r.rate,
              sortBy: 'rate_percentage',
            },
            { label: 'resources.giftcard-brands.fields.action', render: () => null },
          ]}
        />
      </ListContextProvider>
    </AdminContext>,
  );
  return { setSort };
};

describe('ListTable sorting', () => {
  it('marks the sorted column and flips its order on click', async () => {
    const { setSort } = renderTable({ field: 'name', order: 'ASC' });
    expect(screen.getByRole('columnheader', { name: 'Brand Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Brand Name' }));
    expect(setSort).toHaveBeenLastCalledWith({ field: 'name', order: 'DESC' });
  });

  it('sorts another column ascending first, from the keyboard too', async () => {
    const { setSort } = renderTable({ field: 'name', order: 'DESC' });
    const rate = screen.getByRole('button', { name: 'Rate %' });
    rate.focus();
    await userEvent.keyboard('{Enter}');
    expect(setSort).toHaveBeenLastCalledWith({ field: 'rate_percentage', order: 'ASC' });
    expect(screen.getByRole('columnheader', { name: 'Rate %' })).not.toHaveAttribute('aria-sort');
  });

  it('columns without a sort field are plain headers', () => {
    renderTable({ field: 'name', order: 'ASC' });
    expect(screen.queryByRole('button', { name: 'Action' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
  });
});

describe('ListTable states', () => {
  it('shows placeholder rows while the page loads, not an empty table', () => {
    renderTable({ field: 'name', order: 'ASC' }, { data: undefined, isPending: true });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('');
    expect(rows[0].closest('tbody')).toHaveAttribute('aria-busy', 'true');
  });

  it('says so when the page has no rows', () => {
    renderTable({ field: 'name', order: 'ASC' }, { data: [] });
    expect(screen.getByRole('cell', { name: 'No Gift Card Brands found' })).toBeInTheDocument();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  AdminContext,
  ListContextProvider,
  type ListControllerResult,
  ResourceContextProvider,
  SimpleList,
  type SortPayload,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import type { ListColumn } from '../../../src/list/ListColumn';
import { ListFooter } from '../../../src/list/ListFooter';
import { ListChangesProvider } from '../../../src/list/listChanges';
import { ResponsiveDataTable } from '../../../src/list/ResponsiveDataTable';

interface Params {
  sort: SortPayload;
  page: number;
  filter: Record<string, unknown>;
}

const columns: ListColumn[] = [
  { source: 'name', text: false },
  { source: 'rate_percentage', align: 'right', text: false },
];

/**
 * A list as react-admin runs it, slowed down: each change is built on the parameters of the last
 * render, the changes of one tick go to the address together, and the list renders them only when
 * the test says so (on a busy machine, a React transition that has not finished yet).
 */
const LaggingList = ({ sent }: { sent: Params[] }) => {
  const [shown, setShown] = useState<Params>({
    sort: { field: 'name', order: 'ASC' },
    page: 1,
    filter: {},
  });
  let tick: Params | undefined;
  const send = (step: (params: Params) => Params) => {
    if (!tick) {
      setTimeout(() => {
        if (tick) sent.push(tick);
        tick = undefined;
      });
    }
    tick = step(tick ?? shown);
  };
  const value = {
    resource: 'giftcard-brands',
    data: [{ id: 1, name: 'Amazon', rate_percentage: '82.00' }],
    total: 60,
    isPending: false,
    perPage: 20,
    hasNextPage: true,
    hasPreviousPage: shown.page > 1,
    filterValues: shown.filter,
    sort: shown.sort,
    page: shown.page,
    setSort: (sort: SortPayload) => send((params) => ({ ...params, sort, page: 1 })),
    setPage: (page: number) => send((params) => ({ ...params, page })),
    setFilters: (filter: Record<string, unknown>) =>
      send((params) => ({ ...params, filter, page: 1 })),
  } as unknown as ListControllerResult;
  return (
    <ListContextProvider value={value}>
      <ResponsiveDataTable columns={columns} phone={<SimpleList primaryText="%{name}" />} />
      <ListFooter />
      <button type="button" onClick={() => setShown(sent.at(-1) ?? shown)}>
        render
      </button>
    </ListContextProvider>
  );
};

const renderList = () => {
  const sent: Params[] = [];
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="giftcard-brands">
        <ListChangesProvider>
          <LaggingList sent={sent} />
        </ListChangesProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return sent;
};

describe('a list changed faster than it renders', () => {
  it('a Next clicked before the list shows its new order keeps the order', async () => {
    const sent = renderList();
    await userEvent.click(screen.getByRole('button', { name: /Rate %/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        sort: { field: 'rate_percentage', order: 'ASC' },
        page: 2,
        filter: {},
      }),
    );
    // Twice Next before a render: page 3, not page 2 again.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ page: 3 }));
  });

  it('once the list has caught up, the next change starts from what it shows', async () => {
    const sent = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ page: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'render' }));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: /Brand Name/ }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        sort: { field: 'name', order: 'DESC' },
        page: 1,
        filter: {},
      }),
    );
  });

  it('a column clicked twice before the list renders is ordered back as it was', async () => {
    const sent = renderList();
    const name = screen.getByRole('button', { name: /Brand Name/ });
    await userEvent.click(name);
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ sort: { order: 'DESC' } }));
    await userEvent.click(name);
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({ sort: { field: 'name', order: 'ASC' }, page: 1, filter: {} }),
    );
  });

  it('the shown column clicked after another starts ascending, not from the order shown', async () => {
    const sent = renderList();
    await userEvent.click(screen.getByRole('button', { name: /Brand Name/ }));
    await userEvent.click(screen.getByRole('button', { name: /Rate %/ }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ sort: { field: 'rate_percentage' } }));
    await userEvent.click(screen.getByRole('button', { name: /Brand Name/ }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({ sort: { field: 'name', order: 'ASC' }, page: 1, filter: {} }),
    );
  });
});

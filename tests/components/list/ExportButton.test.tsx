import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  type DataProvider,
  ListContextProvider,
  type ListControllerResult,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { ExportButton } from '../../../src/list/ExportButton';

afterEach(() => vi.restoreAllMocks());

const renderButton = (dataProvider: object, total: number) => {
  const value = {
    resource: 'giftcard-brands',
    filterValues: { search: 'am' },
    sort: { field: 'name', order: 'ASC' },
    total,
  } as unknown as ListControllerResult;
  render(
    <AdminContext
      dataProvider={dataProvider as unknown as DataProvider}
      i18nProvider={i18nProvider}
    >
      <ListContextProvider value={value}>
        <ExportButton />
      </ListContextProvider>
    </AdminContext>,
  );
};

describe('ExportButton', () => {
  it('downloads every row of the current filter as CSV', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs.
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    };
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const getList = vi.fn(async () => ({
      data: [{ id: 'b1', name: 'Amazon', rate_percentage: '82.00' }],
      total: 1,
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
    }));
    renderButton({ getList }, 1);

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(getList).toHaveBeenCalledWith('giftcard-brands', {
      pagination: { page: 1, perPage: 100 },
      filter: { search: 'am' },
      sort: { field: 'name', order: 'ASC' },
    });
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    // The UTF-8 byte order mark, then the rows.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('id,name,rate_percentage\r\nb1,Amazon,82.00');
  });

  it('is disabled while the list has no rows', () => {
    renderButton({ getList: vi.fn() }, 0);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
